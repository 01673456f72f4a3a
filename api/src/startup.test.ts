import { migrate, readMigrations } from './db/migrate';
import { DEMO_USERS } from './seed/demo-users';
import { prepareDatabase } from './startup';
import { useApiHarness } from './test-support/app';
import { createTestDatabase, type TestDatabase } from './test-support/db';

let database: TestDatabase;

const api = useApiHarness({ seed: false, app: false });
beforeAll(() => ({ database } = api));

const count = async (table: string) =>
  (await database.db.query<{ count: number }>(`SELECT count(*) AS count FROM ${table}`)).rows[0]?.count ?? 0;

describe('prepareDatabase (what main runs at start-up)', () => {
  it('migrates and seeds an empty database', async () => {
    const prepared = await prepareDatabase(database.db);
    expect(prepared.appliedMigrations).toEqual(readMigrations().map((m) => `${m.version}_${m.name}`));
    expect(prepared.seeded).toBe(true);
    expect(await count('users')).toBe(Object.keys(DEMO_USERS).length);
  });

  it('leaves an existing database and its data alone the second time', async () => {
    await database.db.query("UPDATE users SET name = 'Mette Jensen-Holm' WHERE email = 'parent@demo.dk'");
    const postings = await count('ledger_postings');
    const prepared = await prepareDatabase(database.db);
    expect(prepared).toEqual({ appliedMigrations: [], seeded: false });
    expect(await count('users')).toBe(Object.keys(DEMO_USERS).length);
    expect(await count('ledger_postings')).toBe(postings);
    const { rows } = await database.db.query<{ name: string }>("SELECT name FROM users WHERE email = 'parent@demo.dk'");
    expect(rows[0]?.name).toBe('Mette Jensen-Holm');
  });

  it('records each migration once', async () => {
    const { rows } = await database.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
  });
});

describe('migrate', () => {
  it('is safe when several instances migrate at the same moment', async () => {
    const fresh = await createTestDatabase({ seed: false });
    const others = [await fresh.openAnother(), await fresh.openAnother()];
    const results = await Promise.all([fresh.db, ...others].map((db) => migrate(db)));
    expect(results.flat().sort()).toEqual(readMigrations().map((m) => `${m.version}_${m.name}`));
    await fresh.dispose();
  });
});
