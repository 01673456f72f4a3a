import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiLogin, chooseEnglish, logIn, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * A new school year (issue 28): support@demo.dk previews Solbakke Skole's school year with
 * grade 5 as the last grade (Emma Jensen, 5. A, leaves; her brother Oliver, 2. B, moves up)
 * and schedules it; parent@demo.dk is told on Emma's wallet that she leaves and chooses
 * that her balance goes to Oliver; the help desk's preview then says so, and the school year
 * is cancelled again. Danish, then English.
 */
const RUN_ON = '2027-08-01';
const screen = (name: string) => `${SCREENS}/school-year-${name}.png`;

/** Whatever happened, no school year stays scheduled for Solbakke Skole (later specs use Emma's wallet). */
async function cancelScheduled(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await apiLogin(request, 'support@demo.dk', 'support')}`, 'x-application': 'support' };
  const { Customers: customers } = (await (await request.get(`${API}/api/Reports/Customers`, { headers })).json()) as { Customers: { ID: string; Name: string }[] };
  const school = customers.find((customer) => customer.Name === 'Solbakke Skole');
  expect(school).toBeDefined();
  if (!school) return;
  const rollovers = (await (await request.get(`${API}/api/Admin/SchoolYear/List`, { headers, params: { customerID: school.ID } })).json()) as { ID: string; Status: string }[];
  for (const rollover of rollovers.filter((candidate) => candidate.Status === 'scheduled')) {
    expect((await request.post(`${API}/api/Admin/SchoolYear/Cancel/${rollover.ID}`, { headers })).status()).toBeLessThan(300);
  }
}

test.describe.serial('a new school year for Solbakke Skole', () => {
  let support: Page;
  oneWindowForAll((opened) => {
    support = opened;
  });
  test.afterAll(async ({ request }) => cancelScheduled(request));

  test('the help desk previews grade 5 as the last grade and schedules it (Danish)', async () => {
    await logIn(support, SITES.support, 'support@demo.dk');
    await mainMenuLink(support, 'Nyt skoleår').click();
    await expect(support.getByRole('heading', { name: 'Nyt skoleår', level: 1 })).toBeVisible();
    await support.getByLabel('Kunde', { exact: true }).selectOption({ label: 'Solbakke Skole' });
    await support.getByLabel('Sidste klassetrin').selectOption('5');
    await support.getByLabel('Dato for det nye skoleår').fill(RUN_ON);
    await support.getByRole('button', { name: 'Vis forløb' }).click();
    const leavers = support.getByTestId('school-year-preview-leavers');
    await expect(leavers.getByRole('row').filter({ hasText: 'Emma Jensen' })).toContainText('Betales tilbage til værgens primære kort');
    await expect(leavers).not.toContainText('Oliver Jensen');
    await support.screenshot({ path: screen('da-preview'), fullPage: true });
    await expectAccessible(support);

    await support.getByRole('button', { name: 'Planlæg', exact: true }).click();
    await support.getByRole('button', { name: 'Ja, planlæg' }).click();
    await expect(support.getByTestId('school-year-outcome')).toHaveText('✓ Nyt skoleår planlagt den 01.08.2027.');
  });

  test('the guardian is told on Emma’s wallet and chooses that her balance goes to Oliver', async ({ browser }) => {
    const context = await browser.newContext();
    const parent = await context.newPage();
    try {
      await logIn(parent, SITES.wallet, 'parent@demo.dk');
      const emma = parent.getByTestId('wallet-card').filter({ hasText: 'Emma Jensen' });
      const notice = emma.getByTestId('notice-leaving');
      await expect(notice).toContainText('Emma Jensen går ud af Solbakke Skole');
      await expect(notice).toContainText('Tegnebogen lukkes for køb søndag den 1. august 2027.');
      await expect(parent.getByTestId('wallet-card').filter({ hasText: 'Oliver Jensen' }).getByTestId('notice-leaving')).toHaveCount(0);
      await parent.screenshot({ path: screen('da-notice'), fullPage: true });

      await notice.getByRole('button', { name: 'Vælg, hvor saldoen skal hen' }).click();
      const dialog = parent.getByRole('dialog', { name: 'Saldoen, når Emma Jensen går ud af skolen' });
      await expect(dialog.getByRole('radio', { name: /Tilbage til mit primære betalingskort/ })).toBeChecked();
      await dialog.getByRole('radio', { name: /Til Oliver Jensens tegnebog/ }).check();
      await dialog.getByRole('button', { name: /^Gem valget/ }).click();
      await expect(dialog.getByTestId('leaver-choice-saved')).toHaveText('Gemt: saldoen flyttes til Oliver Jensens tegnebog søndag den 1. august 2027.');
      await parent.screenshot({ path: screen('da-choice') });
      await expectAccessible(parent);
      await dialog.getByRole('button', { name: 'Luk' }).first().click();

      await chooseEnglish(parent);
      await expect(emma.getByTestId('notice-leaving')).toContainText('The wallet closes for purchases on Sunday, 1 August 2027.');
      await emma.getByRole('button', { name: 'Choose where the balance goes' }).click();
      const english = parent.getByRole('dialog', { name: 'The balance when Emma Jensen leaves school' });
      await expect(english.getByRole('radio', { name: /To Oliver Jensen’s wallet/ })).toBeChecked();
      await parent.screenshot({ path: screen('en-choice') });
    } finally {
      await context.close();
    }
  });

  test('the help desk sees the choice in the preview and cancels the school year (English)', async () => {
    await chooseEnglish(support);
    await expect(support.getByRole('heading', { name: 'New school year', level: 1 })).toBeVisible();
    await support.getByLabel('Customer', { exact: true }).selectOption({ label: 'Solbakke Skole' });
    await support.getByLabel('Last grade').selectOption('5');
    await support.getByRole('button', { name: 'Preview' }).click();
    await expect(support.getByTestId('school-year-preview-leavers').getByRole('row').filter({ hasText: 'Emma Jensen' })).toContainText(/sibling/);
    const scheduled = support.getByRole('row').filter({ hasText: 'Scheduled' });
    await expect(scheduled).toHaveCount(1);
    await support.screenshot({ path: screen('en-scheduled'), fullPage: true });
    await scheduled.getByRole('button', { name: /^Cancel/ }).click();
    await support.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(support.getByRole('row').filter({ hasText: 'Cancelled' }).first()).toBeVisible();
    await expect(support.getByRole('row').filter({ hasText: 'Scheduled' })).toHaveCount(0);
  });
});
