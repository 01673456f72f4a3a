import { expect, test, type Page } from '@playwright/test';
import { apiLogin, API, childrenOf, logIn, logInThenChooseLanguage, mainMenuLink, oneWindowForAll, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * A kitchen plans what families order (issue 25): kok@demo.dk (master caterer Det Gode
 * Køkken) plans a dish in Frokostordning for a day the week after next and publishes it;
 * parent@demo.dk orders it for Emma; the cook adds an allergen; the parent gets the e-mail
 * that names the change and cancels the order with a full refund from the orders view.
 */
interface Run {
  english: boolean;
  dish: string;
  /** 0 Monday … 4 Friday of the week after next. */
  weekday: number;
  allergen: string;
  texts: { menu: string; food: string; subject: RegExp; added: RegExp; refunded: RegExp };
}

const RUNS: Run[] = [
  { english: false, dish: 'Æblekage med vaniljecreme', weekday: 2, allergen: 'Selleri', texts: { menu: 'Menuplan', food: 'Madplan', subject: /er ændret/, added: /Nye allergener: .*Selleri/, refunded: /refunder/i } },
  { english: true, dish: 'Carrot muffin with raisins', weekday: 3, allergen: 'Sesame', texts: { menu: 'Menu planner', food: 'Food plan', subject: /has changed/, added: /Allergens added: .*Sesame/, refunded: /refund/i } },
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

for (const run of RUNS) {
  test.describe.serial(`a kitchen's own menu (${run.english ? 'English' : 'Danish'})`, () => {
    let cook: Page;
    const day = dayTheWeekAfterNext(run.weekday);
    const screen = (name: string) => `${SCREENS}/catalogue-foodplan-${run.english ? 'en' : 'da'}-${name}.png`;
    const row = () => cook.getByTestId('generic-list-row').filter({ hasText: run.dish });
    let emmaBefore = 0;

    oneWindowForAll((opened) => (cook = opened));

    test('the cook plans a dish for a day the week after next and publishes it', async () => {
      await logInThenChooseLanguage(cook, SITES.partner, 'kok@demo.dk', { english: run.english });
      await mainMenuLink(cook, run.texts.menu).click();
      await expect(cook.getByTestId('planner-page')).toBeVisible();
      await cook.getByTestId('planner-next-week').click();
      await cook.getByTestId('planner-next-week').click();
      await expect(cook.getByTestId('generic-list-row').first()).toBeVisible();

      await cook.getByTestId('generic-list-new').click();
      const dialog = cook.getByTestId('generic-list-dialog');
      await dialog.getByTestId('dish-name').fill(run.dish);
      await dialog.getByTestId('dish-group').selectOption({ label: 'Ekstra' });
      await dialog.getByTestId('dish-date').fill(day);
      await dialog.getByTestId('dish-price').fill('18');
      await cook.screenshot({ path: screen('dialog') });
      await dialog.getByTestId('generic-list-save').click();
      await expect(dialog).toHaveCount(0);
      await expect(row().getByTestId('dish-status')).toHaveAttribute('data-status', 'Draft');

      await cook.getByTestId('planner-publish').click();
      const publish = cook.getByTestId('planner-publish-dialog');
      await publish.getByTestId('planner-publish-now').check();
      await publish.getByTestId('planner-publish-submit').click();
      await expect(row().getByTestId('dish-status')).toHaveAttribute('data-status', 'Published');
      await cook.screenshot({ path: screen('published') });
      await expectAccessible(cook);
    });

    test('a parent orders it for Emma', async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const parent = await context.newPage();
      const token = await apiLogin(request, 'parent@demo.dk');
      emmaBefore = Math.round(((await childrenOf(request, token)).find((child) => child.Name === 'Emma Jensen')?.Balance ?? 0) * 100);
      // Signed in in the run's language, which the platform keeps as the guardian's language for e-mails.
      await logIn(parent, SITES.wallet, 'parent@demo.dk', { english: run.english });
      await mainMenuLink(parent, run.texts.food).click();
      await parent.getByTestId('child-choice').filter({ hasText: 'Emma Jensen' }).click();
      await parent.getByTestId('plan-choice').filter({ hasText: 'Frokostordning' }).click();
      await expect(parent.getByTestId('menu-week')).toBeVisible();
      await parent.getByTestId('menu-next-week').click();
      await parent.getByTestId('menu-next-week').click();
      const item = parent.locator(`[data-testid="menu-day"][data-date="${day}"] [data-testid="menu-item"]`).filter({ hasText: run.dish });
      await expect(item.getByTestId('menu-add')).toBeEnabled();
      await item.getByTestId('menu-add').click();
      await expect(item.getByTestId('item-in-cart')).toBeVisible();
      await parent.getByTestId('menu-open-cart').click();
      const cart = parent.getByTestId('cart-dialog');
      await expect(cart.getByTestId('wallet-basket').filter({ hasText: 'Emma Jensen' })).toContainText(run.dish);
      await cart.getByTestId('cart-pay').click();
      await expect(parent.getByTestId('order-completed')).toBeVisible();
      const after = Math.round(((await childrenOf(request, token)).find((child) => child.Name === 'Emma Jensen')?.Balance ?? 0) * 100);
      expect(after).toBe(emmaBefore - 1800);
      await context.close();
    });

    test('the cook adds an allergen, and the parent finds the e-mail and cancels with a full refund', async ({ browser, request }) => {
      await row().getByTestId('generic-list-edit').click();
      const dialog = cook.getByTestId('generic-list-dialog');
      await dialog.getByTestId('dish-allergen').filter({ hasText: new RegExp(`^${run.allergen}$`) }).click();
      await dialog.getByTestId('generic-list-save').click();
      await expect(dialog).toHaveCount(0);

      // The parent's e-mail, as the development mail page keeps it (read as the developer).
      const dev = await apiLogin(request, 'dev@demo.dk');
      let mail: KeptMail | undefined;
      await expect
        .poll(async () => {
          const response = await request.get(`${API}/api/DevMail/Messages`, { headers: { Authorization: `Bearer ${dev}` } });
          const answer = (await response.json()) as { Messages?: KeptMail[] } | KeptMail[];
          const messages = Array.isArray(answer) ? answer : (answer.Messages ?? []);
          mail = messages.find((message) => message.To.includes('parent@demo.dk') && message.Subject.includes(run.dish) && run.texts.subject.test(message.Subject));
          return mail !== undefined;
        })
        .toBe(true);
      const body = `${mail?.Text ?? ''}${mail?.Body ?? ''}${mail?.Html ?? ''}`;
      expect(body).toMatch(run.texts.added);
      const link = /\/FoodPlanner\/Orders\?WalletID=[0-9a-f-]+/.exec(body)?.[0];
      expect(link).toBeDefined();

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const parent = await context.newPage();
      await logIn(parent, SITES.wallet, 'parent@demo.dk', { english: run.english });
      await parent.goto(`${SITES.wallet}${link}`);
      const order = parent.locator(`[data-testid="orders-day"][data-date="${day}"]`).getByTestId('food-order').filter({ hasText: run.dish });
      await expect(order.getByTestId('food-order-dish-change')).toContainText(run.allergen);
      await parent.screenshot({ path: screen('changed') });
      await expectAccessible(parent);
      await order.getByTestId('food-order-full-refund').click();
      await parent.getByTestId('full-refund-dialog').getByTestId('full-refund-confirm').click();
      await expect(parent.getByTestId('orders-result')).toBeVisible();
      await expect(order.getByTestId('food-order-full-refund')).toHaveCount(0);
      await parent.screenshot({ path: screen('refunded') });
      const token = await apiLogin(request, 'parent@demo.dk');
      const emma = Math.round(((await childrenOf(request, token)).find((child) => child.Name === 'Emma Jensen')?.Balance ?? 0) * 100);
      expect(emma).toBe(emmaBefore);
      await context.close();
    });
  });
}
