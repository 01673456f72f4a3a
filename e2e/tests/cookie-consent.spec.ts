import { expect, test } from '@playwright/test';
import { SITES } from '../support/site';

test('cookie consent: accepted stays hidden after a reload and is asked again on another page key', async ({ page }) => {
  await page.goto(`${SITES.wallet}/Account/Login`);
  const bar = page.getByRole('region', { name: 'Cookies' });
  await expect(bar).toBeVisible();
  await page.screenshot({ path: 'test-results/cookie-bar.png' });

  await bar.getByRole('button', { name: 'Læs cookiepolitikken' }).click();
  const policy = page.getByTestId('cookie-policy-dialog');
  await expect(policy).toContainText('Hvad er cookies?');
  await expect(policy).toContainText('180 dage');
  await page.keyboard.press('Escape');
  await expect(policy).toHaveCount(0);

  await bar.getByRole('button', { name: 'Accepter' }).click();
  await expect(bar).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('kk.cookieConsent.skolepenge') ?? '{}'));
  expect(stored.choice).toBe('accepted');
  expect((Date.parse(stored.expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(180, 0);

  await page.reload();
  await expect(page.getByTestId('footer')).toBeVisible();
  await expect(page.getByTestId('cookie-bar')).toHaveCount(0);

  await page.goto(`${SITES.kkpay}/Account/Login`);
  await expect(page.getByTestId('cookie-bar')).toBeVisible();
});

test('the cookie policy text is a static file per culture', async ({ request }) => {
  const da = await request.get(`${SITES.wallet}/cookie-policy.da.txt`);
  const en = await request.get(`${SITES.wallet}/cookie-policy.en.txt`);
  expect(da.headers()['content-type']).toContain('text/plain');
  expect(await da.text()).toContain('Hvad er cookies?');
  expect(await en.text()).toContain('What are cookies?');
});
