import { kronerToOre, type Ore } from './money';

/**
 * E-mail alerts per wallet (issue 16): what a guardian sets, and the pure rules the API
 * (and the wallet remote) decide with. The database decides "at most one alert of a kind
 * per wallet per Copenhagen day" (a unique key); these decide whether an alert is due.
 */

/** The kinds of alert a wallet's guardians get (message_log.kind of the e-mail sent). */
export const WALLET_ALERT_KINDS = ['low_balance', 'failed_refill', 'card_expiry', 'card_expired', 'mobilepay_agreement_inactive'] as const;
export type WalletAlertKind = (typeof WALLET_ALERT_KINDS)[number];

/** The highest low-balance threshold a guardian may set (the spec names none; the same 10000 kr as a daily spending limit). */
export const LOW_BALANCE_THRESHOLD_MAX_KRONER = 10_000;
/** A card a refill uses is warned about this many days before it expires. */
export const CARD_EXPIRY_WARNING_DAYS = 30;

export interface WalletAlertSettings {
  lowBalanceEnabled: boolean;
  /** The threshold in øre; kept while the alert is off, null when none was ever set. */
  lowBalanceThresholdOre: Ore | null;
  failedRefillEnabled: boolean;
  cardExpiryEnabled: boolean;
  /** Order confirmations (issue 26: every order, cancellation and refund) by e-mail to the guardians. */
  orderConfirmationEmail: boolean;
  /** Order confirmations by SMS to the wallet's mobile number. */
  orderConfirmationSms: boolean;
}

/** A wallet without settings: no low-balance alert, failed refills and expiring cards told, order confirmations by e-mail only. */
export const DEFAULT_WALLET_ALERT_SETTINGS: WalletAlertSettings = {
  lowBalanceEnabled: false,
  lowBalanceThresholdOre: null,
  failedRefillEnabled: true,
  cardExpiryEnabled: true,
  orderConfirmationEmail: true,
  orderConfirmationSms: false,
};

/** PUT /api/Alerts/Wallet's body as the wire sends it (kroner). */
export interface WalletAlertsRequest {
  LowBalanceEnabled: boolean;
  LowBalanceThreshold: number | null;
  FailedRefillEnabled: boolean;
  CardExpiryEnabled: boolean;
  /** Left out: as it was (`current`). */
  OrderConfirmationEmail?: boolean | undefined;
  /** Left out: as it was. On only where SMS can reach the wallet (a mobile number, a gateway). */
  OrderConfirmationSms?: boolean | undefined;
}

export type WalletAlertsProblem =
  | {
      field: 'LowBalanceThreshold';
      code: 'required' | 'invalid_amount' | 'not_positive' | 'above_maximum';
      maximumKroner?: number;
    }
  | { field: 'OrderConfirmationSms'; code: 'no_mobile_number' };

export type WalletAlertsDecision = { ok: true; settings: WalletAlertSettings } | { ok: false; problems: WalletAlertsProblem[] };

/** Kroner in øre; null when it is not a whole number of øre. */
function thresholdOre(kroner: number): Ore | null {
  try {
    return kronerToOre(kroner);
  } catch {
    return null;
  }
}

/** Why a threshold typed or sent cannot be kept (null: it can). Required only while the alert is on. */
export function lowBalanceThresholdProblem(threshold: number | null, enabled: boolean): WalletAlertsProblem | null {
  const field = 'LowBalanceThreshold' as const;
  if (threshold === null) return enabled ? { field, code: 'required' } : null;
  if (!Number.isFinite(threshold) || thresholdOre(threshold) === null) return { field, code: 'invalid_amount' };
  if (threshold <= 0) return { field, code: 'not_positive' };
  if (threshold > LOW_BALANCE_THRESHOLD_MAX_KRONER) return { field, code: 'above_maximum', maximumKroner: LOW_BALANCE_THRESHOLD_MAX_KRONER };
  return null;
}

/**
 * A guardian's alert settings, checked: a low-balance alert that is on needs a threshold
 * above 0 and at most 10000 kr; order confirmations by SMS need `smsReachable` (the wallet
 * has a mobile number and a gateway sends). The order confirmations left out stay `current`.
 */
export function decideWalletAlerts(
  request: WalletAlertsRequest,
  current: WalletAlertSettings = DEFAULT_WALLET_ALERT_SETTINGS,
  smsReachable = true,
): WalletAlertsDecision {
  const problem = lowBalanceThresholdProblem(request.LowBalanceThreshold, request.LowBalanceEnabled);
  if (problem !== null) return { ok: false, problems: [problem] };
  const orderConfirmationSms = request.OrderConfirmationSms ?? current.orderConfirmationSms;
  // A choice kept from before stays (the number may come back); a new SMS choice needs a number.
  if (request.OrderConfirmationSms === true && !current.orderConfirmationSms && !smsReachable) {
    return { ok: false, problems: [{ field: 'OrderConfirmationSms', code: 'no_mobile_number' }] };
  }
  return {
    ok: true,
    settings: {
      lowBalanceEnabled: request.LowBalanceEnabled,
      lowBalanceThresholdOre: request.LowBalanceThreshold === null ? null : kronerToOre(request.LowBalanceThreshold),
      failedRefillEnabled: request.FailedRefillEnabled,
      cardExpiryEnabled: request.CardExpiryEnabled,
      orderConfirmationEmail: request.OrderConfirmationEmail ?? current.orderConfirmationEmail,
      orderConfirmationSms,
    },
  };
}

/**
 * A debit crosses the threshold when it takes the balance from at or above it to below
 * it: a balance already below stays quiet, however many purchases follow. The database
 * trigger (api/migrations/repeatable/alerts.sql) applies the same comparison in SQL.
 */
export function crossesBelow(beforeOre: Ore, afterOre: Ore, thresholdOre: Ore): boolean {
  return beforeOre >= thresholdOre && afterOre < thresholdOre;
}

export interface CardExpiry {
  expiryMonth: number;
  expiryYear: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day the card no longer works ('YYYY-MM-DD'): a card is valid to the end of its expiry month. */
export function cardExpiredFrom(card: CardExpiry): string {
  const year = card.expiryMonth === 12 ? card.expiryYear + 1 : card.expiryYear;
  const month = card.expiryMonth === 12 ? 1 : card.expiryMonth + 1;
  return `${year}-${pad(month)}-01`;
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

export type CardExpiryState = 'valid' | 'expiring' | 'expired';

/**
 * A card on a Copenhagen day ('YYYY-MM-DD'): expired from the first day after its expiry
 * month; expiring when that day is at most `warningDays` (30) days away.
 */
export function cardExpiryState(card: CardExpiry, today: string, warningDays: number = CARD_EXPIRY_WARNING_DAYS): CardExpiryState {
  const daysLeft = dayNumber(cardExpiredFrom(card)) - dayNumber(today);
  if (daysLeft <= 0) return 'expired';
  return daysLeft <= warningDays ? 'expiring' : 'valid';
}
