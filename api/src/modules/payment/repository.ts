import { danishText, descriptionTextJson, type Description } from '../../core/platform-texts';
import type { Queryable } from '../../db/db';
import { toSettings, type RestrictionRow } from '../restrictions/restriction-row';
import type { WalletRestrictionSettings } from '../../core/wallet-restrictions';

/**
 * adjustment: what a change of a completed order costs more (a meeting order's update), a child of the order.
 * deposit: a card top-up (a deposit by card, a refill; top-ups.ts), never made by the payment handler.
 */
export type PaymentKind = 'order' | 'terminal' | 'card' | 'refund' | 'adjustment' | 'deposit';

export interface PaymentRow {
  id: string;
  kind: PaymentKind;
  parent_id: string | null;
  status_id: number;
  wallet_id: string;
  customer_id: string;
  user_id: string | null;
  terminal_id: string | null;
  description: string;
  /** The platform text's key and parameters (041_platform_texts.sql), or null for a written text. */
  description_text: unknown;
  amount_ore: number;
  wallet_amount_ore: number;
  card_amount_ore: number;
  hold_id: string | null;
  ledger_transaction_id: string | null;
  merchant_data: string | null;
  provider_transaction_id: string | null;
  error_message: string | null;
  custom_data: unknown;
  expires_at: Date | string | null;
  created_at: Date | string;
}

const PAYMENT_COLUMNS = `id, kind, parent_id, status_id, wallet_id, customer_id, user_id, terminal_id, description, description_text, amount_ore,
  wallet_amount_ore, card_amount_ore, hold_id, ledger_transaction_id, merchant_data, provider_transaction_id,
  error_message, custom_data, expires_at, created_at`;

export interface NewPayment {
  id: string;
  kind: PaymentKind;
  parentId: string | null;
  statusId: number;
  walletId: string;
  customerId: string;
  userId: string | null;
  description: Description;
  amountOre: number;
  walletAmountOre: number;
  cardAmountOre: number;
  productSet: string;
  webshopId: string | null;
  foodPlanId: string | null;
  departmentId: string | null;
  isFoodplan: boolean;
  autoComplete: boolean;
  customData: unknown;
  holdId: string | null;
  ledgerTransactionId: string | null;
  merchantData: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** A webshop order's cancellation deadline for the family, stored when it is placed (issue 23). */
  cancellableUntil?: Date | null;
}

/** What most payments leave empty: a refund or a card child has no products, holds or links of its own. */
export const PLAIN_PAYMENT = {
  productSet: '',
  webshopId: null,
  foodPlanId: null,
  departmentId: null,
  isFoodplan: false,
  autoComplete: false,
  customData: null,
  holdId: null,
  merchantData: null,
} as const satisfies Partial<NewPayment>;

export async function insertPayment(q: Queryable, p: NewPayment): Promise<void> {
  await q.query(
    `INSERT INTO payment_transactions (
       id, kind, parent_id, status_id, wallet_id, customer_id, user_id, description, amount_ore, wallet_amount_ore,
       card_amount_ore, product_set, webshop_id, food_plan_id, department_id, is_foodplan, auto_complete, custom_data,
       hold_id, ledger_transaction_id, merchant_data, expires_at, created_at, updated_at, description_text, cancellable_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb, $19, $20, $21, $22, $23, $23, $24::jsonb, $25)`,
    [
      p.id, p.kind, p.parentId, p.statusId, p.walletId, p.customerId, p.userId, danishText(p.description), p.amountOre, p.walletAmountOre,
      p.cardAmountOre, p.productSet, p.webshopId, p.foodPlanId, p.departmentId, p.isFoodplan, p.autoComplete,
      p.customData === null ? null : JSON.stringify(p.customData), p.holdId, p.ledgerTransactionId, p.merchantData, p.expiresAt, p.createdAt,
      descriptionTextJson(p.description), p.cancellableUntil ?? null,
    ],
  );
}

export interface NewLine {
  lineNo: number;
  productId: string;
  name: string;
  priceOre: number;
  quantity: number;
  extra: unknown;
}

export async function insertLines(q: Queryable, transactionId: string, lines: readonly NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  await q.query(
    `INSERT INTO payment_transaction_lines (transaction_id, line_no, product_id, name, price_ore, quantity, extra)
     SELECT $1, l.line_no, l.product_id, l.name, l.price_ore, l.quantity, l.extra
       FROM unnest($2::int[], $3::uuid[], $4::text[], $5::bigint[], $6::int[], $7::jsonb[])
            AS l (line_no, product_id, name, price_ore, quantity, extra)`,
    [
      transactionId,
      lines.map((l) => l.lineNo),
      lines.map((l) => l.productId),
      lines.map((l) => l.name),
      lines.map((l) => l.priceOre),
      lines.map((l) => l.quantity),
      lines.map((l) => (l.extra === null || l.extra === undefined ? null : JSON.stringify(l.extra))),
    ],
  );
}

/** A changed order's products: the lines are replaced (the money moved by Settlement.rewriteOrder). */
export async function replaceLines(q: Queryable, transactionId: string, lines: readonly NewLine[]): Promise<void> {
  await q.query('DELETE FROM payment_transaction_lines WHERE transaction_id = $1', [transactionId]);
  await insertLines(q, transactionId, lines);
}

/** An order charged more (an adjustment): its amount, all from the wallet, grows by it. */
export async function addToOrderAmount(q: Queryable, id: string, amountOre: number, at: Date): Promise<void> {
  await q.query(
    'UPDATE payment_transactions SET amount_ore = amount_ore + $2, wallet_amount_ore = wallet_amount_ore + $2, updated_at = $3 WHERE id = $1',
    [id, amountOre, at],
  );
}

export async function walletIsBlocked(q: Queryable, walletId: string): Promise<boolean> {
  const { rows } = await q.query<{ blocked: boolean }>('SELECT blocked FROM wallets WHERE id = $1', [walletId]);
  return rows[0]?.blocked ?? true;
}

export async function setDescription(q: Queryable, id: string, description: string, at: Date): Promise<void> {
  await q.query('UPDATE payment_transactions SET description = $2, updated_at = $3 WHERE id = $1', [id, description, at]);
}

export interface LineRow {
  line_no: number;
  product_id: string;
  name: string;
  price_ore: number;
  quantity: number;
  refunded_quantity: number;
}

export async function linesOf(q: Queryable, transactionId: string): Promise<LineRow[]> {
  const { rows } = await q.query<LineRow>(
    `SELECT line_no, product_id, name, price_ore, quantity, refunded_quantity
       FROM payment_transaction_lines WHERE transaction_id = $1 ORDER BY line_no`,
    [transactionId],
  );
  return rows;
}

export async function findPayment(q: Queryable, id: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payment_transactions WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Locks the payment row until the transaction ends: one status change at a time. */
export async function lockPayment(q: Queryable, id: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payment_transactions WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

/** For the sweep: the payment, if it is still reserved and no one else is working on it. */
export async function lockReservedUnlessBusy(q: Queryable, id: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payment_transactions WHERE id = $1 AND status_id = 1 FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return rows[0] ?? null;
}

export async function childrenOf(q: Queryable, parentId: string): Promise<PaymentRow[]> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payment_transactions WHERE parent_id = $1 ORDER BY created_at, id`,
    [parentId],
  );
  return rows;
}

export async function setStatus(
  q: Queryable,
  id: string,
  change: { statusId: number; errorMessage: string | null; at: Date; ledgerTransactionId?: string; providerTransactionId?: string },
): Promise<void> {
  await q.query(
    `UPDATE payment_transactions
        SET status_id = $2, error_message = $3, updated_at = $4,
            ledger_transaction_id = coalesce($5, ledger_transaction_id),
            provider_transaction_id = coalesce($6, provider_transaction_id)
      WHERE id = $1`,
    [id, change.statusId, change.errorMessage, change.at, change.ledgerTransactionId ?? null, change.providerTransactionId ?? null],
  );
}

/** The wallet pays the whole amount (a retried order whose card part failed). */
export async function payFromWallet(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE payment_transactions SET wallet_amount_ore = amount_ore, card_amount_ore = 0 WHERE id = $1', [id]);
}

/** Where and why the transaction failed (the details' stack trace). */
export async function setStacktrace(q: Queryable, id: string, trace: string): Promise<void> {
  await q.query('UPDATE payment_transactions SET stacktrace = $2 WHERE id = $1', [id, trace]);
}

export async function addRefundedQuantities(q: Queryable, transactionId: string, lines: readonly { lineNo: number; quantity: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await q.query(
    `UPDATE payment_transaction_lines l SET refunded_quantity = l.refunded_quantity + r.quantity
       FROM unnest($2::int[], $3::int[]) AS r (line_no, quantity)
      WHERE l.transaction_id = $1 AND l.line_no = r.line_no`,
    [transactionId, lines.map((l) => l.lineNo), lines.map((l) => l.quantity)],
  );
}

/** What the refund policy reads of a payment besides its row (@kk/domain refundPolicy.ts, migration 048). */
export interface RefundFactsRow {
  top_up: string | null;
  is_foodplan: boolean;
  food_plan_id: string | null;
  webshop_id: string | null;
  cancellable_until: Date | string | null;
  handed_out_at: Date | string | null;
}

export async function refundFactsOf(q: Queryable, id: string): Promise<RefundFactsRow | null> {
  const { rows } = await q.query<RefundFactsRow>(
    'SELECT top_up, is_foodplan, food_plan_id, webshop_id, cancellable_until, handed_out_at FROM payment_transactions WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A webshop order handed out (issue 26, migration 064): when and by whom, set once; the
 * caller holds the payment's row lock. Answers false when it was handed out already.
 */
export async function setHandedOut(q: Queryable, id: string, userId: string, at: Date): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE payment_transactions SET handed_out_at = $3, handed_out_by = $2, updated_at = $3 WHERE id = $1 AND handed_out_at IS NULL RETURNING id',
    [id, userId, at],
  );
  return rows.length > 0;
}

/** Money already refunded on a purchase (its completed refund children). */
export async function refundedOre(q: Queryable, parentId: string): Promise<number> {
  const { rows } = await q.query<{ refunded: number }>(
    "SELECT coalesce(sum(amount_ore), 0)::bigint AS refunded FROM payment_transactions WHERE parent_id = $1 AND kind = 'refund' AND status_id = 2",
    [parentId],
  );
  return rows[0]?.refunded ?? 0;
}

/** The row comparison keeps it one range of the wallet's index (migration 054). */
export async function sameOrderExists(
  q: Queryable,
  order: { walletId: string; amountOre: number; productSet: string; since: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM payment_transactions
      WHERE wallet_id = $1 AND (wallet_id, created_at) > ($1, $4) AND kind = 'order' AND status_id IN (1, 2) AND amount_ore = $2 AND product_set = $3
      LIMIT 1`,
    [order.walletId, order.amountOre, order.productSet, order.since],
  );
  return rows.length > 0;
}

export async function reservedExpiredBefore(q: Queryable, before: Date, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM payment_transactions WHERE status_id = 1 AND expires_at < $1 AND kind = 'order'
      ORDER BY expires_at LIMIT $2`,
    [before, limit],
  );
  return rows.map((row) => row.id);
}

export interface OrderContext {
  walletBlocked: boolean;
  walletCustomerId: string;
  /** The wallet's customer and the customers above it. */
  walletCustomerChain: string[];
  walletAccountId: string;
  balanceOre: number;
  heldOre: number;
  hasSavedCard: boolean;
  restrictions: WalletRestrictionSettings;
}

/**
 * Everything a payment needs to know about the wallet, in one statement: its customer
 * chain, funds (unlocked: a first look; the payment locks and re-checks), restrictions
 * and whether a saved credit card may pay for it (the wallet's own or its group's).
 */
export async function orderContext(q: Queryable, walletId: string): Promise<OrderContext | null> {
  const { rows } = await q.query<RestrictionRow & {
    blocked: boolean;
    customer_id: string;
    customer_chain: string[];
    account_id: string;
    balance_ore: number;
    held_ore: number;
    has_saved_card: boolean;
  }>(
    `WITH RECURSIVE chain (id, parent_id) AS (
       SELECT c.id, c.parent_id FROM customers c JOIN wallets w ON w.customer_id = c.id WHERE w.id = $1
       UNION ALL
       SELECT c.id, c.parent_id FROM customers c JOIN chain ON c.id = chain.parent_id
     )
     SELECT w.blocked, w.customer_id, (SELECT array_agg(id::text) FROM chain) AS customer_chain,
            a.id AS account_id, a.balance_ore, a.held_ore,
            EXISTS (
              SELECT 1 FROM credit_cards cc
               WHERE cc.deleted_at IS NULL AND (cc.wallet_id = w.id OR cc.wallet_group_id = w.wallet_group_id)
            ) AS has_saved_card,
            r.daily_limit_ore, r.max_purchases_per_day, r.allowed_weekdays::int[] AS allowed_weekdays,
            r.denied_food_groups, r.denied_customer_ids::text[] AS denied_customer_ids
       FROM wallets w
       JOIN ledger_accounts a ON a.wallet_id = w.id
       LEFT JOIN wallet_restrictions_in_force r ON r.wallet_id = w.id
      WHERE w.id = $1`,
    [walletId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    walletBlocked: row.blocked,
    walletCustomerId: row.customer_id,
    walletCustomerChain: row.customer_chain,
    walletAccountId: row.account_id,
    balanceOre: row.balance_ore,
    heldOre: row.held_ore,
    hasSavedCard: row.has_saved_card,
    restrictions: toSettings(row),
  };
}

export async function revenueAccountOf(q: Queryable, customerId: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM ledger_accounts WHERE kind = 'customer_revenue' AND customer_id = $1",
    [customerId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`No revenue account for customer ${customerId}`);
  return id;
}

/** A stored payment with its products and its children, as the payment handler answers it. */
export interface PaymentView {
  payment: PaymentRow;
  lines: LineRow[];
  children: PaymentRow[];
}

export async function paymentView(q: Queryable, id: string): Promise<PaymentView> {
  const payment = await findPayment(q, id);
  if (!payment) throw new Error(`No payment ${id}`);
  const [lines, children] = await Promise.all([linesOf(q, id), childrenOf(q, id)]);
  return { payment, lines, children };
}
