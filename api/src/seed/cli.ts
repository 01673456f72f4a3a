import { openDatabase } from '../db/open';
import { defaultDataDir } from '../db/paths';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedDemoWorldIfEmpty } from './seed';

const USAGE = `Usage: seed [--reset]
  Applies the migrations, then seeds the demo world into a database without users.
  A database that has users is refused (exit code 1) and left alone.
  --reset  first DROPS EVERY TABLE (all data), then migrates and seeds.
Database: DATABASE_URL (PostgreSQL) if set, otherwise PGlite in DATA_DIR (<repo>/.data/pglite).`;

async function dropEverything(db: Db): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}

async function run(args: readonly string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0 || args.includes('--help')) {
    console.error(USAGE);
    return unknown.length > 0 ? 2 : 0;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || defaultDataDir() });
  try {
    if (args.includes('--reset')) await dropEverything(db);
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    const world = await seedDemoWorldIfEmpty(db, undefined, { productionOrders: true });
    if (world === null) {
      console.error('The database already has users; nothing was seeded. Run with --reset to wipe it and seed again.');
      return 1;
    }
    console.log(`Seeded the demo world (${db.engine}). Logins, password ${DEMO_PASSWORD}:`);
    for (const user of Object.values(DEMO_USERS)) console.log(`  ${user.email.padEnd(22)} ${user.application.padEnd(8)} ${user.description}`);
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
