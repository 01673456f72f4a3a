import { expect, test, type Page } from '@playwright/test';
import { logIn, oneWindowForAll } from '../support/site';
import { expectAccessible, SCREENS, SITE, tryCanteenPurchase } from './wallet-helpers';

/**
 * E-mail alerts per wallet (issue 16), end to end: a guardian (or a wallet's holder) sets a low-balance alert
 * for a child in the child's "E-mail alerts" dialog, a canteen purchase on the child's
 * school card at Demo-Terminal-1 takes the balance below it, and exactly one alert e-mail
 * for that child appears on the development mail page (/DevMail, read signed in as the developer dev@demo.dk), sent by the API's job
 * runner after the purchase committed. In Danish for parent@demo.dk's Emma and in English
 * for dev@demo.dk's own wallet: the alert goes out at most once per wallet per Copenhagen
 * day, so each run has its own wallet, and neither has weekday restrictions (any day runs).
 *
 * The threshold is the child's balance as the page shows it: a balance at the threshold
 * followed by a 1 kr purchase is the crossing, whatever earlier specs did to the balance.
 */

interface Run {
  english: boolean;
  email: string;
  child: string;
  schoolCard: string;
  subject: RegExp;
}

const RUNS: Run[] = [
  { english: false, email: 'parent@demo.dk', child: 'Emma Jensen', schoolCard: '1000 0001', subject: /^Lav saldo: Emma Jensen har .* tilbage$/ },
  { english: true, email: 'dev@demo.dk', child: 'Dev Eloper', schoolCard: '1000 0003', subject: /^Low balance: Dev Eloper has .* left$/ },
];

const TERMINAL = 'Demo-Terminal-1';

/** The balance's digits as a guardian types them in the culture ('87,50' / '87.50'), thousands separators left out. */
function typedBalance(text: string, english: boolean): string {
  const digits = text.replace(/[^\d.,]/g, '');
  return english ? digits.replace(/,/g, '') : digits.replace(/\./g, '');
}

for (const run of RUNS) {
  test.describe.serial(`e-mail alerts in ${run.english ? 'English' : 'Danish'}`, () => {
    let page: Page;
    const screen = (name: string) => `${SCREENS}/wallet-alerts-${run.english ? 'en' : 'da'}-${name}.png`;
    const widget = () => page.getByTestId('wallet-card').filter({ has: page.getByRole('heading', { name: run.child }) });
    const alertMails = (mailPage: Page) => mailPage.getByTestId('dev-mail-message').filter({ has: mailPage.getByRole('heading', { name: run.subject }) });

    oneWindowForAll((opened) => (page = opened));

    test('a guardian sets a low-balance alert at the child’s balance', async () => {
      await logIn(page, SITE.wallet, run.email, { english: run.english });
      const balance = (await widget().getByTestId('wallet-balance').textContent()) ?? '';
      expect(balance).toMatch(/\d/);

      await widget().getByRole('button', { name: run.english ? `E-mail alerts for ${run.child}` : `E-mail-advarsler for ${run.child}` }).click();
      const dialog = page.getByRole('dialog', { name: run.english ? `E-mail alerts for ${run.child}` : `E-mail-advarsler for ${run.child}` });
      await expect(dialog).toBeVisible();
      const lowBalance = dialog.getByRole('checkbox', { name: run.english ? /Low balance/ : /Lav saldo/ });
      if (!(await lowBalance.isChecked())) await lowBalance.check();
      const threshold = dialog.getByRole('textbox', { name: run.english ? 'Tell me when the balance falls below' : 'Giv besked, når saldoen kommer under' });
      await threshold.fill(typedBalance(balance, run.english));
      await dialog.getByRole('button', { name: run.english ? `Save alerts for ${run.child}` : `Gem advarsler for ${run.child}` }).click();
      await expect(dialog.getByRole('status')).toContainText(run.english ? `The e-mail alerts for ${run.child} have been saved.` : `E-mail-advarslerne for ${run.child} er gemt.`);
      await page.screenshot({ path: screen('dialog'), fullPage: true });
      await expectAccessible(page);
    });

    test('a canteen purchase crosses it, and exactly one alert e-mail for the child arrives', async ({ browser, request }) => {
      const sale = await tryCanteenPurchase(request, TERMINAL, run.schoolCard, 1);
      expect(sale.ErrorMessage).toBeNull();
      expect(sale.Status.IsCompleted).toBe(true);

      // The development mail page is for signed-in developers: dev@demo.dk (role Developer) reads it.
      const mail = await (await browser.newContext()).newPage();
      await logIn(mail, SITE.wallet, 'dev@demo.dk', { english: run.english });
      await mail.goto(`${SITE.wallet}/DevMail`);
      // The API's job runner sends it after the purchase committed (it polls every few seconds).
      await expect
        .poll(
          async () => {
            await mail.reload();
            await mail.getByTestId('dev-mail-message').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
            return alertMails(mail).count();
          },
          { timeout: 60_000, intervals: [2_000] },
        )
        .toBe(1);
      await expect(alertMails(mail).first()).toContainText(run.email);

      // A second purchase the same day sends nothing more.
      expect((await tryCanteenPurchase(request, TERMINAL, run.schoolCard, 1.5)).Status.IsCompleted).toBe(true);
      await page.waitForTimeout(12_000);
      await mail.reload();
      await mail.getByTestId('dev-mail-message').first().waitFor();
      await expect(alertMails(mail)).toHaveCount(1);
      await mail.screenshot({ path: screen('dev-mail'), fullPage: true });
      await mail.context().close();
    });
  });
}
