// Starts the built product: the API (embedded PGlite unless DATABASE_URL is set), the
// shell for the wallet site, the partner site and the support tool, and each remote on
// the origin remotes.json names. Prints the addresses and the demo logins.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRemoteServer } from '../shared/build/server/remote-server.mjs';
import { startShellServer } from '../shell/server/shell-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const API_PORT = Number(env.API_PORT ?? 4000);
const APPS = [
  { application: 'wallet', port: Number(env.WALLET_PORT ?? 3000), title: 'Wallet site' },
  { application: 'partner', port: Number(env.PARTNER_PORT ?? 3001), title: 'Partner site' },
  { application: 'support', port: Number(env.SUPPORT_PORT ?? 3002), title: 'Support tool' },
];
const remotesFile = path.resolve(env.REMOTES_FILE ?? path.join(root, 'shell/remotes.json'));
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const demoLogins = JSON.parse(readFileSync(path.join(root, 'api/src/seed/demo-logins.json'), 'utf8'));

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not become healthy at ${url}`);
}

// The sandbox card provider: its own process and origin, like a real hosted payment page.
const SANDBOX_PORT = Number(env.SANDBOX_PORT ?? 4100);
const sandboxPublicUrl = env.SANDBOX_PUBLIC_URL ?? `http://localhost:${SANDBOX_PORT}`;
env.CARD_PROVIDER_URL ??= `http://127.0.0.1:${SANDBOX_PORT}`;
const sandbox = spawn(process.execPath, [path.join(root, 'sandbox/dist/card-sandbox.cjs')], {
  cwd: root,
  env: { ...env, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_PUBLIC_URL: sandboxPublicUrl },
  stdio: ['ignore', 'inherit', 'inherit'],
});
sandbox.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`The card sandbox stopped with code ${code}`);
    shutdown(1);
  }
});

const servers = [];
const api = spawn(process.execPath, [path.join(root, 'api/dist/main.cjs')], {
  cwd: root,
  env: { ...env, PORT: String(API_PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

function shutdown(code = 0) {
  for (const server of servers) server.close();
  if (api.exitCode === null) api.kill('SIGTERM');
  if (sandbox.exitCode === null) sandbox.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
api.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`The API stopped with code ${code}`);
    shutdown(1);
  }
});

try {
  await waitForHealth(`${env.CARD_PROVIDER_URL}/health`, sandbox).catch((error) => {
    throw new Error(`The card sandbox did not start: ${error.message}`);
  });
  await waitForHealth(`${apiUrl}/api/health`, api);

  const manifest = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const remoteLines = [];
  for (const [name, { entry }] of Object.entries(manifest.remotes)) {
    const url = new URL(entry);
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) continue; // deployed elsewhere
    const dir = path.join(root, name.replace('_', '-'), 'dist');
    servers.push(await startRemoteServer({ dir, port: Number(url.port) }));
    remoteLines.push(`  ${name.padEnd(18)} ${url.origin}`);
  }
  for (const app of APPS) {
    servers.push(await startShellServer({ application: app.application, port: app.port, distDir: path.join(root, 'shell/dist'), remotesFile, apiUrl }));
  }

  const w = APPS[0].port;
  console.log(`
Ready.
  Wallet site        http://localhost:${w}   (brands by sub-domain: http://kkpay.localhost:${w}, http://bitten.localhost:${w}, …)
  Partner site       http://localhost:${APPS[1].port}
  Support tool       http://localhost:${APPS[2].port}
  API                ${apiUrl}   (browsable API: ${apiUrl}/api/docs)
  Card sandbox       ${sandboxPublicUrl}   (test cards: 4111 1111 1111 1111 approved, 4000 0000 0000 0002 declined,
                     4000 0000 0000 9995 insufficient funds, 4000 0000 0000 0119 time-out)
Remotes (from ${path.relative(root, remotesFile)}):
${remoteLines.join('\n')}
Demo logins (password ${demoLogins.password}):
${Object.values(demoLogins.users).map((u) => `  ${u.email.padEnd(24)} ${u.description}`).join('\n')}
Stop with Ctrl+C.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
}
