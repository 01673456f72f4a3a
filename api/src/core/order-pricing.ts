/**
 * Prices come from the catalogue, never from the request: the server recomputes every
 * line and the total and only compares them with what the client sent.
 */
export interface RequestedLine {
  productId: string;
  quantity: number;
  /** The client's price per unit in øre, when it sent one. */
  clientPriceOre: number | null;
}

export interface CatalogueEntry {
  id: string;
  name: string;
  priceOre: number;
  stock: number | null;
  foodGroup: string | null;
  orderableUntil: Date | null;
  /** Before this instant the product cannot be ordered yet (the start of its sales window). */
  orderableFrom?: Date | null;
  /** How many one wallet may buy in all; null or absent: no limit. */
  purchaseLimit?: number | null;
  active: boolean;
  /** Marked sold out by the seller: refused like a stock of 0. */
  soldOut?: boolean;
}

export interface PricedLine {
  productId: string;
  name: string;
  priceOre: number;
  quantity: number;
}

export type PricingResult =
  | { ok: true; lines: PricedLine[]; totalOre: number; foodGroups: string[] }
  | { ok: false; problem: 'unknown-product'; productIds: string[] }
  | { ok: false; problem: 'price-manipulated'; productIds: string[] };

export function priceOrder(requested: readonly RequestedLine[], catalogue: ReadonlyMap<string, CatalogueEntry>): PricingResult {
  const unknown = requested.filter((line) => !catalogue.get(line.productId)?.active).map((line) => line.productId);
  if (unknown.length > 0) return { ok: false, problem: 'unknown-product', productIds: unknown };
  const lines: PricedLine[] = [];
  const manipulated: string[] = [];
  const foodGroups = new Set<string>();
  let totalOre = 0;
  for (const line of requested) {
    const product = catalogue.get(line.productId) as CatalogueEntry;
    if (line.clientPriceOre !== null && line.clientPriceOre !== product.priceOre) manipulated.push(line.productId);
    if (product.foodGroup !== null) foodGroups.add(product.foodGroup);
    lines.push({ productId: product.id, name: product.name, priceOre: product.priceOre, quantity: line.quantity });
    totalOre += product.priceOre * line.quantity;
  }
  if (manipulated.length > 0) return { ok: false, problem: 'price-manipulated', productIds: manipulated };
  return { ok: true, lines, totalOre, foodGroups: [...foodGroups] };
}

/** Products that can no longer be ordered (status code 11). */
/** Products outside their sales window now: past orderable_until, or before orderable_from (status code 11). */
export function expiredProducts(requested: readonly RequestedLine[], catalogue: ReadonlyMap<string, CatalogueEntry>, now: Date): string[] {
  return requested
    .filter((line) => {
      const entry = catalogue.get(line.productId);
      const until = entry?.orderableUntil;
      const from = entry?.orderableFrom;
      return (until != null && until.getTime() < now.getTime()) || (from != null && from.getTime() > now.getTime());
    })
    .map((line) => line.productId);
}

/**
 * Products whose purchase limit the order would pass: what the wallet bought before
 * (`purchased`, by product) plus what it orders now, above the limit. Decided under the
 * wallet's row lock, so concurrent orders of one wallet cannot pass it together.
 */
export function purchaseLimitExceeded(
  requested: readonly RequestedLine[],
  catalogue: ReadonlyMap<string, CatalogueEntry>,
  purchased: ReadonlyMap<string, number>,
): string[] {
  const exceeded: string[] = [];
  for (const [productId, quantity] of quantitiesByProduct(requested)) {
    const limit = catalogue.get(productId)?.purchaseLimit;
    if (limit != null && (purchased.get(productId) ?? 0) + quantity > limit) exceeded.push(productId);
  }
  return exceeded;
}

/** Quantity per product over all lines (a product may appear on several lines, e.g. dates). */
export function quantitiesByProduct(lines: readonly { productId: string; quantity: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

/** Products whose stock cannot cover the quantity asked for, and those marked sold out. */
export function outOfStockProducts(lines: readonly { productId: string; quantity: number }[], catalogue: ReadonlyMap<string, CatalogueEntry>): string[] {
  return [...quantitiesByProduct(lines)]
    .filter(([productId, quantity]) => {
      const entry = catalogue.get(productId);
      if (entry?.soldOut === true) return true;
      const stock = entry?.stock;
      return stock !== null && stock !== undefined && stock < quantity;
    })
    .map(([productId]) => productId);
}

/**
 * The same cart: products and quantities in a stable order. Two orders of one wallet with
 * the same amount and the same cart within the double-amount window are one order twice.
 */
export function productSetFingerprint(lines: readonly { productId: string; quantity: number }[]): string {
  return [...quantitiesByProduct(lines)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => `${productId}:${quantity}`)
    .join(',');
}

/** Spec section 9: the same amount on the same wallet within five minutes is refused. */
export const DOUBLE_AMOUNT_WINDOW_MS = 5 * 60_000;

export function doubleAmountSince(now: Date): Date {
  return new Date(now.getTime() - DOUBLE_AMOUNT_WINDOW_MS);
}
