import { z } from 'zod';

export { STAFF_ADMIN_LIST } from './codes';

/**
 * Staff and their roles (issue 28), the spec's generic list calls at /api/Admin/Staff/: the
 * members of staff of the customers the caller administers, their roles, and whether they
 * may sign in. A search names the customer (Search Name 'CustomerID').
 */
const Customer = z.object({ ID: z.string().uuid(), Name: z.string() });

export const StaffItem = z.object({
  /** The user's id. */
  ID: z.string().uuid(),
  Name: z.string(),
  Email: z.string(),
  Roles: z.array(z.string()),
  /** The customers the member works for (within the caller's scope). */
  Customers: z.array(Customer),
  Active: z.boolean(),
  /** False until the member has chosen a password from the invitation. */
  HasSignedIn: z.boolean(),
});
export type StaffItem = z.infer<typeof StaffItem>;

export const StaffCreate = z.object({
  CustomerID: z.string().uuid(),
  Name: z.string().max(300),
  Email: z.string().max(300),
  Roles: z.array(z.string().max(100)).max(30),
});
export type StaffCreate = z.infer<typeof StaffCreate>;

export const StaffUpdate = z.object({
  Name: z.string().max(300),
  Roles: z.array(z.string().max(100)).max(30),
  Active: z.boolean(),
});
export type StaffUpdate = z.infer<typeof StaffUpdate>;

export const StaffOptions = z.object({
  Customers: z.array(Customer),
  Roles: z.array(z.object({ Role: z.string(), Area: z.enum(['partner', 'wallet']) })),
});
export type StaffOptions = z.infer<typeof StaffOptions>;
