import type { CustomerType } from '@kk/contracts';
import type { DemoUserKey } from './demo-users';

export type DemoCustomerKey =
  | 'solbakkeKommune'
  | 'solbakkeSkole'
  | 'kildevangSkole'
  | 'raadhusetsMoedeforplejning'
  | 'randersMoedeservice'
  | 'bittenIdraetsklub'
  | 'solhjemPlejecenter';

export interface DemoCustomer {
  name: string;
  pageKey: string;
  type: CustomerType;
  parent: DemoCustomerKey | null;
  companyRegistrationNumber: string;
  settings: readonly string[];
  pageSettings: Readonly<Record<string, string>>;
}

/** Parents come before their children. */
export const DEMO_CUSTOMERS: Readonly<Record<DemoCustomerKey, DemoCustomer>> = {
  solbakkeKommune: {
    name: 'Solbakke Kommune',
    pageKey: 'skolepenge',
    type: 'municipality',
    parent: null,
    companyRegistrationNumber: '29189412',
    settings: ['Webshop', 'FoodPlan', 'Onboarding'],
    pageSettings: {},
  },
  solbakkeSkole: {
    name: 'Solbakke Skole',
    pageKey: 'skolepenge',
    type: 'school',
    parent: 'solbakkeKommune',
    companyRegistrationNumber: '29189439',
    settings: ['Webshop', 'FoodPlan', 'Onboarding'],
    // The school shows its special grade lists in the account page's grade picker.
    pageSettings: { OnboardingFull: 'true', ShowSpecialGradeSelect: 'true' },
  },
  kildevangSkole: {
    name: 'Kildevang Skole',
    pageKey: 'kkpay',
    type: 'school',
    parent: null,
    companyRegistrationNumber: '31457822',
    settings: ['Webshop', 'FoodPlan', 'Onboarding'],
    // The onboarding guide's newsletter option and shared access, not the whole guide (OnboardingFull).
    pageSettings: { OnboardingOptionNewsletter: 'true', OnboardingAllowAccess: 'true' },
  },
  raadhusetsMoedeforplejning: {
    name: 'Rådhusets Mødeforplejning',
    pageKey: 'meeting',
    type: 'municipality',
    parent: null,
    companyRegistrationNumber: '25763118',
    settings: ['MeetingCatering'],
    pageSettings: { MeetingCollapseCategories: 'false' },
  },
  randersMoedeservice: {
    name: 'Randers Rådhus Mødeservice',
    pageKey: 'randerspersonale',
    type: 'municipality',
    parent: null,
    companyRegistrationNumber: '29189668',
    settings: ['MeetingCatering'],
    pageSettings: { MeetingCollapseCategories: 'true' },
  },
  bittenIdraetsklub: {
    name: 'Bitten Idrætsklub',
    pageKey: 'bitten',
    type: 'club',
    parent: null,
    companyRegistrationNumber: '33812047',
    settings: ['Webshop'],
    pageSettings: {},
  },
  solhjemPlejecenter: {
    name: 'Solhjem Plejecenter',
    pageKey: 'randerspleje',
    type: 'carehome',
    parent: null,
    companyRegistrationNumber: '29190011',
    settings: [],
    pageSettings: { ExplicitAccessibility: 'true' },
  },
};

/** Money movements of a wallet's history, oldest first; amounts in øre. */
export type DemoMovement =
  | { kind: 'card_deposit'; amountOre: number; daysAgo: number }
  | { kind: 'purchase'; amountOre: number; daysAgo: number; description: string };

export interface DemoWallet {
  name: string;
  customer: DemoCustomerKey;
  /** The wallet group (family) it belongs to, if any. */
  family: DemoFamilyKey | null;
  holder: DemoUserKey | null;
  history: readonly DemoMovement[];
}

export const DEMO_FAMILIES = {
  jensen: { name: 'Familien Jensen', guardians: ['parent'] },
  nielsen: { name: 'Familien Nielsen', guardians: ['kkpayParent'] },
  // The new guardians of the onboarding guide's end-to-end test: no progress yet.
  nielsenSolbakke: { name: 'Familien Nielsen (Solbakke)', guardians: ['newParent'] },
  holm: { name: 'Familien Holm', guardians: ['kkpayNew'] },
  // The care home's demo (ExplicitAccessibility): the contact person of a resident.
  andersen: { name: 'Poul Andersens kontaktperson', guardians: ['careStaff'] },
} as const satisfies Record<string, { name: string; guardians: readonly DemoUserKey[] }>;

export type DemoFamilyKey = keyof typeof DEMO_FAMILIES;

/** Balances are the sums of these histories: 250,00, 87,50, 150,00, 1.000,00, 600,00, 500,00, 0,00, 0,00, 320,00, 200,00 and 407,50 kr. */
export const DEMO_WALLETS = {
  emma: {
    name: 'Emma Jensen',
    customer: 'solbakkeSkole',
    family: 'jensen',
    holder: null,
    history: [
      { kind: 'card_deposit', amountOre: 20_000, daysAgo: 30 },
      { kind: 'purchase', amountOre: 2_500, daysAgo: 21, description: 'Frokost i kantinen' },
      { kind: 'card_deposit', amountOre: 10_000, daysAgo: 10 },
      { kind: 'purchase', amountOre: 2_500, daysAgo: 3, description: 'Frokost i kantinen' },
    ],
  },
  oliver: {
    name: 'Oliver Jensen',
    customer: 'solbakkeSkole',
    family: 'jensen',
    holder: null,
    history: [
      { kind: 'card_deposit', amountOre: 5_000, daysAgo: 20 },
      { kind: 'card_deposit', amountOre: 5_000, daysAgo: 7 },
      { kind: 'purchase', amountOre: 1_250, daysAgo: 2, description: 'Mælk og frugt' },
    ],
  },
  freja: {
    name: 'Freja Nielsen',
    customer: 'kildevangSkole',
    family: 'nielsen',
    holder: null,
    history: [
      { kind: 'card_deposit', amountOre: 10_000, daysAgo: 14 },
      { kind: 'card_deposit', amountOre: 7_500, daysAgo: 6 },
      { kind: 'purchase', amountOre: 2_500, daysAgo: 1, description: 'Sandwich og juice' },
    ],
  },
  anne: {
    name: 'Anne Holm',
    customer: 'raadhusetsMoedeforplejning',
    family: null,
    holder: 'staff',
    history: [
      { kind: 'card_deposit', amountOre: 50_000, daysAgo: 40 },
      { kind: 'card_deposit', amountOre: 50_000, daysAgo: 12 },
    ],
  },
  mads: {
    name: 'Mads Kjær',
    customer: 'randersMoedeservice',
    family: null,
    holder: 'randersStaff',
    history: [
      { kind: 'card_deposit', amountOre: 50_000, daysAgo: 20 },
      { kind: 'card_deposit', amountOre: 10_000, daysAgo: 5 },
    ],
  },
  dev: {
    name: 'Dev Eloper',
    customer: 'solbakkeSkole',
    family: null,
    holder: 'dev',
    history: [
      { kind: 'card_deposit', amountOre: 30_000, daysAgo: 9 },
      { kind: 'card_deposit', amountOre: 20_000, daysAgo: 2 },
    ],
  },
  // A new family's child: 0,00 kr, no school card, no card, no refill (the onboarding guide sets them up).
  ida: { name: 'Ida Nielsen', customer: 'solbakkeSkole', family: 'nielsenSolbakke', holder: null, history: [] },
  karl: { name: 'Karl Holm', customer: 'kildevangSkole', family: 'holm', holder: null, history: [] },
  karen: {
    name: 'Karen Sørensen',
    customer: 'solhjemPlejecenter',
    family: null,
    holder: null,
    history: [
      { kind: 'card_deposit', amountOre: 40_000, daysAgo: 25 },
      { kind: 'purchase', amountOre: 8_000, daysAgo: 4, description: 'Kaffe og kage' },
    ],
  },
  // A resident of Solhjem whose contact person (pleje@demo.dk) tops up and follows the money.
  poul: {
    name: 'Poul Andersen',
    customer: 'solhjemPlejecenter',
    family: 'andersen',
    holder: null,
    history: [
      { kind: 'card_deposit', amountOre: 50_000, daysAgo: 45 },
      { kind: 'purchase', amountOre: 3_500, daysAgo: 38, description: 'Kaffe og wienerbrød i caféen' },
      { kind: 'purchase', amountOre: 22_500, daysAgo: 30, description: 'Frisør' },
      { kind: 'card_deposit', amountOre: 30_000, daysAgo: 21 },
      { kind: 'purchase', amountOre: 4_500, daysAgo: 14, description: 'Avis og blade' },
      { kind: 'purchase', amountOre: 6_500, daysAgo: 6, description: 'Fodpleje' },
      { kind: 'purchase', amountOre: 2_250, daysAgo: 1, description: 'Kaffe og kage i caféen' },
    ],
  },
  idaLund: {
    name: 'Ida Lund',
    customer: 'bittenIdraetsklub',
    family: null,
    holder: 'locked',
    history: [
      { kind: 'card_deposit', amountOre: 15_000, daysAgo: 16 },
      { kind: 'card_deposit', amountOre: 5_000, daysAgo: 8 },
    ],
  },
} as const satisfies Record<string, DemoWallet>;

export type DemoWalletKey = keyof typeof DEMO_WALLETS;

/** Staff work for these customers. */
export const DEMO_MEMBERSHIPS: readonly { user: DemoUserKey; customer: DemoCustomerKey }[] = [
  { user: 'staff', customer: 'raadhusetsMoedeforplejning' },
  { user: 'kitchen', customer: 'raadhusetsMoedeforplejning' },
  { user: 'randersStaff', customer: 'randersMoedeservice' },
  { user: 'partner', customer: 'solbakkeKommune' },
  { user: 'kkpayPartner', customer: 'kildevangSkole' },
  { user: 'careStaff', customer: 'solhjemPlejecenter' },
];
