import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './db';
import { migrationsDir } from './paths';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Any fixed number: every instance of the API takes the same lock while migrating. */
const MIGRATION_LOCK_KEY = 727_001;

export function readMigrations(dir: string = migrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, match }) => ({
      version: match[1] ?? '',
      name: match[2] ?? '',
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Every statement that reads or changes the migration state runs inside a transaction
 * holding a transaction-level advisory lock, so several instances starting together
 * apply each migration exactly once: the others wait, then see it recorded.
 */
async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(db: Db, migrations: readonly Migration[] = readMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}
