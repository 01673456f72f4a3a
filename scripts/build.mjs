// Builds everything the start command serves: the API bundle, the card sandbox's bundle,
// the shell with the brand assets, and every remote. Two builds at a time (the machine has
// two cores). `api` also builds the card sandbox, which the API needs to take payments.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mfe-wallet', 'mfe-cart', 'mfe-meeting', 'mfe-foodplan', 'mfe-transactions', 'mfe-onboarding'];

function run(label, command, args, cwd = root) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`  built ${label} in ${seconds} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${label} failed to build (exit ${code})`));
      }
    });
  });
}

async function inPool(tasks, size) {
  const queue = [...tasks];
  const workers = Array.from({ length: size }, async () => {
    while (queue.length) await queue.shift()();
  });
  await Promise.all(workers);
}

const webpackCli = path.join(root, 'shared/build/node_modules/webpack-cli/bin/cli.js');
const only = process.argv.slice(2);
const selected = only.length ? APPS.filter((a) => only.includes(a)) : APPS;
const started = Date.now();
console.log(`Building ${only.length ? selected.join(', ') : 'the API, the card sandbox, the shell and every remote'}…`);

const tasks = [];
if (!only.length || only.includes('api')) tasks.push(() => run('api', 'node', ['api/scripts/build.mjs']));
if (!only.length || only.includes('api') || only.includes('sandbox')) tasks.push(() => run('card sandbox', 'node', ['sandbox/scripts/build.mjs']));
for (const app of selected) {
  tasks.push(async () => {
    await run(app, 'node', [webpackCli, '--mode', 'production'], path.join(root, app));
    if (app === 'shell') await run('brand assets', 'node', ['shell/scripts/generate-brand-assets.mjs', 'shell/dist/brands']);
    if (app === 'shell') await run('brand documents', 'node', ['shell/scripts/generate-brand-documents.mjs', 'shell/dist/brands', 'shell/dist']);
    if (app === 'shell') await run('shell static files', 'node', ['shell/scripts/copy-static.mjs', 'shell/dist']);
  });
}
await inPool(tasks, 2);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
