import {
  automaticRefillChargeOre,
  automaticRefillDue,
  decideAutomaticRefill,
  decideMonthlyRefill,
  isNoMonthlySavings,
  maximumRefillOre,
  monthlyRefillChargeOre,
} from './refills';

const NO_MAXIMUM = { totalMaximumAmountOre: null, noMonthlySavings: false };

describe('monthly refill rules', () => {
  it('defaults BalanceLimit to the amount when it is not given', () => {
    for (const BalanceLimit of [undefined, null, 0]) {
      expect(decideMonthlyRefill({ Amount: 300, BalanceLimit, IsActive: true, HasBalanceLimit: true }, NO_MAXIMUM)).toEqual({
        ok: true,
        settings: { amountOre: 30_000, balanceLimitOre: 30_000, isActive: true, hasBalanceLimit: true },
      });
    }
  });

  it('keeps a BalanceLimit that is given', () => {
    const decision = decideMonthlyRefill({ Amount: 200, BalanceLimit: 450.5, IsActive: true, HasBalanceLimit: true }, NO_MAXIMUM);
    expect(decision).toEqual({ ok: true, settings: { amountOre: 20_000, balanceLimitOre: 45_050, isActive: true, hasBalanceLimit: true } });
  });

  it("forces HasBalanceLimit off when the customer's NoMonthlySavings is 'true'", () => {
    const limits = { totalMaximumAmountOre: null, noMonthlySavings: isNoMonthlySavings('true') };
    const decision = decideMonthlyRefill({ Amount: 200, BalanceLimit: 400, IsActive: true, HasBalanceLimit: true }, limits);
    expect(decision.ok && decision.settings.hasBalanceLimit).toBe(false);
    expect(isNoMonthlySavings('false')).toBe(false);
    expect(isNoMonthlySavings(undefined)).toBe(false);
  });

  it('allows at most 100000 kr when the wallet has no TotalMaximumAmount', () => {
    expect(maximumRefillOre(NO_MAXIMUM)).toBe(10_000_000);
    expect(decideMonthlyRefill({ Amount: 100_000, IsActive: true, HasBalanceLimit: false }, NO_MAXIMUM).ok).toBe(true);
    expect(decideMonthlyRefill({ Amount: 100_000.01, IsActive: true, HasBalanceLimit: false }, NO_MAXIMUM)).toEqual({
      ok: false,
      problems: [{ field: 'Amount', code: 'above_maximum', maximumKroner: 100_000 }],
    });
  });

  it("uses the wallet's TotalMaximumAmount as the maximum when it has one", () => {
    const limits = { totalMaximumAmountOre: 50_000, noMonthlySavings: false };
    expect(decideMonthlyRefill({ Amount: 600, IsActive: true, HasBalanceLimit: false }, limits)).toEqual({
      ok: false,
      problems: [{ field: 'Amount', code: 'above_maximum', maximumKroner: 500 }],
    });
    expect(decideMonthlyRefill({ Amount: 100, BalanceLimit: 501, IsActive: true, HasBalanceLimit: true }, limits)).toEqual({
      ok: false,
      problems: [{ field: 'BalanceLimit', code: 'above_maximum', maximumKroner: 500 }],
    });
  });

  it('needs a positive amount only while active', () => {
    expect(decideMonthlyRefill({ Amount: 0, IsActive: true, HasBalanceLimit: false }, NO_MAXIMUM)).toEqual({
      ok: false,
      problems: [{ field: 'Amount', code: 'must_be_positive' }],
    });
    expect(decideMonthlyRefill({ Amount: 0, IsActive: false, HasBalanceLimit: false }, NO_MAXIMUM).ok).toBe(true);
  });

  it('refuses negative amounts and fractions of an øre', () => {
    expect(decideMonthlyRefill({ Amount: -5, IsActive: true, HasBalanceLimit: false }, NO_MAXIMUM)).toEqual({
      ok: false,
      problems: [{ field: 'Amount', code: 'must_not_be_negative' }],
    });
    expect(decideMonthlyRefill({ Amount: 10.005, IsActive: true, HasBalanceLimit: false }, NO_MAXIMUM)).toEqual({
      ok: false,
      problems: [{ field: 'Amount', code: 'invalid_amount' }],
    });
    expect(decideMonthlyRefill({ Amount: Number.NaN, IsActive: true, HasBalanceLimit: false }, NO_MAXIMUM).ok).toBe(false);
  });
});

describe('automatic refill rules', () => {
  const request = { AutomaticRefillEnabled: true, AutomaticRefillAmount: 200, AutomaticRefillBelowAmount: 50 };

  it('turns kroner into øre', () => {
    expect(decideAutomaticRefill(request, NO_MAXIMUM)).toEqual({
      ok: true,
      settings: { enabled: true, refillAmountOre: 20_000, belowAmountOre: 5_000 },
    });
  });

  it('needs a positive refill amount when enabled, not when disabled', () => {
    expect(decideAutomaticRefill({ ...request, AutomaticRefillAmount: 0 }, NO_MAXIMUM)).toEqual({
      ok: false,
      problems: [{ field: 'AutomaticRefillAmount', code: 'must_be_positive' }],
    });
    expect(decideAutomaticRefill({ AutomaticRefillEnabled: false, AutomaticRefillAmount: 0, AutomaticRefillBelowAmount: 0 }, NO_MAXIMUM).ok).toBe(true);
  });

  it('keeps threshold plus refill under the wallet maximum', () => {
    const limits = { totalMaximumAmountOre: 30_000, noMonthlySavings: false };
    expect(decideAutomaticRefill({ ...request, AutomaticRefillBelowAmount: 100 }, limits).ok).toBe(true);
    expect(decideAutomaticRefill({ ...request, AutomaticRefillBelowAmount: 100.01 }, limits)).toEqual({
      ok: false,
      problems: [{ field: 'AutomaticRefillBelowAmount', code: 'above_maximum', maximumKroner: 100 }],
    });
    expect(decideAutomaticRefill({ ...request, AutomaticRefillAmount: 400 }, limits)).toEqual({
      ok: false,
      problems: [{ field: 'AutomaticRefillAmount', code: 'above_maximum', maximumKroner: 300 }],
    });
  });

  it('refuses a negative threshold', () => {
    expect(decideAutomaticRefill({ ...request, AutomaticRefillBelowAmount: -1 }, NO_MAXIMUM)).toEqual({
      ok: false,
      problems: [{ field: 'AutomaticRefillBelowAmount', code: 'must_not_be_negative' }],
    });
  });
});

describe('what a refill charges', () => {
  const automatic = { enabled: true, refillAmountOre: 20_000, belowAmountOre: 5_000 };

  it('charges the automatic refill only below the threshold', () => {
    expect(automaticRefillDue(automatic, 4_999)).toBe(true);
    expect(automaticRefillDue(automatic, 5_000)).toBe(false);
    expect(automaticRefillDue({ ...automatic, enabled: false }, 0)).toBe(false);
    expect(automaticRefillChargeOre(automatic, 4_000, null)).toBe(20_000);
    expect(automaticRefillChargeOre(automatic, 6_000, null)).toBe(0);
  });

  it('never lifts the balance above the wallet maximum', () => {
    expect(automaticRefillChargeOre(automatic, 4_000, 15_000)).toBe(11_000);
    expect(monthlyRefillChargeOre({ amountOre: 30_000, balanceLimitOre: 30_000, isActive: true, hasBalanceLimit: false }, 10_000, 25_000)).toBe(15_000);
  });

  it('charges the monthly amount, or with a balance limit only up to the limit', () => {
    const monthly = { amountOre: 30_000, balanceLimitOre: 40_000, isActive: true, hasBalanceLimit: true };
    expect(monthlyRefillChargeOre(monthly, 5_000, null)).toBe(30_000);
    expect(monthlyRefillChargeOre(monthly, 25_000, null)).toBe(15_000);
    expect(monthlyRefillChargeOre(monthly, 45_000, null)).toBe(0);
    expect(monthlyRefillChargeOre({ ...monthly, hasBalanceLimit: false }, 45_000, null)).toBe(30_000);
    expect(monthlyRefillChargeOre({ ...monthly, isActive: false }, 0, null)).toBe(0);
  });
});
