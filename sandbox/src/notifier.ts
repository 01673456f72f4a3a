import { signProviderMessage, PROVIDER_SIGNATURE_HEADER } from './protocol';
import type { OutboxEntry, SandboxState } from './state';

export interface NotifierOptions {
  secret: string;
  /** Waits between attempts; the notification is abandoned after the last one. */
  retryDelaysMs: readonly number[];
  /** How long one delivery may take. */
  requestTimeoutMs: number;
  now: () => Date;
  log: (message: string) => void;
}

/**
 * Delivers the provider's notifications to the platform, signed, from an outbox: the
 * first attempt right away, then again after each retry delay until the platform
 * answers 2xx. A payer who closes the browser after paying is still credited. The body
 * is the same on every attempt (same event id); only the signature's time is fresh.
 */
export class Notifier {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly state: SandboxState,
    private readonly options: NotifierOptions,
  ) {}

  /** Queues a notification and makes its first attempt; true when the platform accepted it. */
  async send(eventId: string, url: string, payload: object): Promise<boolean> {
    const entry: OutboxEntry = { eventId, url, body: JSON.stringify(payload), attempts: 0, nextAttemptAt: this.options.now().getTime() };
    this.state.enqueueNotification(entry);
    return this.attempt(entry);
  }

  start(pollMs = 250): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.deliverDue(), pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async deliverDue(): Promise<void> {
    const now = this.options.now().getTime();
    const due = this.state.outbox().filter((entry) => entry.nextAttemptAt <= now && !this.inFlight.has(entry.eventId));
    await Promise.all(due.map((entry) => this.attempt(entry)));
  }

  private async attempt(entry: OutboxEntry): Promise<boolean> {
    if (this.inFlight.has(entry.eventId)) return false;
    this.inFlight.add(entry.eventId);
    const attempts = entry.attempts + 1;
    try {
      const timestamp = Math.floor(this.options.now().getTime() / 1000);
      const response = await fetch(entry.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(this.options.secret, entry.body, timestamp) },
        body: entry.body,
        signal: AbortSignal.timeout(this.options.requestTimeoutMs),
      });
      if (response.ok) {
        this.state.updateNotification(entry.eventId, 'delivered');
        return true;
      }
      this.retryLater(entry, attempts, `HTTP ${response.status}`);
      return false;
    } catch (error) {
      this.retryLater(entry, attempts, error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      this.inFlight.delete(entry.eventId);
    }
  }

  private retryLater(entry: OutboxEntry, attempts: number, problem: string): void {
    const delay = this.options.retryDelaysMs[attempts - 1];
    if (delay === undefined) {
      this.options.log(`notification ${entry.eventId} abandoned after ${attempts} attempts: ${problem}`);
      this.state.updateNotification(entry.eventId, 'abandoned');
      return;
    }
    this.options.log(`notification ${entry.eventId} attempt ${attempts} failed (${problem}); retrying in ${delay} ms`);
    this.state.updateNotification(entry.eventId, { attempts, nextAttemptAt: this.options.now().getTime() + delay });
  }
}
