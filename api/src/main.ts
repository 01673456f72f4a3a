import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/open';
import { defaultDataDir } from './db/paths';
import { DatabaseUnavailableError } from './db/unavailable';
import { prepareDatabase } from './startup';
import { systemClock } from './clock';
import { JobRunner } from './jobs/runner';
import { sandboxCardProviderFrom } from './modules/card-provider/sandbox-adapter';
import { registerCardJobs } from './modules/cards/card-jobs';
import { LedgerService } from './modules/ledger/service';
import * as paymentSettings from './modules/payment/payment-config';
import { registerHoldSweep } from './modules/payment/hold-sweep';
import { registerRefillJobs } from './modules/refills/refill-jobs';
import { registerSessionPurge } from './modules/account/session-purge';

/**
 * Starts one API instance: PORT (4000) on HOST (127.0.0.1), PostgreSQL when DATABASE_URL
 * is set, otherwise PGlite in DATA_DIR (<repo>/.data/pglite).
 */
async function main(): Promise<void> {
  const config = configFromEnv();
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || defaultDataDir();

  const maxConnections = Number(process.env.DATABASE_POOL_SIZE) || undefined;
  const db = await openDatabase({ databaseUrl, dataDir, maxConnections });
  const prepared = await prepareDatabase(db);
  const cardProvider = sandboxCardProviderFrom(config.cardProvider);
  const paymentConfig = paymentSettings.paymentConfigFromEnv();
  const app = await buildApp({ db, config, cardProvider, paymentConfig });
  // Background jobs (refills, deposit reconciliation); every instance runs one, each job runs once.
  const jobRunner = new JobRunner({ db, pollMs: config.jobs.pollMs, leaseMs: config.jobs.leaseMs, log: app.log });
  registerCardJobs(jobRunner, {
    db,
    clock: systemClock,
    provider: cardProvider,
    idempotencyRetentionMs: paymentSettings.paymentConfigFromEnv().idempotencyRetentionMs,
  });
  registerRefillJobs(jobRunner, { db, clock: systemClock, provider: cardProvider, ledger: new LedgerService() });
  // Releases reservations nobody completed (HOLD_TTL_MINUTES) and forgets old idempotency keys.
  registerHoldSweep(jobRunner, { db, clock: systemClock, config: paymentConfig });
  // Removes sessions that ended more than a day ago.
  registerSessionPurge(jobRunner, { db, clock: systemClock });
  app.log.info(
    { database: db.engine, dataDir: db.engine === 'pglite' ? dataDir : undefined, ...prepared },
    'database ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await jobRunner.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port, host });
  await jobRunner.start();
}

main().catch((error: unknown) => {
  // One sentence saying what is wrong with DATABASE_URL and how to fix it; no stack.
  if (error instanceof DatabaseUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
