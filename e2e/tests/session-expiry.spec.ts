import { expect, test, type Page } from '@playwright/test';
import { accessToken, API, logIn, SITES, mainMenuLink } from '../support/site';

/** Ends the session on the server, as an idle or absolute expiry would. */
async function endSessionOnServer(page: Page): Promise<void> {
  const token = await accessToken(page);
  expect(token).toBeTruthy();
  const response = await page.request.post(`${API}/api/Account/Logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
}

test('wallet site: an expired session removes the token and shows the session-expired page', async ({ page }) => {
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await expect(page.getByTestId('wallet-card')).toHaveCount(2);
  await endSessionOnServer(page);

  // The next call answers 401: the Webshop page's first, unless the live balance stream,
  // which the server closes with the session, has reconnected and been refused first.
  if (!page.url().includes('/Account/SessionExpired')) await mainMenuLink(page, 'Webshop').click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(`${SITES.wallet}/Account/SessionExpired`);
  await expect(page.getByTestId('session-expired')).toContainText('Din session er udløbet');
  expect(await accessToken(page)).toBeNull();
});

test('partner site: an expired session removes the token and goes to the account logout', async ({ page }) => {
  await logIn(page, SITES.partner, 'partner@demo.dk');
  await expect(page.getByRole('heading', { name: 'Transaktioner', level: 1 })).toBeVisible();
  await page.goto(`${SITES.partner}/CustomerSupport/Users`);
  await expect(page.getByLabel('Tegnebogens ID', { exact: true })).toBeVisible();
  await endSessionOnServer(page);

  await page.getByLabel('Tegnebogens ID', { exact: true }).fill('00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(`${SITES.partner}/Account/Logout`);
  await expect(page.getByTestId('logged-out')).toContainText('Du er logget ud');
  expect(await accessToken(page)).toBeNull();
});

test('support tool: an expired session removes the token and does not redirect', async ({ page }) => {
  await logIn(page, SITES.support, 'support@demo.dk');
  await page.goto(`${SITES.support}/Wallet/WalletUserInfo`);
  await expect(page.getByLabel('Tegnebogens ID', { exact: true })).toBeVisible();
  await endSessionOnServer(page);

  await page.getByLabel('Tegnebogens ID', { exact: true }).fill('00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByTestId('sign-in-in-place')).toBeVisible();
  await expect(page.getByTestId('sign-in-in-place')).toContainText('Din session er udløbet');
  await expect(page).toHaveURL(`${SITES.support}/Wallet/WalletUserInfo`);
  expect(await accessToken(page)).toBeNull();
});

test('support tool: a first visit, with no session before, is asked to sign in, not told it expired', async ({ page }) => {
  await page.goto(`${SITES.support}/`);
  await expect(page.getByTestId('sign-in-in-place')).toContainText('Log ind for at bruge supportværktøjet.');
  await expect(page.getByTestId('sign-in-in-place')).not.toContainText('udløbet');
});
