import type { Db } from './db';
import { defaultDataDir } from './paths';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseLocation {
  /** A PostgreSQL server; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder. */
  dataDir?: string | undefined;
}

export function openDatabase(location: DatabaseLocation): Promise<Db> {
  if (location.databaseUrl) return openPostgres({ connectionString: location.databaseUrl });
  return openPglite({ dataDir: location.dataDir ?? defaultDataDir() });
}
