import { NO_SPENDING_LIMITS, type SpendingLimits } from '@kk/domain';
import type { TodaysUsage, WalletRestrictionSettings, WalletSaleOptions } from '../../core/wallet-restrictions';
import type { Queryable } from '../../db/db';
import { toSettings, type RestrictionRow } from './restriction-row';

export async function restrictionsOf(q: Queryable, walletId: string): Promise<WalletRestrictionSettings> {
  const { rows } = await q.query<RestrictionRow>(
    `SELECT daily_limit_ore, max_purchases_per_day, allowed_weekdays::int[] AS allowed_weekdays,
            denied_food_groups, denied_customer_ids::text[] AS denied_customer_ids
       FROM wallet_restrictions_in_force WHERE wallet_id = $1`,
    [walletId],
  );
  return toSettings(rows[0]);
}

interface OptionRow {
  allow_quick_sale_payment: boolean | null;
  allow_self_ordering: boolean | null;
}

/** The options columns of wallet_restrictions (no row: neither allowed). */
export function toSaleOptions(row: Partial<OptionRow> | undefined | null): WalletSaleOptions {
  return { allowQuickSalePayment: row?.allow_quick_sale_payment === true, allowSelfOrdering: row?.allow_self_ordering === true };
}

/**
 * Whether the wallet is blocked, its restrictions and the ways of paying it allows: what a
 * sale is decided by, read under the wallet's lock.
 */
export async function spendingRulesOf(
  q: Queryable,
  walletId: string,
): Promise<{ blocked: boolean; settings: WalletRestrictionSettings; options: WalletSaleOptions }> {
  const { rows } = await q.query<RestrictionRow & OptionRow & { blocked: boolean }>(
    `SELECT w.blocked, r.daily_limit_ore, r.max_purchases_per_day, r.allowed_weekdays::int[] AS allowed_weekdays,
            r.denied_food_groups, r.denied_customer_ids::text[] AS denied_customer_ids,
            o.allow_quick_sale_payment, o.allow_self_ordering
       FROM wallets w
       LEFT JOIN wallet_restrictions_in_force r ON r.wallet_id = w.id
       LEFT JOIN wallet_restrictions o ON o.wallet_id = w.id
      WHERE w.id = $1`,
    [walletId],
  );
  const row = rows[0];
  return { blocked: row?.blocked ?? true, settings: toSettings(row), options: toSaleOptions(row) };
}

export type SaleOption = 'allow_quick_sale_payment' | 'allow_self_ordering';

/** Sets one of the wallet's options; a wallet without restrictions gets a row with none. */
export async function setSaleOption(q: Queryable, walletId: string, option: SaleOption, allowed: boolean, at: Date): Promise<void> {
  // The column is one of two fixed names (SaleOption), never the caller's text.
  await q.query(
    `INSERT INTO wallet_restrictions (wallet_id, ${option}, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (wallet_id) DO UPDATE SET ${option} = EXCLUDED.${option}, updated_at = EXCLUDED.updated_at`,
    [walletId, allowed, at],
  );
}

/**
 * Money the wallet spent today and how many purchases: reserved and completed orders and
 * canteen sales since the start of the day (refunds do not give the limit back). The row
 * comparison keeps it one range of the wallet's index (migration 054).
 */
export async function todaysUsage(q: Queryable, walletId: string, dayStart: Date): Promise<TodaysUsage> {
  const { rows } = await q.query<{ spent_ore: number; purchases: number }>(
    `SELECT coalesce(sum(amount_ore), 0)::bigint AS spent_ore, count(*) AS purchases
       FROM payment_transactions
      WHERE wallet_id = $1 AND (wallet_id, created_at) >= ($1, $2) AND kind IN ('order', 'terminal') AND status_id IN (1, 2)`,
    [walletId, dayStart],
  );
  return { spentOre: rows[0]?.spent_ore ?? 0, purchases: rows[0]?.purchases ?? 0 };
}

export async function upsertRestrictions(q: Queryable, walletId: string, settings: WalletRestrictionSettings, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO wallet_restrictions (wallet_id, daily_limit_ore, max_purchases_per_day, allowed_weekdays, denied_food_groups, denied_customer_ids, updated_at)
     VALUES ($1, $2, $3, $4::smallint[], $5::text[], $6::uuid[], $7)
     ON CONFLICT (wallet_id) DO UPDATE SET
       daily_limit_ore = EXCLUDED.daily_limit_ore, max_purchases_per_day = EXCLUDED.max_purchases_per_day,
       allowed_weekdays = EXCLUDED.allowed_weekdays, denied_food_groups = EXCLUDED.denied_food_groups,
       denied_customer_ids = EXCLUDED.denied_customer_ids, updated_at = EXCLUDED.updated_at`,
    [
      walletId,
      settings.dailyLimitOre,
      settings.maxPurchasesPerDay,
      settings.allowedWeekdays === null ? null : [...settings.allowedWeekdays],
      [...settings.deniedFoodGroups],
      [...settings.deniedCustomerIds],
      at,
    ],
  );
}

interface LimitsRow {
  daily_limit_ore: number | null;
  max_purchases_per_day: number | null;
  allowed_weekdays: number[] | null;
  denied_food_groups: string[] | null;
}

const toLimits = (row: LimitsRow | undefined): SpendingLimits =>
  row === undefined
    ? NO_SPENDING_LIMITS
    : {
        dailyLimitOre: row.daily_limit_ore === null ? null : Number(row.daily_limit_ore),
        maxPurchasesPerDay: row.max_purchases_per_day,
        allowedWeekdays: row.allowed_weekdays === null ? null : [...row.allowed_weekdays].sort((a, b) => a - b),
        deniedFoodGroups: [...(row.denied_food_groups ?? [])].sort(),
      };

const LIMIT_COLUMNS = 'daily_limit_ore, max_purchases_per_day, allowed_weekdays::int[] AS allowed_weekdays, denied_food_groups';

/**
 * A wallet's spending limits as three readings (040_guardian_spending_controls): the
 * school's own (wallet_restrictions), the guardian's (wallet_guardian_restrictions) and
 * what applies, the tighter of both (the view wallet_restrictions_in_force).
 */
export async function spendingLimitsOf(q: Queryable, walletId: string): Promise<{ school: SpendingLimits; guardian: SpendingLimits; inForce: SpendingLimits }> {
  const read = async (table: string) => toLimits((await q.query<LimitsRow>(`SELECT ${LIMIT_COLUMNS} FROM ${table} WHERE wallet_id = $1`, [walletId])).rows[0]);
  return {
    school: await read('wallet_restrictions'),
    guardian: await read('wallet_guardian_restrictions'),
    inForce: await read('wallet_restrictions_in_force'),
  };
}

/** Stores a guardian's limits; no limit at all removes the row. */
export async function saveGuardianLimits(q: Queryable, walletId: string, limits: SpendingLimits, userId: string, at: Date): Promise<void> {
  const none =
    limits.dailyLimitOre === null && limits.maxPurchasesPerDay === null && limits.allowedWeekdays === null && limits.deniedFoodGroups.length === 0;
  if (none) {
    await q.query('DELETE FROM wallet_guardian_restrictions WHERE wallet_id = $1', [walletId]);
    return;
  }
  await q.query(
    `INSERT INTO wallet_guardian_restrictions (wallet_id, daily_limit_ore, max_purchases_per_day, allowed_weekdays, denied_food_groups, updated_by, updated_at)
     VALUES ($1, $2, $3, $4::smallint[], $5::text[], $6, $7)
     ON CONFLICT (wallet_id) DO UPDATE SET
       daily_limit_ore = EXCLUDED.daily_limit_ore, max_purchases_per_day = EXCLUDED.max_purchases_per_day,
       allowed_weekdays = EXCLUDED.allowed_weekdays, denied_food_groups = EXCLUDED.denied_food_groups,
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [
      walletId,
      limits.dailyLimitOre,
      limits.maxPurchasesPerDay,
      limits.allowedWeekdays === null ? null : [...limits.allowedWeekdays],
      [...limits.deniedFoodGroups],
      userId,
      at,
    ],
  );
}

/**
 * The food groups a wallet's school sells: of the active catalogue products of its
 * customer and the customers above it (a canteen of the municipality sells to its schools'
 * wallets too, as the terminal allows), sorted.
 */
export async function foodGroupsSoldTo(q: Queryable, customerId: string): Promise<string[]> {
  const { rows } = await q.query<{ food_group: string }>(
    `WITH RECURSIVE chain (id, parent_id) AS (
       SELECT c.id, c.parent_id FROM customers c WHERE c.id = $1
       UNION ALL
       SELECT c.id, c.parent_id FROM customers c JOIN chain ON c.id = chain.parent_id
     )
     SELECT DISTINCT p.food_group FROM catalogue_products p
      WHERE p.customer_id IN (SELECT id FROM chain) AND p.active AND p.food_group IS NOT NULL
      ORDER BY p.food_group`,
    [customerId],
  );
  return rows.map((row) => row.food_group);
}
