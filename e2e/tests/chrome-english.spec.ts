import { expect, test } from '@playwright/test';
import { logIn, SITES } from '../support/site';

// Danish texts of the chrome; none may remain once the site is in English.
const DANISH = ['Vejledninger', 'Vilkår og politikker', 'Kundeservice', 'Skift side', 'Driftsstatus', 'Log ud', 'Accepter', 'Oversigt',
  'Brugervejledning', 'Handelsbetingelser', 'Privatlivspolitik', 'Cookiepolitik', 'Hjælpevideoer', 'CVR-nr.', 'Telefon', 'Mandag', 'Betal med',
  'Logget ind som', 'Alle rettigheder', 'Nyt i Skolepenge'];

test('English switches every visible string of the chrome', async ({ page }) => {
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await expect(page.getByTestId('system-notices-frontpage')).toBeVisible();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByTestId('system-notices-frontpage')).toContainText('New in Skolepenge');

  const chrome = ['header', '[data-testid="footer"]', '[data-testid="cookie-bar"]', '[data-testid="system-notices-frontpage"]'];
  const text = (await Promise.all(chrome.map((selector) => page.locator(selector).innerText()))).join('\n');
  for (const danish of DANISH) expect(text, `"${danish}" is still Danish`).not.toContain(danish);
  for (const english of ['Guides', 'Terms and policies', 'Customer service', 'Switch site', 'Service status', 'Accept', 'Overview', 'Company reg. no.', 'Pay with Skolepenge', 'Monday']) {
    expect(text).toContain(english);
  }
  await page.getByTestId('open-help-explorer').click();
  await expect(page.getByTestId('help-explorer')).toContainText('Frequently asked questions');
  await expect(page.getByTestId('service-fee-info')).toContainText('DKK 1.50');
  await expect(page.getByTestId('help-video').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/help-explorer-en.png' });
});
