import { MEETING_ORDER_DESCRIPTION, PaymentTypeId, type MeetingOptions, type MeetingOrder, type MeetingUpdateRequest, type OrderRequest } from '@kk/contracts';
import {
  blockedMeetingProducts,
  meetingBasketSumOre,
  oreToKroner,
  type MeetingBasket,
  type MeetingBasketProduct,
  type MeetingBlockReason,
  type ServerError,
} from '@kk/domain';
import { ApiError } from '@kk/platform';
import type { OrderFailure } from '@kk/platform/payments';
import { isoWithOffset } from './deliveryTime';

/** Spec section 9: the meeting success and failure dialogs open after 1000 ms. */
export const RESULT_DIALOG_DELAY_MS = 1_000;

/** What the submit-order (and edit-order) dialog asks. */
export interface OrderDetails {
  pickedUpByCustomer: boolean;
  participants: number;
  note: string;
}

/** Spec section 3, "Meeting payment model": the OrderPayload a meeting order sends. */
export interface MeetingPaymentModel extends OrderRequest {
  Restrictions: { UseRestrictionOverride: true; IgnoreWalletSettings: true };
  Amounts: { [PaymentTypeId.Wallet]: number };
  Description: string;
  WalletID: string;
  CustomerID: string;
  DepartmentID?: string;
  Products: { ID: string; Name: string; Price: number; Quantity: number }[];
  CustomData: {
    AutoComplete: true;
    MeetingInfo: { LocationID: string; DeliveryTime: string; Participants: number; PickedUpByCustomer: boolean; Note: string | null; IsExternal: true };
  };
}

/** The products the screen can show for a basket: the location's, and the edited order's that it no longer offers. */
export function productsFor(locationProducts: readonly MeetingBasketProduct[], basket: MeetingBasket): Map<string, MeetingBasketProduct> {
  const products = new Map<string, MeetingBasketProduct>();
  for (const product of Object.values(basket.missingProducts)) products.set(product.ID, product);
  for (const product of locationProducts) products.set(product.ID, product);
  return products;
}

export interface BasketEntry {
  product: MeetingBasketProduct;
  quantity: number;
}

export function basketEntries(basket: MeetingBasket, products: ReadonlyMap<string, MeetingBasketProduct>): BasketEntry[] {
  return basket.products.flatMap((line) => {
    const product = products.get(line.id);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
}

/** Spec section 4, "Submitting a meeting order", step 2: the basket's lines that cannot be delivered then, and why. */
export function splitByAvailability(entries: readonly BasketEntry[], deliveryTime: Date, now: Date): { valid: BasketEntry[]; invalid: (BasketEntry & { reasons: MeetingBlockReason[] })[] } {
  const blocked = new Map(blockedMeetingProducts(entries.map((entry) => entry.product), deliveryTime, now).map((entry) => [entry.product.ID, entry.reasons]));
  return {
    valid: entries.filter((entry) => !blocked.has(entry.product.ID)),
    invalid: entries.filter((entry) => blocked.has(entry.product.ID)).map((entry) => ({ ...entry, reasons: blocked.get(entry.product.ID) ?? [] })),
  };
}

export function basketTotalOre(basket: MeetingBasket, products: ReadonlyMap<string, MeetingBasketProduct>): number {
  return meetingBasketSumOre(basket, products);
}

/** Meeting's order builder (spec section 3): the payment model of a new order, paid from the user's own wallet (Amounts keyed 2). */
export function meetingPaymentModel(input: {
  basket: MeetingBasket;
  products: ReadonlyMap<string, MeetingBasketProduct>;
  customerId: MeetingOptions['Customer']['ID'];
  walletId: string;
  deliveryTime: Date;
  details: OrderDetails;
}): MeetingPaymentModel {
  const { basket, products, details } = input;
  if (basket.locationID === null) throw new Error('A meeting order needs a location');
  const note = details.note.trim();
  return {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
    Amounts: { [PaymentTypeId.Wallet]: oreToKroner(basketTotalOre(basket, products)) },
    Description: MEETING_ORDER_DESCRIPTION,
    WalletID: input.walletId,
    CustomerID: input.customerId,
    ...(basket.departmentID ? { DepartmentID: basket.departmentID } : {}),
    Products: basketEntries(basket, products).map(({ product, quantity }) => ({ ID: product.ID, Name: product.Name, Price: product.Price, Quantity: quantity })),
    CustomData: {
      AutoComplete: true,
      MeetingInfo: {
        LocationID: basket.locationID,
        DeliveryTime: isoWithOffset(input.deliveryTime),
        Participants: details.participants,
        PickedUpByCustomer: details.pickedUpByCustomer,
        Note: note === '' ? null : note,
        IsExternal: true,
      },
    },
  };
}

/** Spec section 3, "Meeting update payload". */
export function meetingUpdatePayload(order: Pick<MeetingOrder, 'Description'>, basket: MeetingBasket, deliveryTime: Date, details: OrderDetails): MeetingUpdateRequest {
  const note = details.note.trim();
  return {
    description: order.Description,
    participants: details.participants,
    pickedUpByCustomer: details.pickedUpByCustomer,
    note: note === '' ? null : note,
    deliveryTime: isoWithOffset(deliveryTime),
    products: basket.products.map((line) => ({ ID: line.id, Quantity: line.quantity })),
  };
}

export type PlaceOutcome =
  | { kind: 'placed'; transactionIds: string[] }
  /** Refused for products the server named (HTTP 200, Status.IsFailed, an Info with FailedProducts). */
  | { kind: 'invalid'; failedProducts: string[]; error: ServerError }
  | { kind: 'failed'; error: ServerError };

/** What a payment that did not go through means for the screen. */
export function failedOutcome(failure: OrderFailure): PlaceOutcome {
  const error: ServerError = failure.cause !== undefined ? errorOf(failure.cause) : { StatusCode: failure.statusCode, message: failure.message, reason: failure.reason ?? '' };
  return failure.failedProducts.length > 0 ? { kind: 'invalid', failedProducts: failure.failedProducts, error } : { kind: 'failed', error };
}

/**
 * A new order through the checkout (paid from the wallet at once, AutoComplete). The screen
 * shows its own steps and refreshes the balance itself, only for a placed order, so the
 * checkout is given no wallets to refresh. An order the server leaves waiting on a card
 * child stands placed, as the server took it.
 */
export async function placeOrder(model: MeetingPaymentModel): Promise<PlaceOutcome> {
  // The checkout loads when the user sends: the ordering page is the remote's first screen.
  const { checkout } = await import('@kk/platform/payments');
  return new Promise((resolve) => {
    void checkout<MeetingPaymentModel>(
      {
        walletIds: [],
        onStep: (step) => {
          if (step.kind === 'completed') resolve({ kind: 'placed', transactionIds: step.transactionIds });
          else if (step.kind === 'ask-card') resolve({ kind: 'placed', transactionIds: [step.pending.cardOrder.ID] });
          else if (step.kind === 'failed') resolve(failedOutcome(step.failure));
        },
      },
      [model],
      'wallet',
    );
  });
}

/** A call that threw: the server's error object, or the transport's message. */
export function errorOf(error: unknown): ServerError {
  if (error instanceof ApiError) return error.serverError();
  return { StatusCode: null, message: error instanceof Error ? error.message : '', reason: '' };
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
