import { z } from 'zod';
import { PageSetting } from './tenancy';

export { CUSTOMER_ADMIN_LIST } from './codes';

/**
 * The support tool's customers (issue 28), the spec's generic list calls at
 * /api/Admin/Customers/: a customer's name, type, page key, parent (municipality → school),
 * CVR number, platform fee, its customer settings (keys by presence) and its page settings.
 */
const CustomerTypeName = z.enum(['municipality', 'school', 'club', 'carehome', 'pointofsale']);

export const AdminCustomerItem = z.object({
  ID: z.string().uuid(),
  Name: z.string(),
  Type: CustomerTypeName,
  PageKey: z.string(),
  ParentID: z.string().uuid().nullable(),
  ParentName: z.string().nullable(),
  CompanyRegistrationNumber: z.string().nullable(),
  /** The platform's fee on the card money, in basis points (issue 27; 250 = 2.5 %). */
  PlatformFeeBp: z.number().int(),
  /** Customer settings: the keys present (Webshop, FoodPlan, MeetingCatering, Onboarding). */
  Settings: z.array(z.string()),
  PageSettings: z.array(PageSetting),
  /** How many institutions are below it and how many wallets it holds. */
  Institutions: z.number().int(),
  Wallets: z.number().int(),
});
export type AdminCustomerItem = z.infer<typeof AdminCustomerItem>;

export const AdminCustomerBody = z.object({
  Name: z.string().max(200),
  Type: CustomerTypeName,
  PageKey: z.string().max(100),
  ParentID: z.string().uuid().nullable(),
  CompanyRegistrationNumber: z.string().max(20).nullable(),
  PlatformFeeBp: z.number().int().min(0).max(10_000),
  Settings: z.array(z.string().max(100)).max(50),
  PageSettings: z.array(z.object({ Key: z.string().max(100), Value: z.string().max(200) })).max(100),
});
export type AdminCustomerBody = z.infer<typeof AdminCustomerBody>;

export const SettingDefinitionWire = z.object({
  Key: z.string(),
  Store: z.enum(['customer', 'page']),
  Kind: z.enum(['presence', 'boolean', 'text']),
  Group: z.string(),
  Default: z.string(),
});

/** What the editor offers: the types, the page keys, the municipalities a customer may sit under, and every setting. */
export const AdminCustomerOptions = z.object({
  Types: z.array(CustomerTypeName),
  PageKeys: z.array(z.string()),
  Parents: z.array(z.object({ ID: z.string().uuid(), Name: z.string() })),
  Settings: z.array(SettingDefinitionWire),
});
export type AdminCustomerOptions = z.infer<typeof AdminCustomerOptions>;
