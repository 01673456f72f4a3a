import type { Queryable } from '../../db/db';

export interface VoucherRow {
  id: string;
  kind: 'ticket' | 'voucher' | 'discount';
  name: string;
  description: string;
  customer_name: string;
  start_date: Date | string;
  end_date: Date | string;
  discount_percent: number | null;
  remaining_ore: number | null;
}

/** The wallet's tickets, vouchers and discounts that have not ended, soonest first; of one customer when named. */
export async function currentVouchers(q: Queryable, walletId: string, customerName: string | null, now: Date): Promise<VoucherRow[]> {
  const { rows } = await q.query<VoucherRow>(
    `SELECT v.id, v.kind, v.name, v.description, c.name AS customer_name, v.start_date, v.end_date,
            v.discount_percent, v.remaining_ore
       FROM wallet_vouchers v JOIN customers c ON c.id = v.customer_id
      WHERE v.wallet_id = $1 AND v.end_date >= $2 AND ($3::text IS NULL OR lower(c.name) = lower($3))
      ORDER BY v.start_date, v.name, v.id`,
    [walletId, now, customerName],
  );
  return rows;
}

export interface NewVoucher {
  walletId: string;
  customerId: string;
  kind: VoucherRow['kind'];
  name: string;
  description: string;
  startDate: Date;
  endDate: Date;
  discountPercent: number | null;
  remainingOre: number | null;
}

export async function insertVoucher(q: Queryable, voucher: NewVoucher): Promise<void> {
  await q.query(
    `INSERT INTO wallet_vouchers (wallet_id, customer_id, kind, name, description, start_date, end_date, discount_percent, remaining_ore)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [voucher.walletId, voucher.customerId, voucher.kind, voucher.name, voucher.description, voucher.startDate, voucher.endDate, voucher.discountPercent, voucher.remainingOre],
  );
}

export interface FoodOrderRow {
  delivery_date: string;
  product_id: string;
  name: string;
  price_ore: number;
  quantity: number;
  refunded_quantity: number;
  line_no: number;
  transaction_id: string;
  wallet_id: string;
  customer_id: string;
  product_number: string | null;
}

/**
 * The wallet's completed food-plan purchases, by delivery date: the line's Date as the
 * cart sent it, else the day of the purchase (Copenhagen). Newest deliveries first.
 */
export async function latestFoodOrders(q: Queryable, walletId: string, since: Date, limit: number): Promise<FoodOrderRow[]> {
  const { rows } = await q.query<FoodOrderRow>(
    `SELECT coalesce(substring(l.extra ->> 'Date' from '^\\d{4}-\\d{2}-\\d{2}'),
                     to_char(t.created_at AT TIME ZONE 'Europe/Copenhagen', 'YYYY-MM-DD')) AS delivery_date,
            l.product_id, l.name, l.price_ore, l.quantity, l.refunded_quantity, l.line_no,
            t.id AS transaction_id, t.wallet_id, t.customer_id,
            l.extra -> 'MasterCaterInfo' ->> 'ProductNumber' AS product_number
       FROM payment_transactions t
       JOIN payment_transaction_lines l ON l.transaction_id = t.id
      WHERE t.wallet_id = $1 AND t.is_foodplan AND t.kind = 'order' AND t.status_id = 2 AND t.created_at >= $2
      ORDER BY delivery_date DESC, t.created_at DESC, l.line_no
      LIMIT $3`,
    [walletId, since, limit],
  );
  return rows;
}
