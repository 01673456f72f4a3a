/**
 * Why the PostgreSQL server named by DATABASE_URL cannot be used, as one sentence a person
 * starting the API can act on: main prints only this message (no stack) and exits 1.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';

  constructor(
    readonly reason: 'missing-database' | 'unreachable' | 'unknown-host' | 'authentication',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

interface ConnectionTarget {
  host: string;
  port: number;
  database: string | null;
  user: string | null;
}

/**
 * Host, port, database and user of a connection string, never its password. Falls back to
 * node-postgres's defaults (localhost, 5432, PGHOST/PGPORT/PGUSER/PGDATABASE) where the URL
 * says nothing.
 */
export function connectionTarget(connectionString: string, env: NodeJS.ProcessEnv = process.env): ConnectionTarget {
  const fallback = {
    host: env.PGHOST || 'localhost',
    port: Number(env.PGPORT) || 5432,
    user: env.PGUSER || null,
    database: env.PGDATABASE || null,
  };
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return { ...fallback, database: fallback.database ?? fallback.user };
  }
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const host = url.searchParams.get('host') || decode(url.hostname).replace(/^\[(.*)\]$/, '$1') || fallback.host;
  const port = Number(url.searchParams.get('port') || url.port) || fallback.port;
  const user = url.username ? decode(url.username) : fallback.user;
  const database = decode(url.pathname.replace(/^\//, '')) || fallback.database || user;
  return { host, port, user, database };
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
const UNKNOWN_HOST_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN']);
const AUTHENTICATION_CODES = new Set(['28P01', '28000']);

/** The error's code, or that of the first attempt inside an AggregateError (IPv6 and IPv4 both tried). */
function codeOf(error: unknown): string | undefined {
  const { code, errors } = (error ?? {}) as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  if (Array.isArray(errors) && errors.length > 0) return codeOf(errors[0]);
  return undefined;
}

function isConnectionTimeout(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /connection timeout|timeout expired/i.test(message);
}

/**
 * The driver's error when connecting to DATABASE_URL, translated into a
 * DatabaseUnavailableError when it says the database is missing, the server cannot be
 * reached, or the login was refused; any other error is given back as it is.
 */
export function translateConnectionError(error: unknown, connectionString: string, env: NodeJS.ProcessEnv = process.env): unknown {
  const code = codeOf(error);
  const target = connectionTarget(connectionString, env);
  const at = `${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`;
  if (code === '3D000') {
    const database = target.database ?? '';
    const createdb = ['createdb', '-h', target.host, ...(target.port === 5432 ? [] : ['-p', String(target.port)]), ...(target.user ? ['-U', target.user] : []), database].join(' ');
    return new DatabaseUnavailableError(
      'missing-database',
      `Cannot start: the PostgreSQL database "${database}" does not exist on ${at} — create it (${createdb}) or point DATABASE_URL at one that exists.`,
      { cause: error },
    );
  }
  if (code !== undefined && AUTHENTICATION_CODES.has(code)) {
    const user = target.user ? `user "${target.user}"` : 'the user';
    return new DatabaseUnavailableError(
      'authentication',
      `Cannot start: the PostgreSQL server at ${at} refused the login of ${user} (DATABASE_URL) — check the user name and password in DATABASE_URL, or the server's pg_hba.conf.`,
      { cause: error },
    );
  }
  if (code !== undefined && UNKNOWN_HOST_CODES.has(code)) {
    return new DatabaseUnavailableError(
      'unknown-host',
      `Cannot start: the PostgreSQL host "${target.host}" in DATABASE_URL cannot be found — correct the host name or unset DATABASE_URL to use the embedded database.`,
      { cause: error },
    );
  }
  if ((code !== undefined && UNREACHABLE_CODES.has(code)) || isConnectionTimeout(error)) {
    return new DatabaseUnavailableError(
      'unreachable',
      `Cannot start: no PostgreSQL server answers at ${at} (DATABASE_URL) — start it (pg_ctlcluster <version> main start) or unset DATABASE_URL to use the embedded database.`,
      { cause: error },
    );
  }
  return error;
}

/**
 * SQLSTATEs that say the connection, not the statement, failed: connection exceptions
 * (class 08), the server shutting down or starting (57P01-57P03), no connection slot left,
 * the database dropped or the login refused while the API runs.
 */
const LOST_SQLSTATES = /^(08...|57P0[123]|53300|3D000|28P01|28000)$/;
/** The drivers' words for a connection that is gone: node-postgres's and PGlite's. */
const LOST_MESSAGES = /Connection terminated|Cannot use a pool after calling end|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|PGlite is closed/i;

/**
 * Whether an error a query threw means the database cannot be reached at all (stopped,
 * dropped, closed, out of connections), as opposed to a statement that failed: such a
 * request is answered 503 with Retry-After, not 500. Read by code and message, not by
 * class: PGlite runs in another JavaScript realm under jest.
 */
export function isDatabaseConnectionLost(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && (UNREACHABLE_CODES.has(code) || UNKNOWN_HOST_CODES.has(code) || code === 'EPIPE' || LOST_SQLSTATES.test(code))) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}
