import { expect, test, type Page } from '@playwright/test';
import { logIn, SITES } from '../support/site';

/** The help explorer loads its videos without `silent`, so a failure shows the error toast. */
async function failHelpVideos(page: Page, body: object) {
  await page.route('**/api/assets/HelpVideos', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) }));
  await page.getByTestId('open-help-explorer').click();
}

test('an API error shows the toast top right with its Danish text and details, and it hides after 10 s', async ({ page }) => {
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await failHelpVideos(page, { StatusCode: 400, message: 'DailyBalance', reason: 'Dagligt loft 75,00 kr.' });
  const toast = page.getByTestId('toast-error');
  await expect(toast).toContainText('Fejl');
  await expect(toast).toContainText('Det disponible beløb er for lavt til dette køb.');
  await expect(toast).toHaveAttribute('data-duration', '10000');
  await expect(page.getByTestId('toaster')).toHaveAttribute('data-placement', 'top-end');
  await page.keyboard.press('Escape');
  await toast.getByRole('button', { name: 'Vis detaljer' }).click();
  await expect(toast.getByTestId('toast-details')).toContainText('DailyBalance');
  await expect(toast.getByTestId('toast-details')).toContainText('Dagligt loft 75,00 kr.');
  await expect(toast.getByTestId('toast-details')).toContainText('Statuskode: 6');
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y).toBeLessThan(viewport.height / 2);
  await page.screenshot({ path: 'test-results/error-toast.png' });

  // Focus or the pointer on the toast pause its timer; take both away.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await expect(toast).toHaveCount(0, { timeout: 12_000 });
});

test('a connection failure shows the no-connection text', async ({ page }) => {
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await page.route('**/api/assets/HelpVideos', (route) => route.abort('connectionrefused'));
  await page.getByTestId('open-help-explorer').click();
  await expect(page.getByTestId('toast-error')).toContainText('Der er ingen forbindelse til serveren.');
});

test('with ExplicitAccessibility the toast sits bottom left and stays about 1000 s', async ({ page }) => {
  await logIn(page, 'http://randerspleje.localhost:3000', 'pleje@demo.dk');
  await failHelpVideos(page, { StatusCode: 400, message: 'WalletBlocked', reason: 'Spærret af plejecentret' });
  const toast = page.getByTestId('toast-error');
  await expect(toast).toContainText('Tegnebogen er spærret.');
  await expect(page.getByTestId('toaster')).toHaveAttribute('data-placement', 'bottom-start');
  await expect(toast).toHaveAttribute('data-duration', '1000000');
  await page.keyboard.press('Escape');
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  await page.screenshot({ path: 'test-results/error-toast-explicit-accessibility.png' });
});
