import { isPageKey } from './pageKeys';

/**
 * The help desk's customer settings (issue 28): every customer setting (a key checked by
 * presence, spec section 3) and every page setting (a key and a value, spec sections 2, 5
 * and 6) the platform reads, with what the support tool's editor offers for each. The API
 * accepts only these keys; the support tool shows each with its meaning (its texts).
 */
export type SettingStore = 'customer' | 'page';
/** presence: a customer setting, on when the key is there; boolean: a page setting 'true'/'false'; text: a page setting's value. */
export type SettingKind = 'presence' | 'boolean' | 'text';
export type SettingGroup = 'modules' | 'onboarding' | 'wallet' | 'meeting' | 'accessibility' | 'footer' | 'identity' | 'privacy';

export interface SettingDefinition {
  Key: string;
  Store: SettingStore;
  Kind: SettingKind;
  Group: SettingGroup;
  /** A page setting's value when the customer has none ('true' for the footer's sections, '365' for MessageRetentionDays). */
  Default: string;
}

const presence = (Key: string): SettingDefinition => ({ Key, Store: 'customer', Kind: 'presence', Group: 'modules', Default: '' });
const flag = (Key: string, Group: SettingGroup, Default: 'true' | 'false' = 'false'): SettingDefinition => ({ Key, Store: 'page', Kind: 'boolean', Group, Default });

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  presence('Webshop'),
  presence('FoodPlan'),
  presence('MeetingCatering'),
  presence('Onboarding'),
  flag('OnboardingFull', 'onboarding'),
  flag('OnboardingOptionNewsletter', 'onboarding'),
  flag('OnboardingOptionQuickSale', 'onboarding'),
  flag('OnboardingOptionSelfOrder', 'onboarding'),
  flag('OnboardingAllowAccess', 'onboarding'),
  flag('NoMonthlySavings', 'wallet'),
  flag('ShowSpecialGradeSelect', 'wallet'),
  flag('STILInfo', 'wallet'),
  flag('MeetingCollapseCategories', 'meeting'),
  flag('ExplicitAccessibility', 'accessibility'),
  flag('FooterLogo', 'footer', 'true'),
  flag('FooterGuides', 'footer', 'true'),
  flag('FooterLegal', 'footer', 'true'),
  flag('FooterAbout', 'footer', 'true'),
  flag('FooterSupport', 'footer', 'true'),
  { Key: 'InstitutionNumber', Store: 'page', Kind: 'text', Group: 'identity', Default: '' },
  // Days the message log (e-mails and texts sent) is kept; the daily job family-data.message-retention deletes older rows.
  { Key: 'MessageRetentionDays', Store: 'page', Kind: 'text', Group: 'privacy', Default: String(365) },
];

export const SETTING_GROUPS: readonly SettingGroup[] = ['modules', 'onboarding', 'wallet', 'meeting', 'accessibility', 'footer', 'identity', 'privacy'];

/** MessageRetentionDays (issue 28): how long a customer keeps its message log, in whole days. */
export const MESSAGE_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const;

/** The days a stored MessageRetentionDays value keeps messages: the value when it is a whole number in range, else the default. */
export function messageRetentionDays(stored: string | null | undefined): number {
  const text = (stored ?? '').trim();
  if (!/^[0-9]{1,5}$/.test(text)) return MESSAGE_RETENTION_DAYS.default;
  const days = Number(text);
  return days >= MESSAGE_RETENTION_DAYS.min && days <= MESSAGE_RETENTION_DAYS.max ? days : MESSAGE_RETENTION_DAYS.default;
}

function validMessageRetentionDays(value: string): boolean {
  return /^[0-9]{1,5}$/.test(value) && Number(value) >= MESSAGE_RETENTION_DAYS.min && Number(value) <= MESSAGE_RETENTION_DAYS.max;
}

export const settingDefinition = (key: string): SettingDefinition | undefined => SETTING_DEFINITIONS.find((definition) => definition.Key === key);

/** The types a customer may have, and which may hold institutions below it. */
export const CUSTOMER_TYPES = ['municipality', 'school', 'club', 'carehome', 'pointofsale'] as const;
export type AdminCustomerType = (typeof CUSTOMER_TYPES)[number];

/** Platform fee in basis points of the card money: at most 10 % (issue 27, 0 by default). */
export const MAX_PLATFORM_FEE_BP = 1000;

export interface CustomerDraft {
  Name: string;
  Type: string;
  PageKey: string;
  ParentID: string | null;
  /** The parent's type, when one is chosen (the editor and the API both know it). */
  parentType: string | null;
  CompanyRegistrationNumber: string;
  PlatformFeeBp: number;
  Settings: readonly string[];
  PageSettings: readonly { Key: string; Value: string }[];
}

/** Field name → text key of the support tool's texts (customers.errors.*). */
export type CustomerFieldErrors = Partial<Record<'Name' | 'Type' | 'PageKey' | 'ParentID' | 'CompanyRegistrationNumber' | 'PlatformFeeBp' | 'Settings' | 'PageSettings', string>>;

const INSTITUTION_NUMBER = /^[0-9A-Za-z-]{1,20}$/;

/**
 * A customer as the help desk may save it: a name, a known type and page key, a parent
 * that is a municipality (municipality → school; a municipality has none), a CVR number of
 * 8 digits or none, a platform fee of 0 to 10 %, only settings the platform knows, each
 * once, with a value its kind allows.
 */
export function validateCustomer(draft: CustomerDraft, otherNames: readonly string[] = []): CustomerFieldErrors {
  const errors: CustomerFieldErrors = {};
  const name = draft.Name.trim();
  if (name === '') errors.Name = 'customers.errors.nameRequired';
  else if (name.length > 100) errors.Name = 'customers.errors.nameTooLong';
  else if (otherNames.some((other) => other.trim().toLowerCase() === name.toLowerCase())) errors.Name = 'customers.errors.nameTaken';
  if (!(CUSTOMER_TYPES as readonly string[]).includes(draft.Type)) errors.Type = 'customers.errors.type';
  if (!isPageKey(draft.PageKey)) errors.PageKey = 'customers.errors.pageKey';
  if (draft.ParentID !== null) {
    if (draft.Type === 'municipality') errors.ParentID = 'customers.errors.municipalityHasNoParent';
    else if (draft.parentType !== 'municipality') errors.ParentID = 'customers.errors.parentNotMunicipality';
  }
  const cvr = draft.CompanyRegistrationNumber.trim();
  if (cvr !== '' && !/^\d{8}$/.test(cvr)) errors.CompanyRegistrationNumber = 'customers.errors.cvr';
  if (!Number.isInteger(draft.PlatformFeeBp) || draft.PlatformFeeBp < 0 || draft.PlatformFeeBp > MAX_PLATFORM_FEE_BP) errors.PlatformFeeBp = 'customers.errors.platformFee';
  const settings = new Set(draft.Settings);
  if (settings.size !== draft.Settings.length || draft.Settings.some((key) => settingDefinition(key)?.Store !== 'customer')) errors.Settings = 'customers.errors.unknownSetting';
  const pageKeys = new Set(draft.PageSettings.map((setting) => setting.Key));
  const pageSettingInvalid = (setting: { Key: string; Value: string }) => {
    const definition = settingDefinition(setting.Key);
    if (definition?.Store !== 'page') return true;
    if (definition.Kind === 'boolean') return setting.Value !== 'true' && setting.Value !== 'false';
    if (definition.Key === 'MessageRetentionDays') return !validMessageRetentionDays(setting.Value);
    return !INSTITUTION_NUMBER.test(setting.Value);
  };
  if (pageKeys.size !== draft.PageSettings.length || draft.PageSettings.some(pageSettingInvalid)) errors.PageSettings = 'customers.errors.pageSetting';
  return errors;
}

/**
 * The page settings to store for what the editor shows: a value at its default (a boolean,
 * MessageRetentionDays' 365) is not stored (the customer then follows the platform's
 * default), an empty text is not stored.
 */
export function storedPageSettings(values: Readonly<Record<string, string>>): { Key: string; Value: string }[] {
  return SETTING_DEFINITIONS.filter((definition) => definition.Store === 'page')
    .map((definition) => ({ definition, value: (values[definition.Key] ?? '').trim() }))
    .filter(({ definition, value }) => value !== '' && value !== definition.Default)
    .map(({ definition, value }) => ({ Key: definition.Key, Value: value }));
}

/** What the editor shows for a page setting: the stored value, or the default. */
export function shownPageSetting(stored: readonly { Key: string; Value: string }[], key: string): string {
  const value = stored.find((setting) => setting.Key === key)?.Value;
  if (value !== undefined) return settingDefinition(key)?.Kind === 'boolean' ? (value.toLowerCase() === 'true' ? 'true' : 'false') : value;
  return settingDefinition(key)?.Default ?? '';
}
