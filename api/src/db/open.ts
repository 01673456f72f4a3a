import type { Db } from './db';
import { defaultDataDir } from './paths';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseLocation {
  /** A PostgreSQL server; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder. */
  dataDir?: string | undefined;
  /** Connections per API instance on a PostgreSQL server (DATABASE_POOL_SIZE); 10 when unset. */
  maxConnections?: number | undefined;
}

export function openDatabase(location: DatabaseLocation): Promise<Db> {
  if (location.databaseUrl) return openPostgres({ connectionString: location.databaseUrl, maxConnections: location.maxConnections });
  return openPglite({ dataDir: location.dataDir ?? defaultDataDir() });
}
