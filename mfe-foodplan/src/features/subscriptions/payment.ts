import { PaymentTypeId, type OrderRequest, type SubscriptionItem } from '@kk/contracts';
import { FOODPLAN_ORDER_DESCRIPTION } from '@kk/domain';
import { sessionRecord, type PayMethod, type ReservedOrder } from '@kk/platform/payments';

/** Spec section 9: after a subscription payment the flow waits 2 s (the renewal's records settle) before it reloads. */
export const SUBSCRIPTION_PAYMENT_WAIT_MS = 2_000;
/** About three minutes of polling; then the page says the payment is not confirmed. */
export const MAX_CARD_POLLS = 90;
/** The query mark of a return from the card provider after paying a subscription period (never `checkout`: the cart owns that). */
export const RETURN_MARK = 'subscriptionpayment';

/**
 * How a period is paid now: from the wallet (2), by card (4) on the provider's card page,
 * or by card (4) with MobilePay's approval page instead (issue 16). Renewals are charged
 * by wallet or saved card only.
 */
export type SubscriptionPayMethod = PayMethod;

const paymentTypeOfMethod = (method: SubscriptionPayMethod): PaymentTypeId => (method === 'wallet' ? PaymentTypeId.Wallet : PaymentTypeId.CreditCard);

export interface SubscriptionOrderModel extends OrderRequest {
  Restrictions: { UseRestrictionOverride: true; IgnoreWalletSettings: true; AllowPaymentWindow: false };
  Amounts: Partial<Record<PaymentTypeId, number>>;
  Description: string;
  IsFoodplan: true;
  FoodPlanID: string;
  CustomerID: string;
  WalletID: string;
  Products: { ID: string; Quantity: 1; Name: string; Price: number; SubscriptionID: string; StartDate: string }[];
  CustomData: { AutoComplete: true; CreditCardPaymentWindow: { AcceptURL: string; CancelURL: string; PaymentMethod?: 'MobilePay' }; CustomInformationJSON: null };
}

/**
 * The food plan's order builder: the payment handler's order for the period a Pay charges (spec sections 4 and 7): by
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

/** The kept period, with the order the provider's page pays: a refused card cancels it on the return. */
export interface PendingReturn extends PendingPayment {
  cardOrder?: ReservedOrder;
}

export const pendingReturn = sessionRecord<PendingReturn>('kk.foodplan.subscriptionPayment');
