import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { INT8_OID, parseInt8, type Db, type Queryable } from './db';

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * Dates travel as ISO text: under jest, PGlite is loaded outside the test sandbox (see
 * test-support/pglite-outside-sandbox.ts), in another JavaScript realm where
 * `instanceof Date` would not recognise the sandbox's dates.
 */
const toParam = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

function queryable(target: PGliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params.map(toParam));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** The data folder; memory when absent. */
  dataDir?: string;
  /** The PGlite class to use; the bundled one unless a caller must load it differently. */
  PGliteClass?: typeof PGlite;
}

/**
 * Embedded PostgreSQL (PGlite): a folder of data, or memory when no folder is given.
 * It is a single connection, so transactions run one at a time; good as the default
 * and for tests, a PostgreSQL server is the production engine.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  const { dataDir, PGliteClass = PGlite } = options;
  if (dataDir !== undefined) fs.mkdirSync(dataDir, { recursive: true });
  const pg = new PGliteClass(dataDir, { parsers: { [INT8_OID]: parseInt8 } });
  await pg.waitReady;
  return {
    engine: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
    // In-process: PGlite delivers its own NOTIFYs after commit; there is no connection to lose.
    listen: async (channel, onPayload) => {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
  };
}
