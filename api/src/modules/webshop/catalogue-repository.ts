import type { Queryable } from '../../db/db';

/** The partner site's webshop products (issue 25): only this file knows their SQL. */

export interface EditableWebshopRow {
  id: string;
  name: string;
  customer_id: string;
  customer_name: string;
}

/** The webshops (catalogue owners of kind 'webshop') of the customers, by customer and name. */
export async function webshopsOfCustomers(q: Queryable, customerIds: readonly string[]): Promise<EditableWebshopRow[]> {
  if (customerIds.length === 0) return [];
  const { rows } = await q.query<EditableWebshopRow>(
    `SELECT o.id::text AS id, o.name, o.customer_id::text AS customer_id, c.name AS customer_name
       FROM catalogue_owners o JOIN customers c ON c.id = o.customer_id
      WHERE o.kind = 'webshop' AND o.customer_id = ANY($1::uuid[])
      ORDER BY c.name, o.name, o.id`,
    [[...customerIds]],
  );
  return rows;
}

export async function groupsOfWebshops(q: Queryable, webshopIds: readonly string[]): Promise<{ id: string; webshop_id: string; name: string }[]> {
  if (webshopIds.length === 0) return [];
  const { rows } = await q.query<{ id: string; webshop_id: string; name: string }>(
    `SELECT id::text AS id, webshop_id::text AS webshop_id, name FROM webshop_product_groups
      WHERE webshop_id = ANY($1::uuid[]) ORDER BY sort_order, name, id`,
    [[...webshopIds]],
  );
  return rows;
}

export interface EditableProductRow {
  id: string;
  webshop_id: string;
  customer_id: string;
  customer_name: string;
  name: string;
  description: string | null;
  descriptors: Record<string, string>;
  descriptor_descriptions: Record<string, string>;
  price_ore: string | number;
  vat_rate_bp: number;
  product_group_id: string | null;
  image_id: string | null;
  orderable_from: Date | string | null;
  orderable_until: Date | string | null;
  purchase_limit: number | null;
  sold_out: boolean;
  stock: number | null;
  allergens: number[];
  active: boolean;
}

const PRODUCT_COLUMNS = `p.id::text AS id, p.owner_id::text AS webshop_id, p.customer_id::text AS customer_id, c.name AS customer_name, p.name, p.description,
       p.descriptors, p.descriptor_descriptions, p.price_ore, p.vat_rate_bp, p.product_group_id::text AS product_group_id, p.image_id::text AS image_id,
       p.orderable_from, p.orderable_until, p.purchase_limit, p.sold_out, p.stock, p.allergens::int[] AS allergens, p.active`;

export interface ProductSearch {
  webshopIds: readonly string[];
  /** ILIKE on the name, already escaped; null: every product. */
  namePattern: string | null;
  start: number;
  count: number;
}

/** The webshops' products, sorted by group (its order, then name; no group last) then name; and how many match. */
export async function searchProducts(q: Queryable, search: ProductSearch): Promise<{ rows: EditableProductRow[]; total: number }> {
  if (search.webshopIds.length === 0) return { rows: [], total: 0 };
  const where = `p.owner_kind = 'webshop' AND p.owner_id = ANY($1::uuid[]) AND ($2::text IS NULL OR p.name ILIKE $2 ESCAPE '\\')`;
  const { rows } = await q.query<EditableProductRow>(
      `SELECT ${PRODUCT_COLUMNS}
         FROM catalogue_products p JOIN customers c ON c.id = p.customer_id
         LEFT JOIN webshop_product_groups g ON g.id = p.product_group_id
        WHERE ${where}
        ORDER BY g.id IS NULL, g.sort_order, g.name, p.name, p.id
        LIMIT $3 OFFSET $4`,
      [[...search.webshopIds], search.namePattern, search.count, search.start],
  );
  const counted = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM catalogue_products p WHERE ${where}`, [[...search.webshopIds], search.namePattern]);
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}

/** One webshop product (any customer's: the service checks the caller's scope); `lock` takes its row lock. */
export async function productById(q: Queryable, id: string, lock = false): Promise<EditableProductRow | null> {
  const { rows } = await q.query<EditableProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM catalogue_products p JOIN customers c ON c.id = p.customer_id
      WHERE p.id = $1 AND p.owner_kind = 'webshop'${lock ? ' FOR UPDATE OF p' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export interface ProductFields {
  name: string;
  description: string | null;
  descriptors: Record<string, string>;
  descriptorDescriptions: Record<string, string>;
  priceOre: number;
  vatRateBp: number;
  productGroupId: string | null;
  orderableFrom: Date | null;
  orderableUntil: Date | null;
  purchaseLimit: number | null;
  soldOut: boolean;
  allergens: readonly number[];
}

export async function insertEditedProduct(
  q: Queryable,
  product: ProductFields & { customerId: string; webshopId: string; stock: number | null; imageId: string | null },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, description, descriptors, descriptor_descriptions, price_ore, vat_rate_bp,
                                     product_group_id, orderable_from, orderable_until, purchase_limit, sold_out, allergens, stock, image_id)
     VALUES ($1, 'webshop', $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14::smallint[], $15, $16) RETURNING id::text AS id`,
    [
      product.customerId,
      product.webshopId,
      product.name,
      product.description,
      JSON.stringify(product.descriptors),
      JSON.stringify(product.descriptorDescriptions),
      product.priceOre,
      product.vatRateBp,
      product.productGroupId,
      product.orderableFrom,
      product.orderableUntil,
      product.purchaseLimit,
      product.soldOut,
      [...product.allergens],
      product.stock,
      product.imageId,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into catalogue_products returned no id');
  return id;
}

/** Every edited field but the stock; the image only when a new one is given. */
export async function updateEditedProduct(q: Queryable, id: string, product: ProductFields & { imageId: string | undefined; active: boolean }): Promise<void> {
  await q.query(
    `UPDATE catalogue_products SET name = $2, description = $3, descriptors = $4::jsonb, descriptor_descriptions = $5::jsonb, price_ore = $6, vat_rate_bp = $7,
            product_group_id = $8, orderable_from = $9, orderable_until = $10, purchase_limit = $11, sold_out = $12, allergens = $13::smallint[],
            image_id = COALESCE($14::uuid, image_id), active = $15
      WHERE id = $1`,
    [
      id,
      product.name,
      product.description,
      JSON.stringify(product.descriptors),
      JSON.stringify(product.descriptorDescriptions),
      product.priceOre,
      product.vatRateBp,
      product.productGroupId,
      product.orderableFrom,
      product.orderableUntil,
      product.purchaseLimit,
      product.soldOut,
      [...product.allergens],
      product.imageId ?? null,
      product.active,
    ],
  );
}

/** Withdrawn: families no longer see it; orders already placed keep their lines. */
export async function withdrawProduct(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE catalogue_products SET active = false WHERE id = $1', [id]);
}
