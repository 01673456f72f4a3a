import { z } from 'zod';
import { TransactionStatus } from './payment';
import { Kroner } from './money';

/**
 * A wallet's transactions (spec section 3, "Generic search" and "Transaction (general)"):
 * every money movement on the wallet (deposits, refills, purchases, canteen sales,
 * refunds) and the orders that have not moved money (pending, failed, cancelled).
 */

const Id = z.string().uuid();

/** Spec section 3, "Search parameter": 0 equals, 1 status flags, 5 arrays (JSON with the brackets stripped). */
export const SearchParameter = z.object({
  Name: z.string().min(1).max(100),
  Value: z.string().max(2000),
  SearchType: z.number().int(),
});

/** POST /api/Transaction/SearchV2 (optional ?walletID=, as the widget sends it). */
export const TransactionSearchRequest = z.object({
  StartIndex: z.number().int().min(0).max(1_000_000).default(0),
  Count: z.number().int().min(0).max(100_000).default(10),
  Limit: z.number().int().min(0).max(100_000).optional(),
  Search: z.array(SearchParameter).max(20).default([]),
});
export type TransactionSearchRequest = z.infer<typeof TransactionSearchRequest>;
export const TransactionSearchQuery = z.object({ walletID: Id.optional() });

export const TransactionType = z.enum(['Deposit', 'AutomaticRefill', 'MonthlyRefill', 'CardPayment', 'Purchase', 'CanteenPurchase', 'Refund', 'Order']);
export type TransactionType = z.infer<typeof TransactionType>;

export const WalletTransaction = z.object({
  ID: Id,
  Type: TransactionType,
  Description: z.string(),
  /** Signed kroner: money in is positive, money out negative. An order that moved nothing carries its amount with its status. */
  Amount: Kroner,
  /** The wallet's balance after the movement; null for an order that moved no money. */
  BalanceAfter: Kroner.nullable(),
  Status: TransactionStatus,
  CreatedDate: z.string(),
  Wallet: z.object({ ID: Id, Name: z.string() }),
  Customer: z.object({ ID: Id, Name: z.string() }).nullable(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const TransactionSearchResponse = z.object({
  Transactions: z.array(WalletTransaction),
  TotalCount: z.number().int(),
  /** The sum of the matching money movements, in kroner. */
  Sum: Kroner,
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  /** Set when the search itself is wrong (an unknown name, a bad value); the list is then empty. */
  Error: z.string().optional(),
});
export type TransactionSearchResponse = z.infer<typeof TransactionSearchResponse>;

/** GET /api/Transaction/Detail?transactionID= */
export const TransactionDetailQuery = z.object({ transactionID: Id });
export const TransactionDetail = WalletTransaction.extend({
  ErrorMessage: z.string().nullable(),
  Products: z.array(
    z.object({ ID: Id, Name: z.string(), Price: Kroner, Quantity: z.number().int(), RefundedQuantity: z.number().int() }),
  ),
  DeviceID: z.string().nullable(),
  /** The purchase a refund belongs to. */
  ParentTransactionID: Id.nullable(),
  /** The payment handler's transaction this settles (an order, a purchase): the ID to cancel it with. */
  PaymentID: Id.nullable(),
});
export type TransactionDetail = z.infer<typeof TransactionDetail>;
