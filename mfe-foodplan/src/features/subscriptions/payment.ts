import type { SubscriptionItem } from '@kk/contracts';
import { FOODPLAN_ORDER_DESCRIPTION } from '@kk/domain';

/** Spec section 9: after a subscription payment the flow waits 2 s (the renewal's records settle) before it reloads. */
export const SUBSCRIPTION_PAYMENT_WAIT_MS = 2_000;
/** Spec section 4: the browser goes to the card provider's page 250 ms after the answer. */
export const CARD_REDIRECT_DELAY_MS = 250;
/** Spec section 4, "Checkout return": poll every 2 s until Success. */
export const CARD_POLL_INTERVAL_MS = 2_000;
/** About three minutes of polling; then the page says the payment is not confirmed. */
export const MAX_CARD_POLLS = 90;
/** The query mark of a return from the card provider after paying a subscription period (never `checkout`: the cart owns that). */
export const RETURN_MARK = 'subscriptionpayment';

export type SubscriptionPaymentType = 2 | 4;

/**
 * How a period is paid now: from the wallet (2), by card (4) on the provider's card page,
 * or by card (4) with MobilePay's approval page instead (issue 16). Renewals are charged
 * by wallet or saved card only.
 */
export type SubscriptionPayMethod = 'wallet' | 'card' | 'mobilepay';

const paymentTypeOfMethod = (method: SubscriptionPayMethod): SubscriptionPaymentType => (method === 'wallet' ? 2 : 4);

export interface SubscriptionOrderModel {
  Restrictions: { UseRestrictionOverride: true; IgnoreWalletSettings: true; AllowPaymentWindow: false };
  Amounts: Partial<Record<SubscriptionPaymentType, number>>;
  Description: string;
  IsFoodplan: true;
  FoodPlanID: string;
  CustomerID: string;
  WalletID: string;
  Products: { ID: string; Quantity: 1; Name: string; Price: number; SubscriptionID: string; StartDate: string }[];
  CustomData: { AutoComplete: true; CreditCardPaymentWindow: { AcceptURL: string; CancelURL: string; PaymentMethod?: 'MobilePay' }; CustomInformationJSON: null };
}

/**
 * The payment handler's order for the period a Pay charges (spec sections 4 and 7): by
 * wallet (2) or card (4, its page MobilePay's when so chosen), 'Madplan', IsFoodplan,
 * restrictions overridden, one line naming the subscription and the period's start at the
 * period price. Null when nothing is to pay.
 */
export function subscriptionOrder(item: SubscriptionItem, method: SubscriptionPayMethod, acceptUrl: string): SubscriptionOrderModel | null {
  if (item.Subscription === null || item.PeriodToPay === null) return null;
  const price = item.PeriodToPay.Price;
  const paymentType = paymentTypeOfMethod(method);
  return {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: { [paymentType]: price },
    Description: FOODPLAN_ORDER_DESCRIPTION,
    IsFoodplan: true,
    FoodPlanID: item.FoodplanID,
    CustomerID: item.CustomerID,
    WalletID: item.WalletID,
    Products: [{ ID: item.Product.ID, Quantity: 1, Name: item.Name, Price: price, SubscriptionID: item.Subscription.ID, StartDate: item.PeriodToPay.StartDate }],
    CustomData: {
      AutoComplete: true,
      CreditCardPaymentWindow: { AcceptURL: acceptUrl, CancelURL: acceptUrl, ...(method === 'mobilepay' ? { PaymentMethod: 'MobilePay' as const } : {}) },
      CustomInformationJSON: null,
    },
  };
}

/** Where the card provider sends the browser back: the subscriptions page of the child and plan, marked. */
export function subscriptionReturnUrl(origin: string, walletId: string, planId: string): string {
  const query = new URLSearchParams({ WalletID: walletId, FoodPlanID: planId, [RETURN_MARK]: '1' });
  return `${origin}/FoodPlanner/Subscriptions?${query.toString()}`;
}

/** What the order-complete dialog shows after the provider's page: kept in the tab while the browser is away. */
export interface PendingPayment {
  name: string;
  startDate: string;
  endDate: string;
  price: number;
}

const PENDING_KEY = 'kk.foodplan.subscriptionPayment';

export function rememberPending(pending: PendingPayment): void {
  try {
    globalThis.sessionStorage?.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the complete dialog names no subscription; the payment is the same.
  }
}

export function takePending(): PendingPayment | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PENDING_KEY);
    globalThis.sessionStorage?.removeItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as PendingPayment) : null;
  } catch {
    return null;
  }
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls the provider's outcome every 2 s until it is processed ('completed') or refused ('failed'). */
export async function waitForCard(poll: () => Promise<{ Success: boolean; Status: string }>, pause: (ms: number) => Promise<void> = wait): Promise<'completed' | 'failed'> {
  for (let polls = 1; ; polls += 1) {
    try {
      const answer = await poll();
      if (answer.Success) return 'completed';
      if (answer.Status === 'failed') return 'failed';
    } catch {
      // A failed poll is asked again; only the provider's answer ends the wait.
    }
    if (polls >= MAX_CARD_POLLS) return 'failed';
    await pause(CARD_POLL_INTERVAL_MS);
  }
}
