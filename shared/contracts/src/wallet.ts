import { z } from 'zod';
import { Kroner } from './money';
import { WalletTerm } from './onboarding';
import { AutomaticRefillSettings, MonthlyRefillSettings } from './refills';

/**
 * Customers[].SaleLocations[].Type.ID: where the customer sells on the spot. A canteen is
 * a canteen terminal's place (its canteen, or the terminal itself when it has none); a
 * meeting location is a meeting-catering delivery place.
 */
export const SaleLocationType = { Canteen: 1, MeetingLocation: 2 } as const;
export type SaleLocationType = (typeof SaleLocationType)[keyof typeof SaleLocationType];

export const WalletCustomer = z.object({
  ID: z.string().uuid(),
  Name: z.string(),
  PageKey: z.string(),
  Webshop: z.boolean(),
  FoodPlan: z.boolean(),
  CustomerType: z.object({ Name: z.string() }),
  SaleLocations: z.array(z.object({ Location: z.string(), Type: z.object({ ID: z.number().int() }) })),
  HasCreditCard: z.boolean(),
  FoodPlanToday: z.array(z.object({ Name: z.string(), Date: z.string(), Quantity: z.number().int() })),
});

/**
 * Spec section 3, "Wallet in onboarding", with the fields that exist at this stage,
 * plus Balance. GET /api/Onboarding/GetChildren answers a list of these.
 */
export const WalletInOnboarding = z.object({
  WalletID: z.string().uuid(),
  Name: z.string(),
  Balance: Kroner,
  WalletGroupID: z.string().uuid().nullable(),
  PictureUrl: z.string().nullable(),
  CreditCards: z.array(z.unknown()),
  /** The wallet's school cards; a blocked one (lost) is refused by the canteen terminal. */
  WalletCards: z.array(z.object({ CardDisplayNumber: z.string(), IsBlocked: z.boolean() })),
  AutomaticRefill: AutomaticRefillSettings,
  MonthlyRefill: MonthlyRefillSettings,
  /** The wallet's newest MobilePay agreement for refills (issue 16): a MobilePay refill pauses unless it is Active. */
  MobilePayAgreement: z.enum(['None', 'Pending', 'Active', 'Stopped', 'Failed']).optional(),
  TotalMaximumAmount: Kroner.nullable(),
  AllowQuickSalePayment: z.boolean(),
  AllowSelfOrdering: z.boolean(),
  Customers: z.array(WalletCustomer),
  /** Each visible term type (role Term-{Name}) the wallet has an answer for; a type never answered is absent. */
  Terms: z.array(WalletTerm),
  /** The date the wallet closes at its school's scheduled new school year (issue 28), when it is in the last grade; absent otherwise. */
  LeavesOn: z.string().optional(),
  /** The date the wallet was closed when its holder left the school (issue 28): it takes no money and sells nothing; absent while open. */
  ClosedOn: z.string().optional(),
});
export type WalletInOnboarding = z.infer<typeof WalletInOnboarding>;
export const GetChildrenResponse = z.array(WalletInOnboarding);

/** GET /api/Wallet/Detail?walletID=: one wallet, for its holder, guardian, partner staff or support. */
export const WalletDetailQuery = z.object({ walletID: z.string().uuid() });
export const WalletDetail = z.object({
  WalletID: z.string().uuid(),
  Name: z.string(),
  Balance: Kroner,
  Customer: z.object({ ID: z.string().uuid(), Name: z.string(), PageKey: z.string() }),
  WalletGroupID: z.string().uuid().nullable(),
  IsBlocked: z.boolean(),
});
export type WalletDetail = z.infer<typeof WalletDetail>;
