import type { DatabaseEngine } from '@kk/contracts';

export interface QueryResult<T> {
  rows: T[];
}

/** Something SQL can be sent to: the database itself or one open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one database access layer of the API, for both engines. Repositories take a
 * Queryable, so the same code runs inside or outside a transaction.
 */
export interface Db extends Queryable {
  readonly engine: DatabaseEngine;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTENs on a notification channel until the returned function is called. `onPayload`
   * gets each NOTIFY payload after its transaction commits; `onReconnect` is called when
   * the listening connection was lost and is back (notifications in between are lost).
   */
  listen?(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

/**
 * int8 values (counts, øre amounts) arrive as text; they become numbers only when that is
 * exact, so an amount can never be silently rounded.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} does not fit a JavaScript number`);
  return value;
}

export const INT8_OID = 20;
