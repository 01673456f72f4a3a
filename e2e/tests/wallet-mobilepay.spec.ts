import { expect, test } from '@playwright/test';
import { PASSWORD } from '../support/site';
import { SITE } from './wallet-helpers';
import { kr } from './wallet-journey';

// Issue 16: parent@demo.dk adds 137,50 kr to Emma with MobilePay on the sandbox's approval
// page (its own origin), and back home is told it went through and sees the balance rise.
test('adds 137,50 kr to Emma with MobilePay, approved on the sandbox, and sees the balance rise', async ({ page }) => {
  await page.goto(`${SITE.wallet}/Account/Login`);
  await page.getByLabel(/^E-mail/).fill('parent@demo.dk');
  await page.getByLabel(/^Adgangskode/).fill(PASSWORD);
  await page.getByRole('button', { name: /^Log ind$/ }).click();
  const emma = page.getByTestId('wallet-card').filter({ has: page.getByRole('heading', { name: 'Emma Jensen' }) });
  await expect(emma.getByTestId('wallet-balance')).toBeVisible();
  const before = Number(((await emma.getByTestId('wallet-balance').textContent()) ?? '').replace(/[^0-9]/g, ''));

  await emma.getByTestId('add-funds').click();
  const dialog = page.getByTestId('add-funds-dialog');
  await dialog.getByTestId('amount-choices').getByText('Andet beløb', { exact: true }).click();
  await dialog.getByTestId('other-amount').fill('137,50');
  await dialog.getByTestId('card-choices').getByText('MobilePay', { exact: true }).click();
  await dialog.getByRole('button', { name: /^Indbetal$/ }).click();

  // The sandbox's MobilePay page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Betal med MobilePay' })).toBeVisible();
  await page.getByLabel('Mobilnummer').fill('12345678');
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await expect(page.getByRole('heading', { name: 'Godkend i MobilePay-appen' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/mobilepay-approve.png', fullPage: true });
  await page.getByRole('button', { name: /^Godkend/ }).click();

  // Back on the wallet site: told it went through, the return address forgotten, the balance up by 137,50 kr.
  await expect(page.getByTestId('mobilepay-return')).toContainText('Indbetalingen på 137,50 kr. med MobilePay er gennemført.');
  await expect(page).not.toHaveURL(/mobilePayDeposit=/);
  await page.screenshot({ path: 'test-results/screens/mobilepay-back-home.png', fullPage: true });
  await expect(emma.getByTestId('wallet-balance')).toHaveText(new RegExp(kr(before + 13_750, false).replace(/[.]/g, '\\.').replace(/ /g, '\\s')), { timeout: 30_000 });
});
