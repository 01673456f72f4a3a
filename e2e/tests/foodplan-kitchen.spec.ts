import { expect, test, type Page } from '@playwright/test';
import { API, apiLogin, childrenOf, logIn, logInThenChooseLanguage, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * A kitchen knows what to cook, a parent is told and a sick day is credited (issue 26):
 * kok@demo.dk keeps the production list of a day the week after next open; parent@demo.dk
 * orders a drink for Emma that day and gets the order confirmation by e-mail; the cook's
 * list gains Emma's portion without a reload; the parent reports Emma ill for that day and
 * sees the credit; the portion leaves the cook's list at once, and the cook prints labels.
 */
interface Run {
  english: boolean;
  /** 0 Monday … 4 Friday of the week after next. */
  weekday: number;
  texts: { menu: string; food: string; subject: RegExp; absence: RegExp };
}

const RUNS: Run[] = [
  { english: false, weekday: 0, texts: { menu: 'Produktionsliste (madplan)', food: 'Madplan', subject: /^Ordrebekræftelse/, absence: /Meld fravær for Emma Jensen/ } },
  { english: true, weekday: 1, texts: { menu: 'Production list (food plan)', food: 'Food plan', subject: /^Order confirmation/, absence: /Report absence for Emma Jensen/ } },
];

const DAY_MS = 86_400_000;
const copenhagenToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
function dayTheWeekAfterNext(weekday: number): string {
  const today = new Date(`${copenhagenToday()}T00:00:00Z`);
  const isoWeekday = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() + (14 - isoWeekday + weekday) * DAY_MS).toISOString().slice(0, 10);
}

interface KeptMail {
  To: string;
  Subject: string;
  Text?: string;
  Body?: string;
  Html?: string;
}

async function emmaOre(request: Parameters<typeof apiLogin>[0]): Promise<number> {
  const token = await apiLogin(request, 'parent@demo.dk');
  return Math.round(((await childrenOf(request, token)).find((child) => child.Name === 'Emma Jensen')?.Balance ?? 0) * 100);
}

for (const run of RUNS) {
  test.describe.serial(`a kitchen's day and a sick child (${run.english ? 'English' : 'Danish'})`, () => {
    let cook: Page;
    const day = dayTheWeekAfterNext(run.weekday);
    const screen = (name: string) => `${SCREENS}/foodplan-kitchen-${run.english ? 'en' : 'da'}-${name}.png`;
    let dish = '';
    let emmaBefore = 0;
    const emmaRows = () => cook.getByTestId('production-child').filter({ hasText: 'Emma Jensen' }).filter({ hasText: dish });

    // The print window's print() and close() are recorded instead of run, in every window of the cook's context.
    oneWindowForAll(
      (opened) => (cook = opened),
      (context) =>
        context.addInitScript(() => {
          const state = { printedAt: 0 };
          Object.assign(window, { __kkPrint: state });
          window.print = () => void (state.printedAt = Date.now());
          window.close = () => undefined;
        }),
    );

    test('the cook opens the production list of a day the week after next', async () => {
      await logInThenChooseLanguage(cook, SITES.partner, 'kok@demo.dk', { english: run.english });
      await mainMenuLink(cook, run.texts.menu).click();
      await expect(cook.getByTestId('foodplan-production-page')).toBeVisible();
      await cook.getByTestId('production-date').fill(day);
      await expect(cook.getByTestId('production-updated')).toBeVisible();
      await expectAccessible(cook);
    });

    test('a parent orders a drink for Emma that day and gets the confirmation by e-mail; the list gains it without a reload', async ({ browser, request }) => {
      emmaBefore = await emmaOre(request);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const parent = await context.newPage();
      await logIn(parent, SITES.wallet, 'parent@demo.dk', { english: run.english });
      await mainMenuLink(parent, run.texts.food).click();
      await parent.getByTestId('child-choice').filter({ hasText: 'Emma Jensen' }).click();
      await parent.getByTestId('plan-choice').filter({ hasText: 'Frokostordning' }).click();
      await expect(parent.getByTestId('menu-week')).toBeVisible();
      await parent.getByTestId('menu-next-week').click();
      await parent.getByTestId('menu-next-week').click();
      const item = parent.locator(`[data-testid="menu-item"][data-date="${day}"][data-group="Drikkevarer"]:not([data-blocked])`).first();
      dish = ((await item.getByRole('heading').first().textContent()) ?? '').trim();
      expect(dish).not.toBe('');
      await item.getByTestId('menu-add').click();
      await expect(item.getByTestId('item-in-cart')).toBeVisible();
      await parent.getByTestId('menu-open-cart').click();
      await parent.getByTestId('cart-dialog').getByTestId('cart-pay').click();
      await expect(parent.getByTestId('order-completed')).toBeVisible();
      const paidOre = emmaBefore - (await emmaOre(request));
      expect(paidOre).toBeGreaterThan(0);

      // The order confirmation, in the language she signed in with (read as the developer).
      const dev = await apiLogin(request, 'dev@demo.dk');
      let mail: KeptMail | undefined;
      await expect
        .poll(async () => {
          const response = await request.get(`${API}/api/DevMail/Messages`, { headers: { Authorization: `Bearer ${dev}` } });
          const answer = (await response.json()) as { Messages?: KeptMail[] } | KeptMail[];
          const messages = Array.isArray(answer) ? answer : (answer.Messages ?? []);
          mail = messages.find((message) => message.To.includes('parent@demo.dk') && run.texts.subject.test(message.Subject) && `${message.Text ?? ''}${message.Body ?? ''}`.includes(dish));
          return mail !== undefined;
        })
        .toBe(true);
      expect(mail?.Subject).toContain('Emma Jensen');

      // The cook's page, untouched, shows Emma's portion.
      await expect(emmaRows()).toHaveCount(1);
      await cook.screenshot({ path: screen('list'), fullPage: true });
      await context.close();
    });

    test("the cook prints the day's labels, Emma's among them", async () => {
      const popupPromise = cook.waitForEvent('popup');
      await cook.getByTestId('production-labels').click();
      const popup = await popupPromise;
      expect(new URL(popup.url()).pathname).toBe('/Print');
      await expect(popup.getByTestId('foodplan-label').filter({ hasText: 'Emma Jensen' }).filter({ hasText: dish })).toHaveCount(1);
      const labels = await popup.getByTestId('foodplan-label').count();
      await expect(popup.getByTestId('foodplan-label-sheet')).toHaveCount(Math.ceil(labels / 24));
      await expect.poll(() => popup.evaluate(() => (window as unknown as { __kkPrint: { printedAt: number } }).__kkPrint.printedAt)).toBeGreaterThan(0);
      await popup.screenshot({ path: screen('labels'), fullPage: true });
      await popup.close();
    });

    test("the parent reports Emma ill that day, sees the credit, and the portion leaves the cook's list at once", async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const parent = await context.newPage();
      await logIn(parent, SITES.wallet, 'parent@demo.dk', { english: run.english });
      await mainMenuLink(parent, run.texts.food).click();
      await parent.getByTestId('child-choice').filter({ hasText: 'Emma Jensen' }).click();
      await parent.getByRole('button', { name: run.texts.absence }).click();
      const dialog = parent.getByTestId('absence-dialog');
      await dialog.getByTestId('absence-from').fill(day);
      await dialog.getByTestId('absence-to').fill(day);
      await dialog.getByTestId('absence-show').click();
      await expect(dialog.locator(`[data-testid="absence-day"][data-date="${day}"]`).getByTestId('absence-credited').filter({ hasText: dish })).toBeVisible();
      await parent.screenshot({ path: screen('absence-preview') });
      await expectAccessible(parent);
      await dialog.getByTestId('absence-confirm').click();
      await expect(dialog.getByTestId('absence-result')).toBeVisible();
      await parent.screenshot({ path: screen('absence-done') });
      // Every order of Emma's that day came back, this drink with it.
      expect(await emmaOre(request)).toBeGreaterThanOrEqual(emmaBefore);
      await context.close();

      await expect(emmaRows()).toHaveCount(0);
      await cook.screenshot({ path: screen('after-absence'), fullPage: true });
    });
  });
}
