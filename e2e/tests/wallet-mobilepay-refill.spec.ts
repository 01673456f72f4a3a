import { expect, test, type Page } from '@playwright/test';
import { logIn, oneWindowForAll } from '../support/site';
import { canteenPurchase, SCREENS, SITE } from './wallet-helpers';
import { kr } from './wallet-journey';

/**
 * Refills with a MobilePay agreement (issue 16), end to end: the guardian (or the wallet's
 * holder) sets an automatic refill of 200 kr below 100 kr paid with MobilePay, approves the
 * agreement on the sandbox's page (its own origin), is told back home that it was approved,
 * then a canteen purchase at Demo-Terminal-1 takes the balance to 90 kr and the refill job
 * charges the agreement: the balance rises to 290 kr without a reload. In Danish for
 * parent@demo.dk's Emma and in English for dev@demo.dk's own wallet (no weekday
 * restrictions, so any day runs). The refill is switched off again at the end.
 *
 * A wallet whose agreement is still active from an earlier run is not sent to MobilePay
 * again: the refill is saved with the agreement it has.
 */

interface Run {
  english: boolean;
  email: string;
  child: string;
  schoolCard: string;
}

const RUNS: Run[] = [
  { english: false, email: 'parent@demo.dk', child: 'Emma Jensen', schoolCard: '1000 0001' },
  { english: true, email: 'dev@demo.dk', child: 'Dev Eloper', schoolCard: '1000 0003' },
];

const TERMINAL = 'Demo-Terminal-1';

const oreOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const amountText = (ore: number, english: boolean) => new RegExp(kr(ore, english).replace(/[.]/g, '\\.').replace(/ /g, '\\s'));

for (const run of RUNS) {
  test.describe.serial(`an automatic refill with MobilePay in ${run.english ? 'English' : 'Danish'}`, () => {
    let page: Page;
    const screen = (name: string) => `${SCREENS}/wallet-mobilepay-refill-${run.english ? 'en' : 'da'}-${name}.png`;
    const widget = () => page.getByTestId('wallet-card').filter({ has: page.getByRole('heading', { name: run.child }) });
    const say = (da: string | RegExp, en: string | RegExp) => (run.english ? en : da);

    oneWindowForAll((opened) => (page = opened));

    test('sets the refill with MobilePay and approves the agreement on the sandbox', async () => {
      await logIn(page, SITE.wallet, run.email, { english: run.english });
      await expect(widget().getByTestId('wallet-balance')).toBeVisible();

      await widget().getByTestId('open-refill').click();
      const select = page.getByTestId('select-refill-dialog');
      await expect(select).toBeVisible();
      await select.getByText(say('Automatisk optankning', 'Automatic refill'), { exact: true }).click();
      await page.getByTestId('refill-next').click();
      const automatic = page.getByTestId('automatic-refill-dialog');
      await automatic.getByTestId('automatic-amounts').getByText(kr(20_000, run.english), { exact: true }).click();
      await automatic.getByTestId('automatic-below').fill('100');
      await automatic.getByTestId('refill-payment').getByText('MobilePay', { exact: true }).click();
      const needsAgreement = await automatic.getByText(say('Du opretter en aftale i MobilePay-appen, når du gemmer', 'You set up an agreement in the MobilePay app when you save')).isVisible();
      await page.screenshot({ path: screen('dialog'), fullPage: true });
      await automatic.getByRole('button', { name: say(/^Gem$/, /^Save$/) }).click();

      if (needsAgreement) {
        // The sandbox's agreement page, on its own origin.
        await expect(page.getByRole('heading', { name: say('Opret aftale med MobilePay', 'Set up an agreement with MobilePay') })).toBeVisible();
        await page.getByLabel(say('Mobilnummer', 'Mobile number')).fill('12345678');
        await page.getByRole('button', { name: say('Fortsæt', 'Continue') }).click();
        await expect(page.getByRole('heading', { name: say('Godkend aftalen i MobilePay-appen', 'Approve the agreement in the MobilePay app') })).toBeVisible();
        await page.screenshot({ path: screen('approve'), fullPage: true });
        await page.getByRole('button', { name: say(/^Godkend aftalen/, /^Approve the agreement/) }).click();

        // Back home: told the agreement is approved, the return address forgotten.
        await expect(page.getByTestId('mobilepay-agreement-return')).toContainText(
          say('Aftalen med MobilePay er godkendt. Optankningen betales nu med MobilePay.', 'The MobilePay agreement is approved. The refill is now paid with MobilePay.'),
        );
        await expect(page).not.toHaveURL(/epaysubscriptionid=/);
        await page.screenshot({ path: screen('back-home'), fullPage: true });
      } else {
        const saved = page.getByTestId('refill-saved-dialog');
        await expect(saved.getByRole('status')).toContainText(say('Betales med MobilePay.', 'Paid with MobilePay.'));
        await saved.getByTestId('refill-saved-close').click();
      }

      // The wallet shows the refill as paid with MobilePay.
      await widget().getByTestId('open-refill').click();
      await expect(page.getByTestId('refill-current')).toContainText(say('Nu: automatisk optankning med 200,00 kr.', 'Now: automatic refill of DKK 200.00'));
      await expect(page.getByTestId('refill-current')).toContainText(say('Betales med MobilePay.', 'Paid with MobilePay.'));
      await page.getByTestId('select-refill-dialog').getByRole('button', { name: say('Annuller', 'Cancel') }).click();
      await expect(widget().getByTestId('refill-paused')).toHaveCount(0);
    });

    test('a canteen purchase takes the balance below 100 kr and the refill charges MobilePay', async () => {
      const start = oreOf((await widget().getByTestId('wallet-balance').textContent()) ?? '');
      const purchaseOre = start - 9_000;
      expect(purchaseOre).toBeGreaterThan(0);
      await canteenPurchase(page.request, TERMINAL, run.schoolCard, purchaseOre / 100);
      // The purchase leaves 90 kr; the refill job charges the agreement within seconds.
      await expect(widget().getByTestId('wallet-balance')).toHaveText(amountText(29_000, run.english), { timeout: 30_000 });
      await expect(widget().getByTestId('transaction-row').first()).toContainText(say('Automatisk optankning med MobilePay', 'Automatic refill with MobilePay'));
      await expect(widget().getByTestId('transaction-row').first()).toContainText(`+${kr(20_000, run.english)}`);
      await page.screenshot({ path: screen('refilled'), fullPage: true });
    });

    test('switches the refill off again', async () => {
      await widget().getByTestId('open-refill').click();
      const select = page.getByTestId('select-refill-dialog');
      await select.getByText(say('Ingen optankning', 'No refill'), { exact: true }).click();
      await page.getByTestId('refill-next').click();
      await expect(page.getByTestId('refill-saved')).toContainText(say('Der er ingen optankning nu.', 'There is no refill now.'));
      await page.getByTestId('refill-saved-close').click();
    });
  });
}
