import { FoodPlanProduction } from '@kk/contracts';
import { copenhagenDate, nextSchoolDayAfter } from '@kk/domain';
import { composeApi } from '../composition';
import { migrate } from '../db/migrate';
import { bearer, loginAs, TestClock } from '../test-support/app';
import { createTestDatabase, type TestDatabase } from '../test-support/db';
import { ledgerProblems } from '../test-support/ledger-verify';
import { seedDemoWorldIfEmpty } from './seed';

/**
 * The running demo's world (startup and the seed command) gives kok@demo.dk a production
 * list for tomorrow's school day and the four after it, with a child to mark, and the money
 * of those orders is in the ledger.
 */
jest.setTimeout(120_000);

// Friday 13 March 2026, 12:00 in Copenhagen: the list opens on Monday.
const clock = new TestClock(new Date('2026-03-13T11:00:00Z'));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await migrate(database.db);
  await seedDemoWorldIfEmpty(database.db, clock, { productionOrders: true });
});
afterAll(() => database.dispose());

it("gives kok@demo.dk's production list portions on the coming school days, one of them to mark, paid through the ledger", async () => {
  const { app } = await composeApi({ db: database.db, clock, logger: false });
  try {
    const { AccessToken } = await loginAs(app, 'cook');
    let day = copenhagenDate(clock.now());
    for (let n = 0; n < 5; n += 1) {
      day = nextSchoolDayAfter(day);
      const response = await app.inject({ method: 'GET', url: `/api/FoodPlanner/Production?date=${day}`, headers: bearer(AccessToken) });
      expect(response.statusCode).toBe(200);
      const list = FoodPlanProduction.parse(response.json());
      expect(list.Totals.reduce((sum, total) => sum + total.Portions, 0)).toBeGreaterThanOrEqual(4);
      expect(list.Schools.map((school) => school.Customer.Name)).toEqual(['Solbakke Skole']);
      if (n === 0) {
        expect(day).toBe('2026-03-16');
        const children = list.Schools.flatMap((school) => school.Classes.flatMap((entry) => entry.Children));
        expect(new Set(children.map((child) => child.Name))).toEqual(new Set(['Ida Holm', 'Noah Østergaard', 'Alma Bech', 'William Dahl']));
        expect(children.some((child) => child.Conflicts.length > 0)).toBe(true);
      }
    }
    expect(await ledgerProblems(database.db, database.engine)).toBe('');
  } finally {
    await app.close();
  }
});
