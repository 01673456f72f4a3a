import { useApiHarness } from '../test-support/app';
import { migrate, readMigrations, readRepeatables, type RepeatableScript } from './migrate';

const api = useApiHarness({ app: false });

const script = (sql: string): RepeatableScript => ({ name: 'probe.sql', sql, checksum: sql });
const probeSql = (answer: number) => `CREATE TABLE IF NOT EXISTS probe_runs (n int);
INSERT INTO probe_runs VALUES (${answer});
CREATE OR REPLACE FUNCTION probe_answer() RETURNS int LANGUAGE sql AS 'SELECT ${answer}';`;

async function probe(): Promise<{ answer: number; runs: number }> {
  const answer = await api.db.query<{ answer: number }>('SELECT probe_answer() AS answer');
  const runs = await api.db.query<{ runs: number }>('SELECT count(*)::int AS runs FROM probe_runs');
  return { answer: answer.rows[0]?.answer ?? -1, runs: runs.rows[0]?.runs ?? -1 };
}

describe('repeatable scripts', () => {
  it('define the alert, ledger, live-balance, search-index and terminal functions once, outside the numbered migrations', () => {
    expect(readRepeatables().map((r) => r.name)).toEqual(['alerts.sql', 'ledger.sql', 'live.sql', 'search.sql', 'terminal.sql']);
    for (const name of [
      'enqueue_low_balance_alert',
      'ledger_post',
      'ledger_apply_posting',
      'notify_wallet_balance',
      'payment_terminal_charge',
      'payment_terminal_context',
      'payment_terminal_sale',
      'payment_terminal_sales',
      'transaction_search_learn',
      'transaction_search_reindex',
      'transaction_search_queue_written',
      'transaction_search_drain',
      'transaction_search_state_changed',
    ]) {
      const definedIn = [...readMigrations().map((m) => m.sql), ...readRepeatables().map((r) => r.sql)].filter((sql) =>
        new RegExp(`CREATE (OR REPLACE )?FUNCTION ${name}\\(`).test(sql),
      );
      expect({ name, definitions: definedIn.length }).toEqual({ name, definitions: 1 });
    }
  });

  it('run once, again only when their text changes', async () => {
    await migrate(api.db, [], [script(probeSql(1))]);
    expect(await probe()).toEqual({ answer: 1, runs: 1 });
    await migrate(api.db, [], [script(probeSql(1))]);
    expect(await probe()).toEqual({ answer: 1, runs: 1 });
    await migrate(api.db, [], [script(probeSql(2))]);
    expect(await probe()).toEqual({ answer: 2, runs: 2 });
  });
});
