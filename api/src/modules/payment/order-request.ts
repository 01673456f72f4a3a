import { MEETING_ORDER_DESCRIPTION, type OrderPayload } from '@kk/contracts';
import { FOODPLAN_ORDER_DESCRIPTION, kronerToOre, WEBSHOP_ORDER_DESCRIPTION } from '@kk/domain';
import { badRequest } from '../../core/errors';
import { orderDescription, type Description } from '../../core/platform-texts';
import type { RequestedLine } from '../../core/order-pricing';
import type { RestrictionBypass } from '../../core/wallet-restrictions';

/** An order as the server works with it: øre, not kroner; nothing else trusted yet. */
export interface NormalizedOrder {
  walletId: string;
  customerId: string;
  webshopId: string | null;
  foodPlanId: string | null;
  departmentId: string | null;
  isFoodplan: boolean;
  description: Description;
  lines: (RequestedLine & { extra: Record<string, unknown> })[];
  walletOre: number;
  cardOre: number;
  bypass: RestrictionBypass;
  autoComplete: boolean;
  returnUrl: string | null;
  /** How a credit-card child is paid on the provider's page (CreditCardPaymentWindow.PaymentMethod). */
  cardMethod: 'card' | 'mobilepay';
  /** A meeting order's CustomData.MeetingInfo (spec section 3); null for other orders. */
  meeting: NormalizedMeetingInfo | null;
  payload: OrderPayload;
}

export interface NormalizedMeetingInfo {
  locationId: string;
  deliveryTime: Date;
  participants: number;
  pickedUpByCustomer: boolean;
  note: string | null;
  isExternal: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A meeting order is paid from the wallet (Amounts keyed 2) and paid when it is placed:
 * it completes at once, whatever CustomData.AutoComplete says. Its department, when it
 * names one, is one of the meeting customer's (an id).
 */
function meetingOf(payload: OrderPayload): NormalizedMeetingInfo | null {
  const info = payload.CustomData?.MeetingInfo;
  if (info === undefined) return null;
  if (payload.Amounts['4'] !== undefined) throw badRequest('Amounts: a meeting order is paid from the wallet (key 2)');
  if (payload.DepartmentID != null && !UUID.test(String(payload.DepartmentID))) throw badRequest('DepartmentID: not a department of this customer');
  return {
    locationId: info.LocationID,
    deliveryTime: new Date(info.DeliveryTime),
    participants: info.Participants,
    pickedUpByCustomer: info.PickedUpByCustomer,
    note: (info.Note ?? payload.Note ?? null)?.trim() || null,
    isExternal: info.IsExternal ?? payload.IsExternal ?? true,
  };
}

const KNOWN_LINE_FIELDS = new Set(['ID', 'Quantity', 'Name', 'Price']);

export function normalizeOrder(payload: OrderPayload): NormalizedOrder {
  const walletOre = payload.Amounts['2'] === undefined ? 0 : kronerToOre(payload.Amounts['2']);
  const cardOre = payload.Amounts['4'] === undefined ? 0 : kronerToOre(payload.Amounts['4']);
  if (payload.Amounts['2'] === undefined && payload.Amounts['4'] === undefined) throw badRequest('Amounts: a payment type (2 or 4) is required');
  if (walletOre < 0 || cardOre < 0) throw badRequest('Amounts: amounts cannot be negative');
  const isFoodplan = payload.IsFoodplan ?? payload.FoodPlanID != null;
  const meeting = meetingOf(payload);
  return {
    walletId: payload.WalletID,
    customerId: payload.CustomerID,
    webshopId: payload.WebshopID ?? null,
    foodPlanId: payload.FoodPlanID ?? null,
    departmentId: payload.DepartmentID == null ? null : String(payload.DepartmentID),
    isFoodplan,
    description: orderDescription(payload.Description?.trim() || (meeting ? MEETING_ORDER_DESCRIPTION : isFoodplan ? FOODPLAN_ORDER_DESCRIPTION : WEBSHOP_ORDER_DESCRIPTION)),
    lines: payload.Products.map((product, index) => {
      const price = product.Price === undefined ? null : kronerToOre(product.Price);
      if (price !== null && price < 0) throw badRequest(`Products.${index}.Price: a price cannot be negative`);
      return {
        productId: product.ID,
        quantity: product.Quantity,
        clientPriceOre: price,
        extra: Object.fromEntries(Object.entries(product).filter(([key]) => !KNOWN_LINE_FIELDS.has(key))),
      };
    }),
    walletOre,
    cardOre,
    bypass: {
      ignoreWalletSettings: payload.Restrictions.IgnoreWalletSettings,
      useRestrictionOverride: payload.Restrictions.UseRestrictionOverride,
    },
    autoComplete: meeting !== null || payload.CustomData?.AutoComplete === true,
    returnUrl: payload.CustomData?.CreditCardPaymentWindow?.AcceptURL ?? null,
    cardMethod: payload.CustomData?.CreditCardPaymentWindow?.PaymentMethod === 'MobilePay' ? 'mobilepay' : 'card',
    meeting,
    payload,
  };
}
