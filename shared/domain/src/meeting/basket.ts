import { parseQuantity } from '../cart/quantity';
import type { Ore } from '../money';
import type { MeetingProductRule } from './availability';

/**
 * The meeting basket (spec sections 3 and 4): department, location, product lines (id and
 * quantity), the total count, and the products of an order being edited that the
 * location no longer offers (kept by id, so the basket can still show them).
 */
export interface MeetingBasketLine {
  id: string;
  quantity: number;
}

/** A product as the meeting screens show it: the options' product, or one fabricated for an edited order. */
export interface MeetingBasketProduct extends MeetingProductRule {
  ID: string;
  Name: string;
  /** Kroner, as the API answers. */
  Price: number;
  ProductUIGroup: { ID: string; Name: string; Index: number } | null;
}

export interface MeetingBasket {
  departmentID: string | null;
  locationID: string | null;
  products: MeetingBasketLine[];
  /** The number of items: the sum of the quantities. */
  total: number;
  missingProducts: Record<string, MeetingBasketProduct>;
}

export function emptyMeetingBasket(departmentID: string | null = null, locationID: string | null = null): MeetingBasket {
  return { departmentID, locationID, products: [], total: 0, missingProducts: {} };
}

const withLines = (basket: MeetingBasket, products: MeetingBasketLine[]): MeetingBasket => ({
  ...basket,
  products,
  total: products.reduce((sum, line) => sum + line.quantity, 0),
});

/**
 * Spec section 4, "Meeting basket quantity": the line is created at 0, the amount is added
 * (negative to take away), and the line is removed when it reaches 0 (or less).
 */
export function changeMeetingBasketQuantity(basket: MeetingBasket, productId: string, amount: number): MeetingBasket {
  const existing = basket.products.find((line) => line.id === productId);
  const quantity = (existing?.quantity ?? 0) + Math.trunc(amount);
  const others = basket.products.filter((line) => line.id !== productId);
  if (quantity <= 0) return withLines(basket, others);
  return withLines(
    basket,
    existing ? basket.products.map((line) => (line.id === productId ? { ...line, quantity } : line)) : [...basket.products, { id: productId, quantity }],
  );
}

/** A quantity typed into a line: whole, and at least 1 (spec section 5, "General"). */
export function setMeetingBasketQuantity(basket: MeetingBasket, productId: string, typed: unknown): MeetingBasket {
  const quantity = parseQuantity(typed);
  const existing = basket.products.find((line) => line.id === productId)?.quantity ?? 0;
  return changeMeetingBasketQuantity(basket, productId, quantity - existing);
}

/** Removes lines (the invalid products, when the order-invalid dialog is answered). */
export function withoutMeetingProducts(basket: MeetingBasket, productIds: readonly string[]): MeetingBasket {
  const drop = new Set(productIds);
  return withLines(
    basket,
    basket.products.filter((line) => !drop.has(line.id)),
  );
}

/** The basket's sum in øre: price times quantity per line (products not found count 0). */
export function meetingBasketSumOre(basket: MeetingBasket, products: ReadonlyMap<string, { Price: number }>): Ore {
  return basket.products.reduce((sum, line) => {
    const price = products.get(line.id)?.Price ?? basket.missingProducts[line.id]?.Price ?? 0;
    return sum + Math.round(price * 100) * line.quantity;
  }, 0);
}

/** An existing order as the edit reads it (spec section 3, "Existing meeting order"). */
export interface EditableMeetingOrder {
  MeetingInfo: { Location: { ID: string }; Department: { ID: string } | null } | null;
  Products: readonly { ProductID: string; Name: string; Price: number; Quantity: number; RefundedQuantity: number }[];
}

/** A product of the order the location no longer offers: shown as available all day, without a deadline. */
export function fabricatedMeetingProduct(line: { ProductID: string; Name: string; Price: number }): MeetingBasketProduct {
  return { ID: line.ProductID, Name: line.Name, Price: line.Price, FromTime: '00:00', ToTime: '23:59', Deadline: { ID: 2, Amount: 0 }, ProductUIGroup: null };
}

/**
 * Spec section 4, "Editing a meeting order": the basket is rebuilt from the order, each
 * line at its quantity plus its refunded quantity; the order's products that the
 * location's options no longer hold are fabricated as available all day.
 */
export function meetingBasketFromOrder(order: EditableMeetingOrder, locationProducts: readonly { ID: string }[]): MeetingBasket {
  const offered = new Set(locationProducts.map((product) => product.ID));
  let basket = emptyMeetingBasket(order.MeetingInfo?.Department?.ID ?? null, order.MeetingInfo?.Location.ID ?? null);
  const missing: Record<string, MeetingBasketProduct> = {};
  for (const line of order.Products) {
    basket = changeMeetingBasketQuantity(basket, line.ProductID, line.Quantity + line.RefundedQuantity);
    if (!offered.has(line.ProductID)) missing[line.ProductID] = fabricatedMeetingProduct(line);
  }
  return { ...basket, missingProducts: missing };
}
