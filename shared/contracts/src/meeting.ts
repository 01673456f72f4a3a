import { z } from 'zod';
import { Kroner, KronerAmount } from './money';
import { boughtLineFields, TransactionStatus } from './payment';

/**
 * Meeting catering (spec sections 3, 4 and 7): the options a staff member orders from,
 * the meeting information an order carries, the user's existing orders, the update of an
 * order and the kitchen's production list.
 */

const Id = z.string().uuid();
/** A daily time as 'HH:mm' (or 'HH:mm:ss'), Copenhagen time. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time of day as HH:mm');
/** An instant with its offset or Z, e.g. '2026-03-12T09:00:00+01:00'. */
const Instant = z.string().datetime({ offset: true });
/** A calendar date, YYYY-MM-DD. */
const CalendarDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD');

/** Deadline type ids (spec section 4); what each means is @kk/domain MEETING_DEADLINE_TYPES. */
export const MeetingDeadlineTypeId = { DayBefore: 1, HoursBeforeDelivery: 2, BeforeProductStart: 3 } as const;

export const MeetingDeadline = z.object({ ID: z.number().int(), Amount: z.number().int().min(0) });
export type MeetingDeadline = z.infer<typeof MeetingDeadline>;

export const MeetingProductUIGroup = z.object({ ID: Id, Name: z.string(), Index: z.number().int() });
export type MeetingProductUIGroup = z.infer<typeof MeetingProductUIGroup>;

/** Spec section 3, "Meeting product"; the computed fields are @kk/domain meetingProductAvailability. */
export const MeetingProduct = z.object({
  ID: Id,
  Name: z.string(),
  Price: Kroner,
  FromTime: TimeOfDay,
  ToTime: TimeOfDay,
  Deadline: MeetingDeadline,
  ProductUIGroup: MeetingProductUIGroup.nullable(),
});
export type MeetingProduct = z.infer<typeof MeetingProduct>;

/** One daily delivery window on the chosen ISO weekdays (1 Monday … 7 Sunday), Copenhagen time. */
export const MeetingDeliveryWindow = z.object({
  Weekdays: z.array(z.number().int()).max(7),
  From: TimeOfDay,
  To: TimeOfDay,
});
export type MeetingDeliveryWindow = z.infer<typeof MeetingDeliveryWindow>;

export const MeetingDepartment = z.object({ ID: Id, Name: z.string() });
/** DeliveryWindows: when the location delivers (none: at any time); an order outside them is refused. */
export const MeetingLocation = z.object({ ID: Id, Name: z.string(), DeliveryWindows: z.array(MeetingDeliveryWindow).default([]), Products: z.array(MeetingProduct) });
export type MeetingLocation = z.infer<typeof MeetingLocation>;

/** GET /api/Meeting/Options[?customerID=]: the meeting customer's departments and locations with their products. */
export const MeetingOptionsQuery = z.object({ customerID: Id.optional() });
export const MeetingOptions = z.object({
  /** The meeting-catering customer the options are of: the payment model's CustomerID. */
  Customer: z.object({ ID: Id, Name: z.string() }),
  Departments: z.array(MeetingDepartment),
  Locations: z.array(MeetingLocation),
});
export type MeetingOptions = z.infer<typeof MeetingOptions>;

export { MEETING_ORDER_DESCRIPTION } from './codes';

/** Quantity is what is ordered now (bought less refunded). */
export const MeetingOrderProduct = z.object({ ProductID: Id, ...boughtLineFields });

export const MeetingInfo = z.object({
  Location: z.object({ ID: Id, Name: z.string() }),
  Department: z.object({ ID: Id, Name: z.string() }).nullable(),
  DeliveryTime: z.string(),
  Participants: z.number().int(),
  PickedUpByCustomer: z.boolean(),
  IsExternal: z.boolean(),
  /** The order may be changed or cancelled until this instant (its products' earliest deadline). */
  Deadline: z.string(),
});

/**
 * Child transaction types of a meeting order beside the spec's 4 (credit card): the money
 * a change or a cancel moved. 5: a refund (less, or cancelled); 6: an adjustment (a change
 * that cost more).
 */
export const MeetingChildTypeId = { Refund: 5, Adjustment: 6 } as const;

/** Spec section 3, "Existing meeting order (transaction)". */
export const MeetingOrder = z.object({
  ID: Id,
  Description: z.string(),
  Amount: Kroner,
  Status: TransactionStatus,
  ErrorMessage: z.string().nullable(),
  ChildTransactions: z.array(z.object({ ID: Id, Type: z.object({ ID: z.number().int() }), Amount: Kroner, Description: z.string(), CreatedDate: z.string() })),
  Notes: z.array(z.object({ Note: z.string(), CreatedDate: z.string() })),
  Customer: z.object({ ID: Id }),
  Wallet: z.object({ ID: Id }),
  CreatedDate: z.string(),
  MeetingInfo: MeetingInfo,
  Products: z.array(MeetingOrderProduct),
});
export type MeetingOrder = z.infer<typeof MeetingOrder>;

/** GET /api/Meeting/Orders?from=&to=: the caller's meeting orders delivered in [from, to). */
export const MeetingOrdersQuery = z.object({ from: Instant.optional(), to: Instant.optional() });
export const MeetingOrdersResponse = z.object({ Transactions: z.array(MeetingOrder), StartDate: z.string(), EndDate: z.string().nullable() });
export type MeetingOrdersResponse = z.infer<typeof MeetingOrdersResponse>;

/** PUT /api/meeting/update/{transactionID} (spec section 7): camelCase, as the spec writes it. */
export const MeetingUpdateParams = z.object({ transactionID: Id });
export const MeetingUpdateRequest = z
  .object({
    description: z.string().max(500).nullish(),
    participants: z.number().int().min(1).max(10_000),
    pickedUpByCustomer: z.boolean(),
    note: z.string().max(2000).nullish(),
    deliveryTime: Instant,
    products: z
      .array(
        z
          .object({
            ID: Id,
            Quantity: z.number().int().min(1).max(1000),
            /** Ignored: prices come from the order (products it had) or the catalogue (new ones). */
            Price: KronerAmount.optional(),
          })
          .loose(),
      )
      .min(1)
      .max(200),
  })
  .loose();
export type MeetingUpdateRequest = z.infer<typeof MeetingUpdateRequest>;

/** GET /api/Meeting/Production?date=&locationID=: a day's orders for the kitchen (partner site). */
export const MeetingProductionQuery = z.object({ date: CalendarDate, locationID: Id.optional() });
export const ProductTotal = z.object({ ProductID: Id, Name: z.string(), Quantity: z.number().int() });
export const ProductionOrder = z.object({
  ID: Id,
  Department: z.string().nullable(),
  OrderedBy: z.string(),
  Participants: z.number().int(),
  PickedUpByCustomer: z.boolean(),
  IsExternal: z.boolean(),
  Note: z.string().nullable(),
  Products: z.array(ProductTotal),
});
export const ProductionDelivery = z.object({ DeliveryTime: z.string(), Orders: z.array(ProductionOrder), Totals: z.array(ProductTotal) });
export const ProductionLocation = z.object({
  Location: z.object({ ID: Id, Name: z.string() }),
  Deliveries: z.array(ProductionDelivery),
  Totals: z.array(ProductTotal),
});
export const MeetingProduction = z.object({ Date: z.string(), Customer: z.object({ ID: Id, Name: z.string() }), Locations: z.array(ProductionLocation) });
export type MeetingProduction = z.infer<typeof MeetingProduction>;
