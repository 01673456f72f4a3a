import { danishText, descriptionTextJson, storedText, type Description } from '../../core/platform-texts';
import type { Queryable } from '../../db/db';
import type { RestrictionRow } from '../restrictions/restriction-row';

export interface TerminalSaleContext {
  terminalId: string;
  terminalCustomerId: string;
  revenueAccountId: string;
  /** The answer stored under this Idempotency-Key, if any (fresh only). */
  known: { requestHash: string; statusCode: number; body: unknown } | null;
  /**
   * The swiped card's wallet (a quick sale's: the wallet named), when it exists and the
   * terminal may charge it. Its restrictions and options are read under its lock.
   */
  wallet: { id: string; blocked: boolean } | null;
}

interface ContextRow extends RestrictionRow {
  terminal_id: string;
  terminal_customer_id: string;
  revenue_account_id: string;
  known_hash: string | null;
  known_status: number | null;
  known_body: unknown;
  wallet_id: string | null;
  blocked: boolean | null;
  spent_today_ore: number | null;
  purchases_today: number | null;
}

/**
 * The terminal, its stored answer for this key, the card's wallet and the wallet's
 * restrictions in one statement (the hot path's first round trip; payment_terminal_context
 * in migration 009). A card of a wallet whose customer is neither the terminal's customer
 * nor below it is treated as unknown.
 */
export async function terminalSaleContext(
  q: Queryable,
  input: { keyHash: string; cardNumber: string | null; idempotencyKey: string; keysFreshAfter: Date; dayStart: Date },
): Promise<TerminalSaleContext | null> {
  const { rows } = await q.query<ContextRow>(
    `SELECT terminal_id, terminal_customer_id, revenue_account_id, known_hash, known_status, known_body, wallet_id, blocked,
            daily_limit_ore, max_purchases_per_day, allowed_weekdays, denied_food_groups, denied_customer_ids,
            spent_today_ore, purchases_today
       FROM payment_terminal_context($1, $2, $3, $4, $5)`,
    [input.keyHash, input.cardNumber, input.idempotencyKey, input.keysFreshAfter, input.dayStart],
  );
  const row = rows[0];
  return row ? toContext(row) : null;
}

function toContext(row: ContextRow): TerminalSaleContext {
  return {
    terminalId: row.terminal_id,
    terminalCustomerId: row.terminal_customer_id,
    revenueAccountId: row.revenue_account_id,
    known:
      row.known_hash === null ? null : { requestHash: row.known_hash, statusCode: row.known_status ?? 200, body: row.known_body },
    wallet: row.wallet_id === null ? null : { id: row.wallet_id, blocked: row.blocked === true },
  };
}

export type SaleOutcome = ChargeOutcome | 'unknown-terminal' | 'decide';

export interface SaleInput {
  keyHash: string;
  cardNumber: string;
  idempotencyKey: string;
  requestHash: string;
  keysFreshAfter: Date;
  dayStart: Date;
  transactionId: string;
  amountOre: number;
  description: Description;
  now: Date;
  doubleAmountSince: Date | null;
  /** The answer to store, without the wallet (filled in by the database). */
  response: unknown;
}

export type SaleResult =
  | { outcome: Exclude<SaleOutcome, 'decide' | 'unknown-terminal'>; statusCode: number | null; body: unknown; context: TerminalSaleContext }
  | { outcome: 'decide'; context: TerminalSaleContext }
  | { outcome: 'unknown-terminal' };

/**
 * The canteen's common case in one round trip (payment_terminal_sale, migration 009): a
 * card of a wallet without restrictions is charged at once; anything that needs the API's
 * rules comes back as 'decide' with the context.
 */
export async function sell(q: Queryable, input: SaleInput): Promise<SaleResult> {
  const { rows } = await q.query<SaleRow>(
    `SELECT * FROM payment_terminal_sale($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13::jsonb)`,
    [
      input.keyHash, input.cardNumber, input.idempotencyKey, input.requestHash, input.keysFreshAfter, input.dayStart,
      input.transactionId, input.amountOre, danishText(input.description), descriptionTextJson(input.description), input.now,
      input.doubleAmountSince, JSON.stringify(input.response),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('payment_terminal_sale returned no row');
  return toSaleResult(row);
}

type SaleRow = ContextRow & { outcome: SaleOutcome; response_status: number | null; response_body: unknown };

function toSaleResult(row: SaleRow): SaleResult {
  if (row.outcome === 'unknown-terminal') return { outcome: 'unknown-terminal' };
  if (row.outcome === 'decide') return { outcome: 'decide', context: toContext(row) };
  return { outcome: row.outcome, statusCode: row.response_status, body: row.response_body, context: toContext(row) };
}

/**
 * Several sales in one round trip and one transaction (payment_terminal_sales, migration
 * 025): each is payment_terminal_sale, run in the order of the wallets. The answers come
 * back in the order of the inputs.
 */
export async function sellMany(q: Queryable, inputs: readonly SaleInput[]): Promise<SaleResult[]> {
  const sales = inputs.map((input) => ({
    key_hash: input.keyHash,
    card_number: input.cardNumber,
    idempotency_key: input.idempotencyKey,
    request_hash: input.requestHash,
    keys_fresh_after: input.keysFreshAfter.toISOString(),
    day_start: input.dayStart.toISOString(),
    transaction_id: input.transactionId,
    amount_ore: input.amountOre,
    description: danishText(input.description),
    description_text: storedText(input.description),
    now: input.now.toISOString(),
    double_amount_since: input.doubleAmountSince?.toISOString() ?? null,
    response: input.response,
  }));
  const { rows } = await q.query<SaleRow & { sale_no: number }>('SELECT * FROM payment_terminal_sales($1::jsonb)', [JSON.stringify(sales)]);
  const results: (SaleResult | undefined)[] = new Array(inputs.length);
  for (const row of rows) results[row.sale_no - 1] = toSaleResult(row);
  return results.map((result, index) => {
    if (!result) throw new Error(`payment_terminal_sales returned no row for sale ${index + 1}`);
    return result;
  });
}

export type ChargeOutcome = 'approved' | 'replay' | 'mismatch' | 'busy' | 'NoFund' | 'DoubleAmountTransaction' | 'product out of stock';

export interface ChargeInput {
  scope: string;
  key: string;
  requestHash: string;
  keysFreshAfter: Date;
  transactionId: string;
  terminalId: string;
  walletId: string;
  customerId: string;
  revenueAccountId: string;
  amountOre: number;
  description: Description;
  now: Date;
  /** Null: the cashier confirmed a second sale of the same amount. */
  doubleAmountSince: Date | null;
  lines: readonly { line_no: number; product_id: string; name: string; price_ore: number; quantity: number }[];
  response: unknown;
}

/** The debit, in one statement and one transaction: payment_terminal_charge (migration 009). */
export async function charge(q: Queryable, input: ChargeInput): Promise<{ outcome: ChargeOutcome; statusCode: number | null; body: unknown }> {
  const { rows } = await q.query<{ outcome: ChargeOutcome; response_status: number | null; response_body: unknown }>(
    `SELECT outcome, response_status, response_body
       FROM payment_terminal_charge($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15::jsonb, $16::jsonb)`,
    [
      input.scope, input.key, input.requestHash, input.keysFreshAfter, input.transactionId, input.terminalId, input.walletId,
      input.customerId, input.revenueAccountId, input.amountOre, danishText(input.description), descriptionTextJson(input.description),
      input.now, input.doubleAmountSince,
      JSON.stringify(input.lines), JSON.stringify(input.response),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('payment_terminal_charge returned no row');
  return { outcome: row.outcome, statusCode: row.response_status, body: row.response_body };
}

export async function insertTerminal(q: Queryable, terminal: { customerId: string; canteenId: string | null; name: string; keyHash: string }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO terminals (customer_id, canteen_id, name, key_hash) VALUES ($1, $2, $3, $4) RETURNING id',
    [terminal.customerId, terminal.canteenId, terminal.name, terminal.keyHash],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into terminals returned no id');
  return id;
}

/**
 * A quick sale's wallet, named by its id instead of a school card: found only when the
 * terminal's customer is the wallet's customer or above it, as payment_terminal_context
 * does for a card. Its restrictions and options are read again under the wallet's lock.
 */
export async function walletForTerminal(
  q: Queryable,
  walletId: string,
  terminalCustomerId: string,
): Promise<NonNullable<TerminalSaleContext['wallet']> | null> {
  const { rows } = await q.query<{ id: string; blocked: boolean }>(
    `WITH RECURSIVE above (id, parent_id) AS (
       SELECT c.id, c.parent_id FROM customers c JOIN wallets w ON w.customer_id = c.id WHERE w.id = $1
       UNION ALL
       SELECT c.id, c.parent_id FROM customers c JOIN above ON c.id = above.parent_id
     )
     SELECT w.id, w.blocked FROM wallets w
      WHERE w.id = $1 AND EXISTS (SELECT 1 FROM above WHERE above.id = $2)`,
    [walletId, terminalCustomerId],
  );
  return rows[0] ?? null;
}
