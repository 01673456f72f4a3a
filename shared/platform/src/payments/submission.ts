import { CREDIT_CARD_CHILD_TYPE_ID, type OrderRequest, type PaymentTransaction } from '@kk/contracts';
import { cardChildLink } from '@kk/domain';
import type { PaymentPort } from './client';

/**
 * Order submission (spec section 4, "Order submission from the cart"; the food plan's and
 * meeting's single orders are the one-order case): reserve each order one by one, then
 * complete each one by one; a single order is paid in one step. On any failure the
 * reserved orders are cancelled (after 500 ms) and the submission fails; a reservation
 * that turns into a credit-card payment (child type 4) stops the run so the page can send
 * the browser to the provider, and the run continues from the journal when it comes back.
 */

/** Spec section 9. */
export const CANCEL_RESERVED_DELAY_MS = 500;

export type ProgressMessage = 'processing' | 'completing' | 'cancelling';
export interface Progress {
  /** 0..1: reserved or completed orders out of all orders. */
  share: number;
  message: ProgressMessage;
}

/** A reserved order: enough to complete or cancel it. */
export interface ReservedOrder {
  ID: string;
  CustomerID: string;
  WalletID: string;
}

export interface OrderFailure {
  /** The failed transaction's message (the error catalogue's key), or the transport's. */
  message: string;
  statusCode: number | null;
  /** Catalogue product ids the server named (Info's FailedProducts). */
  failedProducts: string[];
  /** The server's reason, when it gave one (Info's Reason, or the error object's). */
  reason?: string;
  /** The thrown error, when a call threw: a screen may describe it in its own words. */
  cause?: unknown;
}

export type SubmissionOutcome<O extends OrderRequest = OrderRequest> =
  | { kind: 'completed'; transactionIds: string[] }
  | { kind: 'failed'; failure: OrderFailure }
  /**
   * A reservation asks for a card payment: `cardOrder` waits on the provider; `reserved`
   * (earlier orders, not completed yet) and `remaining` (not sent yet) continue afterwards.
   */
  | { kind: 'card'; cardOrder: ReservedOrder; merchantLink: string; reserved: ReservedOrder[]; remaining: O[]; completedIds: string[] };

export interface SubmissionOptions {
  onProgress?: (progress: Progress) => void;
  wait?: (ms: number) => Promise<void>;
  /**
   * Pay-merchant (the card payment method): every reservation must start a card payment;
   * one without a credit-card child (NoChildTransactions) or without its merchant link
   * (NoMerchantData) is cancelled with the rest.
   */
  requireCard?: boolean;
}

/** Spec section 4: the internal codes of a pay-merchant that has nowhere to send the browser. */
export const NO_CHILD_TRANSACTIONS = 'NoChildTransactions';
export const NO_MERCHANT_DATA = 'NoMerchantData';

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec section 8: the detail of a failed cart order is in its first custom information of type Info. */
export function failureOf(transaction: PaymentTransaction | null, fallback?: { message: string; statusCode: number | null }): OrderFailure {
  const first = transaction?.CustomInformations[0];
  let info: { StatusCode?: number; Message?: string; FailedProducts?: unknown; Reason?: unknown } = {};
  if (first?.JsonType === 'Info') {
    try {
      info = JSON.parse(first.JsonData) as typeof info;
    } catch {
      info = {};
    }
  }
  return {
    message: transaction?.ErrorMessage ?? info.Message ?? fallback?.message ?? '',
    statusCode: typeof info.StatusCode === 'number' ? info.StatusCode : (fallback?.statusCode ?? null),
    failedProducts: Array.isArray(info.FailedProducts) ? info.FailedProducts.map(String) : [],
    ...(typeof info.Reason === 'string' ? { reason: info.Reason } : {}),
  };
}

type Step = { ok: true; transaction: PaymentTransaction } | { ok: false; failure: OrderFailure };

async function attempt(call: () => Promise<PaymentTransaction>, toFailure: (error: unknown) => OrderFailure): Promise<Step> {
  try {
    const transaction = await call();
    return transaction.Status.IsFailed ? { ok: false, failure: failureOf(transaction) } : { ok: true, transaction };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
}

const reservedOf = (transaction: PaymentTransaction, order: OrderRequest): ReservedOrder => ({
  ID: transaction.ID ?? '',
  CustomerID: order.CustomerID,
  WalletID: order.WalletID,
});

/**
 * Cancels reserved orders one by one after the spec's 500 ms. A cancel that fails is left
 * to the server's hold expiry, which gives the money and the stock back.
 */
export async function cancelReserved(port: Pick<PaymentPort, 'cancel'>, reserved: readonly ReservedOrder[], options: SubmissionOptions = {}): Promise<void> {
  if (reserved.length === 0) return;
  const wait = options.wait ?? realWait;
  await wait(CANCEL_RESERVED_DELAY_MS);
  for (const [index, order] of reserved.entries()) {
    options.onProgress?.({ share: index / reserved.length, message: 'cancelling' });
    await port.cancel(order.ID, order.CustomerID).catch(() => undefined);
  }
  options.onProgress?.({ share: 1, message: 'cancelling' });
}

/**
 * Submits the orders. `alreadyReserved` are orders of an earlier run (before a card
 * payment) that are reserved and still to be completed; `alreadyCompleted` counts towards
 * the progress and the outcome's ids.
 */
export async function submitOrders<O extends OrderRequest>(
  port: PaymentPort<O>,
  orders: readonly O[],
  toFailure: (error: unknown) => OrderFailure,
  options: SubmissionOptions = {},
  carried: { reserved?: readonly ReservedOrder[]; completedIds?: readonly string[] } = {},
): Promise<SubmissionOutcome<O>> {
  const completedIds = [...(carried.completedIds ?? [])];
  const reserved: ReservedOrder[] = [...(carried.reserved ?? [])];
  const total = orders.length + reserved.length + completedIds.length;
  const report = (done: number, message: ProgressMessage) => options.onProgress?.({ share: total === 0 ? 1 : done / total, message });
  const fail = async (failure: OrderFailure): Promise<SubmissionOutcome<O>> => {
    await cancelReserved(port, reserved, options);
    return { kind: 'failed', failure };
  };

  // A single order is paid directly, in one step (reserve with AutoComplete).
  const single = orders.length === 1 && reserved.length === 0;
  report(completedIds.length + reserved.length, 'processing');
  for (const [index, model] of orders.entries()) {
    const order: O = { ...model, CustomData: { ...model.CustomData, AutoComplete: single } };
    const step = await attempt(() => port.reserve(order), toFailure);
    if (!step.ok) return fail(step.failure);
    const link = cardChildLink(step.transaction);
    if (link === null && options.requireCard) {
      if (step.transaction.ID !== null && !step.transaction.Status.IsCompleted) reserved.push(reservedOf(step.transaction, order));
      const hasChild = step.transaction.ChildTransactions.some((c) => c.Type.ID === CREDIT_CARD_CHILD_TYPE_ID);
      return fail({ message: hasChild ? NO_MERCHANT_DATA : NO_CHILD_TRANSACTIONS, statusCode: null, failedProducts: [] });
    }
    if (link !== null) {
      return { kind: 'card', cardOrder: reservedOf(step.transaction, order), merchantLink: link, reserved, remaining: orders.slice(index + 1), completedIds };
    }
    if (single && step.transaction.Status.IsCompleted) {
      report(total, 'completing');
      return { kind: 'completed', transactionIds: [...completedIds, step.transaction.ID ?? ''] };
    }
    reserved.push(reservedOf(step.transaction, order));
    report(completedIds.length + reserved.length, 'processing');
  }

  report(completedIds.length, 'completing');
  while (reserved.length > 0) {
    const next = reserved[0]!;
    const step = await attempt(() => port.complete(next.ID), toFailure);
    if (!step.ok) return fail(step.failure);
    reserved.shift();
    completedIds.push(next.ID);
    report(completedIds.length, 'completing');
  }
  return { kind: 'completed', transactionIds: completedIds };
}
