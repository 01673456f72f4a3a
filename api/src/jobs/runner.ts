import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { systemClock, type Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import * as jobs from './repository';

/** A job as its handler sees it. */
export interface RunningJob<Payload = Record<string, unknown>> {
  id: string;
  kind: string;
  payload: Payload;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /**
   * Marks the job done inside the handler's own transaction, so the job's effect and
   * its completion commit together. Throws LeaseLostError (rolling the effect back)
   * when another instance has taken the job over after this one's lease ran out.
   */
  complete(tx: Queryable): Promise<void>;
}

/** Throw from a handler (or let any error escape) to have the job retried later. */
export type JobHandler<Payload = Record<string, unknown>> = (job: RunningJob<Payload>) => Promise<void>;

export interface JobKindOptions {
  /** Delay before the next attempt after a failed one (attempt counts from 1). */
  retryDelayMs?: (attempt: number) => number;
}

export interface PeriodicJob {
  /** Unique name of the schedule (one row in job_schedules). */
  name: string;
  /** The job kind enqueued on each run; its payload is `{ scheduledFor }` (ISO time). */
  kind: string;
  /** The next run strictly after a moment. */
  nextRunAfter(after: Date): Date;
  /**
   * Run as soon as a started runner first knows the schedule (a new installation) rather
   * than one period later: for catch-up jobs whose work is already waiting (the closed days
   * of the ledger). A test's runDueJobs pass still starts it a period on.
   */
  runWhenFirstKnown?: boolean;
}

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  clock?: Clock;
  /** How often an idle runner looks for due jobs (JOBS_POLL_MS). */
  pollMs?: number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** Names this instance in jobs.claimed_by, for operators. */
  instanceName?: string;
  log?: JobLogger;
}

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} was taken over by another instance after this one's lease ran out`);
    this.name = 'LeaseLostError';
  }
}

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const defaultRetryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 3_600_000);

/**
 * A small database-backed job runner. Any number of API instances may run one against
 * the same database: a job is claimed by one instance at a time (SKIP LOCKED claim with a
 * lease), a job of an instance that died is claimed again when its lease runs out, and
 * everything lives in the database, so a restart loses nothing. Jobs run one at a time
 * per instance; more instances run more at once.
 */
export class JobRunner {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly instanceName: string;
  private readonly log: JobLogger;
  private readonly handlers = new Map<string, { handler: JobHandler<never>; options: JobKindOptions }>();
  private readonly schedules: PeriodicJob[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.clock = options.clock ?? systemClock;
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.instanceName = options.instanceName ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.log = options.log ?? silent;
  }

  /** Registers the handler of a job kind. Register before start(). */
  register<Payload = Record<string, unknown>>(kind: string, handler: JobHandler<Payload>, options: JobKindOptions = {}): this {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.handlers.set(kind, { handler: handler as JobHandler<never>, options });
    return this;
  }

  /** Registers a periodic job; its kind needs a handler too. */
  every(schedule: PeriodicJob): this {
    if (this.schedules.some((known) => known.name === schedule.name)) throw new Error(`Schedule ${schedule.name} is registered twice`);
    this.schedules.push(schedule);
    return this;
  }

  /** Polls every pollMs until stop(). */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.ensureSchedules(true);
    this.scheduleNextPoll(0);
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * One pass: fires due schedules, then runs due jobs until none is left. Answers how
   * many jobs ran. Tests call this instead of waiting for the poll.
   */
  async runDueJobs(): Promise<number> {
    // A test's pass: a catch-up schedule starts a period on, as before, so a pass runs only what the test queued or made due.
    await this.ensureSchedules(false);
    await this.fireDueSchedules();
    let ran = 0;
    while (await this.runOneJob()) ran += 1;
    return ran;
  }

  /** The poll's pass: like runDueJobs, but it lets stop() end it between two jobs. */
  private async poll(): Promise<void> {
    await this.fireDueSchedules();
    let more = true;
    while (more && !this.stopped) more = await this.runOneJob();
  }

  /** Claims and runs one due job; false when none was due. */
  async runOneJob(): Promise<boolean> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return false;
    const claimToken = randomUUID();
    const now = this.clock.now();
    const row = await jobs.claimNextJob(this.db, {
      kinds,
      claimToken,
      claimedBy: this.instanceName,
      now,
      leaseExpiresAt: new Date(now.getTime() + this.leaseMs),
    });
    if (!row) return false;
    await this.execute(row, claimToken);
    return true;
  }

  private async execute(row: jobs.ClaimedJobRow, claimToken: string): Promise<void> {
    const registered = this.handlers.get(row.kind);
    if (!registered) return;
    let completed = false;
    const job: RunningJob = {
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      complete: async (tx) => {
        if (!(await jobs.completeJob(tx, row.id, claimToken, this.clock.now()))) throw new LeaseLostError(row.id);
        completed = true;
      },
    };
    const heartbeat = setInterval(() => {
      jobs
        .renewLease(this.db, row.id, claimToken, new Date(this.clock.now().getTime() + this.leaseMs))
        .catch((error: unknown) => this.log.warn({ err: error, jobId: row.id }, 'job lease renewal failed'));
    }, Math.max(1_000, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    try {
      await (registered.handler as JobHandler)(job);
      if (!completed) await job.complete(this.db);
      this.log.info({ jobId: row.id, kind: row.kind, attempt: row.attempts }, 'job done');
    } catch (error) {
      if (error instanceof LeaseLostError) {
        this.log.warn({ jobId: row.id, kind: row.kind }, error.message);
        return;
      }
      const retryDelay = (registered.options.retryDelayMs ?? defaultRetryDelayMs)(row.attempts);
      const now = this.clock.now();
      const message = error instanceof Error ? error.message : String(error);
      await jobs.releaseFailedJob(this.db, row.id, claimToken, message, new Date(now.getTime() + retryDelay), now);
      this.log.error({ err: error, jobId: row.id, kind: row.kind, attempt: row.attempts, maxAttempts: row.max_attempts }, 'job failed');
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async ensureSchedules(starting: boolean): Promise<void> {
    const now = this.clock.now();
    for (const schedule of this.schedules) await jobs.ensureSchedule(this.db, schedule.name, starting && schedule.runWhenFirstKnown === true ? now : schedule.nextRunAfter(now));
  }

  private async fireDueSchedules(): Promise<void> {
    const now = this.clock.now();
    for (const schedule of this.schedules) {
      await this.db.transaction(async (tx) => {
        const due = await jobs.takeDueScheduleRun(tx, schedule.name, now, (after) => schedule.nextRunAfter(after));
        if (due === null) return;
        await jobs.enqueueJob(tx, {
          kind: schedule.kind,
          payload: { scheduledFor: due.toISOString() },
          runAt: now,
          dedupeKey: `schedule:${schedule.name}:${due.toISOString()}`,
        });
        this.log.info({ schedule: schedule.name, scheduledFor: due.toISOString() }, 'periodic job queued');
      });
    }
  }

  private scheduleNextPoll(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.poll()
        .catch((error: unknown) => this.log.error({ err: error }, 'job poll failed'))
        .finally(() => {
          this.running = null;
          this.scheduleNextPoll(this.pollMs);
        });
    }, delayMs);
    // Polling alone never keeps the process alive; the HTTP server does.
    this.timer.unref();
  }
}
