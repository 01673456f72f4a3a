import { expect, test, type Page } from '@playwright/test';
import { logIn, SITES } from '../support/site';

/**
 * Fetches a file through the page, as the browser would: Chromium resolves every
 * *.localhost name, Node's resolver (page.request) does not.
 */
async function fetchInPage(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let latin1 = '';
    for (const byte of bytes) latin1 += String.fromCharCode(byte);
    return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), latin1 };
  }, url);
}

// Three page keys, each on its own sub-domain: the look and the documents are their own.
const BRANDS = [
  { key: 'skolepenge', site: 'http://localhost:3000', name: 'Skolepenge', cvr: '29876410', terms: 'terms-default.pdf' },
  { key: 'kkpay', site: 'http://kkpay.localhost:3000', name: 'KK Pay', cvr: '40117325', terms: 'terms-kkpay.pdf' },
  { key: 'bitten', site: 'http://bitten.localhost:3000', name: 'Bitten', cvr: '36912054', terms: 'terms-default.pdf' },
] as const;

for (const brand of BRANDS) {
  test(`${brand.key} shows its own background, favicon, footer and terms PDF`, async ({ page }) => {
    await page.goto(`${brand.site}/Account/Login`);
    await expect(page.locator('html')).toHaveAttribute('data-page-key', brand.key);
    await expect(page.locator('#kk-favicon')).toHaveAttribute('href', `/brands/${brand.key}/favicon.svg`);
    expect(await page.evaluate(() => document.body.style.backgroundImage)).toBe(`url("/brands/${brand.key}/background.svg")`);

    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('pay-with')).toHaveText(`Betal med ${brand.name}`);
    await expect(footer.getByTestId('footer-cvr')).toHaveText(`CVR-nr. ${brand.cvr}`);
    for (const section of ['guides', 'legal', 'about', 'support']) await expect(footer.getByTestId(`footer-${section}`)).toBeVisible();
    await page.screenshot({ path: `test-results/brand-${brand.key}.png`, fullPage: true });

    const terms = footer.getByTestId('footer-terms');
    await expect(terms).toHaveAttribute('href', `/brands/${brand.key}/${brand.terms}`);
    const popup = page.waitForEvent('popup');
    await terms.click();
    expect((await popup).url()).toBe(`${brand.site}/brands/${brand.key}/${brand.terms}`);

    const pdf = await fetchInPage(page, `/brands/${brand.key}/${brand.terms}`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.cache).toMatch(/max-age=\d+/);
    expect(pdf.latin1.startsWith('%PDF-')).toBe(true);
    // The document's author is the brand (an indirect object: `/Author n 0 R`, then `(name)`).
    expect(pdf.latin1).toMatch(/\/Author \d+ 0 R/);
    expect(pdf.latin1).toContain(`(${brand.name})`);
  });
}

test('every document of the footer is a PDF, in the reader\'s language for the user guide', async ({ page }) => {
  await page.goto('http://kkpay.localhost:3000/Account/Login');
  const footer = page.getByTestId('footer');
  for (const id of ['footer-user-guide', 'footer-terms', 'footer-data-policy', 'footer-data-policy-mitid', 'footer-cookie-policy']) {
    const href = await footer.getByTestId(id).getAttribute('href');
    const response = await fetchInPage(page, href ?? '');
    expect(response.status, href ?? id).toBe(200);
    expect(response.latin1.startsWith('%PDF-')).toBe(true);
  }
  await expect(footer.getByTestId('footer-user-guide')).toHaveAttribute('href', '/brands/kkpay/user-guide-da.pdf');
  await page.getByTestId('language-en').click();
  await expect(footer.getByTestId('footer-user-guide')).toHaveAttribute('href', '/brands/kkpay/user-guide-other.pdf');
});

test('signed in, three brands keep their own look and footer on the home page', async ({ page }) => {
  // Three sign-ins and three home pages in one test.
  test.setTimeout(180_000);
  const homes = [
    { site: SITES.wallet, email: 'parent@demo.dk', key: 'skolepenge', payWith: 'Betal med Skolepenge' },
    { site: SITES.kkpay, email: 'kkpay.parent@demo.dk', key: 'kkpay', payWith: 'Betal med KK Pay' },
    { site: 'http://randerspleje.localhost:3000', email: 'pleje@demo.dk', key: 'randerspleje', payWith: 'Betal med Randers Kommune' },
  ];
  for (const home of homes) {
    await logIn(page, home.site, home.email);
    await expect(page.locator('html')).toHaveAttribute('data-page-key', home.key);
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', `/brands/${home.key}/logo.svg`);
    await expect(page.getByTestId('pay-with')).toHaveText(home.payWith);
    await expect(page.getByTestId('footer-terms')).toHaveAttribute('href', new RegExp(`^/brands/${home.key}/terms-`));
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `test-results/home-${home.key}.png`, fullPage: true });
  }
});

test("a Skolepenge parent signing in on KK Pay's address sees nothing of theirs there and is sent to Skolepenge's", async ({ page }) => {
  await logIn(page, SITES.kkpay, 'parent@demo.dk');
  const notice = page.getByTestId('wrong-brand');
  await expect(notice).toContainText('Du er på KK Pays side, men dine tegnebøger hører til Skolepenge.');
  await expect(page.getByTestId('wallet-card')).toHaveCount(0);
  await expect(page).toHaveTitle('Log ind hos Skolepenge – KK Pay');
  await page.screenshot({ path: 'test-results/screens/wrong-brand.png', fullPage: true });
  await page.getByTestId('wrong-brand-link').click();
  await expect(page).toHaveURL('http://skolepenge.localhost:3000/Account/Login');
  await expect(page.locator('html')).toHaveAttribute('data-page-key', 'skolepenge');
});
