import { expect, test } from '@playwright/test';
import { logIn, recordRequests, REMOTE_ORIGINS, SITES, mainMenuLink } from '../support/site';

const fromOrigin = (requests: string[], origin: string) => requests.filter((url) => url.startsWith(origin));

test('a guardian whose customer has no meeting catering never downloads the meeting or admin code', async ({ page }) => {
  const requests = recordRequests(page);
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await expect(page.getByTestId('wallet-card')).toHaveCount(2);
  await expect(mainMenuLink(page, 'Mødeforplejning')).toHaveCount(0);

  await page.goto(`${SITES.wallet}/Meeting`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect(fromOrigin(requests, REMOTE_ORIGINS.mfe_meeting)).toEqual([]);
  expect(fromOrigin(requests, REMOTE_ORIGINS.mfe_transactions)).toEqual([]);
});

test('staff of a customer with meeting catering get the meeting remote, and no webshop', async ({ page }) => {
  const requests = recordRequests(page);
  await logIn(page, SITES.wallet, 'staff@demo.dk');
  await mainMenuLink(page, 'Mødeforplejning').click();
  await expect(page.getByRole('heading', { name: 'Mødeforplejning', level: 1 })).toBeVisible();
  // The window's title names the page by its heading (the shell reads the remote's h1).
  await expect(page).toHaveTitle(/^Mødeforplejning – /);
  await expect(page.getByTestId('meeting-customer')).toContainText('Rådhusets Mødeforplejning');
  expect(fromOrigin(requests, REMOTE_ORIGINS.mfe_meeting)).toContain(`${REMOTE_ORIGINS.mfe_meeting}/remoteEntry.js`);
  expect(fromOrigin(requests, REMOTE_ORIGINS.mfe_cart)).toEqual([]);
  expect(fromOrigin(requests, REMOTE_ORIGINS.mfe_transactions)).toEqual([]);
});

test('the transactions admin lives on the partner site, not on the wallet site', async ({ page }) => {
  const requests = recordRequests(page);
  await logIn(page, SITES.partner, 'partner@demo.dk');
  await expect(page.getByRole('heading', { name: 'Transaktioner', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Transaktioner – /);
  await expect(page.getByTestId('partner-customers')).toContainText('Solbakke Kommune');
  expect(fromOrigin(requests, REMOTE_ORIGINS.mfe_transactions)).toContain(`${REMOTE_ORIGINS.mfe_transactions}/remoteEntry.js`);
  expect(fromOrigin(requests, REMOTE_ORIGINS.mfe_wallet)).toEqual([]);
});
