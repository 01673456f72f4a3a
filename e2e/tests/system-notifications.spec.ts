import { expect, test } from '@playwright/test';
import { API, apiLogin, logIn, SITES } from '../support/site';

const SEEDED = 'Nyt i Skolepenge: Fra næste uge kan I også bestille frugtordning i webshoppen.';

test('a system notification appears on the front page and stays dismissed for the session', async ({ page, context }) => {
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  const front = page.getByTestId('system-notices-frontpage');
  await expect(front).toContainText(SEEDED);
  await expect(page.getByTestId('status-menu')).toContainText('1');
  await page.getByTestId('status-menu').click();
  await expect(page.getByTestId('status-menu-panel')).toContainText(SEEDED);
  await page.keyboard.press('Escape');

  await front.getByRole('button', { name: 'Skjul beskeden' }).click();
  await expect(front).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('wallet-card')).toHaveCount(2);
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('system-notices-frontpage')).toHaveCount(0);

  // A new tab is a new browser session for session storage: the notice is back.
  const other = await context.newPage();
  await other.goto(SITES.wallet);
  await expect(other.getByTestId('system-notices-frontpage')).toContainText(SEEDED);
});

test('support staff create a notification through the API and the users see it in the notice banner', async ({ page, request }) => {
  const support = await apiLogin(request, 'support@demo.dk', 'support');
  const message = `Kortbetaling er ustabil ${Date.now()}`;
  const kkpayParent = await apiLogin(request, 'kkpay.parent@demo.dk');
  const [freja] = await (await request.get(`${API}/api/Onboarding/GetChildren`, { headers: { Authorization: `Bearer ${kkpayParent}` } })).json();
  // For Kildevang Skole only, and for two minutes, so the other tests' pages stay as they were.
  const created = await request.post(`${API}/api/SystemNotifications`, {
    headers: { Authorization: `Bearer ${support}`, 'x-application': 'support' },
    data: {
      Message: message,
      MessageEnglish: 'Card payments are unstable',
      NotificationTypeID: 3,
      ShowOnFrontpage: false,
      StartDate: new Date(Date.now() - 60_000).toISOString(),
      EndDate: new Date(Date.now() + 120_000).toISOString(),
      CustomerID: freja.Customers[0].ID,
    },
  });
  expect(created.status()).toBe(201);
  const parent = await apiLogin(request, 'parent@demo.dk');
  const refused = await request.post(`${API}/api/SystemNotifications`, {
    headers: { Authorization: `Bearer ${parent}` },
    data: { Message: 'Nope', NotificationTypeID: 1, StartDate: new Date().toISOString() },
  });
  expect(refused.status()).toBe(403);

  await logIn(page, SITES.kkpay, 'kkpay.parent@demo.dk');
  const banner = page.getByTestId('system-notices-banner');
  await expect(banner).toContainText(message);
  await expect(banner.locator('[data-severity="serious"]')).toBeVisible();
});
