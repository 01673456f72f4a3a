import type { Db } from './db';
import { defaultDataDir } from './paths';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { translateConnectionError } from './unavailable';

export interface DatabaseLocation {
  /** A PostgreSQL server; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder. */
  dataDir?: string | undefined;
  /** Connections per API instance on a PostgreSQL server (DATABASE_POOL_SIZE); 10 when unset. */
  maxConnections?: number | undefined;
}

/**
 * Opens the database the API runs on. A PostgreSQL server that cannot be used (the
 * database missing, the server not answering, the login refused) fails with a
 * DatabaseUnavailableError whose message says which and how to fix it.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Db> {
  if (location.databaseUrl) {
    const connectionString = location.databaseUrl;
    try {
      return await openPostgres({ connectionString, maxConnections: location.maxConnections });
    } catch (error) {
      throw translateConnectionError(error, connectionString);
    }
  }
  return openPglite({ dataDir: location.dataDir ?? defaultDataDir() });
}
