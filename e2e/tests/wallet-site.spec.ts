import { expect, test } from '@playwright/test';
import { apiLogin, childrenOf, logIn, recordRequests, REMOTE_ORIGINS, SITES, mainMenuLink } from '../support/site';
import { kr } from './wallet-journey';

test.describe('the wallet site on the skolepenge brand', () => {
  test('a guardian logs in and sees both children with their balances', async ({ page, request }) => {
    // The balances as the API has them now (other tests may have spent; the seed gives 250,00 and 87,50).
    const balances = new Map((await childrenOf(request, await apiLogin(request, 'parent@demo.dk'))).map((w) => [w.Name, Math.round(w.Balance * 100)]));
    await page.goto(SITES.wallet);
    await expect(page).toHaveURL(/\/Account\/Login\?returnUrl=%2F$/);
    await expect(page.locator('html')).toHaveAttribute('data-page-key', 'skolepenge');

    await logIn(page, SITES.wallet, 'parent@demo.dk');
    await expect(page).toHaveURL(`${SITES.wallet}/`);
    await expect(page.getByRole('heading', { name: 'Mine tegnebøger' })).toBeVisible();
    const cards = page.getByTestId('wallet-card');
    await expect(cards).toHaveCount(2);
    for (const child of ['Emma Jensen', 'Oliver Jensen']) {
      await expect(cards.filter({ hasText: child }).getByTestId('wallet-balance')).toHaveText(kr(balances.get(child) ?? -1, false));
    }
    await expect(page.locator('#kk-favicon')).toHaveAttribute('href', '/brands/skolepenge/favicon.svg');
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', '/brands/skolepenge/logo.svg');
    await page.screenshot({ path: 'test-results/wallet-home-skolepenge.png', fullPage: true });
  });

  test('each remote mounts from its own origin', async ({ page }) => {
    const requests = recordRequests(page);
    await logIn(page, SITES.wallet, 'parent@demo.dk');
    await expect(page.getByTestId('wallet-card')).toHaveCount(2);
    await expect(page.locator('#kk-slot-mfe_wallet [data-testid="wallet-card"]')).toHaveCount(2);
    // Her first-login guide is over, so its remote is not loaded at all (the onboarding spec
    // has a user with the guide ahead).
    await expect(page.getByTestId('onboarding-guide')).toHaveCount(0);

    await mainMenuLink(page, 'Webshop').click();
    await expect(page.getByTestId('webshop-section').first()).toContainText('Solbakke Skoles webshop');
    await mainMenuLink(page, 'Madplan').click();
    await expect(page.getByTestId('child-choice').filter({ hasText: 'Emma Jensen' })).toBeVisible();

    for (const remote of ['mfe_wallet', 'mfe_cart', 'mfe_foodplan'] as const) {
      expect(requests, `${remote} entry`).toContain(`${REMOTE_ORIGINS[remote]}/remoteEntry.js`);
    }
    expect(requests, 'mfe_onboarding entry').not.toContain(`${REMOTE_ORIGINS.mfe_onboarding}/remoteEntry.js`);
    const diagnostics = await page.evaluate(() =>
      Object.fromEntries(Object.entries(window.__KK_REMOTES__ ?? {}).map(([name, d]) => [name, d.origin])),
    );
    expect(diagnostics).toMatchObject({
      mfe_wallet: REMOTE_ORIGINS.mfe_wallet,
      mfe_cart: REMOTE_ORIGINS.mfe_cart,
      mfe_foodplan: REMOTE_ORIGINS.mfe_foodplan,
    });
  });

  test('React and the event bus are loaded once and shared by every remote', async ({ page }) => {
    await logIn(page, SITES.wallet, 'parent@demo.dk');
    await expect(page.getByTestId('wallet-card')).toHaveCount(2);
    // With an empty cart the cart remote's parcel would show nothing, so it is not loaded.
    expect(await page.evaluate(() => Object.keys(window.__KK_REMOTES__ ?? {}).sort())).toEqual(['mfe_wallet']);

    // An event published by the wallet remote reaches the cart remote: the shell loads its
    // parcel, which opens the dialog asked for.
    await expect(page.getByTestId('cart-dialog')).toHaveCount(0);
    await page.evaluate(() => window.__KK_REMOTES__?.mfe_wallet?.bus.publish('shopping.cart.open', {}));
    await expect(page.getByTestId('cart-dialog')).toContainText('Kurven er tom.');
    await expect.poll(() => page.evaluate(() => Object.keys(window.__KK_REMOTES__ ?? {}).sort())).toEqual(['mfe_cart', 'mfe_wallet']);

    const sameInstances = await page.evaluate(() => {
      const remotes = Object.values(window.__KK_REMOTES__ ?? {});
      return {
        react: new Set(remotes.map((r) => r.react)).size,
        bus: new Set(remotes.map((r) => r.bus)).size,
      };
    });
    expect(sameInstances).toEqual({ react: 1, bus: 1 });
  });
});
