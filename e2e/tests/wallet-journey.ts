import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, oneWindowForAll } from '../support/site';
import { canteenPurchase, tryCanteenPurchase, expectAccessible, expectNotReloaded, generatedPng, markPage, PRINT_SPY, SCREENS } from './wallet-helpers';

/** What differs between the brands the journey runs on. */
export interface JourneyBrand {
  key: string;
  site: string;
  email: string;
  english: boolean;
  /** The child the guardian adds 200 kr. to. */
  topUpChild: string;
  /** The child with the automatic refill whose school card buys in the canteen. */
  refillChild: string;
  /** The child's school card; added in the journey when the seed gives it none. */
  schoolCard: { number: string; add: boolean };
  terminalKey: string;
  pictureChild: string;
  /**
   * A new card becomes the primary card of every child that has none. With one child and
   * no card yet (kkpay), it is then primary for all children at once and the page offers
   * no 'primary for all' button; with a child that already has one (skolepenge), it does.
   */
  newCardPrimaryForAllAtOnce: boolean;
}

const da = { cardNumber: 'Kortnummer', expiry: /^Udløbsdato/, cvc: /^Kontrolcifre/, save: 'Gem kort' };
const en = { cardNumber: 'Card number', expiry: /^Expiry date/, cvc: /^Security code/, save: 'Save card' };

/** An amount in øre as the page shows it in the culture: '287,50 kr.' or 'DKK 287.50'. */
export function kr(ore: number, english: boolean): string {
  return new Intl.NumberFormat(english ? 'en-GB' : 'da-DK', { style: 'currency', currency: 'DKK' }).format(ore / 100).replace(/\s/g, ' ');
}

const oreOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const amountText = (ore: number, english: boolean) => new RegExp(kr(ore, english).replace(/[.]/g, '\\.').replace(/ /g, '\\s'));

async function balanceOre(widget: Locator): Promise<number> {
  return oreOf((await widget.getByTestId('wallet-balance').textContent()) ?? '');
}

/**
 * A guardian's first hour, as a new user would spend it: sees the children, adds a card on
 * the provider's page, makes it everyone's primary card, tops up, sets an automatic
 * refill, watches a canteen purchase and its refill arrive without reloading, prints a
 * receipt, changes a picture and follows the money on the transactions page.
 */
export function walletJourney(brand: JourneyBrand): void {
  test.describe.serial(`a guardian on ${brand.key}`, () => {
    let page: Page;
    const screen = (name: string) => `${SCREENS}/${brand.key}-${name}.png`;
    const widget = (child: string) => page.getByTestId('wallet-card').filter({ has: page.getByRole('heading', { name: child }) });
    const texts = brand.english ? en : da;

    oneWindowForAll((opened) => (page = opened), (context) => context.addInitScript(PRINT_SPY));

    test('signs in and sees every child with a balance', async () => {
      await logIn(page, brand.site, brand.email, { english: brand.english });
      await expect(page.getByTestId('wallet-card').first()).toBeVisible();
      for (const child of new Set([brand.topUpChild, brand.refillChild, brand.pictureChild])) {
        await expect(widget(child).getByTestId('wallet-balance')).toHaveText(brand.english ? /^DKK\s[\d,]+\.\d\d$/ : /^[\d.]+,\d\d\skr\.$/);
      }
      await expect(widget(brand.refillChild).getByTestId('transaction-row').first()).toBeVisible();
      await page.screenshot({ path: screen('home'), fullPage: true });
      await expectAccessible(page);
    });

    test('adds a card on the provider’s page and makes it every child’s primary card', async () => {
      await page.getByTestId('family-cards-link').click();
      await expect(page.getByTestId('group-card-page')).toBeVisible();
      // The family's cards are listed (or said to be none) before they are counted.
      await expect(page.getByTestId('credit-card').first().or(page.getByTestId('no-cards'))).toBeVisible();
      const before = await page.getByTestId('credit-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-uid')));
      await page.getByTestId('add-card').click();
      await expect(page.getByTestId('add-card-page')).toBeVisible();
      await page.getByRole('button', { name: /^(Fortsæt|Continue)/ }).click();
      await expect(page.getByText(/Vælg en korttype|Choose a card type/)).toBeVisible();
      await page.getByTestId('card-types').getByText('Visa', { exact: true }).click();
      await page.screenshot({ path: screen('card-type'), fullPage: true });
      await page.getByRole('button', { name: /^(Fortsæt|Continue)/ }).click();

      await page.waitForURL(/\/session\//);
      await page.getByLabel(texts.cardNumber).fill('4111 1111 1111 1111');
      await page.getByLabel(texts.expiry).fill('12/30');
      await page.getByLabel(texts.cvc).fill('123');
      await page.getByRole('button', { name: texts.save }).click();

      await page.waitForURL(/\/DepositWithdraw\/WalletGroupCreditCard/);
      await expect(page.getByTestId('credit-card')).toHaveCount(before.length + 1);
      await expect(page).not.toHaveURL(/epaysubscriptionid/i);
      const uids = await page.getByTestId('credit-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-uid')));
      const newUid = uids.find((uid) => !before.includes(uid));
      const card = page.locator(`[data-card-uid="${newUid}"]`);
      expect(newUid).toBeTruthy();
      if (brand.newCardPrimaryForAllAtOnce) {
        await expect(card.getByTestId('make-primary-all')).toHaveCount(0);
      } else {
        await card.getByTestId('make-primary-all').click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await page.getByTestId('dialog-confirm').click();
      }
      for (const child of new Set([brand.topUpChild, brand.refillChild])) await expect(card.getByTestId('card-primary-for')).toContainText(child);
      await page.screenshot({ path: screen('card-page'), fullPage: true });
      await expectAccessible(page);
    });

    test('adds 200 kr. to a child and sees the balance and the transaction without reloading', async () => {
      await page.getByRole('link', { name: /Tilbage til forsiden|Back to the front page/ }).click();
      await markPage(page);
      const child = widget(brand.topUpChild);
      const start = await balanceOre(child);
      await child.getByTestId('add-funds').click();
      const dialog = page.getByTestId('add-funds-dialog');
      await expect(dialog.getByTestId('card-choices')).toBeVisible();
      // Sent without an amount, the dialog says what is missing by the field.
      await dialog.getByRole('button', { name: /^(Indbetal|Add funds)$/ }).click();
      await expect(dialog.getByText(/Vælg en mulighed|Choose an option/)).toBeVisible();
      await page.screenshot({ path: screen('add-funds'), fullPage: true });
      await dialog.getByTestId('amount-choices').getByText(kr(20_000, brand.english), { exact: true }).click();
      await dialog.getByRole('button', { name: /^(Indbetal|Add funds)$/ }).click();
      await expect(page.getByTestId('add-funds-success')).toBeVisible();
      await page.getByTestId('add-funds-success').getByRole('button', { name: 'OK' }).click();

      await expect(child.getByTestId('wallet-balance')).toHaveText(amountText(start + 20_000, brand.english));
      await expect(child.getByTestId('transaction-row').first()).toContainText(/Indbetaling|Deposit/);
      await expect(child.getByTestId('transaction-row').first()).toContainText(`+${kr(20_000, brand.english)}`);
      await expectNotReloaded(page);
    });

    test('sets an automatic refill, and a canteen purchase brings the purchase and the refill without reloading', async () => {
      const child = widget(brand.refillChild);
      if (brand.schoolCard.add) {
        await child.getByTestId('open-school-card').click();
        await page.getByTestId('school-card-dialog').getByRole('textbox').fill(brand.schoolCard.number);
        await page.getByTestId('school-card-dialog').getByRole('button', { name: /Tilføj skolekort|Add school card/ }).click();
        await expect(page.getByTestId('school-card-dialog')).toHaveCount(0);
      }
      await child.getByTestId('open-refill').click();
      await expect(page.getByTestId('select-refill-dialog')).toBeVisible();
      await page.getByTestId('select-refill-dialog').getByText(/^(Månedlig optankning|Monthly refill)$/).click();
      await page.getByTestId('refill-next').click();
      await expect(page.getByTestId('monthly-refill-dialog')).toBeVisible();
      await page.getByTestId('monthly-amount').fill('99999999');
      await page.getByTestId('monthly-refill-dialog').getByRole('button', { name: /^(Gem|Save)$/ }).click();
      await expect(page.getByTestId('monthly-refill-dialog').getByText(/højst|at most/)).toBeVisible();
      await page.screenshot({ path: screen('refill-monthly'), fullPage: true });
      await page.getByTestId('monthly-refill-dialog').getByRole('button', { name: /^(Annuller|Cancel)$/ }).click();

      await child.getByTestId('open-refill').click();
      await expect(page.getByTestId('select-refill-dialog')).toBeVisible();
      // An open dialog names itself in the window's title, before the page's.
      await expect(page).toHaveTitle(new RegExp(`^(Optankning|Refill) – ${brand.refillChild}`));
      await page.screenshot({ path: screen('refill-select'), fullPage: true });
      await page.getByTestId('refill-next').click();
      const automatic = page.getByTestId('automatic-refill-dialog');
      await automatic.getByTestId('automatic-amounts').getByText(kr(20_000, brand.english), { exact: true }).click();
      await automatic.getByTestId('automatic-below').fill('100');
      await page.screenshot({ path: screen('refill-automatic'), fullPage: true });
      await automatic.getByRole('button', { name: /^(Gem|Save)$/ }).click();
      // Every saved refill is confirmed on screen before the dialog closes.
      const saved = page.getByTestId('refill-saved-dialog');
      await expect(saved.getByRole('status')).toContainText(/automatisk optankning med 200,00\skr\.|automatic refill of DKK\s200\.00/);
      await page.screenshot({ path: screen('refill-saved'), fullPage: true });
      await saved.getByTestId('refill-saved-close').click();
      await expect(saved).toHaveCount(0);
      await markPage(page);

      const start = await balanceOre(child);
      const purchaseOre = start - 9_000;
      expect(purchaseOre).toBeGreaterThan(0);
      await canteenPurchase(page.request, brand.terminalKey, brand.schoolCard.number, purchaseOre / 100);
      // The purchase leaves 90 kr.; the refill job then charges the primary card within seconds.
      // Both can arrive in one burst, so only the end state is certain to be shown.
      await expect(child.getByTestId('wallet-balance')).toHaveText(amountText(29_000, brand.english), { timeout: 30_000 });
      await expect(child.getByTestId('transaction-row').first()).toContainText(/Automatisk optankning|Automatic refill/);
      await expect(child.getByTestId('transaction-row').first()).toContainText(`+${kr(20_000, brand.english)}`);
      await expect(child.getByTestId('transaction-row').nth(1)).toContainText(/Kantinekøb|Canteen purchase/);
      await expect(child.getByTestId('transaction-row').nth(1)).toContainText(`−${kr(purchaseOre, brand.english)}`);
      await expectNotReloaded(page);
    });

    test('opens a purchase and prints its receipt', async () => {
      const child = widget(brand.refillChild);
      const row = child.getByTestId('transaction-row').filter({ hasText: /Kantinekøb|Canteen purchase/ }).first();
      await row.focus();
      await page.keyboard.press('End');
      await expect(child.getByTestId('transaction-row').last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(child.getByTestId('transaction-row').first()).toBeFocused();
      await row.click();
      const details = page.getByTestId('transaction-details');
      await expect(details.getByTestId('print-receipt')).toBeVisible();
      await page.screenshot({ path: screen('transaction-details'), fullPage: true });
      const [popup] = await Promise.all([page.waitForEvent('popup'), details.getByTestId('print-receipt').click()]);
      const receipt = popup.getByTestId('receipt');
      await expect(receipt).toContainText(brand.refillChild);
      await expect(popup.getByTestId('receipt-total')).toBeVisible();
      await expect.poll(() => popup.evaluate(() => (window as unknown as { __kkPrinted: number }).__kkPrinted)).toBeGreaterThan(0);
      await popup.screenshot({ path: screen('receipt'), fullPage: true });
      await popup.close();
      await details.getByRole('button', { name: /^(Luk|Close)$/ }).click();
      await expect(details).toHaveCount(0);
    });

    test('changes a child’s picture with a crop', async () => {
      const child = widget(brand.pictureChild);
      await child.getByTestId('link-picture').click();
      await expect(page.getByTestId('change-picture-page')).toBeVisible();
      await page.getByTestId('picture-file').setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: generatedPng() });
      await expect(page.getByTestId('image-editor')).toBeVisible();
      await page.getByTestId('crop-zoom').fill('2');
      await page.getByTestId('crop-stage').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await page.getByTestId('rotate-right').click();
      await page.screenshot({ path: screen('picture-editor'), fullPage: true });
      await page.getByTestId('save-picture').click();
      await expect(page.getByTestId('wallet-card').first()).toBeVisible();
      const picture = widget(brand.pictureChild).getByTestId('wallet-picture');
      await expect(picture).toHaveAttribute('src', /^\/blob\/wallet-pictures\/[0-9a-f-]{36}$/);
      await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(400);
    });

    test('follows the money on the transactions page', async () => {
      await widget(brand.refillChild).getByRole('link', { name: /^(Se alle|See all)$/ }).click();
      await expect(page.getByTestId('transactions-page')).toBeVisible();
      await expect(page.getByTestId('transactions-table-row').first()).toContainText(/Automatisk optankning|Automatic refill/);
      await page.screenshot({ path: screen('transactions'), fullPage: true });
      await page.getByTestId('filter-type').selectOption('refills');
      // Only refills are left (other specs may have refilled the same child, with MobilePay).
      const rows = page.getByTestId('transactions-table-row');
      await expect.poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => /Automatisk optankning|Månedlig optankning|Automatic refill|Monthly refill/.test(text));
      }).toBe(true);
      await page.getByTestId('filter-type').selectOption('all');
      await page.getByTestId('week-picker').click();
      await expect(page.getByTestId('week-list')).toBeFocused();
      await page.screenshot({ path: screen('week-picker'), fullPage: true });
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('week-picker')).toHaveText(/^(Uge|Week) \d+, \d{4}$/);
      await expect(page.getByTestId('transactions-table-row').first()).toContainText(/Automatisk optankning|Automatic refill/);
    });

    test('blocks a lost school card at once: the canteen refuses it, and works again once unblocked', async () => {
      await page.getByRole('navigation', { name: /^(Hovedmenu|Main menu)$/ }).getByRole('link', { name: /^(Oversigt|Overview)$/ }).click();
      const child = widget(brand.refillChild);
      const shown = brand.schoolCard.number;
      await child.getByTestId('open-school-card').click();
      const dialog = page.getByTestId('school-card-dialog');
      await dialog.getByRole('button', { name: new RegExp(`^(Spær kortet|Block the card) ${shown}$`) }).click();
      await expect(dialog.getByTestId('school-card-outcome')).toContainText(brand.english ? 'The canteen refuses it from now on.' : 'Kantinen afviser det fra nu af.');
      await page.screenshot({ path: screen('school-card-blocked'), fullPage: true });
      expect((await tryCanteenPurchase(page.request, brand.terminalKey, shown, 7)).ErrorMessage).toBe('WalletBlocked');
      await dialog.getByRole('button', { name: new RegExp(`^(Ophæv spærringen|Unblock) ${shown}$`) }).click();
      await expect(dialog.getByTestId('school-card-blocked')).toHaveCount(0);
      await dialog.getByRole('button', { name: /^(Luk|Close)$/ }).click();
      await expect(dialog).toHaveCount(0);
      await canteenPurchase(page.request, brand.terminalKey, shown, 8);
    });
  });
}
