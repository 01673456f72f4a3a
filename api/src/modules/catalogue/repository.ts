import type { CatalogueEntry } from '../../core/order-pricing';
import type { Queryable } from '../../db/db';

export type CatalogueOwnerKind = 'webshop' | 'foodplan' | 'meeting_location' | 'canteen';

export interface CatalogueProduct extends CatalogueEntry {
  customerId: string;
  ownerKind: CatalogueOwnerKind;
  ownerId: string;
}

interface ProductRow {
  id: string;
  customer_id: string;
  owner_kind: CatalogueOwnerKind;
  owner_id: string;
  name: string;
  price_ore: number;
  stock: number | null;
  food_group: string | null;
  orderable_until: Date | string | null;
  orderable_from: Date | string | null;
  purchase_limit: number | null;
  active: boolean;
  sold_out: boolean;
}

const toProduct = (row: ProductRow): CatalogueProduct => ({
  id: row.id,
  customerId: row.customer_id,
  ownerKind: row.owner_kind,
  ownerId: row.owner_id,
  name: row.name,
  priceOre: row.price_ore,
  stock: row.stock,
  foodGroup: row.food_group,
  orderableUntil: row.orderable_until === null ? null : new Date(row.orderable_until),
  orderableFrom: row.orderable_from === null ? null : new Date(row.orderable_from),
  purchaseLimit: row.purchase_limit,
  active: row.active,
  soldOut: row.sold_out,
});

export async function productsByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, CatalogueProduct>> {
  const { rows } = await q.query<ProductRow>(
    `SELECT id, customer_id, owner_kind, owner_id, name, price_ore, stock, food_group, orderable_until, orderable_from,
            purchase_limit, active, sold_out
       FROM catalogue_products WHERE id = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/** What a reservation's products refused under their row locks: short of stock (or sold out), or withdrawn meanwhile. */
export interface StockRefusal {
  short: string[];
  withdrawn: string[];
}

/**
 * Takes the quantities off the stock of the products that keep one, in product order
 * (the platform's lock order), and holds a share lock on those that keep none, so the
 * seller's withdrawal (active = false, an UPDATE of the row) waits for this order to
 * commit, or this order sees it: a dish removed with orders refunds every order placed
 * before its removal and refuses every order after it, with no gap between. Returns the
 * products whose stock could not cover it or that are marked sold out (refused like a
 * stock of 0), and those withdrawn since the order read the catalogue; the caller then
 * rolls back. The stock's lock is the one a stock adjustment takes (lockStock).
 */
export async function takeStock(q: Queryable, quantities: ReadonlyMap<string, number>): Promise<StockRefusal> {
  if (quantities.size === 0) return { short: [], withdrawn: [] };
  const ids = [...quantities.keys()].sort();
  const unlimited = await q.query<{ id: string; active: boolean }>(
    'SELECT id, active FROM catalogue_products WHERE id = ANY($1::uuid[]) AND stock IS NULL AND NOT sold_out ORDER BY id FOR SHARE',
    [ids],
  );
  const { rows } = await q.query<{ id: string; active: boolean; covered: boolean }>(
    `WITH wanted AS (
       SELECT * FROM unnest($1::uuid[], $2::int[]) AS w (id, quantity)
     ), locked AS (
       SELECT p.id, p.stock, p.sold_out, p.active, wanted.quantity FROM catalogue_products p JOIN wanted ON wanted.id = p.id
        WHERE p.stock IS NOT NULL OR p.sold_out ORDER BY p.id FOR UPDATE OF p
     ), taken AS (
       UPDATE catalogue_products p SET stock = p.stock - locked.quantity
         FROM locked WHERE p.id = locked.id AND locked.active AND NOT locked.sold_out AND locked.stock >= locked.quantity
       RETURNING p.id
     )
     SELECT locked.id, locked.active, EXISTS (SELECT 1 FROM taken WHERE taken.id = locked.id) AS covered FROM locked`,
    [ids, ids.map((id) => quantities.get(id) ?? 0)],
  );
  return {
    short: rows.filter((row) => row.active && !row.covered).map((row) => row.id),
    withdrawn: [...unlimited.rows, ...rows].filter((row) => !row.active).map((row) => row.id).sort(),
  };
}

/** A product's stock under its row lock (the lock takeStock takes), in the caller's transaction; undefined: no such product. */
export async function lockStock(q: Queryable, productId: string): Promise<{ stock: number | null } | undefined> {
  const { rows } = await q.query<{ stock: number | null }>('SELECT stock FROM catalogue_products WHERE id = $1 FOR UPDATE', [productId]);
  return rows[0];
}

export interface StockAdjustmentRow {
  productId: string;
  reason: 'received' | 'counted' | 'damaged' | 'unlimited';
  /** Null: the stock was unlimited before (counted starts keeping one), or is after (unlimited). */
  stockBefore: number | null;
  stockAfter: number | null;
  userId: string;
  at: Date;
}

/** Writes an adjusted stock and its adjustment row; the caller holds the row lock (lockStock). */
export async function writeStockAdjustment(q: Queryable, adjustment: StockAdjustmentRow): Promise<void> {
  await q.query('UPDATE catalogue_products SET stock = $2 WHERE id = $1', [adjustment.productId, adjustment.stockAfter]);
  await q.query(
    `INSERT INTO catalogue_stock_adjustments (product_id, reason, change, stock_before, stock_after, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      adjustment.productId,
      adjustment.reason,
      adjustment.stockAfter === null || adjustment.stockBefore === null ? null : adjustment.stockAfter - adjustment.stockBefore,
      adjustment.stockBefore, adjustment.stockAfter, adjustment.userId, adjustment.at],
  );
}

/** Puts units back (cancel, refund, expiry); products without stock are left alone. */
export async function returnStock(q: Queryable, quantities: ReadonlyMap<string, number>): Promise<void> {
  if (quantities.size === 0) return;
  const ids = [...quantities.keys()].sort();
  await q.query(
    `UPDATE catalogue_products p SET stock = p.stock + w.quantity
       FROM unnest($1::uuid[], $2::int[]) AS w (id, quantity)
      WHERE p.id = w.id AND p.stock IS NOT NULL`,
    [ids, ids.map((id) => quantities.get(id) ?? 0)],
  );
}

export async function insertOwner(q: Queryable, owner: { customerId: string; kind: CatalogueOwnerKind; name: string }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO catalogue_owners (customer_id, kind, name) VALUES ($1, $2, $3) RETURNING id',
    [owner.customerId, owner.kind, owner.name],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into catalogue_owners returned no id');
  return id;
}

export interface NewProduct {
  customerId: string;
  ownerKind: CatalogueOwnerKind;
  ownerId: string;
  name: string;
  priceOre: number;
  stock: number | null;
  foodGroup: string | null;
  orderableUntil: Date | null;
}

export async function insertProduct(q: Queryable, product: NewProduct): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore, stock, food_group, orderable_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [product.customerId, product.ownerKind, product.ownerId, product.name, product.priceOre, product.stock, product.foodGroup, product.orderableUntil],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into catalogue_products returned no id');
  return id;
}

/**
 * How many of each product the wallet has bought: its reserved and completed orders' and
 * canteen sales' lines, less what was refunded. For the purchase limit.
 */
export async function purchasedByWallet(q: Queryable, walletId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await q.query<{ product_id: string; purchased: number }>(
    `SELECT l.product_id, sum(l.quantity - l.refunded_quantity)::int AS purchased
       FROM payment_transaction_lines l JOIN payment_transactions t ON t.id = l.transaction_id
      WHERE t.wallet_id = $1 AND t.kind IN ('order', 'terminal') AND t.status_id IN (1, 2) AND l.product_id = ANY($2::uuid[])
      GROUP BY l.product_id`,
    [walletId, [...new Set(productIds)]],
  );
  return new Map(rows.map((row) => [row.product_id, Number(row.purchased)]));
}
