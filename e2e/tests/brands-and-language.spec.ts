import { expect, test } from '@playwright/test';
import { logIn, SITES } from '../support/site';

test('the kkpay sub-domain shows its own brand', async ({ page }) => {
  await page.goto(`${SITES.kkpay}/Account/Login`);
  await expect(page.locator('html')).toHaveAttribute('data-page-key', 'kkpay');
  await expect(page.locator('#kk-favicon')).toHaveAttribute('href', '/brands/kkpay/favicon.svg');
  await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', '/brands/kkpay/logo.svg');
  // Each page names itself before the brand: 'Log ind – KK Pay'.
  await expect(page).toHaveTitle('Log ind – KK Pay');
  const kkpayHeader = await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.goto(`${SITES.wallet}/Account/Login`);
  await expect(page).toHaveTitle('Log ind – Skolepenge');
  const skolepengeHeader = await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(kkpayHeader).not.toBe(skolepengeHeader);

  await logIn(page, SITES.kkpay, 'kkpay.parent@demo.dk');
  await expect(page.getByTestId('wallet-card')).toHaveCount(1);
  await expect(page.getByTestId('wallet-name')).toHaveText('Freja Nielsen');
  await expect(page.getByTestId('pay-with')).toContainText('KK Pay');
  await page.screenshot({ path: 'test-results/wallet-home-kkpay.png', fullPage: true });
});

test('the language switches to English and back, and is remembered', async ({ page }) => {
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await expect(page.getByRole('heading', { name: 'Mine tegnebøger' })).toBeVisible();

  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(`${SITES.wallet}/`);
  await expect(page.getByRole('heading', { name: 'My wallets' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('wallet-balance').first()).toHaveText(/^DKK\s/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My wallets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.getByTestId('language-da').click();
  await expect(page.getByRole('heading', { name: 'Mine tegnebøger' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
});
