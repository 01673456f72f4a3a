import { expect, test, type Page } from '@playwright/test';
import { logInThenChooseLanguage, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, generatedPng, SCREENS } from './wallet-helpers';

/**
 * A school shop puts up a product itself (issue 25): partner@demo.dk creates a webshop
 * product with a picture and a stock of 3 on the partner site, and parent@demo.dk finds it
 * at once in Solbakke Skole's webshop, buys one for Emma and sees 2 left; the seller's list
 * shows the stock the sale took and the product's history.
 */
interface Run {
  english: boolean;
  product: string;
  texts: { menu: string; webshop: string; home: string; order: string; done: string; stockLeft: (n: number) => string; created: string; usePicture: string };
}

const RUNS: Run[] = [
  { english: false, product: 'Drikkedunk med skolens logo', texts: { menu: 'Webshopvarer', webshop: 'Webshop', home: 'Oversigt', order: 'Webshop køb', done: 'Handlingen er gennemført.', stockLeft: (n) => `${n} tilbage`, created: 'Oprettet', usePicture: 'Brug billedet' } },
  { english: true, product: 'Reflective school-bag cover', texts: { menu: 'Webshop products', webshop: 'Webshop', home: 'Overview', order: 'Webshop purchase', done: 'Action completed.', stockLeft: (n) => `${n} left`, created: 'Created', usePicture: 'Use the picture' } },
];

for (const run of RUNS) {
  test.describe.serial(`a school shop's own products (${run.english ? 'English' : 'Danish'})`, () => {
    let seller: Page;
    let parent: Page;
    const screen = (name: string) => `${SCREENS}/catalogue-webshop-${run.english ? 'en' : 'da'}-${name}.png`;
    const row = () => seller.getByTestId('generic-list-row').filter({ hasText: run.product });

    oneWindowForAll((opened) => (seller = opened));

    test('the partner creates a product with a picture and a stock of 3', async () => {
      await logInThenChooseLanguage(seller, SITES.partner, 'partner@demo.dk', { english: run.english });
      await mainMenuLink(seller, run.texts.menu).click();
      await expect(seller.getByTestId('catalogue-webshop-page')).toBeVisible();
      await expect(seller.getByTestId('generic-list-row').first()).toBeVisible();
      await seller.screenshot({ path: screen('list') });
      await expectAccessible(seller);

      await seller.getByTestId('generic-list-new').click();
      const dialog = seller.getByTestId('generic-list-dialog');
      await expect(dialog.getByTestId('catalogue-product-editor')).toBeVisible();
      const webshop = dialog.getByTestId('catalogue-field-webshop');
      if ((await webshop.count()) > 0) {
        const label = await webshop.locator('option', { hasText: 'Solbakke Skole' }).first().textContent();
        await webshop.selectOption({ label: (label ?? '').trim() });
      }
      await dialog.getByTestId('catalogue-field-name').fill(run.product);
      await dialog.getByTestId('catalogue-field-price').fill('45');
      const group = dialog.getByTestId('catalogue-field-group');
      await group.selectOption({ index: 1 });
      await dialog.getByTestId('catalogue-field-stock').fill('3');
      await dialog.getByTestId('catalogue-picture-file').setInputFiles({ name: 'dunk.png', mimeType: 'image/png', buffer: generatedPng() });
      await expect(dialog.getByTestId('image-editor')).toBeVisible();
      await dialog.getByTestId('save-picture').click();
      await expect(dialog.getByTestId('catalogue-picture-new')).toBeVisible();
      await seller.screenshot({ path: screen('dialog') });
      await expectAccessible(seller);
      await dialog.getByTestId('generic-list-save').click();

      await expect(dialog).toHaveCount(0);
      await expect(row().getByTestId('catalogue-stock')).toHaveText('3');
      await expect(row().getByRole('img', { name: run.product })).toBeVisible();
      await seller.screenshot({ path: screen('created') });
    });

    test('a parent finds it in the webshop at once and buys one for Emma', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      parent = await context.newPage();
      await logInThenChooseLanguage(parent, SITES.wallet, 'parent@demo.dk', { english: run.english });
      await mainMenuLink(parent, run.texts.webshop).click();
      const card = parent.getByTestId('webshop-product').filter({ has: parent.getByRole('heading', { name: run.product, exact: true }) });
      await expect(card.getByTestId('stock-left')).toHaveText(run.texts.stockLeft(3));
      // The card's picture is the uploaded one, re-encoded by the server (decorative: the heading names the product).
      await expect(card.locator('img[src*="/blob/product-images/"]')).toBeVisible();
      await card.getByTestId('add-to-cart').click();
      const picker = parent.getByTestId('wallet-picker');
      await expect(picker).toBeVisible();
      await picker.getByTestId('wallet-picker-choice').filter({ hasText: 'Emma Jensen' }).click();
      await parent.getByTestId('webshop-open-cart').click();
      const cart = parent.getByTestId('cart-dialog');
      await expect(cart.getByTestId('wallet-basket').filter({ hasText: 'Emma Jensen' })).toContainText(run.product);
      await cart.getByTestId('cart-pay').click();
      await expect(parent.getByTestId('order-completed')).toBeVisible();
      await parent.getByTestId('order-completed').getByRole('button').last().click();
      await parent.reload();
      await expect(card.getByTestId('stock-left')).toHaveText(run.texts.stockLeft(2));
      await parent.screenshot({ path: screen('bought') });
    });

    test("the partner's list shows the stock the sale took, and the product's history", async () => {
      await seller.getByTestId('generic-list-refresh').click();
      await expect(row().getByTestId('catalogue-stock')).toHaveText('2');
      await row().getByTestId('generic-list-history').click();
      const history = seller.getByTestId('generic-list-history-dialog');
      await expect(history.getByTestId('generic-list-change')).toHaveCount(1);
      await expect(history.getByTestId('generic-list-change')).toContainText(run.texts.created);
      await expect(history).toContainText('Peter Madsen');
      await seller.screenshot({ path: screen('history') });
    });

    test('the parent cancels the purchase and Emma has her money back (the later tests count on her balance)', async () => {
      await mainMenuLink(parent, run.texts.home).click();
      const emma = parent.getByTestId('wallet-card').filter({ has: parent.getByRole('heading', { name: 'Emma Jensen' }) });
      await emma.getByTestId('transaction-row').filter({ hasText: run.texts.order }).first().click();
      const details = parent.getByTestId('transaction-details');
      await expect(details.getByTestId('transaction-products')).toContainText(run.product);
      await details.getByTestId('cancel-order').click();
      await parent.getByRole('alertdialog').getByTestId('dialog-confirm').click();
      await expect(parent.getByText(run.texts.done)).toBeVisible();
      await expect(details.getByTestId('cancel-order')).toHaveCount(0);
      await parent.context().close();
    });
  });
}
