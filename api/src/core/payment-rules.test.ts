import { isSweepable, mayStillComplete, planFunding, planRefund, remainingQuantities, settleHold } from './payment-rules';

describe('planFunding', () => {
  const base = { totalOre: 5_000, walletOre: 5_000, cardOre: 0, availableOre: 10_000, cardMayPay: false, cardProviderAvailable: true };

  it('lets the wallet pay when it can', () => {
    expect(planFunding(base)).toEqual({ ok: true, walletOre: 5_000, cardOre: 0 });
  });

  it('refuses amounts that do not add up to the total', () => {
    expect(planFunding({ ...base, walletOre: 4_000 })).toEqual({ ok: false, decline: 'PriceManipulated' });
    expect(planFunding({ ...base, walletOre: -1, cardOre: 5_001 })).toEqual({ ok: false, decline: 'PriceManipulated' });
  });

  it('answers NoFund when the wallet cannot pay and no card may', () => {
    expect(planFunding({ ...base, availableOre: 4_999 })).toEqual({ ok: false, decline: 'NoFund' });
  });

  it('moves the whole order to a card when the wallet cannot pay and a card may', () => {
    expect(planFunding({ ...base, availableOre: 100, cardMayPay: true })).toEqual({ ok: true, walletOre: 0, cardOre: 5_000 });
  });

  it('answers NoCreditCard when a card should pay but no provider is there', () => {
    expect(planFunding({ ...base, walletOre: 0, cardOre: 5_000, cardProviderAvailable: false })).toEqual({ ok: false, decline: 'NoCreditCard' });
  });

  it('splits as asked when the wallet covers its part', () => {
    expect(planFunding({ ...base, walletOre: 2_000, cardOre: 3_000 })).toEqual({ ok: true, walletOre: 2_000, cardOre: 3_000 });
  });
});

describe('holds', () => {
  it('settle once from open', () => {
    expect(settleHold('open', 'complete')).toBe('captured');
    expect(settleHold('open', 'cancel')).toBe('released');
    expect(settleHold('open', 'expire')).toBe('expired');
    expect(settleHold('captured', 'cancel')).toBeNull();
    expect(settleHold('expired', 'complete')).toBeNull();
  });

  it('may be completed until expiry plus grace and swept only after', () => {
    const timing = { expiresAt: new Date(60_000), graceMs: 1_000 };
    expect(mayStillComplete(timing, new Date(61_000))).toBe(true);
    expect(isSweepable(timing, new Date(61_000))).toBe(false);
    expect(isSweepable(timing, new Date(61_001))).toBe(true);
  });
});

describe('planRefund', () => {
  const bought = [
    { lineNo: 1, productId: 'a', priceOre: 1_000, quantity: 2, refundedQuantity: 0 },
    { lineNo: 2, productId: 'b', priceOre: 500, quantity: 1, refundedQuantity: 0 },
    { lineNo: 3, productId: 'a', priceOre: 1_000, quantity: 1, refundedQuantity: 1 },
  ];

  it('refunds part of a line', () => {
    expect(planRefund(bought, [{ productId: 'a', quantity: 1 }])).toEqual({
      ok: true,
      lines: [{ lineNo: 1, productId: 'a', quantity: 1, amountOre: 1_000 }],
      amountOre: 1_000,
    });
  });

  it('refuses more than was bought minus what was refunded', () => {
    expect(planRefund(bought, [{ productId: 'a', quantity: 3 }]).ok).toBe(false);
    expect(planRefund(bought, [{ productId: 'c', quantity: 1 }]).ok).toBe(false);
  });

  it('lists what is left to refund', () => {
    expect(remainingQuantities(bought)).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1 },
    ]);
  });
});
