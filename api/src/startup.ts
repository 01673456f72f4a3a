import { systemClock, type Clock } from './clock';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { seedDemoWorldIfEmpty } from './seed/seed';

export interface PreparedDatabase {
  appliedMigrations: string[];
  seeded: boolean;
}

/** Brings the schema up to date and, on a database without users, seeds the demo world. */
export async function prepareDatabase(db: Db, clock: Clock = systemClock): Promise<PreparedDatabase> {
  const appliedMigrations = await migrate(db);
  const seeded = (await seedDemoWorldIfEmpty(db, clock, { productionOrders: true })) !== null;
  return { appliedMigrations, seeded };
}
