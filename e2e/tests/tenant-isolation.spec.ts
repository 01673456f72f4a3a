import { expect, test } from '@playwright/test';
import { API, apiLogin, childrenOf, logIn, SITES } from '../support/site';

test('a partner-site user cannot read a wallet of another customer', async ({ page, request }) => {
  const ownFamily = await childrenOf(request, await apiLogin(request, 'parent@demo.dk'));
  const otherFamily = await childrenOf(request, await apiLogin(request, 'kkpay.parent@demo.dk'));
  const emma = ownFamily.find((w) => w.Name === 'Emma Jensen')!;
  const freja = otherFamily.find((w) => w.Name === 'Freja Nielsen')!;

  // Through the API, with the partner's own token.
  const partnerToken = await apiLogin(request, 'partner@demo.dk', 'partner');
  const headers = { Authorization: `Bearer ${partnerToken}`, 'x-application': 'partner' };
  const own = await request.get(`${API}/api/Wallet/Detail?walletID=${emma.WalletID}`, { headers });
  expect(own.status()).toBe(200);
  const foreign = await request.get(`${API}/api/Wallet/Detail?walletID=${freja.WalletID}`, { headers });
  expect([403, 404]).toContain(foreign.status());
  expect(JSON.stringify(await foreign.json())).not.toContain('Freja');

  // And through the partner site's page.
  await logIn(page, SITES.partner, 'partner@demo.dk');
  // The wallet's user page the transaction dialog links to (spec section 2).
  await page.goto(`${SITES.partner}/CustomerSupport/Users`);
  const lookup = async (id: string) => {
    await page.getByLabel('Tegnebogens ID').fill(id);
    await page.getByRole('button', { name: 'Find' }).click();
  };
  await lookup(emma.WalletID);
  await expect(page.getByTestId('wallet-lookup-result')).toContainText('Emma Jensen');
  await lookup(freja.WalletID);
  await expect(page.getByTestId('wallet-lookup-denied')).toBeVisible();
  await expect(page.getByTestId('wallet-lookup-result')).toHaveCount(0);
});
