import { z } from 'zod';
import { boughtLineFields, ChildTransaction, CustomInformation, TransactionStatus } from './payment';
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

export const TransactionType = z.enum(['Deposit', 'AutomaticRefill', 'MonthlyRefill', 'CardPayment', 'Purchase', 'CanteenPurchase', 'Refund', 'Order', 'WalletTransfer', 'CardPayback']);
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
  /**
   * The status of the order (payment) this row settled, when it settled one. A movement's
   * own status is always completed (the money moved); the order may since be cancelled.
   */
  OrderStatus: TransactionStatus.nullable().optional(),
  CreatedDate: z.string(),
  Wallet: z.object({ ID: Id, Name: z.string() }),
  Customer: z.object({ ID: Id, Name: z.string() }).nullable(),
  /** Staff searches only (partner site, support tool): the wallet's mobile number, the terminal, why it failed. */
  MobileNumber: z.string().nullable().optional(),
  DeviceID: z.string().nullable().optional(),
  ErrorMessage: z.string().nullable().optional(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const TransactionSearchResponse = z.object({
  Transactions: z.array(WalletTransaction),
  /** The support tool's generic list (POST /api/Transactions/Search) answers the rows here instead. */
  Items: z.array(WalletTransaction).optional(),
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
export const TransactionNote = z.object({
  ID: Id,
  Note: z.string(),
  /** The admin action that wrote it (ChangeTransactionStatus, ManualComplete, Retry, Cancel, Duplicate, Refund); null when written by hand. */
  Action: z.string().nullable(),
  Author: z.object({ ID: Id.nullable(), Name: z.string() }),
  /** The transaction's status and message before and after the action. */
  Before: z.record(z.string(), z.unknown()).nullable(),
  After: z.record(z.string(), z.unknown()).nullable(),
  CreatedDate: z.string(),
});
export type TransactionNote = z.infer<typeof TransactionNote>;

export const DetailProduct = z.object({
  ID: Id,
  ...boughtLineFields,
  /** Staff details: the product's category (webshop group or food group), and its accessories as ordered. */
  Category: z.object({ ID: z.string(), Name: z.string() }).nullable().optional(),
  Accessories: z.array(z.object({ ID: z.string(), Name: z.string(), Category: z.object({ ID: z.string(), Name: z.string() }).nullable() })).optional(),
});

/**
 * What a refund or cancel is about (issue 23; @kk/domain refundPolicy.ts): a canteen sale, a
 * deposit by card, a refill, a MobilePay deposit, or an online order (webshop, food plan,
 * a subscription's period, meeting).
 */
export const RefundablePaymentKind = z.enum(['canteen', 'deposit', 'refill', 'mobilePay', 'webshop', 'foodplan', 'subscription', 'meeting']);
export type RefundablePaymentKind = z.infer<typeof RefundablePaymentKind>;

/** The facts the wallet's cancel button decides on with @kk/domain refundDecision, as the server decides. */
export const TransactionCancellation = z.object({
  Kind: RefundablePaymentKind,
  /** The order's own deadline (webshop, food plan, meeting); null for a sale or a top-up. */
  CancellableUntil: z.string().nullable(),
  /** A webshop order handed out to the child. */
  HandedOut: z.boolean(),
});
export type TransactionCancellation = z.infer<typeof TransactionCancellation>;

export const TransactionDetail = WalletTransaction.extend({
  ErrorMessage: z.string().nullable(),
  Products: z.array(DetailProduct),
  DeviceID: z.string().nullable(),
  /** The purchase a refund belongs to. */
  ParentTransactionID: Id.nullable(),
  /** The payment handler's transaction this settles (an order, a purchase): the ID to cancel it with. */
  PaymentID: Id.nullable(),
  /** The wallet's details: what the cancel button needs to know about PaymentID's payment; null when there is none. */
  Cancellation: TransactionCancellation.nullable().optional(),
  // The staff details (partner site, support tool; spec sections 3 and 6):
  /** Support tool only: where and why it failed. */
  Stacktrace: z.string().nullable().optional(),
  ChildTransactions: z.array(ChildTransaction).optional(),
  /** Support tool, and the partner site with CustomerSupport: CardHolderModel, CreateTransactionModel, Info. */
  CustomInformations: z.array(CustomInformation).optional(),
  CustomData: z.record(z.string(), z.unknown()).nullable().optional(),
  /** Newest first. */
  Notes: z.array(TransactionNote).optional(),
  /** Food-plan orders: the period the order covers (YYYY-MM-DD). */
  StartDate: z.string().nullable().optional(),
  EndDate: z.string().nullable().optional(),
  /** The wallet's customer (the transaction's Customer is the seller). */
  WalletCustomer: z.object({ ID: Id, Name: z.string() }).nullable().optional(),
});
export type TransactionDetail = z.infer<typeof TransactionDetail>;
