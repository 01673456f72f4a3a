import { z } from 'zod';
import { Kroner } from './money';

/**
 * GET /api/Transaction/Spending?walletID=&from=&to= (issue 16): what a wallet spent per
 * ISO week (Copenhagen weeks) and per category. Spending is positive, refunds count
 * against it. Categories are named by keys the browser translates (food groups, the
 * kinds of money without products) or, for a webshop's product group, by the school's
 * own name.
 */

const Id = z.string().uuid();
const CalendarDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD');

export const SpendingQuery = z.object({
  walletID: Id,
  /** First day, Copenhagen, included; default: the Monday 51 weeks before this week's. */
  from: CalendarDate.optional(),
  /** Last day, Copenhagen, included; default: today. */
  to: CalendarDate.optional(),
});
export type SpendingQuery = z.infer<typeof SpendingQuery>;

const SpendingCategoryKind = z.enum(['ProductGroup', 'FoodGroup', 'Type']);

export const SpendingCategory = z.object({
  /** `Kind:Key`, the key of Weeks[].Categories. */
  ID: z.string(),
  Kind: SpendingCategoryKind,
  /** ProductGroup: the group's id; FoodGroup: the food group ('meal', 'soda', ...); Type: CanteenPurchase, Webshop, FoodPlan, Meeting, Purchase or Refund. */
  Key: z.string(),
  /** The product group's own name; null where the browser names the key. */
  Name: z.string().nullable(),
  Amount: Kroner,
});
export type SpendingCategory = z.infer<typeof SpendingCategory>;

export const SpendingWeek = z.object({
  /** The week's Monday, YYYY-MM-DD. */
  Start: z.string(),
  Year: z.number().int(),
  Week: z.number().int(),
  Amount: Kroner,
  /** Category ID → amount, only the categories with money that week. */
  Categories: z.record(z.string(), Kroner),
});
export type SpendingWeek = z.infer<typeof SpendingWeek>;

export const SpendingSummary = z.object({
  WalletID: Id,
  From: z.string(),
  To: z.string(),
  Total: Kroner,
  /** Every week of the period, oldest first, empty ones with 0. */
  Weeks: z.array(SpendingWeek),
  /** Largest first. */
  Categories: z.array(SpendingCategory),
});
export type SpendingSummary = z.infer<typeof SpendingSummary>;
