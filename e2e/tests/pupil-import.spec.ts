import { expect, test, type Page } from '@playwright/test';
import { chooseEnglish, logIn, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * Pupils from a class list (issue 28): partner@demo.dk, a school administrator of Solbakke
 * Skole, loads a class of 25 from a Danish Excel file (BOM, ';'), sees a wrong row named
 * first, imports the corrected file, sees the same file change nothing (then in English),
 * and the guardian of one pupil accepts the school's invitation from the development mail
 * page and sees the child on the wallet site.
 *
 * The guardian is the developer tester@demo.dk: the development mail page shows an
 * invitation's link only to a signed-in developer it was sent to.
 */
const GUARDIAN = 'tester@demo.dk';
const CHILD = 'Ea Testesen';
const screen = (name: string) => `${SCREENS}/pupil-import-${name}.png`;

function classFile(rows: string[]): { name: string; mimeType: string; buffer: Buffer } {
  return { name: 'klasse-3a.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${['Navn;Klasse;Skolekort;Forælders e-mail', ...rows].join('\r\n')}\r\n`, 'utf8') };
}

const PUPILS = Array.from({ length: 25 }, (_, index) => {
  const name = index === 0 ? CHILD : `Elev ${String(index + 1).padStart(2, '0')} Hansen`;
  const email = index === 0 ? GUARDIAN : `foraelder.${index + 1}@example.dk`;
  return `${name};3A;8800 ${String(index + 1).padStart(4, '0')};${email}`;
});

test.describe.serial('a school administrator imports a class of 25', () => {
  let page: Page;
  oneWindowForAll((opened) => {
    page = opened;
  });

  test('the file with a wrong row is previewed with the row’s errors named and cannot be imported (Danish)', async () => {
    await logIn(page, SITES.partner, 'partner@demo.dk');
    await page.getByRole('link', { name: 'Indlæs elever' }).first().click();
    await expect(page.getByRole('heading', { name: 'Indlæs elever', level: 1 })).toBeVisible();
    await page.getByLabel('Skole', { exact: true }).selectOption({ label: 'Solbakke Skole' });
    await page.getByLabel('Vælg CSV-fil').setInputFiles(classFile([...PUPILS.slice(0, 24), 'Bo Fejl;13A;12;bo@example']));
    await page.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    const table = page.getByRole('table', { name: 'Forhåndsvisning: 25 rækker til Solbakke Skole' });
    await expect(table).toBeVisible();
    const wrong = page.getByTestId('pupil-import-row').filter({ hasText: 'Bo Fejl' });
    await expect(wrong).toContainText('Fejl');
    await expect(wrong.getByRole('listitem')).toHaveText([
      'Klasse er ugyldig: et tal fra -1 til 12 og et bogstav, fx 2. A eller 2A',
      'Skolekort er ugyldig',
      'Forælders e-mail er ugyldig',
    ]);
    await expect(page.getByTestId('pupil-import-totals')).toHaveText('25 rækker: 24 nye, 0 opdateres, 0 uændrede, 1 med fejl.');
    await expect(page.getByRole('button', { name: 'Indlæs', exact: true })).toBeDisabled();
    await page.screenshot({ path: screen('da-errors'), fullPage: true });
    await expectAccessible(page);
  });

  test('the corrected file imports 25 pupils with their invitations, and a second import changes nothing', async () => {
    await page.getByLabel('Vælg CSV-fil').setInputFiles(classFile(PUPILS));
    await page.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    await expect(page.getByTestId('pupil-import-totals')).toHaveText('25 rækker: 25 nye, 0 opdateres, 0 uændrede, 0 med fejl.');
    await expect(page.getByTestId('pupil-import-row')).toHaveCount(25);
    await page.screenshot({ path: screen('da-preview'), fullPage: true });
    await page.getByRole('button', { name: 'Indlæs', exact: true }).click();
    await expect(page.getByTestId('pupil-import-result')).toHaveText(
      'Indlæst til Solbakke Skole: 25 nye elever, 0 opdateret, 0 uændrede. 25 invitationer sendt.',
    );
    await page.screenshot({ path: screen('da-imported'), fullPage: true });

    await page.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    await expect(page.getByTestId('pupil-import-totals')).toHaveText('25 rækker: 0 nye, 0 opdateres, 25 uændrede, 0 med fejl.');
  });

  test('in English the same file is 25 unchanged pupils', async () => {
    await chooseEnglish(page);
    await expect(page.getByRole('heading', { name: 'Import pupils', level: 1 })).toBeVisible();
    await page.getByLabel('Choose a CSV file').setInputFiles(classFile(PUPILS));
    await page.getByRole('button', { name: 'Show preview' }).click();
    await expect(page.getByRole('table', { name: 'Preview: 25 rows for Solbakke Skole' })).toBeVisible();
    await expect(page.getByTestId('pupil-import-totals')).toHaveText('25 rows: 0 new, 0 updated, 25 unchanged, 0 with errors.');
    await expect(page.getByTestId('pupil-import-row').first()).toContainText('Unchanged');
    await page.screenshot({ path: screen('en-unchanged'), fullPage: true });
    await expectAccessible(page);
  });

  test('the guardian accepts the school’s invitation from the development mail page and sees the child', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guardian = await context.newPage();
    await guardian.goto(`${SITES.wallet}/DevMail`);
    await guardian.getByTestId('dev-mail').getByRole('link', { name: /^(Log ind|Log in)$/ }).click();
    await guardian.getByLabel(/^(E-mail)/).fill(GUARDIAN);
    await guardian.getByLabel(/^(Adgangskode|Password)/).fill('Demo-1234');
    await guardian.getByRole('button', { name: /^(Log ind|Log in)$/ }).click();
    await guardian.waitForURL(/\/DevMail$/);
    const mail = guardian.getByTestId('dev-mail-message').filter({ hasText: 'Solbakke Skole har inviteret dig' }).filter({ hasText: GUARDIAN }).first();
    await expect(mail).toBeVisible();
    await guardian.screenshot({ path: screen('dev-mail'), fullPage: true });
    await mail.getByRole('link', { name: new RegExp(`^${SITES.wallet}/AllowAccess/Accept\\?token=`) }).first().click();
    const accept = guardian.getByTestId('accept-invitation');
    await expect(accept).toBeVisible();
    await expect(accept).toContainText('Solbakke Skole');
    await expect(accept).toContainText('Ea');
    await guardian.screenshot({ path: screen('accept'), fullPage: true });
    await accept.getByTestId('accept-invitation-button').click();
    await expect(guardian.getByTestId('wallet-card').filter({ hasText: CHILD })).toBeVisible({ timeout: 30_000 });
    await guardian.screenshot({ path: screen('guardian-home'), fullPage: true });
    await context.close();
  });
});
