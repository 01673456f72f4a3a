import { useApiHarness } from '../test-support/app';
import { ChangedMigrationError, migrate, readMigrations, readRepeatables, type RepeatableScript } from './migrate';

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
  it('define the alert, catalogue-history, food-plan orders, hand-out, ledger, live-balance, refill, sales-report, search-index, terminal and terms functions once, outside the numbered migrations', () => {
    expect(readRepeatables().map((r) => r.name)).toEqual(['alerts.sql', 'catalogue.sql', 'foodplan_orders.sql', 'handout.sql', 'ledger.sql', 'live.sql', 'refills.sql', 'reports.sql', 'search.sql', 'terminal.sql', 'terms.sql']);
    for (const name of [
      'catalogue_refuse_history_change',
      'admin_refuse_history_change',
      'enqueue_automatic_refill',
      'payment_hand_out_once',
      'enqueue_low_balance_alert',
      'ledger_apply_hold',
      'ledger_check_balanced',
      'ledger_refuse_change',
      'wallet_term_answers_current_version',
      'wallet_term_answers_refuse_change',
      'wallet_term_types_version_only_up',
      'ledger_post',
      'payment_transaction_lines_sales_snapshot',
      'ledger_apply_posting',
      'notify_wallet_balance',
      'notify_foodplan_orders',
      'notify_foodplan_orders_of_wallet',
      'notify_foodplan_orders_of_payment',
      'notify_foodplan_order_row',
      'notify_foodplan_line_refund',
      'notify_foodplan_period',
      'notify_foodplan_absence',
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

  it('leave the numbered migrations only the functions their stored rows depend on', () => {
    // What a search word is (034) decides the rows of the word index: changing it needs a migration that rebuilds them.
    const defined = readMigrations().flatMap((m) => [...m.sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)\(/g)].map((match) => match[1]));
    expect(defined.sort()).toEqual(['transaction_search_fragments_of', 'transaction_search_words_of']);
  });

  it('run once, again only when their text changes', async () => {
    await migrate(api.db, [], [script(probeSql(1))]);
    expect(await probe()).toEqual({ answer: 1, runs: 1 });
    await migrate(api.db, [], [script(probeSql(1))]);
    expect(await probe()).toEqual({ answer: 1, runs: 1 });
    await migrate(api.db, [], [script(probeSql(2))]);
    expect(await probe()).toEqual({ answer: 2, runs: 2 });
  });

  it('refuse a numbered migration edited after it was applied, and keep the checksum of one applied before checksums', async () => {
    const probe = (sql: string) => ({ version: '901', name: 'probe_migration', sql });
    await migrate(api.db, [probe('CREATE TABLE probe_migration (n int);')], []);
    const checksum = async () =>
      (await api.db.query<{ checksum: string | null }>("SELECT checksum FROM schema_migrations WHERE version = '901'")).rows[0]?.checksum;
    const recorded = await checksum();
    expect(recorded).toMatch(/^[0-9a-f]{64}$/);

    await expect(migrate(api.db, [probe('CREATE TABLE probe_migration (n bigint);')], [])).rejects.toThrow(ChangedMigrationError);
    expect(await checksum()).toBe(recorded);

    await api.db.query("UPDATE schema_migrations SET checksum = NULL WHERE version = '901'");
    await migrate(api.db, [probe('CREATE TABLE probe_migration (n int);')], []);
    expect(await checksum()).toBe(recorded);
    expect(await migrate(api.db, [probe('CREATE TABLE probe_migration (n int);')], [])).toEqual([]);
  });
});
