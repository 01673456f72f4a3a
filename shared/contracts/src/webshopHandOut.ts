import { z } from 'zod';

export { WEBSHOP_HANDOUT_PATHS, WEBSHOP_HANDOUT_ROLE } from './codes';

/**
 * The webshop's hand-out list on the partner site (issue 26): what to hand to whom, per
 * class, and the tick that an order was handed out (role WEBSHOP_HANDOUT_ROLE, the
 * webshops of the caller's customers and the customers below them).
 */
const Id = z.string().uuid();

/** A Copenhagen calendar day, YYYY-MM-DD, that exists (2026-02-30 is refused). */
export const HandOutDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'must be a calendar day that exists');

/** GET /api/Webshop/HandOut?customerID=&date=: without customerID, the first customer of the caller's that has a webshop. */
export const WebshopHandOutQuery = z.object({ customerID: Id.optional(), date: HandOutDate });
export type WebshopHandOutQuery = z.infer<typeof WebshopHandOutQuery>;

/** POST /api/Webshop/HandOut/{transactionID}. */
export const WebshopHandOutParams = z.object({ transactionID: Id });

export const HandOutItem = z.object({
  ProductID: Id,
  Name: z.string(),
  /** What is still to hand out: bought less refunded. */
  Quantity: z.number().int().positive(),
});
export type HandOutItem = z.infer<typeof HandOutItem>;

export const HandOutOrder = z.object({
  TransactionID: Id,
  WalletID: Id,
  ChildName: z.string(),
  Items: z.array(HandOutItem),
  PlacedAt: z.string(),
  /** Placed before the day asked and still outstanding (or handed out that day). */
  FromEarlier: z.boolean(),
  HandedOutAt: z.string().nullable(),
  HandedOutBy: z.string().nullable(),
});
export type HandOutOrder = z.infer<typeof HandOutOrder>;

export const HandOutChild = z.object({ WalletID: Id, Name: z.string(), Orders: z.array(HandOutOrder) });
export type HandOutChild = z.infer<typeof HandOutChild>;

/** One class: the wallets' grade as the app names it ('2. A'), null for children without one. */
export const HandOutClass = z.object({ Grade: z.string().nullable(), Children: z.array(HandOutChild) });
export type HandOutClass = z.infer<typeof HandOutClass>;

export const HandOutCustomer = z.object({ ID: Id, Name: z.string() });

export const WebshopHandOutList = z.object({
  Date: z.string(),
  Customer: HandOutCustomer,
  /** The customers with a webshop the caller may hand out for (the page's picker). */
  Customers: z.array(HandOutCustomer),
  Classes: z.array(HandOutClass),
});
export type WebshopHandOutList = z.infer<typeof WebshopHandOutList>;
