import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './db';
import { migrationsDir } from './paths';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/**
 * A script that defines things rather than changing data (functions and their triggers),
 * kept in one file under migrations/repeatable/ and applied again whenever its text
 * changes, so a function is written once instead of redefined by migration after migration.
 */
export interface RepeatableScript {
  name: string;
  sql: string;
  checksum: string;
}

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;
const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');
const REPEATABLE_FILE = /^[a-z0-9_]+\.sql$/;
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

export function readRepeatables(dir: string = path.join(migrationsDir(), 'repeatable')): RepeatableScript[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => REPEATABLE_FILE.test(file))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return { name: file, sql, checksum: checksumOf(sql) };
    });
}

/**
 * Every statement that reads or changes the migration state runs inside a transaction
 * holding a transaction-level advisory lock, so several instances starting together
 * apply each migration exactly once: the others wait, then see it recorded.
 */
async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

/** A numbered migration's text differs from the one applied: the database and the code no longer agree on what it did. */
export class ChangedMigrationError extends Error {
  constructor(migration: Migration) {
    super(
      `Migration ${migration.version}_${migration.name} was changed after it was applied to this database. ` +
        'A numbered migration is never edited: restore it and write the change as a new migration (or in migrations/repeatable/).',
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own
 * transaction, then every repeatable script whose text differs from the one last applied
 * (schema_repeatables). Returns the migrations it applied. A migration already applied
 * must still have the text it was applied with (its SHA-256 in schema_migrations.checksum):
 * an edited one is refused with ChangedMigrationError and nothing starts. Migrations
 * applied before checksums were kept take the checksum of their text at the next start.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = readMigrations(),
  repeatables: readonly RepeatableScript[] = readRepeatables(),
): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    await tx.exec('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_repeatables (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      const checksum = checksumOf(migration.sql);
      const done = await tx.query<{ checksum: string | null }>('SELECT checksum FROM schema_migrations WHERE version = $1', [migration.version]);
      const applied = done.rows[0];
      if (applied !== undefined) {
        if (applied.checksum === null) await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [migration.version, checksum]);
        else if (applied.checksum !== checksum) throw new ChangedMigrationError(migration);
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [migration.version, migration.name, checksum]);
      return true;
    });
    if (didApply) applied.push(`${migration.version}_${migration.name}`);
  }
  for (const script of repeatables) {
    await db.transaction(async (tx) => {
      await lockMigrations(tx);
      const known = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_repeatables WHERE name = $1', [script.name]);
      if (known.rows[0]?.checksum === script.checksum) return;
      await tx.exec(script.sql);
      await tx.query(
        `INSERT INTO schema_repeatables (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
        [script.name, script.checksum],
      );
    });
  }
  return applied;
}
