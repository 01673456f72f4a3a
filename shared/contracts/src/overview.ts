import { z } from 'zod';
import { Kroner } from './money';

const Id = z.string().uuid();

/**
 * The wallet widget's tickets, vouchers and discounts (spec section 3, "Ticket or
 * voucher"): GET /api/Overview/GetVoucherDetails?walletID=&customerName=.
 */
export const VoucherDetailsQuery = z.object({ walletID: Id, customerName: z.string().max(200).optional() });
export const VoucherKind = z.enum(['ticket', 'voucher', 'discount']);
export const VoucherDetail = z.object({
  ID: Id,
  Kind: VoucherKind,
  Name: z.string(),
  Description: z.string(),
  CustomerName: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  /** Discounts: the percentage off. */
  DiscountPercent: z.number().nullable(),
  /** Vouchers: what is left to spend, in kroner. */
  RemainingAmount: Kroner.nullable(),
});
export type VoucherDetail = z.infer<typeof VoucherDetail>;
export const VoucherDetailsResponse = z.array(VoucherDetail);

/** Spec section 3, "Food order": GET /api/Foodplanner/V3/GetLatestOrders?walletID= answers a list. */
export const LatestOrdersQuery = z.object({ walletID: Id });
export const FoodOrder = z.object({
  DeliveryDate: z.string(),
  ProductID: Id,
  MasterCaterInfo: z.object({ ProductNumber: z.string() }).nullable(),
  Purchased: z.object({
    Quantity: z.number().int(),
    TransactionID: Id,
    TransactionProductID: z.number().int(),
    WalletID: Id,
    CustomerID: Id,
  }),
  PurchasedCount: z.number().int(),
  CancellationDate: z.string().nullable(),
  Price: Kroner,
  Name: z.string(),
  CurrentQuantity: z.number().int(),
});
export type FoodOrder = z.infer<typeof FoodOrder>;
export const LatestOrdersResponse = z.array(FoodOrder);
