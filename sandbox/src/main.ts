import path from 'node:path';
import { DEV_CARD_PROVIDER_SECRET } from './protocol';
import { startSandboxServer } from './server';

/**
 * `<repo>/.data`, beside the API's embedded database: this file runs from sandbox/src
 * (tests) or from the bundle in sandbox/dist, both one folder below the package.
 */
function repoDataDir(): string {
  return path.resolve(__dirname, '..', '..', '.data');
}

/**
 * Starts the sandbox card provider on its own origin: SANDBOX_PORT (4100) on
 * SANDBOX_HOST (127.0.0.1), pages addressed as SANDBOX_PUBLIC_URL
 * (http://localhost:<port>), its memory in SANDBOX_STATE_FILE (<repo>/.data/card-sandbox.json).
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.SANDBOX_PORT ?? 4100);
  const secret = env.CARD_PROVIDER_SECRET || DEV_CARD_PROVIDER_SECRET;
  if (env.NODE_ENV === 'production' && secret === DEV_CARD_PROVIDER_SECRET) {
    throw new Error('CARD_PROVIDER_SECRET must be set in production; the development default is public');
  }
  const sandbox = await startSandboxServer({
    port,
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    secret,
    publicUrl: env.SANDBOX_PUBLIC_URL || `http://localhost:${port}`,
    stateFile: env.SANDBOX_STATE_FILE || path.join(repoDataDir(), 'card-sandbox.json'),
    timeoutDelayMs: env.SANDBOX_TIMEOUT_DELAY_MS ? Number(env.SANDBOX_TIMEOUT_DELAY_MS) : undefined,
    mobilePayTimeoutMs: env.SANDBOX_MOBILEPAY_TIMEOUT_MS ? Number(env.SANDBOX_MOBILEPAY_TIMEOUT_MS) : undefined,
    log: (message) => console.log(JSON.stringify({ level: 30, time: Date.now(), name: 'card-sandbox', msg: message })),
  });
  console.log(JSON.stringify({ level: 30, time: Date.now(), name: 'card-sandbox', msg: `sandbox card provider listening on ${sandbox.url} (pages at ${sandbox.publicUrl})` }));
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
