import type { Ore } from '../money';

/**
 * The cart's general rules (spec section 5, "General" and "Orders and refunds"): basket
 * quantities are whole numbers of at least 1, and a line costs its price times its quantity.
 */

/**
 * A basket quantity as a whole number (the text or number is parsed like parseInt:
 * 2.7 and '2.7' are 2). Below 1, not a number or undefined is forced to 1.
 */
export function parseQuantity(value: unknown): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/** A product line's sum in øre: price times the (parsed) quantity; a missing price is 0. */
export function lineSumOre(line: { Price?: Ore | null; Quantity: unknown }): Ore {
  return (line.Price ?? 0) * parseQuantity(line.Quantity);
}

/** The sum of several lines in øre. */
export function linesSumOre(lines: readonly { Price?: Ore | null; Quantity: unknown }[]): Ore {
  return lines.reduce<number>((sum, line) => sum + lineSumOre(line), 0);
}

/** Cancelling part of an order: a whole number between 1 and the purchased count. */
export function isValidCancelQuantity(quantity: number, purchasedCount: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= purchasedCount;
}
