import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInThenChooseLanguage, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';
import { kr } from './wallet-journey';

/**
 * Meeting catering through the composed site: staff@demo.dk orders breakfast for 12 for
 * tomorrow 09:00 and sees the wallet pay for it, changes it to 15 participants with more
 * products, cancels another order, and the kitchen (kitchen@demo.dk, partner site) sees
 * the changed order on its production list, prints it and downloads it as CSV. Each
 * language orders at its own location (the same order twice within five minutes is a
 * double payment, spec section 8). Only products whose deadline is counted in hours
 * before delivery (type 2) are ordered, so the run passes at any time of today.
 */
interface Run {
  english: boolean;
  location: string;
  /** The breakfast for 12 (12 of it), its price in øre, and what the change adds (2 of it) and its price. */
  breakfast: { name: string; priceOre: number };
  added: { name: string; priceOre: number };
  coffee: { name: string; priceOre: number };
  texts: {
    menu: string;
    production: string;
    newOrder: string;
    myOrders: string;
    department: string;
    location: string;
    date: string;
    time: string;
    participants: string;
    add: (name: string) => string;
    quantity: (name: string) => string;
    participantsText: (count: number) => string;
    cancelled: string;
    success: string;
    deliveryAt: (time: string) => string;
    kitchenDate: string;
    csv: string;
  };
}

const RUNS: Run[] = [
  {
    english: false,
    location: 'Rådhuset, mødelokale 1',
    breakfast: { name: 'Wienerbrød', priceOre: 1_900 },
    added: { name: 'frisk frugt, skåret', priceOre: 2_200 },
    coffee: { name: 'Kaffe og te', priceOre: 1_800 },
    texts: {
      menu: 'Mødeforplejning',
      production: 'Produktionsliste',
      newOrder: 'Ny bestilling',
      myOrders: 'Mine bestillinger',
      department: 'Afdeling',
      location: 'Lokation',
      date: 'Leveringsdato',
      time: 'Leveringstidspunkt',
      participants: 'Antal deltagere',
      add: (name) => `Tilføj ${name}`,
      quantity: (name) => `Antal af ${name}`,
      participantsText: (count) => `${count} deltagere`,
      cancelled: 'Annulleret',
      success: 'Handlingen er gennemført.',
      deliveryAt: (time) => `Levering kl. ${time.replace(':', '.')}`,
      kitchenDate: 'Dato',
      csv: 'Hent som CSV',
    },
  },
  {
    english: true,
    location: 'Rådhusets kantine, mødelokale K2',
    breakfast: { name: 'Wienerbrød', priceOre: 1_900 },
    added: { name: 'Sodavand', priceOre: 2_000 },
    coffee: { name: 'Kaffe og te', priceOre: 1_800 },
    texts: {
      menu: 'Meeting catering',
      production: 'Production list',
      newOrder: 'New order',
      myOrders: 'My orders',
      department: 'Department',
      location: 'Location',
      date: 'Delivery date',
      time: 'Delivery time',
      participants: 'Number of participants',
      add: (name) => `Add ${name}`,
      quantity: (name) => `Quantity of ${name}`,
      participantsText: (count) => `${count} participants`,
      cancelled: 'Cancelled',
      success: 'Action completed.',
      deliveryAt: (time) => `Delivery at ${time}`,
      kitchenDate: 'Date',
      csv: 'Download as CSV',
    },
  },
];

/** Tomorrow's date in Copenhagen, as a date field takes it. */
function tomorrowInCopenhagen(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 24 * 3_600_000));
}

const oreOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

for (const run of RUNS) {
  test.describe.serial(`meeting catering (${run.english ? 'English' : 'Danish'})`, () => {
    let page: Page;
    const tomorrow = tomorrowInCopenhagen();
    const screen = (name: string) => `${SCREENS}/meeting-${run.english ? 'en' : 'da'}-${name}.png`;
    const product = (name: string) => page.getByTestId('meeting-product').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const basketLine = (name: string) => page.getByTestId('meeting-basket').getByTestId('meeting-basket-line').filter({ hasText: name });
    const orderCard = (text: string) => page.getByTestId('meeting-order').filter({ hasText: run.location }).filter({ hasText: text });
    const balance = async () => oreOf(await page.getByTestId('meeting-wallet-balance').textContent());
    let balanceBefore = 0;

    async function openGroupsOf(names: string[]): Promise<void> {
      // Groups start expanded or collapsed by the page setting MeetingCollapseCategories.
      for (const name of names) {
        if (await product(name).isVisible()) continue;
        const group = page.getByTestId('meeting-group').filter({ has: product(name) });
        await group.getByTestId('meeting-group-toggle').click();
        await expect(product(name)).toBeVisible();
      }
    }

    async function chooseMeeting(time: string): Promise<void> {
      await page.getByLabel(run.texts.department, { exact: true }).selectOption({ label: 'HR og Personale' });
      const location = page.getByLabel(run.texts.location, { exact: true });
      if ((await location.inputValue()) === '') await location.selectOption({ label: run.location });
      await expect(location).toHaveValue(/.+/);
      await page.getByLabel(run.texts.date, { exact: true }).fill(tomorrow);
      await page.getByLabel(run.texts.time, { exact: true }).fill(time);
      await openGroupsOf([run.breakfast.name, run.coffee.name, run.added.name]);
    }

    async function addTimes(name: string, quantity: number): Promise<void> {
      await product(name).getByRole('button', { name: run.texts.add(name) }).click();
      await basketLine(name).getByLabel(run.texts.quantity(name)).fill(String(quantity));
      await expect(basketLine(name).getByLabel(run.texts.quantity(name))).toHaveValue(String(quantity));
    }

    async function send(participants: number, dialogTestId: 'submit-order' | 'edit-order'): Promise<void> {
      await page.getByTestId('meeting-submit').click();
      const dialog = page.getByTestId(dialogTestId);
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(run.texts.participants).fill(String(participants));
      await dialog.getByTestId('meeting-order-confirm').click();
    }

    oneWindowForAll((opened) => (page = opened));

    test('orders breakfast for 12 for tomorrow 09:00 and sees the wallet pay for it', async () => {
      await logInThenChooseLanguage(page, SITES.wallet, 'staff@demo.dk', { english: run.english });
      await mainMenuLink(page, run.texts.menu).click();
      await expect(page.getByRole('heading', { name: run.texts.menu, level: 1 })).toBeVisible();
      await expect(page.getByTestId('meeting-customer')).toContainText('Rådhusets Mødeforplejning');
      await expect(page.getByTestId('meeting-wallet-balance')).toHaveText(/\d/);
      balanceBefore = await balance();

      await chooseMeeting('09:00');
      // A product served only at lunch cannot be added for 09:00, and says why.
      if (!run.english) {
        await openGroupsOf(['Sandwich til møder']);
        await expect(product('Sandwich til møder').getByTestId('meeting-product-add')).toBeDisabled();
        await expect(product('Sandwich til møder').getByTestId('meeting-product-reason')).toContainText('10:00–15:00');
      }
      await addTimes(run.breakfast.name, 12);
      await expect(page.getByTestId('meeting-basket-total')).toHaveText(kr(12 * run.breakfast.priceOre, run.english));
      await page.screenshot({ path: screen('ordering') });
      await expectAccessible(page);

      await send(12, 'submit-order');
      const success = page.getByTestId('order-success');
      await expect(success).toBeVisible();
      await page.screenshot({ path: screen('success') });
      await success.getByTestId('order-success-close').click();
      await expect(success).toHaveCount(0);
      await expect(page.getByTestId('meeting-wallet-balance')).toHaveText(kr(balanceBefore - 12 * run.breakfast.priceOre, run.english));
      // The basket and the delivery time start again.
      await expect(page.getByTestId('meeting-basket').getByTestId('meeting-basket-line')).toHaveCount(0);
      await expect(page.getByLabel(run.texts.time, { exact: true })).toHaveValue('');
    });

    test('places another order for 14:00, to be cancelled later', async () => {
      await chooseMeeting('14:00');
      await addTimes(run.coffee.name, 2);
      await send(2, 'submit-order');
      await page.getByTestId('order-success').getByTestId('order-success-orders').click();
      await expect(page).toHaveURL(/\/Meeting\/Orders$/);
      await expect(orderCard(`2 × ${run.coffee.name}`)).toBeVisible();
      await expect(orderCard(`12 × ${run.breakfast.name}`)).toBeVisible();
    });

    test('changes the breakfast to 15 participants with more products, and the wallet pays the difference', async () => {
      const card = orderCard(`12 × ${run.breakfast.name}`);
      await expect(card).toContainText(run.texts.participantsText(12));
      await card.getByTestId('meeting-order-edit').click();
      await expect(page).toHaveURL(/\/Meeting\?edit=/);
      await expect(page.getByTestId('meeting-editing')).toBeVisible();
      await expect(basketLine(run.breakfast.name).getByLabel(run.texts.quantity(run.breakfast.name))).toHaveValue('12');
      await expect(page.getByLabel(run.texts.time, { exact: true })).toHaveValue('09:00');
      await openGroupsOf([run.added.name]);
      await basketLine(run.breakfast.name).getByLabel(run.texts.quantity(run.breakfast.name)).fill('15');
      await addTimes(run.added.name, 2);
      const newTotal = 15 * run.breakfast.priceOre + 2 * run.added.priceOre;
      await expect(page.getByTestId('meeting-basket-total')).toHaveText(kr(newTotal, run.english));
      await send(15, 'edit-order');

      const updated = page.getByTestId('order-update');
      await expect(updated).toBeVisible();
      await page.screenshot({ path: screen('updated') });
      await updated.getByTestId('order-update-close').click();
      await expect(page).toHaveURL(/\/Meeting\/Orders$/);
      const changed = orderCard(`15 × ${run.breakfast.name}`);
      await expect(changed).toContainText(run.texts.participantsText(15));
      await expect(changed).toContainText(`2 × ${run.added.name}`);

      await page.getByRole('link', { name: run.texts.newOrder }).click();
      await expect(page.getByTestId('meeting-wallet-balance')).toHaveText(kr(balanceBefore - newTotal - 2 * run.coffee.priceOre, run.english));
    });

    test('cancels the other order after a confirmation and gets the money back', async () => {
      await page.getByRole('link', { name: run.texts.myOrders }).click();
      const other = orderCard(`2 × ${run.coffee.name}`);
      await other.getByTestId('meeting-order-cancel').click();
      const confirm = page.getByTestId('kk-dialog');
      await expect(confirm).toBeVisible();
      await confirm.getByTestId('dialog-confirm').click();
      await expect(page.getByTestId('toast-success')).toContainText(run.texts.success);
      await expect(other.getByTestId('meeting-order-status')).toHaveText(run.texts.cancelled);
      await expect(other.getByTestId('meeting-order-cancel')).toHaveCount(0);
      await page.screenshot({ path: screen('orders') });
      await expectAccessible(page);

      await page.getByRole('link', { name: run.texts.newOrder }).click();
      const newTotal = 15 * run.breakfast.priceOre + 2 * run.added.priceOre;
      await expect(page.getByTestId('meeting-wallet-balance')).toHaveText(kr(balanceBefore - newTotal, run.english));
    });

    test('the kitchen sees the changed order on the partner site, prints it and downloads it as CSV', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      await context.addInitScript(() => {
        window.print = () => undefined;
        window.close = () => undefined;
      });
      const kitchen = await context.newPage();
      try {
        await logInThenChooseLanguage(kitchen, SITES.partner, 'kitchen@demo.dk', { english: run.english });
        await mainMenuLink(kitchen, run.texts.production).click();
        await expect(kitchen.getByRole('heading', { name: run.texts.production, level: 1 })).toBeVisible();
        await kitchen.getByLabel(run.texts.kitchenDate, { exact: true }).fill(tomorrow);
        const location: Locator = kitchen.getByTestId('production-location').filter({ has: kitchen.getByRole('heading', { name: run.location, level: 2 }) });
        await expect(location).toBeVisible();
        const nine = location.getByTestId('production-delivery').filter({ has: kitchen.getByRole('heading', { name: run.texts.deliveryAt('09:00') }) });
        await expect(nine.getByTestId('production-order')).toContainText('Anne Holm');
        await expect(nine.getByTestId('production-order')).toContainText(run.texts.participantsText(15));
        await expect(nine.getByTestId('production-order')).toContainText(`15 × ${run.breakfast.name}`);
        await expect(nine.getByTestId('production-delivery-totals').getByRole('row').filter({ hasText: run.added.name })).toContainText('2');
        // The cancelled order is not on the list.
        await expect(location.getByRole('heading', { name: run.texts.deliveryAt('14:00') })).toHaveCount(0);
        await kitchen.screenshot({ path: screen('production'), fullPage: true });
        await expectAccessible(kitchen);

        await location.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
        await kitchen.getByLabel(run.texts.location, { exact: true }).selectOption({ label: run.location });
        const popupPromise = kitchen.waitForEvent('popup');
        await kitchen.getByTestId('production-print').click();
        const popup = await popupPromise;
        expect(new URL(popup.url()).pathname).toBe('/Print');
        const sheet = popup.getByTestId('production-print-sheet');
        await expect(sheet).toContainText(run.location);
        await expect(sheet).toContainText(`15 × ${run.breakfast.name}`);

        const downloadPromise = kitchen.waitForEvent('download');
        await kitchen.getByRole('button', { name: run.texts.csv }).click();
        const download = await downloadPromise;
        expect(download.suggestedFilename()).toBe(`produktion-${tomorrow}.csv`);
        const csv = readFileSync(await download.path(), 'utf8');
        expect(csv).toContain(run.location);
        expect(csv).toContain(run.breakfast.name);
      } finally {
        await context.close();
      }
    });
  });
}
