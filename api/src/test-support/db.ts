import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { pgliteClassOutsideSandbox } from './pglite-outside-sandbox';
import { seedDemoWorldIfEmpty, type DemoWorldIds } from '../seed/seed';
import type { Clock } from '../clock';

export type TestEngine = 'pglite' | 'postgres';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testEngine(): TestEngine {
  const engine = process.env.DB_ENGINE ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`DB_ENGINE must be pglite or postgres, not ${engine}`);
  return engine;
}

export interface TestDatabase {
  db: Db;
  engine: TestEngine;
  /** The seeded demo world; null when created with `seed: false`. */
  world: DemoWorldIds | null;
  /** Opens another, independent connection to the same database (a second API instance). */
  openAnother(): Promise<Db>;
  /** Closes every connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Migrate and seed (default); false gives an empty database without even the schema. */
  seed?: boolean;
  clock?: Clock;
}

function databaseUrlWithName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepare(db: Db, options: TestDatabaseOptions): Promise<DemoWorldIds | null> {
  if (options.seed === false) return null;
  await migrate(db);
  return seedDemoWorldIfEmpty(db, options.clock);
}

async function createPgliteDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const db = await openPglite({ PGliteClass: pgliteClassOutsideSandbox() });
  const world = await prepare(db, options);
  return {
    db,
    engine: 'pglite',
    world,
    // PGlite is one in-process connection: a second instance shares it.
    openAnother: async () => db,
    dispose: () => db.close(),
  };
}

/**
 * A database of its own on the PostgreSQL server for one test file, dropped afterwards.
 * An unreachable server fails the run: a test that silently skips proves nothing.
 */
async function createPostgresDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `DB_ENGINE=postgres but the PostgreSQL server at ${serverUrl} (TEST_DATABASE_URL) cannot be reached: ` +
        `${(error as Error).message}. Start it (on Debian: pg_ctlcluster <version> main start) or run with DB_ENGINE=pglite.`,
      { cause: error },
    );
  }
  const name = `kk_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = databaseUrlWithName(serverUrl, name);
  const opened: Db[] = [];
  const open = async () => {
    const db = await openPostgres({ connectionString: url, maxConnections: 5 });
    opened.push(db);
    return db;
  };
  const db = await open();
  const world = await prepare(db, options);
  return {
    db,
    engine: 'postgres',
    world,
    openAnother: open,
    async dispose() {
      for (const connection of opened) await connection.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return testEngine() === 'postgres' ? createPostgresDatabase(options) : createPgliteDatabase(options);
}

/** The seeded world of a test database that was created with the seed. */
export function worldOf(database: TestDatabase): DemoWorldIds {
  if (database.world === null) throw new Error('This test database was created without the seed');
  return database.world;
}
