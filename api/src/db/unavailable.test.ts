import { openDatabase } from './open';
import { connectionTarget, DatabaseUnavailableError, isDatabaseConnectionLost, translateConnectionError } from './unavailable';

const pgError = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
const noEnv = {};

describe('a PostgreSQL server that cannot be used at start-up', () => {
  it('says in one sentence that no server answers at an unreachable port', async () => {
    const opening = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/x' });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(opening).rejects.toThrow(
      'Cannot start: no PostgreSQL server answers at 127.0.0.1:1 (DATABASE_URL) — start it (pg_ctlcluster <version> main start) or unset DATABASE_URL to use the embedded database.',
    );
  });

  it('says which database is missing and how to create it', () => {
    const error = translateConnectionError(pgError('3D000', 'database "no_such_db" does not exist'), 'postgres://postgres@127.0.0.1:5432/no_such_db', noEnv);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toBe(
      'Cannot start: the PostgreSQL database "no_such_db" does not exist on 127.0.0.1:5432 — create it (createdb -h 127.0.0.1 -U postgres no_such_db) or point DATABASE_URL at one that exists.',
    );
    const elsewhere = translateConnectionError(pgError('3D000'), 'postgres://db.example:6543/kk', noEnv) as Error;
    expect(elsewhere.message).toBe(
      'Cannot start: the PostgreSQL database "kk" does not exist on db.example:6543 — create it (createdb -h db.example -p 6543 kk) or point DATABASE_URL at one that exists.',
    );
  });

  it('counts refused, timed-out and both-families-refused connections as unreachable', () => {
    const url = 'postgres://postgres@localhost:5433/kk';
    const sentence =
      'Cannot start: no PostgreSQL server answers at localhost:5433 (DATABASE_URL) — start it (pg_ctlcluster <version> main start) or unset DATABASE_URL to use the embedded database.';
    const bothFamilies = Object.assign(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]), { code: undefined });
    for (const cause of [pgError('ECONNREFUSED'), pgError('ETIMEDOUT'), bothFamilies, new Error('Connection terminated due to connection timeout')]) {
      expect((translateConnectionError(cause, url, noEnv) as Error).message).toBe(sentence);
    }
  });

  it('has its own sentences for an unknown host and a refused login, never with the password', () => {
    const unknown = translateConnectionError(pgError('ENOTFOUND'), 'postgres://postgres:s3cret@db.invalid/kk', noEnv) as Error;
    expect(unknown.message).toBe(
      'Cannot start: the PostgreSQL host "db.invalid" in DATABASE_URL cannot be found — correct the host name or unset DATABASE_URL to use the embedded database.',
    );
    for (const code of ['28P01', '28000']) {
      const refused = translateConnectionError(pgError(code), 'postgres://kk_app:s3cret@127.0.0.1:5432/kk', noEnv) as DatabaseUnavailableError;
      expect(refused.reason).toBe('authentication');
      expect(refused.message).toBe(
        'Cannot start: the PostgreSQL server at 127.0.0.1:5432 refused the login of user "kk_app" (DATABASE_URL) — check the user name and password in DATABASE_URL, or the server\'s pg_hba.conf.',
      );
      expect(refused.message).not.toContain('s3cret');
    }
  });

  it('gives any other error back as it is', () => {
    const other = pgError('42P01', 'relation "x" does not exist');
    expect(translateConnectionError(other, 'postgres://127.0.0.1/kk', noEnv)).toBe(other);
  });

  it('reads the target from the URL, else from the PG* variables and the driver defaults', () => {
    expect(connectionTarget('postgres://u:p@h:1234/d', noEnv)).toEqual({ host: 'h', port: 1234, user: 'u', database: 'd' });
    expect(connectionTarget('postgres:///kk?host=/var/run/postgresql', noEnv)).toEqual({ host: '/var/run/postgresql', port: 5432, user: null, database: 'kk' });
    expect(connectionTarget('postgres://', { PGHOST: 'pg', PGUSER: 'me' })).toEqual({ host: 'pg', port: 5432, user: 'me', database: 'me' });
  });
});

describe('a database lost while the API runs', () => {
  it('is told from a statement that failed by the error code or the driver\'s words', () => {
    const lost = [
      pgError('ECONNREFUSED'),
      pgError('ECONNRESET'),
      Object.assign(new AggregateError([pgError('ECONNREFUSED')]), { code: undefined }),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('08006', 'connection failure'),
      pgError('3D000', 'database "kk" does not exist'),
      pgError('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('PGlite is closed'),
      // PGlite runs in another realm under jest: not an Error of this one.
      { message: 'PGlite is closed' },
    ];
    for (const error of lost) expect({ error, lost: isDatabaseConnectionLost(error) }).toEqual({ error, lost: true });
    const statementFailed = [pgError('23505', 'duplicate key'), pgError('42P01', 'relation "x" does not exist'), pgError('40001', 'could not serialize'), new Error('boom'), null, undefined, 'text'];
    for (const error of statementFailed) expect({ error, lost: isDatabaseConnectionLost(error) }).toEqual({ error, lost: false });
  });
});
