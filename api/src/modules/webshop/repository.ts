import type { Queryable } from '../../db/db';

export interface WebshopRow {
  id: string;
  name: string;
  customer_id: string;
  customer_name: string;
  wallet_ids: string[];
}

/**
 * The webshops of the customers the wallets belong to (each wallet's customer and the
 * customers above it), with the wallets that may shop in each.
 */
export async function webshopsForWallets(q: Queryable, walletIds: readonly string[]): Promise<WebshopRow[]> {
  if (walletIds.length === 0) return [];
  const { rows } = await q.query<WebshopRow>(
    `WITH RECURSIVE chain (wallet_id, customer_id) AS (
       SELECT w.id, w.customer_id FROM wallets w WHERE w.id = ANY($1::uuid[])
       UNION
       SELECT chain.wallet_id, c.parent_id FROM chain JOIN customers c ON c.id = chain.customer_id WHERE c.parent_id IS NOT NULL
     )
     SELECT o.id, o.name, o.customer_id, c.name AS customer_name, array_agg(DISTINCT chain.wallet_id::text ORDER BY chain.wallet_id::text) AS wallet_ids
       FROM chain
       JOIN catalogue_owners o ON o.customer_id = chain.customer_id AND o.kind = 'webshop'
       JOIN customers c ON c.id = o.customer_id
      GROUP BY o.id, o.name, o.customer_id, c.name
      ORDER BY c.name, o.name`,
    [walletIds],
  );
  return rows;
}

export interface WebshopProductRow {
  id: string;
  name: string;
  description: string | null;
  descriptors: Record<string, string>;
  price_ore: number;
  stock: number | null;
  sold_out: boolean;
  purchase_limit: number | null;
  orderable_until: Date | string | null;
  image_id: string | null;
  allergens: number[];
  group_id: string;
  group_name: string;
  webshop_id: string;
  webshop_name: string;
}

/** The products on sale now in a webshop, by group: active, in their sales window, in a group. */
export async function productsOnSale(q: Queryable, webshopId: string, now: Date): Promise<WebshopProductRow[]> {
  const { rows } = await q.query<WebshopProductRow>(
    `SELECT p.id, p.name, p.description, p.descriptors, p.price_ore, p.stock, p.sold_out, p.purchase_limit, p.orderable_until, p.image_id, p.allergens::int[] AS allergens,
            g.id AS group_id, g.name AS group_name, o.id AS webshop_id, o.name AS webshop_name
       FROM catalogue_products p
       JOIN webshop_product_groups g ON g.id = p.product_group_id
       JOIN catalogue_owners o ON o.id = p.owner_id
      WHERE p.owner_id = $1 AND p.owner_kind = 'webshop' AND p.active
        AND (p.orderable_from IS NULL OR p.orderable_from <= $2)
        AND (p.orderable_until IS NULL OR p.orderable_until >= $2)
      ORDER BY g.sort_order, g.name, p.name`,
    [webshopId, now],
  );
  return rows;
}

export async function productImage(q: Queryable, imageId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const { rows } = await q.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM catalogue_product_images WHERE id = $1', [imageId]);
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

export async function insertProductGroup(q: Queryable, group: { webshopId: string; name: string; sortOrder: number }): Promise<string> {
  const { rows } = await q.query<{ id: string }>('INSERT INTO webshop_product_groups (webshop_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id', [
    group.webshopId,
    group.name,
    group.sortOrder,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into webshop_product_groups returned no id');
  return id;
}

export async function insertProductImage(q: Queryable, image: { contentType: string; bytes: Buffer }): Promise<string> {
  const { rows } = await q.query<{ id: string }>('INSERT INTO catalogue_product_images (content_type, bytes) VALUES ($1, $2) RETURNING id', [image.contentType, image.bytes]);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into catalogue_product_images returned no id');
  return id;
}

export interface WebshopProductDetails {
  productGroupId: string;
  description: string | null;
  descriptors: Record<string, string>;
  purchaseLimit: number | null;
  orderableFrom: Date | null;
  imageId: string | null;
  /** Allergen ids 1 to 15 (the food plan's list). */
  allergens?: readonly number[];
}

/** What makes a catalogue product a webshop product: its group, texts, limit, window start and image. */
export async function setWebshopDetails(q: Queryable, productId: string, details: WebshopProductDetails): Promise<void> {
  await q.query(
    `UPDATE catalogue_products SET product_group_id = $2, description = $3, descriptors = $4::jsonb, purchase_limit = $5, orderable_from = $6, image_id = $7,
            allergens = $8::smallint[]
      WHERE id = $1`,
    [productId, details.productGroupId, details.description, JSON.stringify(details.descriptors), details.purchaseLimit, details.orderableFrom, details.imageId, [...(details.allergens ?? [])]],
  );
}
