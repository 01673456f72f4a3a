import { z } from 'zod';

export const CustomerType = z.enum(['municipality', 'school', 'club', 'carehome', 'pointofsale']);
export type CustomerType = z.infer<typeof CustomerType>;

/** GET /api/customers/customerSettings: keys checked by presence (feature flags). */
export const CustomerSettingsResponse = z.array(z.string());
export type CustomerSettingsResponse = z.infer<typeof CustomerSettingsResponse>;

/** Customer-setting keys the platform reads. Presence switches the feature on. */
export const CustomerSettingKey = {
  Webshop: 'Webshop',
  FoodPlan: 'FoodPlan',
  MeetingCatering: 'MeetingCatering',
  Onboarding: 'Onboarding',
} as const;

/** GET /api/Landing (anonymous): the sub-domains a visitor may switch to. */
export const LandingEntry = z.object({
  SubDomain: z.string(),
  Name: z.string(),
});
export const LandingResponse = z.array(LandingEntry);
export type LandingResponse = z.infer<typeof LandingResponse>;

/** Page setting (spec section 3): Key and Value; the string 'false' hides a notification. */
export const PageSetting = z.object({ Key: z.string(), Value: z.string() });
export type PageSetting = z.infer<typeof PageSetting>;

/**
 * GET /api/customers/pageSettings, GET /api/Wallet/WalletPageSettings and
 * GET /api/WalletGroup/WalletGroupPageSettings: one entry per key.
 */
export const PageSettingsResponse = z.array(PageSetting);
export type PageSettingsResponse = z.infer<typeof PageSettingsResponse>;

/** Query of POST /api/WalletGroup/WalletGroupPageSetting and /api/Wallet/WalletPageSetting. */
export const PageSettingQuery = z.object({
  key: z.string().min(1).max(100),
  value: z.string().max(500).default('false'),
});
export const WalletPageSettingQuery = PageSettingQuery.extend({ walletID: z.string().uuid() });

/** Query of GET /api/Wallet/WalletPageSettings. */
export const WalletPageSettingsQuery = z.object({ walletID: z.string().uuid() });

/** POST /JavaScriptLogger/{Debug,Info,Error}. */
export const JavaScriptLogBody = z.object({ message: z.string().max(10_000) });
export type JavaScriptLogBody = z.infer<typeof JavaScriptLogBody>;

/** GET /assets/ISO2/ISO2_phone.json (spec section 3, country codes). */
export const CountryCode = z.object({ code: z.string().length(2), callingCode: z.string() });
export const CountryCodesResponse = z.array(CountryCode);
export type CountryCode = z.infer<typeof CountryCode>;
