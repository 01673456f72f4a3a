import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { CatalogueStock } from '../modules/catalogue/reader';
import { IdempotencyService } from '../modules/idempotency/service';
import { LedgerService } from '../modules/ledger/service';
import { defaultPaymentConfig } from '../modules/payment/config';
import { Settlement } from '../modules/payment/settlement';
import { DEMO_PRODUCTS, DEMO_TERMINAL_KEY, type DemoProductKey } from '../seed/demo-money-core';
import type { DemoWorldIds } from '../seed/seed';
import { bearer } from './app';

/** Helpers for the money core's API tests: orders, payment calls, balances. */

export const newKey = () => randomUUID();

export interface OrderLine {
  product: DemoProductKey;
  quantity: number;
  /** The price the client claims, in kroner; the catalogue's when omitted. */
  price?: number;
}

export function orderPayload(
  world: DemoWorldIds,
  options: {
    wallet: string;
    customer: string;
    lines: readonly OrderLine[];
    amounts?: { '2'?: number; '4'?: number };
    autoComplete?: boolean;
    restrictions?: { UseRestrictionOverride?: boolean; IgnoreWalletSettings?: boolean };
    webshop?: string;
  },
) {
  const total = options.lines.reduce((sum, line) => sum + DEMO_PRODUCTS[line.product].priceOre * line.quantity, 0) / 100;
  return {
    Restrictions: { UseRestrictionOverride: false, IgnoreWalletSettings: false, AllowPaymentWindow: false, ...options.restrictions },
    Amounts: options.amounts ?? { '2': total },
    Description: 'Webshop køb',
    CustomerID: options.customer,
    WalletID: options.wallet,
    ...(options.webshop ? { WebshopID: options.webshop } : {}),
    IsFoodplan: false,
    Products: options.lines.map((line) => ({
      ID: world.moneyCore.products[line.product],
      Quantity: line.quantity,
      Name: DEMO_PRODUCTS[line.product].name,
      Price: line.price ?? DEMO_PRODUCTS[line.product].priceOre / 100,
    })),
    CustomData: { AutoComplete: options.autoComplete ?? false, CustomInformationJSON: null },
  };
}

export function paymentCall(app: FastifyInstance, token: string, url: string, payload: unknown, key: string | null = newKey()): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
}

export function terminalPurchase(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { key?: string | null; deviceKey?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? newKey() : options.key;
  const deviceKey = options.deviceKey === undefined ? DEMO_TERMINAL_KEY : options.deviceKey;
  return app.inject({
    method: 'POST',
    url: '/api/Terminal/Purchase',
    headers: { ...(key === null ? {} : { 'idempotency-key': key }), ...(deviceKey === null ? {} : { 'x-device-key': deviceKey }) },
    payload: body,
  });
}

export interface WalletFunds {
  balanceOre: number;
  heldOre: number;
}

export async function fundsOf(q: Queryable, walletId: string): Promise<WalletFunds> {
  const { rows } = await q.query<{ balance_ore: number; held_ore: number }>(
    'SELECT balance_ore, held_ore FROM ledger_accounts WHERE wallet_id = $1',
    [walletId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no account for wallet ${walletId}`);
  return { balanceOre: row.balance_ore, heldOre: row.held_ore };
}

export async function stockOf(q: Queryable, productId: string): Promise<number | null> {
  const { rows } = await q.query<{ stock: number | null }>('SELECT stock FROM catalogue_products WHERE id = $1', [productId]);
  return rows[0]?.stock ?? null;
}

/** A payment transaction's status id (undefined: no such payment). */
export async function paymentStatusOf(q: Queryable, paymentId: string | null): Promise<number | undefined> {
  const { rows } = await q.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [paymentId]);
  return rows[0]?.status_id;
}

/** Oliver's family (the Jensens) may pay by card: a saved family card, unless one is there already. */
export async function ensureJensenFamilyCard(q: Queryable, world: DemoWorldIds): Promise<void> {
  const { rows } = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM credit_cards WHERE deleted_at IS NULL AND (wallet_id = $1 OR wallet_group_id = $2)',
    [world.wallets.oliver, world.walletGroups.jensen],
  );
  if (rows[0]?.count === 0) {
    await q.query(
      `INSERT INTO credit_cards (wallet_group_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at)
       VALUES ($1, 'Visa', '41000102', 'tok_test_family_card', 'Visa', '4242', 12, 2030, now())`,
      [world.walletGroups.jensen],
    );
  }
}

/** Counts of everything a refused payment must leave alone. */
export async function moneyFootprint(q: Queryable): Promise<Record<string, number>> {
  const { rows } = await q.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM payment_transactions) AS payments,
            (SELECT count(*) FROM ledger_transactions) AS ledger_transactions,
            (SELECT count(*) FROM ledger_postings) AS postings,
            (SELECT count(*) FROM ledger_holds) AS holds,
            (SELECT coalesce(sum(stock), 0)::bigint FROM catalogue_products) AS stock,
            (SELECT coalesce(sum(held_ore), 0)::bigint FROM ledger_accounts) AS held`,
  );
  return rows[0] ?? {};
}

/** Sets a wallet's restrictions for one test (no row: no restrictions). */
export async function setRestrictions(
  q: Queryable,
  walletId: string,
  settings: { daily_limit_ore?: number | null; max_purchases_per_day?: number | null; allowed_weekdays?: number[] | null; denied_food_groups?: string[]; denied_customer_ids?: string[] } | null,
): Promise<void> {
  await q.query('DELETE FROM wallet_restrictions WHERE wallet_id = $1', [walletId]);
  if (settings === null) return;
  await q.query(
    `INSERT INTO wallet_restrictions (wallet_id, daily_limit_ore, max_purchases_per_day, allowed_weekdays, denied_food_groups, denied_customer_ids)
     VALUES ($1, $2, $3, $4::smallint[], $5::text[], $6::uuid[])`,
    [
      walletId,
      settings.daily_limit_ore ?? null,
      settings.max_purchases_per_day ?? null,
      settings.allowed_weekdays ?? null,
      settings.denied_food_groups ?? [],
      settings.denied_customer_ids ?? [],
    ],
  );
}

/** Money straight into a wallet from the card clearing account, as a deposit would. */
export async function deposit(q: Queryable, walletId: string, amountOre: number): Promise<void> {
  await q.query(
    `SELECT ledger_post(NULL, 'card_deposit', 'Test deposit', now(), ARRAY[w.id, c.id], ARRAY[$2::bigint, -$2::bigint])
       FROM ledger_accounts w, ledger_accounts c WHERE w.wallet_id = $1 AND c.code = 'card-clearing'`,
    [walletId, amountOre],
  );
}

/**
 * A wallet of its own at `customerId` with a school card, in no family (so no saved credit
 * card can step in when its money runs out), holding exactly `amountOre`. Without a ledger
 * account (`ledgerAccount: false`) a sale on it raises inside the database.
 */
export async function walletWithSchoolCard(
  q: Queryable,
  customerId: string,
  card: string,
  amountOre: number,
  options: { ledgerAccount?: boolean } = {},
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(`INSERT INTO wallets (customer_id, name) VALUES ($1, 'Card ' || $2) RETURNING id`, [customerId, card]);
  const walletId = rows[0]?.id as string;
  await q.query('INSERT INTO school_cards (card_number, wallet_id, created_at) VALUES ($1, $2, now())', [card.replace(/\s/g, ''), walletId]);
  if (options.ledgerAccount !== false) {
    await q.query("INSERT INTO ledger_accounts (kind, wallet_id) VALUES ('wallet', $1)", [walletId]);
    await deposit(q, walletId, amountOre);
  }
  return walletId;
}

/** What the hold sweep works with, made as the composition root makes it, for tests that run the sweep by hand. */
export function paymentSweepDeps(db: Db, clock: Clock) {
  const config = defaultPaymentConfig;
  return { db, clock, config, settlement: new Settlement(new LedgerService(), new CatalogueStock()), idempotency: new IdempotencyService(db, clock, config.idempotencyRetentionMs) };
}
