// Measures the JavaScript a guardian's browser downloads to show the wallet site's home
// page: every script response, gzip-compressed here at level 9 so the figure does not
// depend on the server's own compression. Starts the built product on a fresh embedded
// database, signs in as parent@demo.dk, and waits for both wallets.
//   node bench/first-load.mjs            (after `node scripts/build.mjs`)
//   BENCH_LATENCY_MS=50 node bench/first-load.mjs   (with a network's round trip)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = 'http://localhost:3000';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The waves among the requests started before `until`: sorted by start, a request opens a
 * new wave when it starts after every earlier request has ended. The live balance stream
 * (an open event stream) never ends and is left out.
 */
function wavesBefore(requests, until) {
  // The favicon is the browser's own fetch for the tab, made after the page has loaded:
  // nothing on the page waits on it.
  const counted = requests
    .filter((r) => r.start <= until && r.type !== 'eventsource' && !/\/live\b|stream/i.test(r.url) && !/favicon/.test(r.url))
    .sort((a, b) => a.start - b.start);
  const waves = [];
  let latestEnd = -Infinity;
  for (const request of counted) {
    if (waves.length === 0 || request.start >= latestEnd) waves.push({ at: request.start, urls: [] });
    waves[waves.length - 1].urls.push(request.url);
    latestEnd = Math.max(latestEnd, request.end ?? until);
  }
  return waves;
}

async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
  env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kk-bench-')), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  await waitFor(`${SITE}/app-config.json`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const page = await browser.newPage();

  // Sign in first, then measure a cold load of the home page with an empty cache.
  await page.goto(`${SITE}/Account/Login`);
  await page.getByLabel('E-mail').fill('parent@demo.dk');
  await page.getByLabel('Adgangskode').fill('Demo-1234');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.getByTestId('wallet-card').first().waitFor();
  const token = await page.evaluate(() => localStorage.getItem('kk.accessToken'));
  await page.close();

  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('kk.accessToken', t), token);
  // The moment both wallets are in the page, seen by the page itself (Playwright's polling
  // would see it later, and count what the shown widgets ask for next as waited on).
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelectorAll('[data-testid="wallet-card"]').length >= 2) {
        window.__balancesShownAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const fresh = await context.newPage();
  // BENCH_LATENCY_MS=50 adds that round-trip delay to every request (Chromium's network
  // emulation), as a real network does: each wave then costs at least one round trip.
  const latency = Number(process.env.BENCH_LATENCY_MS ?? 0);
  if (latency > 0) {
    const cdp = await context.newCDPSession(fresh);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  }
  const scripts = [];
  fresh.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  // Every request's start and end, to count the waves before the balances show: a wave
  // starts when a request starts only after every earlier one has finished.
  const requests = new Map();
  fresh.on('request', (request) => requests.set(request, { url: request.url(), type: request.resourceType(), start: Date.now(), end: null }));
  const ended = (request) => {
    const entry = requests.get(request);
    if (entry) entry.end = Date.now();
  };
  fresh.on('requestfinished', ended);
  fresh.on('requestfailed', ended);
  const started = Date.now();
  await fresh.goto(SITE);
  await fresh.getByTestId('wallet-card').nth(1).waitFor();
  const shownAt = Math.round(await fresh.evaluate(() => window.__balancesShownAt ?? Date.now()));
  const shownAfter = shownAt - started;
  // The waves count up to the moment both wallets show their balances. (The children's
  // answer is no longer the last thing they wait on: the shell asks for it early.)
  const balancesAt = shownAt;
  const waves = wavesBefore([...requests.values()], balancesAt);
  // The wallet remote keeps its live balance stream open, so the network is never idle:
  // wait instead until no script has arrived for a second.
  await fresh.waitForLoadState('load');
  for (let seen = -1; seen !== scripts.length; ) {
    seen = scripts.length;
    await fresh.waitForTimeout(1000);
  }
  const homeScripts = scripts.length;
  const waitForQuiet = async () => {
    for (let seen = -1; seen !== scripts.length; ) {
      seen = scripts.length;
      await fresh.waitForTimeout(1000);
    }
  };
  // What the webshop page adds when the guardian goes there from home, and what the cart
  // dialog adds when it opens: both load only where they are used.
  await fresh.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Webshop' }).click();
  await fresh.getByTestId('webshop-product').first().waitFor();
  await waitForQuiet();
  const webshopScripts = scripts.length;
  await fresh.getByTestId('webshop-product').filter({ hasText: 'Kladdehæfter' }).getByTestId('add-to-cart').click();
  await fresh.getByTestId('wallet-picker-choice').first().click();
  await fresh.getByTestId('webshop-open-cart').click();
  await fresh.getByTestId('cart-dialog').waitFor();
  await waitForQuiet();
  await browser.close();
  const webshop = scripts.slice(homeScripts, webshopScripts);
  const dialog = scripts.slice(webshopScripts);
  scripts.length = homeScripts;

  const byOrigin = new Map();
  for (const s of scripts) {
    const origin = new URL(s.url).origin;
    const entry = byOrigin.get(origin) ?? { files: 0, raw: 0, gzip: 0 };
    entry.files += 1;
    entry.raw += s.raw;
    entry.gzip += s.gzip;
    byOrigin.set(origin, entry);
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('First load of the wallet site home page (signed in as parent@demo.dk)');
  console.log('origin                      files   minified     gzip');
  for (const [origin, e] of byOrigin) console.log(`${origin.padEnd(28)}${String(e.files).padStart(5)}${kb(e.raw).padStart(11)}${kb(e.gzip).padStart(10)}`);
  const total = scripts.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
  console.log(`${'total'.padEnd(28)}${String(scripts.length).padStart(5)}${kb(total.raw).padStart(11)}${kb(total.gzip).padStart(10)}`);
  console.log('largest files:');
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) console.log(`  ${s.url.padEnd(60)}${kb(s.gzip).padStart(10)}`);
  console.log(`Both wallets shown ${shownAfter} ms after navigation (local servers${latency > 0 ? `, ${latency} ms added to each request` : ''}, cold browser cache).`);
  console.log(`${waves.length} waves of requests before the balances show (a wave starts when a request starts after every earlier one has finished):`);
  for (const [index, wave] of waves.entries()) {
    console.log(`  wave ${index + 1} at ${String(wave.at - started).padStart(5)} ms: ${wave.urls.map((url) => url.replace(/^https?:\/\/[^/]+/, '')).join(', ')}`);
  }
  const sum = (list) => list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
  for (const [label, list] of [['Going on to /Webshop/Index adds', webshop], ['Opening the cart dialog adds', dialog]]) {
    const added = sum(list);
    console.log(`${label} ${list.length} files, ${kb(added.raw)} minified, ${kb(added.gzip)} gzip`);
    for (const s of list) console.log(`  ${s.url.padEnd(60)}${kb(s.gzip).padStart(10)}`);
  }
} finally {
  server.kill('SIGTERM');
}
