import { splitByWeights, vatIncludedOre } from './split';

describe('splitByWeights', () => {
  it('adds up to the amount to the øre, however it divides', () => {
    for (const [amount, weights] of [
      [1000, [1, 1, 1]],
      [-1000, [1, 1, 1]],
      [999, [3, 7, 11]],
      [1, [5, 5]],
      [2500, [2500, 0, 1250]],
    ] as const) {
      const parts = splitByWeights(amount, weights);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
    }
  });

  it('gives each line its share, rounding cumulatively', () => {
    expect(splitByWeights(1000, [1, 1, 1])).toEqual([333, 334, 333]);
    expect(splitByWeights(4500, [2500, 2000])).toEqual([2500, 2000]);
    // A partly refunded order: half of it back, split as the order was.
    expect(splitByWeights(-2250, [2500, 2000])).toEqual([-1250, -1000]);
  });

  it('shares a free order equally and an empty one not at all', () => {
    expect(splitByWeights(100, [0, 0])).toEqual([50, 50]);
    expect(splitByWeights(100, [])).toEqual([]);
  });
});

describe('vatIncludedOre', () => {
  it('is a fifth of an amount at 25 % and nothing when exempt', () => {
    expect(vatIncludedOre(12500, 2500)).toBe(2500);
    expect(vatIncludedOre(-12500, 2500)).toBe(-2500);
    expect(vatIncludedOre(1999, 2500)).toBe(400);
    expect(vatIncludedOre(12500, 0)).toBe(0);
  });
});
