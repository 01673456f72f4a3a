import { openDatabase } from './open';
import { DatabaseUnavailableError } from './unavailable';

// Needs the real PostgreSQL server (TEST_DATABASE_URL), which answers that the database is missing.
describe('a missing database on the PostgreSQL server at start-up', () => {
  it('is named in one sentence with the command that creates it', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    server.pathname = '/no_such_db';
    const opening = openDatabase({ databaseUrl: server.toString() });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError);
    if (server.host === '127.0.0.1:5432' && server.username === 'postgres') {
      await expect(opening).rejects.toThrow(
        'Cannot start: the PostgreSQL database "no_such_db" does not exist on 127.0.0.1:5432 — create it (createdb -h 127.0.0.1 -U postgres no_such_db) or point DATABASE_URL at one that exists.',
      );
    } else {
      await expect(opening).rejects.toThrow(/^Cannot start: the PostgreSQL database "no_such_db" does not exist on .+ — create it \(createdb .+ no_such_db\) or point DATABASE_URL at one that exists\.$/);
    }
  });
});
