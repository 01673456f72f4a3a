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
  it("answers the page settings of the user's customers as Key and Value", async () => {
    expect((await getAs('parent', '/api/customers/pageSettings')).json()).toEqual([
      { Key: 'OnboardingFull', Value: 'true' },
      { Key: 'ShowSpecialGradeSelect', Value: 'true' },
    ]);
    expect((await getAs('staff', '/api/customers/pageSettings')).json()).toEqual([{ Key: 'MeetingCollapseCategories', Value: 'false' }]);
    expect((await getAs('support', '/api/customers/pageSettings')).json()).toEqual([]);
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
