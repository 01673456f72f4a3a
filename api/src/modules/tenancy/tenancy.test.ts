import type { FastifyInstance } from 'fastify';
import type { DemoUserKey } from '../../seed/demo-users';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';

let database: TestDatabase;
let app: FastifyInstance;

const api = useApiHarness();
beforeAll(() => ({ database, app } = api));

async function getAs(user: DemoUserKey, url: string) {
  const { AccessToken } = await loginAs(app, user);
  return app.inject({ method: 'GET', url, headers: bearer(AccessToken) });
}

describe('GET /api/customers/customerSettings', () => {
  it.each<[DemoUserKey, string[]]>([
    ['parent', ['FoodPlan', 'Onboarding', 'Webshop']],
    ['kkpayParent', ['FoodPlan', 'Onboarding', 'Webshop']],
    ['staff', ['MeetingCatering']],
    ['partner', ['FoodPlan', 'Onboarding', 'Webshop']],
    ['dev', ['FoodPlan', 'Onboarding', 'Webshop']],
    ['support', []],
  ])("answers %s the keys of their customers", async (user, keys) => {
    const response = await getAs(user, '/api/customers/customerSettings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(keys);
  });

  it('reflects a setting added to a customer of the user, and only for that customer', async () => {
    await database.db.query(
      "INSERT INTO customer_settings (customer_id, key) SELECT id, 'FoodPlanV3Beta' FROM customers WHERE name = 'Kildevang Skole'",
    );
    expect((await getAs('kkpayParent', '/api/customers/customerSettings')).json()).toContain('FoodPlanV3Beta');
    expect((await getAs('parent', '/api/customers/customerSettings')).json()).not.toContain('FoodPlanV3Beta');
  });
});

describe('GET /api/customers/pageSettings', () => {
  it("answers the page settings of the user's customers as Key and Value, with the user's own OnboardingIsCompleted", async () => {
    // The demo users have been through the onboarding guide (the seed), the new guardians not.
    expect((await getAs('parent', '/api/customers/pageSettings')).json()).toEqual([
      { Key: 'OnboardingFull', Value: 'true' },
      { Key: 'OnboardingIsCompleted', Value: 'true' },
      { Key: 'ShowSpecialGradeSelect', Value: 'true' },
    ]);
    expect((await getAs('newParent', '/api/customers/pageSettings')).json()).toEqual([
      { Key: 'OnboardingFull', Value: 'true' },
      { Key: 'ShowSpecialGradeSelect', Value: 'true' },
    ]);
    expect((await getAs('kkpayNew', '/api/customers/pageSettings')).json()).toEqual([
      { Key: 'OnboardingAllowAccess', Value: 'true' },
      { Key: 'OnboardingOptionNewsletter', Value: 'true' },
    ]);
    expect((await getAs('staff', '/api/customers/pageSettings')).json()).toEqual([
      { Key: 'MeetingCollapseCategories', Value: 'false' },
      { Key: 'OnboardingIsCompleted', Value: 'true' },
    ]);
    expect((await getAs('support', '/api/customers/pageSettings')).json()).toEqual([]);
  });

  it("lets the user's own value of OnboardingIsCompleted win over a customer's, and keeps other users' values to them", async () => {
    await database.db.query(
      "INSERT INTO customer_page_settings (customer_id, key, value) SELECT id, 'OnboardingIsCompleted', 'false' FROM customers WHERE name = 'Solbakke Skole'",
    );
    const value = async (user: DemoUserKey) =>
      ((await getAs(user, '/api/customers/pageSettings')).json() as { Key: string; Value: string }[]).find((s) => s.Key === 'OnboardingIsCompleted')?.Value;
    expect(await value('parent')).toBe('true');
    expect(await value('newParent')).toBe('false');
    // Only this key is the user's own: a wallet group's other settings stay out of the customers' page settings.
    await database.db.query(
      "INSERT INTO wallet_group_page_settings (wallet_group_id, key, value, updated_at) SELECT wallet_group_id, 'OnboardingFull', 'false', now() FROM wallet_group_guardians g JOIN users u ON u.id = g.user_id WHERE u.email = 'parent@demo.dk'",
    );
    expect((await getAs('parent', '/api/customers/pageSettings')).json()).toContainEqual({ Key: 'OnboardingFull', Value: 'true' });
    await database.db.query("DELETE FROM customer_page_settings WHERE key = 'OnboardingIsCompleted'");
  });
});

describe('GET /api/Landing', () => {
  it('lists one entry per page key, without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Landing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { SubDomain: 'bitten', Name: 'Bitten Idrætsklub' },
      { SubDomain: 'kkpay', Name: 'Kildevang Skole' },
      { SubDomain: 'randerspersonale', Name: 'Randers Rådhus Mødeservice' },
      { SubDomain: 'meeting', Name: 'Rådhusets Mødeforplejning' },
      { SubDomain: 'skolepenge', Name: 'Solbakke Kommune' },
      { SubDomain: 'randerspleje', Name: 'Solhjem Plejecenter' },
    ]);
  });
});

describe('GET /api/Account/Me customers', () => {
  it.each<[DemoUserKey, string[]]>([
    ['parent', ['Solbakke Skole']],
    ['kkpayParent', ['Kildevang Skole']],
    ['staff', ['Rådhusets Mødeforplejning']],
    ['partner', ['Solbakke Kommune']],
    ['support', []],
  ])('lists the customers %s belongs to', async (user, names) => {
    const response = await getAs(user, '/api/Account/Me');
    expect(response.json().Customers.map((customer: { Name: string }) => customer.Name)).toEqual(names);
  });
});
