import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';
import { kr } from './wallet-journey';

/**
 * Issue 16: MobilePay beside the card in the cart. parent@demo.dk pays the school
 * photo for Emma with MobilePay (pay-merchant), approved on the sandbox's MobilePay page
 * on its own origin; then answers "balance too low" for Oliver with MobilePay. Products no
 * other cart spec buys, so no double payment within five minutes is refused.
 */
test.describe.serial('MobilePay in the cart', () => {
  let page: Page;
  const widget = (child: string) => page.getByTestId('wallet-card').filter({ has: page.getByRole('heading', { name: child }) });
  const product = (name: string) => page.getByTestId('webshop-product').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const oreOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
  const balance = async (child: string) => oreOf(await widget(child).getByTestId('wallet-balance').textContent());

  async function addFor(name: string, child: string): Promise<void> {
    await product(name).getByTestId('add-to-cart').click();
    const picker = page.getByTestId('wallet-picker');
    await picker.getByTestId('wallet-picker-choice').filter({ hasText: child }).click();
    await expect(picker).toHaveCount(0);
  }

  async function approveInMobilePay(): Promise<void> {
    await page.waitForURL(/localhost:4100\/mobilepay\//);
    await expect(page.getByRole('heading', { name: 'Betal med MobilePay' })).toBeVisible();
    await page.getByLabel('Mobilnummer').fill('12345678');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await expect(page.getByRole('heading', { name: 'Godkend i MobilePay-appen' })).toBeVisible();
    await page.getByRole('button', { name: /^Godkend/ }).click();
    await page.waitForURL(/localhost:3000\//);
  }

  async function goHome(): Promise<void> {
    await mainMenuLink(page, 'Oversigt').click();
    await expect(widget('Oliver Jensen').getByTestId('wallet-balance')).toBeVisible();
  }

  oneWindowForAll((opened) => (page = opened));

  test("pays the merchant with MobilePay: the order completes and Emma's balance is untouched", async () => {
    await logIn(page, SITES.wallet, 'parent@demo.dk');
    await expect(widget('Emma Jensen').getByTestId('wallet-balance')).toBeVisible();
    const emmaBefore = await balance('Emma Jensen');
    await mainMenuLink(page, 'Webshop').click();
    await addFor('Skolefoto, klassebillede', 'Emma Jensen');
    await page.getByTestId('webshop-open-cart').click();
    const dialog = page.getByTestId('cart-dialog');
    await dialog.getByTestId('payment-method').getByText('MobilePay', { exact: true }).click();
    await page.screenshot({ path: `${SCREENS}/cart-mobilepay-chosen.png` });
    await expectAccessible(page);
    await dialog.getByTestId('cart-pay').click();

    await approveInMobilePay();
    await expect(page.getByTestId('order-completed')).toBeVisible();
    await page.getByTestId('order-completed').getByRole('button').last().click();
    await goHome();
    await expect(widget('Emma Jensen').getByTestId('wallet-balance')).toHaveText(kr(emmaBefore, false));
    await expect(widget('Emma Jensen').getByTestId('transaction-row').first()).toContainText('Webshop køb');
  });

  test('answers "balance too low" for Oliver with MobilePay and returns to a completed order', async () => {
    const oliverBefore = await balance('Oliver Jensen');
    await mainMenuLink(page, 'Webshop').click();
    await addFor('Engelsk-dansk ordbog', 'Oliver Jensen');
    await page.getByTestId('webshop-open-cart').click();
    const dialog = page.getByTestId('cart-dialog');
    // Enough dictionaries (129 kr each, 15 in stock) to cost more than Oliver has.
    const quantity = Math.min(15, Math.floor(oliverBefore / 12_900) + 1);
    const line = dialog.getByTestId('basket-line').filter({ hasText: 'Engelsk-dansk ordbog' });
    await line.getByTestId('basket-quantity').fill(String(quantity));
    expect(oreOf(await dialog.getByTestId('cart-total').textContent())).toBeGreaterThan(oliverBefore);
    await dialog.getByTestId('cart-pay').click();

    const ask = page.getByTestId('ask-card');
    await expect(ask).toContainText('Vil du købe med betalingskort eller MobilePay?');
    await page.screenshot({ path: `${SCREENS}/cart-ask-card-mobilepay.png` });
    await ask.getByRole('button', { name: 'Ja, betal med MobilePay' }).click();
    await approveInMobilePay();

    await expect(page.getByTestId('order-completed')).toBeVisible();
    await page.getByTestId('order-completed').getByRole('button').last().click();
    await goHome();
    // MobilePay paid: the money came in and went out again, so the balance is as before.
    await expect(widget('Oliver Jensen').getByTestId('wallet-balance')).toHaveText(kr(oliverBefore, false));
    await expect(page.getByTestId('floating-cart-button')).toHaveCount(0);
  });
});
