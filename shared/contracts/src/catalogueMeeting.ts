import { z } from 'zod';
import { VatRatePercent } from './catalogue';
import { KronerAmount, Kroner } from './money';
import { MeetingDeadline, MeetingDeliveryWindow, TimeOfDay } from './meeting';

/**
 * The meeting options a catering kitchen edits on the partner site (issue 25), role
 * CatalogueMeeting: departments, locations with their delivery windows, and products
 * (CATALOGUE_LISTS.meetingDepartment, .meetingLocation, .meetingProduct). The field rules
 * are @kk/domain validateMeetingDepartment, validateMeetingLocation, validateMeetingProduct.
 */

const Id = z.string().uuid();


/** A customer the caller may edit, with what its products' and orders' choices offer. */
export const MeetingCatalogueCustomer = z.object({
  ID: Id,
  Name: z.string(),
  Locations: z.array(z.object({ ID: Id, Name: z.string(), Active: z.boolean() })),
  Departments: z.array(z.object({ ID: Id, Name: z.string(), Active: z.boolean() })),
  ProductUIGroups: z.array(z.object({ ID: Id, Name: z.string(), Index: z.number().int() })),
});
export type MeetingCatalogueCustomer = z.infer<typeof MeetingCatalogueCustomer>;

/** GET {path}Options of every meeting list: the customers the caller may edit. */
export const MeetingCatalogueOptions = z.object({ Customers: z.array(MeetingCatalogueCustomer) });
export type MeetingCatalogueOptions = z.infer<typeof MeetingCatalogueOptions>;

const CustomerOf = { CustomerID: Id, CustomerName: z.string() };

export const MeetingDepartmentItem = z.object({ ID: Id, ...CustomerOf, Name: z.string(), SortOrder: z.number().int(), Active: z.boolean(), InUse: z.boolean() });
export type MeetingDepartmentItem = z.infer<typeof MeetingDepartmentItem>;
export const MeetingDepartmentCreate = z.object({ CustomerID: Id, Name: z.string().max(1000), SortOrder: z.number().int().default(0) });
export type MeetingDepartmentCreate = z.infer<typeof MeetingDepartmentCreate>;
/** An update may bring a withdrawn department back (Active true). */
export const MeetingDepartmentUpdate = z.object({ Name: z.string().max(1000), SortOrder: z.number().int().default(0), Active: z.boolean().default(true) });
export type MeetingDepartmentUpdate = z.infer<typeof MeetingDepartmentUpdate>;

export const MeetingLocationItem = z.object({
  ID: Id,
  ...CustomerOf,
  Name: z.string(),
  DeliveryWindows: z.array(MeetingDeliveryWindow),
  Active: z.boolean(),
  InUse: z.boolean(),
});
export type MeetingLocationItem = z.infer<typeof MeetingLocationItem>;
export const MeetingLocationCreate = z.object({ CustomerID: Id, Name: z.string().max(1000), DeliveryWindows: z.array(MeetingDeliveryWindow).max(50).default([]) });
export type MeetingLocationCreate = z.infer<typeof MeetingLocationCreate>;
export const MeetingLocationUpdate = z.object({ Name: z.string().max(1000), DeliveryWindows: z.array(MeetingDeliveryWindow).max(50).default([]), Active: z.boolean().default(true) });
export type MeetingLocationUpdate = z.infer<typeof MeetingLocationUpdate>;

export const MeetingProductItem = z.object({
  ID: Id,
  ...CustomerOf,
  LocationID: Id,
  LocationName: z.string(),
  Name: z.string(),
  Price: Kroner,
  VatRate: VatRatePercent,
  ProductUIGroup: z.object({ ID: Id, Name: z.string() }).nullable(),
  FromTime: TimeOfDay,
  ToTime: TimeOfDay,
  Deadline: MeetingDeadline,
  Active: z.boolean(),
});
export type MeetingProductItem = z.infer<typeof MeetingProductItem>;
/** Create and update: the group by name ('' for none; a new name creates the group). The location is the customer's. */
export const MeetingProductBody = z.object({
  LocationID: Id,
  Name: z.string().max(1000),
  Price: KronerAmount,
  VatRate: z.number(),
  ProductUIGroup: z.string().max(1000).default(''),
  FromTime: TimeOfDay,
  ToTime: TimeOfDay,
  Deadline: z.object({ ID: z.number().int(), Amount: z.number() }),
  Active: z.boolean().default(true),
});
export type MeetingProductBody = z.infer<typeof MeetingProductBody>;

