import pg from 'pg';
import { INT8_OID, parseInt8, type Db, type Queryable } from './db';
import { listenOnPostgres } from './postgres-listener';

const int8AsNumber = {
  getTypeParser: (oid: number, format?: string) =>
    oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format as 'text'),
} as pg.CustomTypesConfig;

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Connections per API instance; PostgreSQL's own limit is shared by every instance. */
  maxConnections?: number;
}

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    types: int8AsNumber,
  });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    // Nothing to keep open when the first connection fails.
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    engine: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const result = await fn(queryable(tx));
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        tx.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onPayload, onReconnect) => listenOnPostgres(options.connectionString, channel, onPayload, onReconnect),
  };
}
