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
