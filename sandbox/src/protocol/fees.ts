/**
 * The card provider's fee schedule, as its settlement file charges it: a share of each
 * charge, in basis points, rounded half up to whole øre. Shared by the sandbox (its
 * settlement file) and the platform (settlements and payouts), so both count the same fee.
 */
const FEE_BP: Record<'card' | 'mobilepay', number> = {
  /** 0.95 % per card charge. */
  card: 95,
  /** 1.00 % per MobilePay payment. */
  mobilepay: 100,
};

export function providerFeeOre(method: 'card' | 'mobilepay', amountOre: number): number {
  if (!Number.isSafeInteger(amountOre) || amountOre < 0) throw new RangeError(`A fee is taken of a whole, non-negative number of øre, not ${amountOre}`);
  // Half up: 0.5 øre and more is a whole øre. Integer arithmetic, so no float drift.
  return Math.floor((amountOre * FEE_BP[method] + 5_000) / 10_000);
}
