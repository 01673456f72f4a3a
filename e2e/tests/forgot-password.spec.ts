import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, API, chooseEnglish, logIn, PASSWORD, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * The forgotten password (issue 28), in Danish and English: a person clicks "Glemt
 * adgangskode?" on the login page, asks for a link, reads the e-mail on the development mail
 * page, sets a new password with the link and logs in with it; the session opened before the
 * reset has ended.
 *
 * Who: tester@demo.dk. The development mail page shows a reset link (a credential) only to a
 * signed-in developer it was sent to, so the person must be a developer who reads her own
 * mail in a second window that is still signed in (parent@demo.dk is no developer and could
 * not read it). She has no wallet, and the other specs that sign in as her (onboarding) use the
 * demo password, so the last step sets it back to it through the same two calls.
 */
const EMAIL = 'tester@demo.dk';

interface Run {
  english: boolean;
  newPassword: string;
  texts: { forgotLink: string; forgotTitle: string; send: string; sent: RegExp; resetTitle: string; newPassword: RegExp; repeat: RegExp; save: string; done: string; login: string; invalid: string };
}

const RUNS: Run[] = [
  {
    english: false,
    newPassword: 'Glemsom-Kode-2026',
    texts: {
      forgotLink: 'Glemt adgangskode?',
      forgotTitle: 'Glemt adgangskode',
      send: 'Send link',
      sent: /^Hvis e-mailen har en konto, har vi sendt et link/,
      resetTitle: 'Vælg en ny adgangskode',
      newPassword: /^Ny adgangskode/,
      repeat: /^Gentag ny adgangskode/,
      save: 'Gem ny adgangskode',
      done: 'Din adgangskode er skiftet',
      login: 'Log ind',
      invalid: 'Linket virker ikke',
    },
  },
  {
    english: true,
    newPassword: 'Forgetful-Code-2026',
    texts: {
      forgotLink: 'Forgot password?',
      forgotTitle: 'Forgotten password',
      send: 'Send link',
      sent: /^If the e-mail has an account, we have sent a link/,
      resetTitle: 'Choose a new password',
      newPassword: /^New password/,
      repeat: /^Repeat new password/,
      save: 'Save new password',
      done: 'Your password has been changed',
      login: 'Log in',
      invalid: 'The link does not work',
    },
  },
];

/** The password tester@demo.dk has now: the demo password until a run changes it. */
let current = PASSWORD;

/** The newest reset link the development mail page shows the signed-in developer. */
async function resetLinkOnDevMail(devMail: Page, site: string): Promise<string> {
  await devMail.goto(`${site}/DevMail`);
  const message = devMail.getByTestId('dev-mail-message').filter({ hasText: EMAIL }).filter({ hasText: '/Account/ResetPassword?token=' }).first();
  await expect(message).toBeVisible();
  const href = await message.getByRole('link', { name: /\/Account\/ResetPassword\?token=/ }).first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^${site}/Account/ResetPassword\\?token=[A-Za-z0-9_-]{43}$`));
  return href ?? '';
}

for (const run of RUNS) {
  const language = run.english ? 'en' : 'da';
  const screen = (name: string) => `${SCREENS}/forgot-password-${language}-${name}.png`;

  test(`tester@demo.dk resets a forgotten password through the development mail page (${run.english ? 'English' : 'Danish'})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = run.texts;
    // The developer's other window, still signed in: where she reads her mail.
    const devContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const devMail = await devContext.newPage();
    await logIn(devMail, SITES.wallet, EMAIL, { password: current, english: run.english });
    const oldToken = await accessToken(devMail);
    expect(oldToken).not.toBeNull();

    // The person who forgot: a fresh browser on the login page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${SITES.wallet}/Account/Login`);
    if (run.english) await chooseEnglish(page);
    await page.getByRole('link', { name: t.forgotLink }).click();
    await page.waitForURL(/\/Account\/ForgotPassword$/);
    await expect(page.getByRole('heading', { level: 1, name: t.forgotTitle })).toBeVisible();
    await page.screenshot({ path: screen('forgot'), fullPage: true });
    await expectAccessible(page);
    await page.getByLabel(/^E-mail/).fill(EMAIL);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByTestId('forgot-password-sent')).toHaveText(t.sent);
    await page.screenshot({ path: screen('forgot-sent'), fullPage: true });

    const link = await resetLinkOnDevMail(devMail, SITES.wallet);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t.resetTitle })).toBeVisible();
    await page.getByLabel(t.newPassword).fill(run.newPassword);
    await page.getByLabel(t.repeat).fill(run.newPassword);
    await page.screenshot({ path: screen('reset'), fullPage: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.done })).toBeFocused();
    current = run.newPassword;
    await page.screenshot({ path: screen('reset-done'), fullPage: true });

    // The link worked once: opened again, it is refused and offers a new one.
    const again = await context.newPage();
    await again.goto(link);
    await again.getByLabel(t.newPassword).fill('Endnu-En-Kode-2026');
    await again.getByLabel(t.repeat).fill('Endnu-En-Kode-2026');
    await again.getByRole('button', { name: t.save }).click();
    await expect(again.getByRole('heading', { level: 1, name: t.invalid })).toBeVisible();
    await again.screenshot({ path: screen('reset-used'), fullPage: true });
    await again.close();

    // The session opened before the reset has ended.
    const me = await page.request.get(`${API}/api/Account/Me`, { headers: { Authorization: `Bearer ${oldToken}` } });
    expect(me.status()).toBe(401);

    // The new password logs in.
    await page.getByTestId('reset-password-done').getByRole('link', { name: t.login }).click();
    await page.waitForURL(/\/Account\/Login/);
    await page.getByLabel(/^(E-mail)/).fill(EMAIL);
    await page.getByLabel(/^(Adgangskode|Password)/).fill(run.newPassword);
    await page.getByRole('button', { name: /^(Log ind|Log in)$/ }).click();
    await expect(page.getByTestId('signed-in-user')).toBeVisible();

    await context.close();
    await devContext.close();
  });
}

test('every application’s login page links to the forgotten password', async ({ page }) => {
  for (const site of [SITES.partner, SITES.support]) {
    await page.goto(`${site}/Account/Login`);
    await expect(page.getByRole('link', { name: 'Glemt adgangskode?' })).toHaveAttribute('href', '/Account/ForgotPassword');
  }
});

/** Sets tester@demo.dk's password back to the demo password, through the same two calls, for the specs that sign in as her. */
async function restoreDemoPassword(request: APIRequestContext): Promise<void> {
  if (current === PASSWORD) return;
  const asked = await request.post(`${API}/api/Account/ForgotPassword`, { data: { Email: EMAIL }, headers: { 'x-application': 'wallet' } });
  expect(asked.status()).toBe(204);
  const login = await request.post(`${API}/api/Account/Login`, { data: { Email: EMAIL, Password: current }, headers: { 'x-application': 'wallet' } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).AccessToken as string;
  const mails = await request.get(`${API}/api/DevMail/Messages`, { headers: { Authorization: `Bearer ${token}` } });
  const newest = ((await mails.json()) as Array<{ To: string; Text: string }>).find((mail) => mail.To === EMAIL && /ResetPassword\?token=/.test(mail.Text));
  const secret = /ResetPassword\?token=([A-Za-z0-9_-]+)/.exec(newest?.Text ?? '')?.[1];
  expect(secret).toBeDefined();
  const reset = await request.post(`${API}/api/Account/ResetPassword`, { data: { Token: secret, NewPassword: PASSWORD } });
  expect(reset.status()).toBe(204);
  current = PASSWORD;
}

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await restoreDemoPassword(request);
  await request.dispose();
});
