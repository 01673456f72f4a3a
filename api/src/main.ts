import { composeApi } from './composition';
import { configFromEnv } from './config';
import { openDatabase } from './db/open';
import { defaultDataDir } from './db/paths';
import { DatabaseUnavailableError } from './db/unavailable';
import { sandboxCardProviderFrom } from './modules/card-provider/sandbox-adapter';
import { paymentConfigFromEnv } from './modules/payment/config';
import { prepareDatabase } from './startup';

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
  // The payment handler's card payments need a provider given explicitly (composition.ts).
  const cardProvider = sandboxCardProviderFrom(config.cardProvider);
  // Every module's routes and background jobs (refills, deposit reconciliation, the hold
  // sweep, the session purge); every instance runs a job runner, each job runs once.
  const { app, jobs: jobRunner } = await composeApi({ db, config, cardProvider, paymentConfig: paymentConfigFromEnv() });
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
