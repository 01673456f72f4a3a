import type { SalesGrouping } from '@kk/contracts';
import { copenhagenDayBounds } from '@kk/domain';
import type { Db, Queryable } from '../../db/db';
import { SALES_FACT_COLUMNS, SALES_FACTS_SQL } from './sales-facts';

/** One group's money at one VAT rate, in øre. */
export interface SalesAggregate {
  key: string | null;
  vatRateBp: number;
  salesOre: number;
  refundsOre: number;
  saleCount: number;
  refundCount: number;
}

const KEY_OF: Record<SalesGrouping, string> = {
  day: "to_char(f.day, 'YYYY-MM-DD')",
  month: "to_char(f.day, 'YYYY-MM')",
  location: 'f.location_id::text',
  terminal: 'f.terminal_id::text',
  productGroup: 'f.product_group',
  customer: 'f.customer_id::text',
};

function aggregateSql(source: string, groupBy: SalesGrouping): string {
  const counts = groupBy === 'productGroup' ? ['group_sale_count', 'group_refund_count'] : ['sale_count', 'refund_count'];
  return `SELECT ${KEY_OF[groupBy]} AS key, f.vat_rate_bp AS "vatRateBp",
                 sum(f.sales_ore)::bigint AS "salesOre", sum(f.refunds_ore)::bigint AS "refundsOre",
                 sum(f.${counts[0]})::bigint AS "saleCount", sum(f.${counts[1]})::bigint AS "refundCount"
            FROM (${source}) f
           GROUP BY 1, 2`;
}

/** The days from `from` to `to` (inclusive) as YYYY-MM-DD. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Runs of consecutive days not in `summarised`, as [first, last]. */
function unsummarisedRuns(days: readonly string[], summarised: ReadonlySet<string>): [string, string][] {
  const runs: [string, string][] = [];
  let start: string | null = null;
  let previous: string | null = null;
  for (const day of days) {
    if (summarised.has(day)) {
      if (start !== null && previous !== null) runs.push([start, previous]);
      start = null;
    } else if (start === null) start = day;
    previous = day;
  }
  if (start !== null && previous !== null) runs.push([start, previous]);
  return runs;
}

/**
 * The customers' sales over the days from..to, grouped: the summarised days from
 * sales_daily, the others (today, or days the job has not reached) from the ledger itself.
 */
export async function salesAggregates(q: Queryable, customerIds: readonly string[], from: string, to: string, groupBy: SalesGrouping): Promise<SalesAggregate[]> {
  const { rows: done } = await q.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM sales_summarised_days WHERE day BETWEEN $1::date AND $2::date`,
    [from, to],
  );
  const summarised = new Set(done.map((row) => row.day));
  const parts: SalesAggregate[] = [];
  if (summarised.size > 0) {
    const { rows } = await q.query<SalesAggregate>(
      aggregateSql('SELECT * FROM sales_daily WHERE customer_id = ANY ($1::uuid[]) AND day BETWEEN $2::date AND $3::date', groupBy),
      [customerIds, from, to],
    );
    parts.push(...rows);
  }
  for (const [first, last] of unsummarisedRuns(daysOf(from, to), summarised)) {
    const { rows } = await q.query<SalesAggregate>(aggregateSql(SALES_FACTS_SQL, groupBy), [
      copenhagenDayBounds(first).start,
      copenhagenDayBounds(last).end,
      customerIds,
    ]);
    parts.push(...rows);
  }
  return mergeAggregates(parts);
}

function mergeAggregates(parts: readonly SalesAggregate[]): SalesAggregate[] {
  const merged = new Map<string, SalesAggregate>();
  for (const part of parts) {
    const id = `${part.key ?? '\u0000'}|${part.vatRateBp}`;
    const seen = merged.get(id);
    if (seen === undefined) merged.set(id, { ...part });
    else {
      seen.salesOre += part.salesOre;
      seen.refundsOre += part.refundsOre;
      seen.saleCount += part.saleCount;
      seen.refundCount += part.refundCount;
    }
  }
  return [...merged.values()];
}

/**
 * Summarises one closed Copenhagen day for every customer, exactly once: the day's mark
 * and its facts commit together, and a second instance (or a second run) finds the mark and
 * writes nothing. True when this call summarised it.
 */
export async function summariseDay(db: Db, day: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'INSERT INTO sales_summarised_days (day, summarised_at) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING RETURNING day',
      [day, at],
    );
    if (rows.length === 0) return false;
    const { start, end } = copenhagenDayBounds(day);
    await tx.query(`INSERT INTO sales_daily (${SALES_FACT_COLUMNS}) SELECT ${SALES_FACT_COLUMNS} FROM (${SALES_FACTS_SQL}) facts`, [start, end, null]);
    return true;
  });
}

/**
 * The closed days (ended at least `graceMs` before `now`) from the ledger's first day that
 * are not summarised yet, oldest first, at most `limit`.
 */
export async function daysToSummarise(q: Queryable, lastClosedDay: string, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series(
              (SELECT (min(created_at) AT TIME ZONE 'Europe/Copenhagen')::date FROM ledger_transactions),
              $1::date, interval '1 day') AS d
      WHERE NOT EXISTS (SELECT 1 FROM sales_summarised_days s WHERE s.day = d::date)
      ORDER BY d
      LIMIT $2`,
    [lastClosedDay, limit],
  );
  return rows.map((row) => row.day);
}
