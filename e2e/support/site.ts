import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-1234';
export const SITES = {
  wallet: 'http://localhost:3000',
  kkpay: 'http://kkpay.localhost:3000',
  partner: 'http://localhost:3001',
  support: 'http://localhost:3002',
} as const;
export const API = 'http://127.0.0.1:4000';
export const REMOTE_ORIGINS = {
  mfe_wallet: 'http://localhost:3101',
  mfe_cart: 'http://localhost:3102',
  mfe_meeting: 'http://localhost:3103',
  mfe_foodplan: 'http://localhost:3104',
  mfe_transactions: 'http://localhost:3105',
  mfe_onboarding: 'http://localhost:3106',
} as const;

/**
 * Signs in through the shell's login form, the way a person does; with `english`, after
 * choosing English on the login page.
 */
export async function logIn(page: Page, site: string, email: string, { password = PASSWORD, english = false } = {}): Promise<void> {
  await page.goto(`${site}/Account/Login`);
  if (english) await chooseEnglish(page);
  await page.getByLabel(/^(E-mail)/).fill(email);
  await page.getByLabel(/^(Adgangskode|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Log ind|Log in)$/ }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/** Chooses English in the shell's header (or the login page's) and waits until the page has switched. */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Signs in in Danish and then, with `english`, switches the signed-in page to English. */
export async function logInThenChooseLanguage(page: Page, site: string, email: string, { english }: { english: boolean }): Promise<void> {
  await logIn(page, site, email);
  if (english) await chooseEnglish(page);
}

/**
 * One page for all the tests of a serial describe, as a person keeps one window: opened at
 * the desktop size before the first test (after `prepare` has set up its context), closed
 * after the last. `opened` hands it to the describe's tests.
 */
export function oneWindowForAll(opened: (page: Page) => void, prepare?: (context: BrowserContext) => Promise<unknown>): void {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await prepare?.(context);
    page = await context.newPage();
    opened(page);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
}

export async function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('kk.accessToken'));
}

/** Signs in through the API directly (for setting up data the test then checks in the page). */
export async function apiLogin(request: APIRequestContext, email: string, application = 'wallet'): Promise<string> {
  const response = await request.post(`${API}/api/Account/Login`, {
    data: { Email: email, Password: PASSWORD },
    headers: { 'x-application': application },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).AccessToken as string;
}

export async function childrenOf(request: APIRequestContext, token: string): Promise<Array<{ WalletID: string; Name: string; Balance: number }>> {
  const response = await request.get(`${API}/api/Onboarding/GetChildren`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Every URL the page requested, to see which origins served what. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** A link of the shell's main menu (the wallet widgets have links of the same names). */
export function mainMenuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: /^(Hovedmenu|Main menu)$/ }).getByRole('link', { name });
}
