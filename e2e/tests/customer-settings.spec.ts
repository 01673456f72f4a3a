import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiLogin, logIn, logInThenChooseLanguage, mainMenuLink, oneWindowForAll, recordRequests, REMOTE_ORIGINS, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * The help desk sets up a customer's modules (issue 28): support@demo.dk turns Kildevang
 * Skole's webshop off in the support tool's customers list, and kkpay.parent@demo.dk's next
 * page load has no webshop: no menu item, /Webshop/Index does not exist, and the cart's
 * remote is never downloaded; turned on again, the webshop is back. Danish and English.
 */
interface Run {
  english: boolean;
  texts: { menu: string; webshop: string; save: string; notFound: RegExp };
}

const RUNS: Run[] = [
  { english: false, texts: { menu: 'Kunder', webshop: 'Webshop', save: 'Gem', notFound: /findes ikke/ } },
  { english: true, texts: { menu: 'Customers', webshop: 'Webshop', save: 'Save', notFound: /does not exist/ } },
];

/** Whatever happened in a run, Kildevang Skole ends with its webshop on (later specs shop there). */
async function webshopBackOn(request: APIRequestContext): Promise<void> {
  const token = await apiLogin(request, 'support@demo.dk', 'support');
  const headers = { authorization: `Bearer ${token}`, 'x-application': 'support' };
  const found = await request.post(`${API}/api/Admin/Customers/Search`, { headers, data: { StartIndex: 0, Count: 10, Search: [{ Name: 'Text', Value: 'Kildevang Skole', SearchType: 0 }] } });
  const customer = (await found.json()).Items.find((item: { Name: string }) => item.Name === 'Kildevang Skole');
  if (customer.Settings.includes('Webshop')) return;
  const { ID, ParentName: _parent, Institutions: _institutions, Wallets: _wallets, ...body } = customer;
  const restored = await request.put(`${API}/api/Admin/Customers/Update/${ID}`, { headers, data: { ...body, Settings: [...customer.Settings, 'Webshop'] } });
  expect(restored.status()).toBe(200);
}

async function setWebshop(support: Page, run: Run, on: boolean): Promise<void> {
  await support.getByTestId('generic-list-search').fill('Kildevang');
  await support.getByTestId('generic-list-search').press('Enter');
  const row = support.getByTestId('generic-list-row').filter({ hasText: 'Kildevang Skole' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('generic-list-edit').click();
  const dialog = support.getByTestId('generic-list-dialog');
  const webshop = dialog.getByRole('group', { name: run.english ? 'Modules' : 'Moduler' }).getByRole('checkbox', { name: new RegExp(`^${run.texts.webshop}`) });
  await expect(webshop).toBeChecked({ checked: !on });
  await webshop.setChecked(on);
  await support.screenshot({ path: `${SCREENS}/customers-${run.english ? 'en' : 'da'}-editor-${on ? 'on' : 'off'}.png`, fullPage: true });
  await dialog.getByTestId('generic-list-save').click();
  await expect(dialog).toBeHidden();
  if (on) await expect(row).toContainText('Webshop');
  else await expect(row).not.toContainText('Webshop');
}

for (const run of RUNS) {
  const language = run.english ? 'en' : 'da';

  test.describe.serial(`a customer's modules set by the help desk (${run.english ? 'English' : 'Danish'})`, () => {
    let support: Page;
    oneWindowForAll((opened) => (support = opened));
    test.afterAll(async ({ request }) => webshopBackOn(request));

    test('support@demo.dk opens the customers and turns Kildevang Skole’s webshop off', async () => {
      await logInThenChooseLanguage(support, SITES.support, 'support@demo.dk', { english: run.english });
      await mainMenuLink(support, run.texts.menu).click();
      await expect(support.getByRole('heading', { level: 1, name: run.texts.menu })).toBeVisible();
      await expect(support.getByTestId('generic-list-row').first()).toBeVisible();
      await support.screenshot({ path: `${SCREENS}/customers-${language}-list.png`, fullPage: true });
      await expectAccessible(support);
      await setWebshop(support, run, false);
    });

    test('kkpay.parent@demo.dk’s next page has no webshop, and the cart’s code is never downloaded', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const parent = await context.newPage();
      const requests = recordRequests(parent);
      await logIn(parent, SITES.kkpay, 'kkpay.parent@demo.dk', { english: run.english });
      await expect(parent.getByTestId('signed-in-user')).toBeVisible();
      await expect(mainMenuLink(parent, run.texts.webshop)).toHaveCount(0);
      await parent.goto(`${SITES.kkpay}/Webshop/Index`);
      await expect(parent.getByText(run.texts.notFound).first()).toBeVisible();
      await parent.screenshot({ path: `${SCREENS}/customers-${language}-parent-without-webshop.png`, fullPage: true });
      expect(requests.filter((url) => url.startsWith(REMOTE_ORIGINS.mfe_cart))).toEqual([]);
      await context.close();
    });

    test('turned on again, the webshop is back with its remote', async ({ browser }) => {
      await setWebshop(support, run, true);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const parent = await context.newPage();
      const requests = recordRequests(parent);
      await logIn(parent, SITES.kkpay, 'kkpay.parent@demo.dk', { english: run.english });
      await mainMenuLink(parent, run.texts.webshop).click();
      await expect(parent).toHaveURL(/\/Webshop\/Index/);
      await expect(parent.getByTestId('webshop-product').first()).toBeVisible();
      expect(requests.some((url) => url.startsWith(REMOTE_ORIGINS.mfe_cart))).toBe(true);
      await context.close();
    });
  });
}
