import type { OrderPayload } from '@kk/contracts';
import { kronerToOre } from '@kk/domain';
import { badRequest } from '../../core/errors';
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
  description: string;
  lines: (RequestedLine & { extra: Record<string, unknown> })[];
  walletOre: number;
  cardOre: number;
  bypass: RestrictionBypass;
  autoComplete: boolean;
  returnUrl: string | null;
  payload: OrderPayload;
}

const KNOWN_LINE_FIELDS = new Set(['ID', 'Quantity', 'Name', 'Price']);

export function normalizeOrder(payload: OrderPayload): NormalizedOrder {
  const walletOre = payload.Amounts['2'] === undefined ? 0 : kronerToOre(payload.Amounts['2']);
  const cardOre = payload.Amounts['4'] === undefined ? 0 : kronerToOre(payload.Amounts['4']);
  if (payload.Amounts['2'] === undefined && payload.Amounts['4'] === undefined) throw badRequest('Amounts: a payment type (2 or 4) is required');
  if (walletOre < 0 || cardOre < 0) throw badRequest('Amounts: amounts cannot be negative');
  const isFoodplan = payload.IsFoodplan ?? payload.FoodPlanID != null;
  return {
    walletId: payload.WalletID,
    customerId: payload.CustomerID,
    webshopId: payload.WebshopID ?? null,
    foodPlanId: payload.FoodPlanID ?? null,
    departmentId: payload.DepartmentID == null ? null : String(payload.DepartmentID),
    isFoodplan,
    description: payload.Description?.trim() || (isFoodplan ? 'Madplan' : 'Webshop køb'),
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
    autoComplete: payload.CustomData?.AutoComplete === true,
    returnUrl: payload.CustomData?.CreditCardPaymentWindow?.AcceptURL ?? null,
    payload,
  };
}
