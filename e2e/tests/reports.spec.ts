import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInThenChooseLanguage, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * Money out (issue 27), as a school's finance staff and the help desk meet it: partner@demo.dk
 * opens Solbakke Skole's sales of this month, downloads them as CSV and opens the payout
 * statement; support@demo.dk runs today's reconciliation with the providers' settlement
 * files and sees no mismatch. Danish and English.
 */
interface Run {
  english: boolean;
  texts: { menu: string; payouts: string; reconciliation: string; csvHeader: RegExp; none: string };
}

const RUNS: Run[] = [
  { english: false, texts: { menu: 'Salg og udbetalinger', payouts: 'Udbetalinger', reconciliation: 'Afstemning', csvHeader: /Moms/, none: 'Ingen afvigelser' } },
  { english: true, texts: { menu: 'Sales and payouts', payouts: 'Payouts', reconciliation: 'Reconciliation', csvHeader: /VAT/, none: 'No mismatches' } },
];

const copenhagenToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());

for (const run of RUNS) {
  const language = run.english ? 'en' : 'da';
  const screen = (name: string) => `${SCREENS}/reports-${language}-${name}.png`;

  test.describe.serial(`a school's sales and payouts (${run.english ? 'English' : 'Danish'})`, () => {
    let partner: Page;
    oneWindowForAll((opened) => (partner = opened));

    test("partner@demo.dk opens Solbakke Skole's sales of this month", async () => {
      await logInThenChooseLanguage(partner, SITES.partner, 'partner@demo.dk', { english: run.english });
      await mainMenuLink(partner, run.texts.menu).click();
      await partner.getByTestId('reports-customer').selectOption({ label: 'Solbakke Skole' });
      await expect(partner.getByTestId('sales-from')).toHaveValue(`${copenhagenToday().slice(0, 7)}-01`);
      await expect(partner.getByTestId('sales-to')).toHaveValue(copenhagenToday());
      const totals = partner.getByTestId('sales-totals');
      await expect(totals).toBeVisible();
      await expect(partner.getByTestId('sales-row').first()).toBeVisible();
      await expect(totals).toContainText(/\d/);
      await partner.screenshot({ path: screen('sales'), fullPage: true });
      await expectAccessible(partner);
    });

    test('downloads the sales as CSV', async () => {
      const [download] = await Promise.all([partner.waitForEvent('download'), partner.getByTestId('sales-csv').click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      const [header, ...rows] = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(header).toMatch(run.texts.csvHeader);
      expect(rows.length).toBeGreaterThan(0);
    });

    test('opens the payout statement', async () => {
      await partner.getByTestId('reports-nav-payouts').click();
      await expect(partner.getByRole('heading', { name: run.texts.payouts, exact: true })).toBeVisible();
      await expect(partner.getByTestId('settlement-facts')).toBeVisible();
      await expect(partner.getByTestId('payouts-table').or(partner.getByTestId('payouts-empty'))).toBeVisible();
      await expect(partner.getByTestId('payout-row').first()).toBeVisible();
      await partner.screenshot({ path: screen('payouts'), fullPage: true });
      await expectAccessible(partner);
    });
  });

  test(`support@demo.dk sees today's reconciliation with no mismatch (${run.english ? 'English' : 'Danish'})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const support = await context.newPage();
    await logInThenChooseLanguage(support, SITES.support, 'support@demo.dk', { english: run.english });
    await mainMenuLink(support, run.texts.reconciliation).click();
    await expect(support.getByTestId('reconciliation-date')).toHaveValue(copenhagenToday());
    await support.getByTestId('reconciliation-run').click();
    await expect(support.getByTestId('reconciliation-outcome')).toContainText(run.texts.none);
    await expect(support.getByTestId('reconciliation-mismatch')).toHaveCount(0);
    await support.screenshot({ path: screen('reconciliation'), fullPage: true });
    await expectAccessible(support);
    await context.close();
  });
}
