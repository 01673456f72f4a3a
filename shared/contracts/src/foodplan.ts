import { z } from 'zod';
export { ABSENCE_PATHS, PUPIL_ABSENCE_ROLE } from './codes';
import { Kroner } from './money';
import { FoodOrder } from './overview';
import { catalogueProductFields } from './webshop';

/**
 * The food plan (spec sections 3, 4, 5 and 7; issue 11): plans, menus, product types,
 * subscriptions, orders and a child's allergy profile. Calendar dates are YYYY-MM-DD
 * (Copenhagen days); instants are ISO date-times; money is kroner.
 */

const Id = z.string().uuid();
/** A calendar date, YYYY-MM-DD. */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'must be a date that exists');

/** A plan's rule for a registration deadline or a cancellation date: N school days before, at HH:mm Copenhagen time. */
export const SchoolDayRule = z.object({ SchoolDaysBefore: z.number().int(), Time: z.string() });

export const FoodPlanSummary = z.object({
  ID: Id,
  Name: z.string(),
  CustomerID: Id,
  CustomerName: z.string(),
  IsMasterCater: z.boolean(),
  /** The master caterer (master-cater plans only). */
  CatererName: z.string().nullable(),
  /** The cart's foodplan basket group name: 'customer - plan', or one of them when equal. */
  BasketGroupName: z.string(),
  RegistrationRule: SchoolDayRule,
  CancellationRule: SchoolDayRule,
});
export type FoodPlanSummary = z.infer<typeof FoodPlanSummary>;

/** GET /api/FoodPlanner/V3/Plans?walletID=: the plans the user's wallets (or the one named) may use. */
export const FoodPlansQuery = z.object({ walletID: Id.optional() });
export const FoodPlanForWallets = FoodPlanSummary.extend({ WalletIDs: z.array(Id) });
export const FoodPlansResponse = z.array(FoodPlanForWallets);
export type FoodPlansResponse = z.infer<typeof FoodPlansResponse>;

/** GET /api/FoodPlanner/V3/ProductTypes?foodPlanID=&customerID=&walletID=: the plan's groups. */
export const ProductTypesQuery = z.object({ foodPlanID: Id, customerID: Id, walletID: Id.optional() });
export const FoodPlanProductType = z.object({
  ID: Id,
  FoodPlanID: Id,
  Name: z.string(),
  DeliveryTypeID: z.number().int(),
  /** The group's daily limit per wallet (master-cater plans: 1 for DIS, DAT, KOLD and PLUS..., else 100); 0: none. */
  Limit: z.number().int(),
  Index: z.number().int(),
});
export const ProductTypesResponse = z.array(FoodPlanProductType);

export const Allergen = z.object({ ID: z.number().int(), TypeID: z.number().int(), Name: z.string() });
export const NutritionFacts = z.object({
  EnergyKj: z.number().optional(),
  EnergyKcal: z.number().optional(),
  ProteinG: z.number().optional(),
  CarbohydrateG: z.number().optional(),
  SugarG: z.number().optional(),
  FatG: z.number().optional(),
  SaturatedFatG: z.number().optional(),
  FibreG: z.number().optional(),
  SaltG: z.number().optional(),
});

/** GET /api/FoodPlanner/V3/Menu?foodPlanID=&walletID=&from=&to= (at most 62 days). */
export const MenuQuery = z.object({ foodPlanID: Id, walletID: Id, from: CalendarDate, to: CalendarDate });
/**
 * ID is the food plan item (one dish on one day): FoodPlanItemID in the order; ProductID the
 * catalogue product, the order line's ID, equal to ID (every day's item is its own product).
 */
export const MenuItem = z.object({
  ...catalogueProductFields,
  /** The day served. */
  Date: CalendarDate,
  Price: Kroner,
  /** Null: unlimited (the cart counts 100). */
  CurrentStock: z.number().int().nullable(),
  ProductTypeID: Id,
  GroupName: z.string(),
  /** The group's daily limit for this wallet (0: none). */
  GroupLimit: z.number().int(),
  /** What this wallet bought of the group that day (reserved or completed, less refunds): the cart's earlier purchases. */
  GroupPurchasedCount: z.number().int(),
  /** What this wallet bought of this item. */
  PurchasedCount: z.number().int(),
  RegistrationDeadline: z.string(),
  CancellationDate: z.string(),
  /** 11 when the registration deadline has passed (spec section 9), else null. */
  StatusCode: z.number().int().nullable(),
  Allergens: z.array(Allergen),
  /** The free-text allergen's words (allergen 15). */
  AllergenText: z.string().nullable(),
  /** The allergens of this item in the wallet's allergy profile: any means it cannot be bought for this wallet. */
  BlockingAllergens: z.array(z.number().int()),
  BlockedByAllergies: z.boolean(),
  NutritionFacts,
  Ingredients: z.string().nullable(),
  /** /blob/product-images/<id>, or null for the placeholder. */
  ImageUrl: z.string().nullable(),
  Foodplan: z.object({ ID: Id, Name: z.string(), IsMasterCater: z.boolean() }),
  MasterCaterInfo: z.object({ ProductNumber: z.string() }).nullable(),
});
export type MenuItem = z.infer<typeof MenuItem>;
export const MenuResponse = z.object({
  FoodPlan: FoodPlanSummary,
  WalletID: Id,
  From: CalendarDate,
  To: CalendarDate,
  ProductTypes: ProductTypesResponse,
  Items: z.array(MenuItem),
});
export type MenuResponse = z.infer<typeof MenuResponse>;

/** Spec section 3, "Subscription item": an offer of the plan, for one wallet, with the wallet's subscription to it. */
export const SubscriptionPeriodView = z.object({
  StartDate: CalendarDate,
  EndDate: CalendarDate,
  /** Paid (completed, not refunded) and not over yet. */
  IsActive: z.boolean(),
  /** Paid (completed, not refunded), over or not. */
  IsPaid: z.boolean(),
  /** The payment is reserved, not completed yet. */
  IsPending: z.boolean(),
  TransactionID: Id,
});
export const SubscriptionItem = z.object({
  /** The offer: subscriptionID of ActivateSubscription (with walletID) for a first subscription. */
  ID: Id,
  FoodplanID: Id,
  CustomerID: Id,
  WalletID: Id,
  WalletName: z.string(),
  Name: z.string(),
  SubscriptionTypeID: z.number().int(),
  DeliveryTypeID: z.number().int(),
  DaysBeforeNewPeriod: z.number().int(),
  Product: z.object({
    ID: Id,
    Name: z.string(),
    /** This period's price. */
    Price: Kroner,
    NextPeriodPrice: Kroner,
    /** The current period's start and end. */
    PeriodDate: CalendarDate,
    PeriodEndDate: CalendarDate,
    /** The next period's start and end. */
    NextPeriodDate: CalendarDate,
    NextPeriodEndDate: CalendarDate,
  }),
  /** The wallet's subscription to this offer, or null when it never took it. */
  Subscription: z
    .object({
      ID: Id,
      IsActive: z.boolean(),
      NextAvailableDate: CalendarDate.nullable(),
      /** How renewals pay: 2 the wallet, 4 the saved card. */
      PaymentTypeID: z.number().int(),
      Periods: z.array(SubscriptionPeriodView),
    })
    .nullable(),
  QuarantineInfo: z.object({ NextAvailableDate: CalendarDate }).nullable(),
  /** What Pay charges: the current period unless paid, else the next; null when both are paid. */
  PeriodToPay: z.object({ StartDate: CalendarDate, EndDate: CalendarDate, Price: Kroner }).nullable(),
  NutritionFacts,
  Allergens: z.array(Allergen),
});
export type SubscriptionItem = z.infer<typeof SubscriptionItem>;

/** GET /api/FoodPlanner/V3/GetSubscriptions?customerID=&foodPlanID=&walletID= (or the walletid header; none: every wallet of the family that may use the plan). */
export const GetSubscriptionsQuery = z.object({ customerID: Id, foodPlanID: Id, walletID: Id.optional() });
export const GetSubscriptionsResponse = z.array(SubscriptionItem);

/**
 * DELETE /api/FoodPlanner/V3/ActivateSubscription?subscriptionID=: the wallet's subscription
 * (Subscription.ID), or an offer (the item's ID) with walletID (or the walletid header).
 * paymentTypeID 2 (wallet, default) or 4 (saved card) for renewals; replaces: the active
 * subscription of the same type and delivery type this one takes over from (a change).
 */
export const ActivateSubscriptionQuery = z.object({
  subscriptionID: Id,
  walletID: Id.optional(),
  paymentTypeID: z.coerce.number().int().pipe(z.union([z.literal(2), z.literal(4)])).optional(),
  replaces: Id.optional(),
});
/** DELETE /api/FoodPlanner/V3/RemoveSubscription?subscriptionID=: the wallet's subscription, or an offer with walletID. */
export const RemoveSubscriptionQuery = z.object({ subscriptionID: Id, walletID: Id.optional() });

/** GET /api/Foodplanner/V3/GetOrders?start=&end=&walletID=: food orders delivered in [start, end] (at most 62 days). */
export const GetOrdersQuery = z.object({ start: CalendarDate, end: CalendarDate, walletID: Id.optional() });
/**
 * What happened to the dish of an order after it was placed (issue 25): its contents changed
 * (the family was told and may cancel the line with a full refund whatever its cancellation
 * date, until FullRefundUntil), or it was removed and the line refunded in full. The newest
 * change of the line; allergen names in the caller's language.
 */
export const FoodOrderDishChange = z.object({
  Reason: z.enum(['changed', 'removed']),
  ChangedDate: z.string(),
  AllergensAdded: z.array(Allergen),
  AllergensRemoved: z.array(Allergen),
  AllergenTextChanged: z.boolean(),
  IngredientsChanged: z.boolean(),
  NutritionChanged: z.boolean(),
  /** The instant the right to cancel with a full refund ends (the end of the serving day); null for a removed dish. */
  FullRefundUntil: z.string().nullable(),
});
export type FoodOrderDishChange = z.infer<typeof FoodOrderDishChange>;

/** An allergy conflict of an order: the dish's allergens that the child's allergy profile blocks, since the dish changed. */
export const FoodOrderAllergyConflict = z.object({ Allergens: z.array(Allergen) });
export type FoodOrderAllergyConflict = z.infer<typeof FoodOrderAllergyConflict>;

/** A food order of the orders view: the spec's food order with what happened to its dish since (both absent when nothing did). */
export const FoodPlanOrder = FoodOrder.extend({
  DishChange: FoodOrderDishChange.optional(),
  AllergyConflict: FoodOrderAllergyConflict.optional(),
});
export type FoodPlanOrder = z.infer<typeof FoodPlanOrder>;
export const GetOrdersResponse = z.array(FoodPlanOrder);

/** GET and PUT /api/FoodPlanner/V3/Allergies?walletID=: a child's allergy profile. */
export const AllergiesQuery = z.object({ walletID: Id });
export const AllergiesRequest = z.object({ AllergenIDs: z.array(z.number().int()).max(15) });
export const AllergiesResponse = z.object({ WalletID: Id, AllergenIDs: z.array(z.number().int()), Allergens: z.array(Allergen) });
export type AllergiesResponse = z.infer<typeof AllergiesResponse>;

// ---------------------------------------------------------------- absence (issue 26)

/**
 * POST /api/FoodPlanner/Absence/Preview and POST /api/FoodPlanner/Absence (Idempotency-Key):
 * a child reported absent From..To (calendar dates, From ≤ To, at most 62 days). The
 * preview changes nothing; the report credits what it showed as credited.
 */
export const AbsenceRequest = z.object({ WalletID: Id, From: CalendarDate, To: CalendarDate });
export type AbsenceRequest = z.infer<typeof AbsenceRequest>;

/** One order line of an absent day: the dish, how many, what it is worth, and the absence deadline of its plan for that day. */
export const AbsenceLine = z.object({
  TransactionID: Id,
  ProductID: Id,
  Name: z.string(),
  Quantity: z.number().int(),
  Amount: Kroner,
  FoodPlanID: Id,
  FoodPlanName: z.string(),
  /** The instant until which this day's absence is credited (ISO). */
  Deadline: z.string(),
  /** Paid: credited to the wallet; Reserved: a card payment still pending, cancelled unpaid (nothing to credit). */
  Status: z.enum(['Paid', 'Reserved']),
  /** Order: a dish ordered for the day; Subscription: the day's share of a paid subscription period (Amount is the share). */
  Kind: z.enum(['Order', 'Subscription']),
});
export type AbsenceLine = z.infer<typeof AbsenceLine>;

export const AbsenceDay = z.object({
  Date: CalendarDate,
  /** Reported before (by anyone): nothing more happens for this day. */
  AlreadyReported: z.boolean(),
  /** Lines credited (or, reserved, cancelled) for this day. */
  Credited: z.array(AbsenceLine),
  /** Lines whose absence deadline has passed: the kitchen has planned them; not credited. */
  TooLate: z.array(AbsenceLine),
  /** What this day credits to the wallet, kroner. */
  CreditAmount: Kroner,
});
export type AbsenceDay = z.infer<typeof AbsenceDay>;

export const AbsencePreview = z.object({
  WalletID: Id,
  WalletName: z.string(),
  From: CalendarDate,
  To: CalendarDate,
  /** The school days of the range (weekends skipped). */
  Days: z.array(AbsenceDay),
  CreditTotal: Kroner,
});
export type AbsencePreview = z.infer<typeof AbsencePreview>;

/** The report's answer: what was credited per day and in all, and the wallet's balance after it. */
export const AbsenceResult = AbsencePreview.extend({ Balance: Kroner });
export type AbsenceResult = z.infer<typeof AbsenceResult>;

/** GET /api/FoodPlanner/Absence/Pupils?search=: partner-site staff (PupilAbsence) find a pupil of their customers. */
export const AbsencePupilsQuery = z.object({ search: z.string().max(100).default('') });
export const AbsencePupil = z.object({
  WalletID: Id,
  Name: z.string(),
  /** The grade as the school writes it ('5A'), null when none is set. */
  Grade: z.string().nullable(),
  CustomerID: Id,
  CustomerName: z.string(),
});
export type AbsencePupil = z.infer<typeof AbsencePupil>;
export const AbsencePupilsResponse = z.object({ Pupils: z.array(AbsencePupil) });
export type AbsencePupilsResponse = z.infer<typeof AbsencePupilsResponse>;
