// Constants the browser uses, in a file free of zod: a value imported from a file of
// schemas brings zod into the bundle (its schemas are built at module level, which no
// bundler can drop), about 25 KB gzip in a remote's first load.

/** Payment type ids, the keys of `Amounts` (spec section 9). */
export const PaymentTypeId = { Wallet: 2, CreditCard: 4 } as const;
/** One of the payment type ids: 2 the wallet, 4 the credit card. */
export type PaymentTypeId = (typeof PaymentTypeId)[keyof typeof PaymentTypeId];
/** Child transaction type of a credit-card payment. */
export const CREDIT_CARD_CHILD_TYPE_ID = 4;

/**
 * Transaction Status.ID. 23 is the spec's 'ready' (an answer of PrepareTransaction only).
 * The others are this platform's: a reserved transaction holds money (or awaits its card
 * payment); cancelled and expired ones count as failed.
 */
export const TransactionStatusId = {
  Reserved: 1,
  Completed: 2,
  Failed: 3,
  Cancelled: 4,
  Expired: 5,
  Ready: 23,
} as const;
export type TransactionStatusId = (typeof TransactionStatusId)[keyof typeof TransactionStatusId];

/** Server messages of the error catalogue (spec section 8) that payments answer. */
export const PaymentErrorMessage = {
  NoFund: 'NoFund',
  DailyBalance: 'DailyBalance',
  WalletBlocked: 'WalletBlocked',
  PurchaseLimitReached: 'PurchaseLimitReached',
  DayRestriction: 'DayRestriction',
  NoCreditCard: 'NoCreditCard',
  Denied: 'Denied',
  Cancelled: 'Cancelled',
  Expired: 'Expired',
  FoodGroupRestriction: 'FoodGroupRestriction',
  CustomerRestriction: 'CustomerRestriction',
  PriceManipulated: 'Price has been manipulated',
  RequestInvalid: 'Request is invalid',
  OutOfStock: 'product out of stock',
  ExpiredProducts: 'ExpiredProductsInBasket',
  DoubleAmount: 'DoubleAmountTransaction',
  CardNotFound: 'Cant find wallet or card',
  NoSwipe: 'No swipe',
  /** A meeting order past its deadline (or its meeting), a food plan purchase past its CancellationDate, cannot be cancelled or changed. */
  CancellationPolicy: 'Cannot refund due to cancellation policy',
  /** Products the wallet may not buy: a food plan item the child's allergy profile excludes. */
  IneligibleProducts: 'ineligible products',
  /** A canteen quick sale (no school card) on a wallet whose guardian has not allowed it. */
  QuickSaleNotAllowed: 'QuickSaleNotAllowed',
  /** A self-order kiosk sale on a wallet whose guardian has not allowed self-ordering. */
  SelfOrderingNotAllowed: 'SelfOrderingNotAllowed',
} as const;
export type PaymentErrorMessage = (typeof PaymentErrorMessage)[keyof typeof PaymentErrorMessage];

/** The parameter the API adds to a MobilePay deposit's return address: the deposit's TransactionID. */
export const MOBILEPAY_RETURN_PARAMETER = 'mobilePayDeposit';

/** The parameter the provider adds to an agreement's return address: the AgreementID. */
export const MOBILEPAY_AGREEMENT_RETURN_PARAMETER = 'epaysubscriptionid';

/** The default description of a meeting order (spec section 3). */
export const MEETING_ORDER_DESCRIPTION = 'Mødeforplejning';

/**
 * The PUT /api/Onboarding/Progress refusal (409) of a finish while a required term is not
 * accepted in its current version; `reason` names the terms and the wallets.
 */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Terms not accepted';

// ------------------------------------------------------------------ the sellers' catalogue (issue 25)

/** The partner-site roles that edit a customer's catalogue (with a membership of that customer or one above it). */
export const CATALOGUE_ROLES = {
  webshop: 'CatalogueWebshop',
  foodplan: 'CatalogueFoodPlan',
  meeting: 'CatalogueMeeting',
} as const;
export type CatalogueArea = keyof typeof CATALOGUE_ROLES;

/**
 * The partner-site role that hands webshop orders out (issue 26): the customers the staff
 * member is a member of and the customers below them, as CatalogueWebshop scopes the webshop.
 */
export const WEBSHOP_HANDOUT_ROLE = 'WebshopHandOut';

/** The hand-out list's paths (zod-free, so the cart's page bundles no schemas). */
export const WEBSHOP_HANDOUT_PATHS = {
  list: '/api/Webshop/HandOut',
  tick: (transactionId: string) => `/api/Webshop/HandOut/${transactionId}`,
} as const;

/**
 * The partner-site role that reads the food plan's production list (issue 26), scoped like
 * the food-plan catalogue: a master caterer's staff the plans it cooks, a customer's staff
 * the plans of their customers and those below.
 */
export const FOOD_PLAN_KITCHEN_ROLE = 'FoodPlanKitchen';

/** The production list's paths (zod-free, so the food plan's page bundles no schemas). */
export const FOOD_PLAN_PRODUCTION_PATHS = {
  list: '/api/FoodPlanner/Production',
  csv: '/api/FoodPlanner/Production/csv',
} as const;

/** The generic list's paths: what the list component calls and the API serves. */
export interface GenericListPaths {
  /** Ends with '/': '/api/Catalogue/WebshopProduct/'. */
  path: string;
  get: string;
  post: string;
  put: string;
  delete: string;
}

export const genericListPaths = (path: string): GenericListPaths => ({ path, get: 'Options', post: 'Create', put: 'Update', delete: 'Delete' });

export const CATALOGUE_LISTS = {
  webshopProduct: genericListPaths('/api/Catalogue/WebshopProduct/'),
  foodPlanItem: genericListPaths('/api/Catalogue/FoodPlanItem/'),
  meetingProduct: genericListPaths('/api/Catalogue/MeetingProduct/'),
  meetingLocation: genericListPaths('/api/Catalogue/MeetingLocation/'),
  meetingDepartment: genericListPaths('/api/Catalogue/MeetingDepartment/'),
} as const;

/** The support tool's customers and their settings (issue 28): one generic list. */
export const CUSTOMER_ADMIN_LIST = genericListPaths('/api/Admin/Customers/');

/** Staff and their roles (issue 28): the support tool for every customer, the partner site for a customer's own administrators. */
export const STAFF_ADMIN_LIST = genericListPaths('/api/Admin/Staff/');

/** Danish moms: 25 % or exempt (0), in basis points as the catalogue stores them, in per cent on the wire. */
export const VAT_RATES_PERCENT = [25, 0] as const;

export const FOOD_PLAN_PLANNER_PATHS = {
  copyWeek: '/api/Catalogue/FoodPlanItem/CopyWeek',
  publish: '/api/Catalogue/FoodPlanItem/Publish',
  rules: (foodPlanId: string) => `/api/Catalogue/FoodPlan/Rules/${foodPlanId}`,
} as const;

// ------------------------------------------------------------------ absence (issue 26)

/** The partner-site role that reports a pupil absent (with a membership of the pupil's customer or one above it). */
export const PUPIL_ABSENCE_ROLE = 'PupilAbsence';

export const ABSENCE_PATHS = {
  preview: '/api/FoodPlanner/Absence/Preview',
  report: '/api/FoodPlanner/Absence',
  pupils: '/api/FoodPlanner/Absence/Pupils',
} as const;

// ------------------------------------------------------------------ money out: reports, payouts, reconciliation (issue 27)

/**
 * The partner-site role that reads a customer's sales, its meeting statement, its
 * settlement and its payouts (issue 27): the customers the staff member is a member of and
 * the customers below them (a municipality's staff see every institution of it). The
 * support tool (role SupportTool) reads every customer's.
 */
export const FINANCE_REPORTS_ROLE = 'FinanceReports';

/** How a sales report is grouped (GET /api/Reports/Sales?groupBy=). */
export const SALES_GROUPINGS = ['day', 'month', 'location', 'terminal', 'productGroup', 'customer'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

/** The VAT rates a product may carry, in basis points: Danish moms 25 % and exempt (0). */
export const VAT_RATES_BP = [2500, 0] as const;

/** The kinds of difference the nightly reconciliation finds between a provider's settlement file and the ledger. */
export const RECONCILIATION_MISMATCH_KINDS = ['charged_not_credited', 'credited_not_charged', 'amount_differs'] as const;
export type ReconciliationMismatchKind = (typeof RECONCILIATION_MISMATCH_KINDS)[number];

/** The money-out paths (zod-free, so the pages bundle no schemas). */
export const REPORTS_PATHS = {
  sales: '/api/Reports/Sales',
  salesCsv: '/api/Reports/Sales/csv',
  meetingStatement: '/api/Reports/MeetingStatement',
  meetingStatementCsv: '/api/Reports/MeetingStatement/csv',
  customers: '/api/Reports/Customers',
  settlement: '/api/Reports/Settlement',
  payouts: '/api/Reports/Payouts',
  payoutsCsv: '/api/Reports/Payouts/csv',
  reconciliation: '/api/Admin/Reconciliation',
  reconciliationRun: '/api/Admin/Reconciliation/Run',
  payoutsRun: '/api/Admin/Payouts/Run',
} as const;

// ------------------------------------------------------------------ pupils from a class list (issue 28)

/**
 * The partner-site role that loads a school's pupils from a class list (a school's
 * administrator): the customers the staff member is a member of and the customers below
 * them (a municipality's staff load every school of it), as the catalogue scopes them.
 */
export const PUPIL_IMPORT_ROLE = 'PupilImport';

/** The import's paths (zod-free, so the page bundles no schemas). */
export const PUPIL_IMPORT_PATHS = {
  import: '/api/Admin/Import/Pupils',
  customers: '/api/Admin/Import/Customers',
} as const;

/** What applying a row does: a new pupil, nothing (already there), a changed grade or card, or nothing because the row is wrong. */
export const PUPIL_IMPORT_OUTCOMES = ['new', 'unchanged', 'updated', 'error'] as const;
export type PupilImportOutcome = (typeof PUPIL_IMPORT_OUTCOMES)[number];

/** The fields a row's error names (`File` for the file as a whole: no header, too many rows). */
export const PUPIL_IMPORT_FIELDS = ['File', 'Row', 'Name', 'Grade', 'CardNumber', 'GuardianEmail'] as const;
export type PupilImportField = (typeof PUPIL_IMPORT_FIELDS)[number];

/**
 * Why a row cannot be applied. Missing, TooLong, Invalid (not a grade by the spec's rules,
 * not 8 to 20 digits, not an e-mail), Employee (the employee grade is not a pupil's),
 * Duplicate (the same card, or the same name and grade, earlier in the file), CardInUse
 * (the card belongs to another pupil or another customer), Ambiguous (several pupils of
 * the school have this name and grade), NoHeader, TooManyRows, Empty.
 */
export const PUPIL_IMPORT_ERROR_CODES = [
  'Missing',
  'TooLong',
  'Invalid',
  'Employee',
  'Duplicate',
  'CardInUse',
  'Ambiguous',
  'NoHeader',
  'TooManyRows',
  'Empty',
] as const;
export type PupilImportErrorCode = (typeof PUPIL_IMPORT_ERROR_CODES)[number];

// ------------------------------------------------------------------ a new school year (issue 28)

/** The school year's paths and codes (zod-free, so the pages bundle no schemas). */
export const SCHOOL_YEAR_PATHS = {
  preview: '/api/Admin/SchoolYear/Preview',
  schedule: '/api/Admin/SchoolYear/Schedule',
  list: '/api/Admin/SchoolYear/List',
  cancel: (id: string) => `/api/Admin/SchoolYear/Cancel/${id}`,
  leavers: (id: string) => `/api/Admin/SchoolYear/Leavers/${id}`,
  /** The guardian's side: GET ?walletID= and PUT. */
  leaverChoice: '/api/SchoolYear/LeaverChoice',
} as const;

export const SCHOOL_YEAR_OUTCOMES = ['moves', 'leaver', 'stays'] as const;
export const SCHOOL_YEAR_STATUSES = ['scheduled', 'done', 'cancelled'] as const;
export const LEAVER_PAYBACKS = ['card', 'sibling', 'none'] as const;
export const LEAVER_PAYBACK_STATUSES = ['pending', 'paid', 'failed'] as const;
