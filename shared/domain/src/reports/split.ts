/**
 * How the sales reports (issue 27) divide the ledger's money. A posting is split over its
 * payment's lines by their share of the order with cumulative rounding: part i is
 * round(A·Cᵢ/T) − round(A·Cᵢ₋₁/T), so the parts always add up to the posting, to the øre.
 * The SQL of api/src/modules/reports/sales-facts.ts does the same for the reports.
 */
export function splitByWeights(amountOre: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  // Free lines only (weight 0 everywhere): shared equally, by count.
  const used = weights.every((weight) => weight === 0) ? weights.map(() => 1) : weights;
  const total = used.reduce((sum, weight) => sum + weight, 0);
  let previous = 0;
  let cumulative = 0;
  return used.map((weight) => {
    cumulative += weight;
    const rounded = roundHalfAwayFromZero((amountOre * cumulative) / total);
    const part = rounded - previous;
    previous = rounded;
    return part;
  });
}

/** The VAT inside an amount that includes it (Danish moms is charged on top: 25 % of the price without it is 20 % of the price with it). */
export function vatIncludedOre(amountOre: number, rateBp: number): number {
  if (rateBp === 0) return 0;
  return amountOre - roundHalfAwayFromZero((amountOre * 10_000) / (10_000 + rateBp));
}

/** PostgreSQL's round() of a numeric: halves away from zero, so a refund rounds as its sale. */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}
