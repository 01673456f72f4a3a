import { expect, test, type Page } from '@playwright/test';
import { logInThenChooseLanguage, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';
import { kr } from './wallet-journey';

/**
 * A catering kitchen puts up its own meeting options (issue 25): kitchen@demo.dk creates a
 * product at a location of Rådhusets Mødeforplejning on the partner site, staff@demo.dk
 * finds it at once on /Meeting for a meeting tomorrow at 09:00 and adds it to the basket at
 * its price; the kitchen raises the price and the staff member's page shows the new one;
 * the kitchen withdraws it and it is gone from the ordering page, while the list keeps it,
 * withdrawn, with its history. Nothing is ordered, so the meeting catering tests' orders
 * and production list stay as they expect.
 */
interface Run {
  english: boolean;
  product: string;
  location: string;
  texts: {
    menu: string;
    meeting: string;
    department: string;
    location: string;
    date: string;
    time: string;
    add: (name: string) => string;
    withdrawn: string;
    created: string;
    changed: string;
  };
}

const RUNS: Run[] = [
  {
    english: false,
    product: 'Frugtfad med sæsonens frugt',
    location: 'Rådhuset, mødelokale 1',
    texts: {
      menu: 'Mødeforplejning: udvalg',
      meeting: 'Mødeforplejning',
      department: 'Afdeling',
      location: 'Lokation',
      date: 'Leveringsdato',
      time: 'Leveringstidspunkt',
      add: (name) => `Tilføj ${name}`,
      withdrawn: 'Trukket tilbage',
      created: 'Oprettet',
      changed: 'Ændret',
    },
  },
  {
    english: true,
    product: 'Seasonal fruit platter',
    location: 'Rådhusets kantine, mødelokale K2',
    texts: {
      menu: 'Meeting catering: options',
      meeting: 'Meeting catering',
      department: 'Department',
      location: 'Location',
      date: 'Delivery date',
      time: 'Delivery time',
      add: (name) => `Add ${name}`,
      withdrawn: 'Withdrawn',
      created: 'Created',
      changed: 'Changed',
    },
  },
];

/** Tomorrow's date in Copenhagen, as a date field takes it. */
function tomorrowInCopenhagen(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 24 * 3_600_000));
}

for (const run of RUNS) {
  test.describe.serial(`a catering kitchen's own meeting options (${run.english ? 'English' : 'Danish'})`, () => {
    let kitchen: Page;
    let staff: Page;
    const screen = (name: string) => `${SCREENS}/catalogue-meeting-${run.english ? 'en' : 'da'}-${name}.png`;
    const row = () => kitchen.getByTestId('generic-list-row').filter({ hasText: run.product });
    const card = () => staff.getByTestId('meeting-product').filter({ has: staff.getByRole('heading', { name: run.product, exact: true }) });

    async function openMeeting(): Promise<void> {
      await staff.getByLabel(run.texts.department, { exact: true }).selectOption({ label: 'HR og Personale' });
      await staff.getByLabel(run.texts.location, { exact: true }).selectOption({ label: run.location });
      await staff.getByLabel(run.texts.date, { exact: true }).fill(tomorrowInCopenhagen());
      await staff.getByLabel(run.texts.time, { exact: true }).fill('09:00');
    }

    async function showCard(): Promise<void> {
      // Groups start expanded or collapsed by the page setting MeetingCollapseCategories.
      if (await card().isVisible()) return;
      await staff.getByTestId('meeting-group').filter({ has: card() }).getByTestId('meeting-group-toggle').click();
      await expect(card()).toBeVisible();
    }

    oneWindowForAll((opened) => (kitchen = opened));

    test('the kitchen creates a product at one of its locations', async () => {
      await logInThenChooseLanguage(kitchen, SITES.partner, 'kitchen@demo.dk', { english: run.english });
      await mainMenuLink(kitchen, run.texts.menu).click();
      await expect(kitchen.getByTestId('meeting-catalogue')).toBeVisible();
      await expect(kitchen.getByTestId('generic-list-row').first()).toBeVisible();
      await kitchen.screenshot({ path: screen('list') });
      await expectAccessible(kitchen);

      await kitchen.getByTestId('generic-list-new').click();
      const dialog = kitchen.getByTestId('generic-list-dialog');
      await dialog.getByTestId('meeting-product-location').selectOption({ label: run.location });
      await dialog.getByTestId('meeting-product-name').fill(run.product);
      await dialog.getByTestId('meeting-product-group').fill('Frugt');
      await dialog.getByTestId('meeting-product-price').fill('35');
      await dialog.getByTestId('meeting-product-from').fill('08:00');
      await dialog.getByTestId('meeting-product-to').fill('16:00');
      await dialog.getByTestId('meeting-product-deadline-type').selectOption('2');
      await dialog.getByTestId('meeting-product-deadline-amount').fill('2');
      await expect(dialog.getByTestId('meeting-product-deadline-sentence')).toBeVisible();
      await kitchen.screenshot({ path: screen('dialog') });
      await expectAccessible(kitchen);
      await dialog.getByTestId('generic-list-save').click();
      await expect(dialog).toHaveCount(0);
      await expect(row()).toContainText(run.location);
      await expect(row()).toContainText(kr(3_500, run.english));
    });

    test('a staff member finds it at once for a meeting tomorrow and adds it to the basket at its price', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      staff = await context.newPage();
      await logInThenChooseLanguage(staff, SITES.wallet, 'staff@demo.dk', { english: run.english });
      await mainMenuLink(staff, run.texts.meeting).click();
      await openMeeting();
      await showCard();
      await expect(card().getByTestId('meeting-product-price')).toHaveText(kr(3_500, run.english));
      await card().getByRole('button', { name: run.texts.add(run.product) }).click();
      await expect(staff.getByTestId('meeting-basket').getByTestId('meeting-basket-line').filter({ hasText: run.product })).toBeVisible();
      await expect(staff.getByTestId('meeting-basket-total')).toHaveText(kr(3_500, run.english));
      await staff.screenshot({ path: screen('ordering') });
    });

    test('the kitchen raises the price, and the staff member sees the new one', async () => {
      await row().getByTestId('generic-list-edit').click();
      const dialog = kitchen.getByTestId('generic-list-dialog');
      await dialog.getByTestId('meeting-product-price').fill('39');
      await dialog.getByTestId('generic-list-save').click();
      await expect(dialog).toHaveCount(0);
      await expect(row()).toContainText(kr(3_900, run.english));

      await staff.reload();
      await openMeeting();
      await showCard();
      await expect(card().getByTestId('meeting-product-price')).toHaveText(kr(3_900, run.english));
    });

    test('the kitchen withdraws it: gone from the ordering page, kept in the list with its history', async () => {
      await row().getByTestId('generic-list-delete').click();
      await kitchen.getByRole('alertdialog').getByTestId('dialog-confirm').click();
      await expect(row()).toContainText(run.texts.withdrawn);
      await expect(row().getByTestId('generic-list-delete')).toHaveCount(0);
      await row().getByTestId('generic-list-history').click();
      const history = kitchen.getByTestId('generic-list-history-dialog');
      await expect(history.getByTestId('generic-list-change')).toHaveCount(3);
      await expect(history.getByTestId('generic-list-change').last()).toContainText(run.texts.created);
      await kitchen.screenshot({ path: screen('history') });
      await kitchen.keyboard.press('Escape');
      await expect(history).toHaveCount(0);

      await staff.reload();
      await openMeeting();
      await expect(staff.getByTestId('meeting-product').first()).toBeVisible();
      await expect(card()).toHaveCount(0);
      await staff.context().close();
    });
  });
}
