import {
  cardExpiredFrom,
  cardExpiryState,
  crossesBelow,
  decideWalletAlerts,
  DEFAULT_WALLET_ALERT_SETTINGS,
  lowBalanceThresholdProblem,
  type WalletAlertsRequest,
} from './walletAlerts';

const ON: WalletAlertsRequest = { LowBalanceEnabled: true, LowBalanceThreshold: 50, FailedRefillEnabled: true, CardExpiryEnabled: true };

describe('crossing the low-balance threshold', () => {
  it('is a debit from at or above the threshold to below it', () => {
    expect(crossesBelow(6_000, 4_000, 5_000)).toBe(true);
    expect(crossesBelow(5_000, 4_999, 5_000)).toBe(true);
  });

  it('is not a debit that stays above, lands on the threshold, or starts below it', () => {
    expect(crossesBelow(9_000, 6_000, 5_000)).toBe(false);
    expect(crossesBelow(6_000, 5_000, 5_000)).toBe(false);
    expect(crossesBelow(4_000, 1_000, 5_000)).toBe(false);
  });
});

describe("a guardian's alert settings", () => {
  it('keep the threshold in øre and the three switches', () => {
    expect(decideWalletAlerts({ ...ON, LowBalanceThreshold: 37.5, CardExpiryEnabled: false })).toEqual({
      ok: true,
      settings: { lowBalanceEnabled: true, lowBalanceThresholdOre: 3_750, failedRefillEnabled: true, cardExpiryEnabled: false, orderConfirmationEmail: true, orderConfirmationSms: false },
    });
  });

  it('keep the order confirmations as they were when left out, and take SMS only where it reaches the wallet', () => {
    const current = { ...DEFAULT_WALLET_ALERT_SETTINGS, orderConfirmationEmail: false, orderConfirmationSms: true };
    expect(decideWalletAlerts(ON, current, false)).toMatchObject({ ok: true, settings: { orderConfirmationEmail: false, orderConfirmationSms: true } });
    expect(decideWalletAlerts({ ...ON, OrderConfirmationEmail: true, OrderConfirmationSms: false }, current, false)).toMatchObject({
      ok: true,
      settings: { orderConfirmationEmail: true, orderConfirmationSms: false },
    });
    expect(decideWalletAlerts({ ...ON, OrderConfirmationSms: true }, DEFAULT_WALLET_ALERT_SETTINGS, true)).toMatchObject({ ok: true, settings: { orderConfirmationSms: true } });
    expect(decideWalletAlerts({ ...ON, OrderConfirmationSms: true }, DEFAULT_WALLET_ALERT_SETTINGS, false)).toEqual({
      ok: false,
      problems: [{ field: 'OrderConfirmationSms', code: 'no_mobile_number' }],
    });
  });

  it('need a threshold only while the low-balance alert is on, and keep one sent while it is off', () => {
    expect(decideWalletAlerts({ ...ON, LowBalanceThreshold: null })).toEqual({ ok: false, problems: [{ field: 'LowBalanceThreshold', code: 'required' }] });
    expect(decideWalletAlerts({ ...ON, LowBalanceEnabled: false, LowBalanceThreshold: null })).toMatchObject({ ok: true, settings: { lowBalanceThresholdOre: null } });
    expect(decideWalletAlerts({ ...ON, LowBalanceEnabled: false, LowBalanceThreshold: 20 })).toMatchObject({ ok: true, settings: { lowBalanceEnabled: false, lowBalanceThresholdOre: 2_000 } });
  });

  it('refuse a threshold of 0 or less, more than 10000 kr, or a fraction of an øre', () => {
    expect(lowBalanceThresholdProblem(0, true)).toEqual({ field: 'LowBalanceThreshold', code: 'not_positive' });
    expect(lowBalanceThresholdProblem(-5, false)).toEqual({ field: 'LowBalanceThreshold', code: 'not_positive' });
    expect(lowBalanceThresholdProblem(10_000.01, true)).toEqual({ field: 'LowBalanceThreshold', code: 'above_maximum', maximumKroner: 10_000 });
    expect(lowBalanceThresholdProblem(10_000, true)).toBeNull();
    expect(lowBalanceThresholdProblem(1.005, true)).toEqual({ field: 'LowBalanceThreshold', code: 'invalid_amount' });
    expect(lowBalanceThresholdProblem(Number.NaN, true)).toEqual({ field: 'LowBalanceThreshold', code: 'invalid_amount' });
  });

  it('default to no low-balance alert, with failed refills and expiring cards told', () => {
    expect(DEFAULT_WALLET_ALERT_SETTINGS).toEqual({
      lowBalanceEnabled: false,
      lowBalanceThresholdOre: null,
      failedRefillEnabled: true,
      cardExpiryEnabled: true,
      orderConfirmationEmail: true,
      orderConfirmationSms: false,
    });
  });
});

describe('a card that expires', () => {
  it('works to the end of its expiry month', () => {
    expect(cardExpiredFrom({ expiryMonth: 4, expiryYear: 2026 })).toBe('2026-05-01');
    expect(cardExpiredFrom({ expiryMonth: 12, expiryYear: 2026 })).toBe('2027-01-01');
  });

  it('is expiring within 30 days of that, and expired from the first day after', () => {
    const card = { expiryMonth: 4, expiryYear: 2026 };
    expect(cardExpiryState(card, '2026-03-31')).toBe('valid');
    expect(cardExpiryState(card, '2026-04-01')).toBe('expiring');
    expect(cardExpiryState(card, '2026-04-30')).toBe('expiring');
    expect(cardExpiryState(card, '2026-05-01')).toBe('expired');
    expect(cardExpiryState(card, '2027-01-15')).toBe('expired');
  });

  it('counts across a year end and in leap years', () => {
    expect(cardExpiryState({ expiryMonth: 12, expiryYear: 2026 }, '2026-12-02')).toBe('expiring');
    expect(cardExpiryState({ expiryMonth: 2, expiryYear: 2028 }, '2028-01-31')).toBe('expiring');
    expect(cardExpiryState({ expiryMonth: 2, expiryYear: 2028 }, '2028-01-30')).toBe('valid');
  });
});
