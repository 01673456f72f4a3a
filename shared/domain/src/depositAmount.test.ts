import { depositAmountProblem, depositOre, depositRoomOre, MINIMUM_DEPOSIT_KRONER } from './depositAmount';

const wallet = (balanceOre: number, totalMaximumAmountOre: number | null = null, underWayOre = 0) => ({ balanceOre, totalMaximumAmountOre, underWayOre });

describe('the amount one add-funds may put on a wallet', () => {
  it('is at least 10 kr', () => {
    expect(MINIMUM_DEPOSIT_KRONER).toBe(10);
    expect(depositAmountProblem(999, wallet(0))).toEqual({ code: 'below_minimum', minimumKroner: 10 });
    expect(depositAmountProblem(1_000, wallet(0))).toBeNull();
  });

  it('fits in the room left under the wallet’s maximum, after the balance and the money under way', () => {
    expect(depositRoomOre(wallet(25_000, 100_000))).toBe(75_000);
    expect(depositRoomOre(wallet(25_000, 100_000, 50_000))).toBe(25_000);
    expect(depositAmountProblem(75_000, wallet(25_000, 100_000))).toBeNull();
    expect(depositAmountProblem(75_001, wallet(25_000, 100_000))).toEqual({ code: 'above_maximum', maximumKroner: 750 });
    expect(depositAmountProblem(30_000, wallet(25_000, 100_000, 50_000))).toEqual({ code: 'above_maximum', maximumKroner: 250 });
  });

  it('has 100000 kr as the maximum of a wallet without TotalMaximumAmount, and no room below 0', () => {
    expect(depositRoomOre(wallet(0))).toBe(10_000_000);
    expect(depositAmountProblem(10_000_001, wallet(0))).toEqual({ code: 'above_maximum', maximumKroner: 100_000 });
    expect(depositRoomOre(wallet(120_000, 100_000))).toBe(0);
    expect(depositAmountProblem(1_000, wallet(120_000, 100_000))).toEqual({ code: 'above_maximum', maximumKroner: 0 });
  });

  it('is a whole number of øre, read from kroner as typed or sent', () => {
    expect(depositOre('137,50')).toBe(13_750);
    expect(depositOre('137.50')).toBe(13_750);
    expect(depositOre(137.5)).toBe(13_750);
    expect(depositOre('137,505')).toBeNull();
    expect(depositOre('abc')).toBeNull();
    expect(depositOre(Number.NaN)).toBeNull();
    expect(depositAmountProblem(null, wallet(0))).toEqual({ code: 'invalid_amount' });
  });
});
