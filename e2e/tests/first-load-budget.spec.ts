import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { apiLogin, SITES } from '../support/site';

/**
 * The JavaScript budget of the signed-in home page, gzip (issue 16; ARCHITECTURE.md,
 * "First-load budget"). About 197 KB of it is the libraries the stack fixes (React DOM,
 * Chakra with emotion, the federation runtime and the wallet's container, axios, i18next,
 * single-spa); about 53 KB is ours. `npm run bench` prints the figure, the largest files and the waves.
 */
const HOME_PAGE_BUDGET_KB = 260;

test('a cold signed-in visit of the home page stays within its JavaScript budget', async ({ browser, request }) => {
  const token = await apiLogin(request, 'parent@demo.dk');
  const context = await browser.newContext();
  await context.addInitScript((t) => window.localStorage.setItem('kk.accessToken', t), token);
  const page = await context.newPage();
  const scripts: Array<{ url: string; gzip: number }> = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(response.body().then(
      (body) => { scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }); },
      () => undefined,
    ));
  });

  await page.goto(SITES.wallet);
  await expect(page.getByTestId('wallet-card')).toHaveCount(2);
  // Until no script has arrived for a second (the live balance stream keeps the network busy).
  for (let seen = -1; seen !== scripts.length || reading.length !== scripts.length; ) {
    seen = scripts.length;
    await page.waitForTimeout(1000);
    await Promise.all(reading);
  }
  await context.close();

  const totalKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5).map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} KB`);
  expect(totalKb, `home page JavaScript ${totalKb.toFixed(1)} KB gzip in ${scripts.length} files; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(HOME_PAGE_BUDGET_KB);
  // The remotes the home page does not show are not downloaded at all; nor is the cart's
  // parcel while the cart is empty (it would show nothing).
  for (const port of ['3102', '3103', '3104', '3105', '3106']) expect(scripts.filter((s) => s.url.includes(`:${port}/`))).toEqual([]);
});
