import { expect, test } from '@playwright/test';
import { apiLogin, childrenOf, logIn, SITES } from '../support/site';
import { kr } from './wallet-journey';

test('the print window prints a balance receipt from the partner site and closes itself', async ({ page, context, request }) => {
  // Record print() and close() in every window of the context instead of printing.
  await context.addInitScript(() => {
    const state = { printedAt: 0, closedAt: 0 };
    Object.assign(window, { __kkPrint: state });
    window.print = () => void (state.printedAt = Date.now());
    window.close = () => void (state.closedAt = Date.now());
  });
  const emma = (await childrenOf(request, await apiLogin(request, 'parent@demo.dk'))).find((w) => w.Name === 'Emma Jensen')!;
  await logIn(page, SITES.partner, 'partner@demo.dk');
  // The wallet's user page the transaction dialog links to (spec section 2).
  await page.goto(`${SITES.partner}/CustomerSupport/Users`);
  await page.getByLabel('Tegnebogens ID').fill(emma.WalletID);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('wallet-lookup-result')).toContainText('Emma Jensen');

  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('wallet-lookup-print').click();
  const popup = await popupPromise;
  expect(new URL(popup.url()).pathname).toBe('/Print');
  const receipt = popup.getByTestId('receipt');
  await expect(receipt).toContainText('Saldoudskrift');
  await expect(receipt).toContainText('Emma Jensen');
  await expect(receipt).toContainText('Solbakke Skole');
  await expect(popup.getByTestId('receipt-balance')).toHaveText(`Saldo: ${kr(Math.round(emma.Balance * 100), false)}`);
  await expect(popup.getByTestId('print-page')).toHaveAttribute('data-orientation', 'portrait');
  expect(await popup.locator('style').allInnerTexts()).toContainEqual(expect.stringContaining('@page { size: A4 portrait; margin: 1cm 1cm 1cm 1.5cm; }'));

  await expect.poll(() => popup.evaluate(() => (window as unknown as { __kkPrint: { printedAt: number } }).__kkPrint.printedAt)).toBeGreaterThan(0);
  await expect.poll(() => popup.evaluate(() => (window as unknown as { __kkPrint: { closedAt: number } }).__kkPrint.closedAt)).toBeGreaterThan(0);
  const { printedAt, closedAt } = await popup.evaluate(() => (window as unknown as { __kkPrint: { printedAt: number; closedAt: number } }).__kkPrint);
  expect(closedAt - printedAt).toBeGreaterThanOrEqual(90);
  await popup.screenshot({ path: 'test-results/print-window.png', fullPage: true });
});
