import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { addCalendarDays, copenhagenDate, mondayOf } from '@kk/domain';
import { DEMO_PRODUCTS } from '../seed/demo-money-core';
import { DEMO_USERS, type DemoUserKey } from '../seed/demo-users';
import { bearer, loginAs, useApiHarness } from '../test-support/app';
import { startAppWithSandbox } from '../test-support/card-sandbox';
import { readOperations, sampleRequest, type KnownValue, type OpenApiOperation } from '../test-support/openapi';
import { deposit, moneyFootprint, orderPayload, paymentCall, terminalPurchase } from '../test-support/payments';
import { LedgerService } from '../modules/ledger/service';
import { recordTopUp, type TopUpSource } from '../modules/payment/top-ups';
import { openSse } from '../test-support/sse-client';

/**
 * The authorization matrix: every operation of the API's own OpenAPI document, called with
 * the first family's ids (parent@demo.dk: Emma, Oliver, the Jensen wallet group, Emma's
 * saved card, her payments, picture and school card) by everyone who is not that family.
 * Each call is filled so that the family itself would succeed, so a refusal means the
 * caller was refused, not the request. Refused calls change nothing.
 */

jest.setTimeout(120_000);

/**
 * How an operation is protected.
 * - public: anonymous by design; an anonymous call is not refused for want of a session.
 * - signed: anonymous by session, but needs a credential none of the callers has (the
 *   provider's signature, the terminal's device key): every caller is refused.
 * - own: answers only about the caller; every caller's answer holds none of the family's ids.
 * - object: acts on an object named by an id; every caller gets 401, 403 or 404.
 * - role: needs a role none of the callers has (meeting staff, the catering kitchen): every
 *   caller gets 401, 403 or 404, and the demo user named by `as` (who has it) succeeds.
 * - staff: the partner site's or the support tool's (transaction admin, help desk): none of
 *   the callers is signed in there, so every caller gets 401, 403 or 404; which staff may do
 *   what is tested beside the routes (transactions/staff.test.ts, payment/admin.test.ts,
 *   helpdesk/helpdesk.test.ts).
 * - ownRole: changes only the caller's own account and needs the role named by `role`: a
 *   caller who holds it succeeds and leaks none of the family's ids, every other caller gets
 *   403 (account/account-information.test.ts tests the rest).
 * - guardian: acts for the caller's own family and needs one (inviting a second guardian):
 *   a caller who guards no children gets 401, 403 or 404; another family's guardian succeeds
 *   for their own family, and no answer holds the first family's ids.
 */
type Kind = 'public' | 'signed' | 'own' | 'ownRole' | 'object' | 'role' | 'staff' | 'guardian';

interface Entry {
  kind: Kind;
  /** Values for this operation only, by parameter or property name. */
  values?: Record<string, unknown>;
  /** A Server-Sent-Events stream: read for a moment, then closed. */
  stream?: boolean;
  /** Ends the caller's session: called after everything else. */
  endsSession?: boolean;
  /** A role route: the demo user who has the role, signed in to that user's own application. */
  as?: DemoUserKey;
  /** An ownRole route: the role a caller needs. */
  role?: string;
}

const publicRoute: Entry = { kind: 'public' };

/** A generic list's calls (spec section 7) for the holder of a role; History/{id} reads the named item. */
function meetingCatalogueOperations(): Record<string, Entry> {
  const lists = { MeetingDepartment: 'meetingDepartment', MeetingLocation: 'meetingLocation', MeetingProduct: 'meetingProduct' };
  const operations: Record<string, Entry> = {};
  // A body the kitchen itself could send, so a refusal is about the caller.
  const product = { LocationID: 'meetingLocation', Name: 'Kaffe', Price: 18, VatRate: 25, FromTime: '08:00', ToTime: '16:00', Deadline: { ID: 2, Amount: 1 }, DeliveryWindows: [] };
  for (const [list, item] of Object.entries(lists)) {
    const path = `/api/Catalogue/${list}/`;
    operations[`GET ${path}Options`] = { kind: 'role', as: 'kitchen' };
    operations[`POST ${path}Search`] = { kind: 'role', as: 'kitchen' };
    operations[`POST ${path}Create`] = { kind: 'role', as: 'kitchen', values: product };
    operations[`PUT ${path}Update/{id}`] = { kind: 'role', as: 'kitchen', values: { ...product, id: item } };
    operations[`DELETE ${path}Delete/{id}`] = { kind: 'role', as: 'kitchen', values: { id: item } };
    operations[`GET ${path}History/{id}`] = { kind: 'role', as: 'kitchen', values: { id: item } };
  }
  return operations;
}
const signed: Entry = { kind: 'signed' };
const own: Entry = { kind: 'own' };
const object: Entry = { kind: 'object' };
const staff: Entry = { kind: 'staff' };
/** The account information a caller changes is their own, with the role ChangeAccountInformation. */
const ownAccountChange = (values?: Record<string, unknown>): Entry => ({ kind: 'ownRole', role: 'ChangeAccountInformation', values });

/** A new card number for Emma (AddCard); her registered one is '1000 0001'. */
const NEW_SCHOOL_CARD = '1000 0099';

/** This week's school days: the seeded menus begin on Monday of the current week. */
const MONDAY = mondayOf(copenhagenDate(new Date()));
const FRIDAY = addCalendarDays(MONDAY, 4);

/** Every operation of the OpenAPI document. A new route fails the test until it is classified here. */
const OPERATIONS: Record<string, Entry> = {
  'GET /api/health': publicRoute,
  'POST /api/Account/Login': publicRoute,
  'POST /api/Account/Logout': { kind: 'own', endsSession: true },
  'GET /api/Account/Me': own,
  // Account information (issue 14): another caller reads and changes only their own (kkpay.parent@demo.dk has the role).
  'GET /api/Account/Information': own,
  // A family's data (issue 28): the caller's own family only (family-data/family-data.test.ts).
  'GET /api/Account/DataExport': own,
  'PUT /api/Account/Information': ownAccountChange({ MobileNumber: '4531456709' }),
  'PUT /api/Account/Email': ownAccountChange({ Email: 'matrix.caller@demo.dk', CurrentPassword: 'Demo-1234' }),
  'PUT /api/Account/Password': ownAccountChange({ CurrentPassword: 'Demo-1234', NewPassword: 'Demo-1234' }),
  'PUT /api/Wallet/Information': object,
  'GET /api/SpecialGrade/': own,
  'GET /api/customers/customerSettings': own,
  'GET /api/customers/pageSettings': own,
  'GET /api/Landing': publicRoute,
  'GET /api/Onboarding/GetChildren': own,
  'GET /api/Wallet/Detail': object,
  'GET /api/Wallet/WalletPageSettings': object,
  'POST /api/Wallet/WalletPageSetting': object,
  'GET /api/WalletGroup/WalletGroupPageSettings': own,
  'POST /api/WalletGroup/WalletGroupPageSetting': own,
  'POST /JavaScriptLogger/Debug': own,
  'POST /JavaScriptLogger/Info': own,
  'POST /JavaScriptLogger/Error': own,
  'GET /assets/ISO2/ISO2_phone.json': publicRoute,
  'GET /api/SystemNotifications': own,
  // Only the support tool writes notifications (for the family's school here).
  'POST /api/SystemNotifications': object,
  'GET /api/assets/HelpVideos': publicRoute,
  'POST /V2/Payment/PrepareTransaction': object,
  'POST /V2/{role}/Payment/PrepareTransaction': object,
  'POST /V2/Payment/ReserveTransaction': object,
  'POST /V2/{role}/Payment/ReserveTransaction': object,
  'POST /V1/payment/CompleteTransaction': object,
  'POST /V1/{role}/payment/CompleteTransaction': object,
  'POST /V1/payment/CancelTransaction': object,
  'POST /V1/{role}/payment/CancelTransaction': object,
  'POST /V2/Payment/RefundTransaction': { kind: 'object', values: { ID: 'completed', TransactionID: 'completed' } },
  'POST /V3/{role}/Payment/RefundTransaction': { kind: 'object', values: { ID: 'completed', TransactionID: 'completed' } },
  'POST /V2/Payment/CardPaymentMethod': object,
  'POST /V2/{role}/Payment/CardPaymentMethod': object,
  'POST /api/Terminal/Purchase': signed,
  'POST /api/NFC/AddCard': { kind: 'object', values: { CardDisplayNumber: NEW_SCHOOL_CARD } },
  'DELETE /api/NFC/RemoveCard': object,
  'POST /api/NFC/BlockCard': { kind: 'object', values: { CardDisplayNumber: '1000 0001' } },
  'POST /api/NFC/UnblockCard': { kind: 'object', values: { CardDisplayNumber: '1000 0001' } },
  'GET /api/DepositWithdraw/CreditCard/GetPossibleCardTypes': own,
  'GET /api/DepositWithdraw/CreditCard/MerchantNumber': own,
  'POST /api/DepositWithdraw/CreditCard/Merchant': object,
  'GET /api/DepositWithdraw/CreditCard/GetWalletCards': object,
  'GET /api/DepositWithdraw/CreditCard/GetWalletGroupCards': object,
  'DELETE /api/DepositWithdraw/CreditCard/DeleteCreditCard': object,
  'POST /api/DepositWithdraw/CreditCard/SetAsPrimary': object,
  'POST /api/DepositWithdraw/CreditCard/SetAsPrimaryAllWallets': object,
  'POST /api/DepositWithdraw/CreditCard/SetAsPrimaryUnassignedWallets': object,
  'POST /api/DepositWithdraw/CreditCard/SubscriptionBill': object,
  // Issue 23: only the card's holder switches its sharing (cards/card-consent.test.ts).
  'PUT /api/DepositWithdraw/CreditCard/Sharing': object,
  'POST /api/DepositWithdraw/MobilePay/Deposit': object,
  'GET /api/DepositWithdraw/MobilePay/Status': { kind: 'object', values: { transactionID: 'mobilePay' } },
  // MobilePay agreements for refills: Emma's, opened by her parent (and another, active, for the stop).
  'POST /api/DepositWithdraw/MobilePay/Agreement': object,
  'GET /api/DepositWithdraw/MobilePay/Agreement/Status': { kind: 'object', values: { agreementID: 'agreement' } },
  'DELETE /api/DepositWithdraw/MobilePay/Agreement': object,
  'GET /api/DepositWithdraw/PollMerchantSubscription': object,
  'POST /api/CardProvider/Notification': signed,
  'GET /api/DepositWithdraw/GetRefillAmounts': object,
  'GET /api/DepositWithdraw/GetAutomaticRefillAmounts': object,
  'PUT /api/DepositWithdraw/AutomaticRefill': object,
  'PUT /api/DepositWithdraw/MonthlyRefill': object,
  'PUT /api/DepositWithdraw/DisableRefills': object,
  'GET /api/DepositWithdraw/FailedSubscriptionsWallet/{walletID}': object,
  'GET /api/DepositWithdraw/FailedSubscriptionsWalletGroup/{groupID}': object,
  'POST /api/Transaction/SearchV2': object,
  // A ledger transaction's id, or a pending order's (the reserved payment).
  'GET /api/Transaction/Detail': object,
  'GET /api/Transaction/Spending': object,
  'GET /api/Overview/GetVoucherDetails': object,
  'GET /api/Foodplanner/V3/GetLatestOrders': object,
  // The food plan: every call names the family's wallet (an optional walletID is filled in), the plan is Solbakke's master caterer's.
  'GET /api/FoodPlanner/V3/Plans': object,
  'GET /api/FoodPlanner/V3/ProductTypes': { kind: 'object', values: { customerID: 'customer' } },
  'GET /api/FoodPlanner/V3/Menu': { kind: 'object', values: { from: MONDAY, to: FRIDAY } },
  'GET /api/FoodPlanner/V3/GetSubscriptions': { kind: 'object', values: { customerID: 'customer' } },
  'DELETE /api/FoodPlanner/V3/ActivateSubscription': object,
  'DELETE /api/FoodPlanner/V3/RemoveSubscription': object,
  'GET /api/Foodplanner/V3/GetOrders': { kind: 'object', values: { start: MONDAY, end: FRIDAY } },
  'GET /api/FoodPlanner/V3/Allergies': object,
  'PUT /api/FoodPlanner/V3/Allergies': { kind: 'object', values: { AllergenIDs: [2] } },
  // Absence (issue 26): a guardian of the wallet, or partner-site staff with PupilAbsence for a pupil of their customers.
  'POST /api/FoodPlanner/Absence/Preview': { kind: 'object', values: { From: MONDAY, To: FRIDAY } },
  'POST /api/FoodPlanner/Absence': { kind: 'object', values: { From: MONDAY, To: FRIDAY } },
  'GET /api/FoodPlanner/Absence/Pupils': { kind: 'role', as: 'partner', values: { search: 'Emma' } },
  'POST /api/Picture/ChangePicture': object,
  'DELETE /api/Picture/RemovePicture': object,
  // The picture's address is its credential (a random id, replaced on every change).
  'GET /blob/wallet-pictures/{pictureId}': publicRoute,
  'GET /api/live/wallets': { kind: 'own', stream: true },
  'GET /api/Webshop/GetSubscriptions': object,
  'GET /api/Webshop/Products': object,
  // Product images are public catalogue pictures.
  'GET /blob/product-images/{imageId}': publicRoute,
  // Meeting catering: staff with the Meeting role, the kitchen of the catering customer on the partner site.
  'GET /api/Meeting/Options': { kind: 'role', as: 'staff' },
  'GET /api/Meeting/Orders': { kind: 'role', as: 'staff' },
  'PUT /api/meeting/update/{transactionID}': object,
  'GET /api/Meeting/Production': { kind: 'role', as: 'kitchen' },
  'GET /api/Meeting/Production/csv': { kind: 'role', as: 'kitchen' },
  // The partner site's food-plan week planner (issue 25): the master caterer's cook kok@demo.dk edits Frokostordning.
  'GET /api/Catalogue/FoodPlanItem/Options': { kind: 'role', as: 'cook' },
  'POST /api/Catalogue/FoodPlanItem/Search': { kind: 'role', as: 'cook' },
  'POST /api/Catalogue/FoodPlanItem/Create': { kind: 'role', as: 'cook', values: { ServeDate: '2026-03-25' } },
  'PUT /api/Catalogue/FoodPlanItem/Update/{id}': { kind: 'role', as: 'cook', values: { id: 'foodPlanDish', ServeDate: '2026-03-25' } },
  'DELETE /api/Catalogue/FoodPlanItem/Delete/{id}': { kind: 'role', as: 'cook', values: { id: 'foodPlanDish' } },
  'GET /api/Catalogue/FoodPlanItem/History/{id}': { kind: 'role', as: 'cook', values: { id: 'foodPlanDish' } },
  'POST /api/Catalogue/FoodPlanItem/CopyWeek': { kind: 'role', as: 'cook', values: { FoodPlanID: 'foodPlan', FromWeekStart: '2026-03-16', ToWeekStart: '2026-03-23' } },
  'POST /api/Catalogue/FoodPlanItem/Publish': { kind: 'role', as: 'cook', values: { FoodPlanID: 'foodPlan', WeekStart: '2026-03-16' } },
  'PUT /api/Catalogue/FoodPlan/Rules/{foodPlanID}': { kind: 'role', as: 'cook', values: { Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' } } },
  // The food plan's production list (issue 26): kok@demo.dk has FoodPlanKitchen.
  'GET /api/FoodPlanner/Production': { kind: 'role', as: 'cook' },
  'GET /api/FoodPlanner/Production/csv': { kind: 'role', as: 'cook' },
  'GET /api/live/production': { kind: 'role', as: 'cook', stream: true },
  // The partner site's webshop products (issue 25): role CatalogueWebshop, the webshops of partner@demo.dk's customers (Solbakke's Drikkedunk).
  'GET /api/Catalogue/WebshopProduct/Options': { kind: 'role', as: 'partner' },
  'POST /api/Catalogue/WebshopProduct/Search': { kind: 'role', as: 'partner' },
  'POST /api/Catalogue/WebshopProduct/Create': { kind: 'role', as: 'partner' },
  'PUT /api/Catalogue/WebshopProduct/Update/{id}': { kind: 'role', as: 'partner', values: { id: 'webshopProduct' } },
  'DELETE /api/Catalogue/WebshopProduct/Delete/{id}': { kind: 'role', as: 'partner', values: { id: 'webshopProduct' } },
  'GET /api/Catalogue/WebshopProduct/History/{id}': { kind: 'role', as: 'partner', values: { id: 'webshopProduct' } },
  'POST /api/Catalogue/WebshopProduct/AdjustStock/{id}': { kind: 'role', as: 'partner', values: { id: 'webshopProduct' } },
  // The webshop's hand-out list (issue 26): role WebshopHandOut, partner@demo.dk's customers (Solbakke Skole's webshop).
  'GET /api/Webshop/HandOut': { kind: 'role', as: 'partner', values: { customerID: 'customer' } },
  'POST /api/Webshop/HandOut/{transactionID}': { kind: 'role', as: 'partner', values: { transactionID: 'completed' } },
  // Money out (issue 27): role FinanceReports on the partner site, partner@demo.dk's customers (Solbakke Kommune and Skole).
  'GET /api/Reports/Customers': { kind: 'role', as: 'partner' },
  'GET /api/Reports/Sales': { kind: 'role', as: 'partner', values: { customerID: 'customer', from: '2026-03-01', to: '2026-03-12' } },
  'GET /api/Reports/Sales/csv': { kind: 'role', as: 'partner', values: { customerID: 'customer', from: '2026-03-01', to: '2026-03-12' } },
  'GET /api/Reports/MeetingStatement': { kind: 'role', as: 'partner', values: { customerID: 'customer', month: '2026-03' } },
  'GET /api/Reports/MeetingStatement/csv': { kind: 'role', as: 'partner', values: { customerID: 'customer', month: '2026-03' } },
  'GET /api/Reports/Settlement': { kind: 'role', as: 'partner', values: { customerID: 'customer', date: '2026-03-10' } },
  'GET /api/Reports/Payouts': { kind: 'role', as: 'partner', values: { customerID: 'customer', from: '2026-03-01', to: '2026-03-12' } },
  'GET /api/Reports/Payouts/csv': { kind: 'role', as: 'partner', values: { customerID: 'customer', from: '2026-03-01', to: '2026-03-12' } },
  'POST /api/Admin/Payouts/Run': staff,
  'GET /api/Admin/Reconciliation': staff,
  'POST /api/Admin/Reconciliation/Run': staff,
  // The support tool's customers and their settings (issue 28; tenancy/customer-admin.test.ts).
  'GET /api/Admin/Customers/Options': staff,
  'POST /api/Admin/Customers/Search': staff,
  'POST /api/Admin/Customers/Create': staff,
  'PUT /api/Admin/Customers/Update/{id}': staff,
  'DELETE /api/Admin/Customers/Delete/{id}': staff,
  'GET /api/Admin/Customers/History/{id}': staff,
  // Staff and their roles (issue 28; staff/staff.test.ts): the support tool, or role StaffAdministration on the partner site.
  'GET /api/Admin/Staff/Options': staff,
  'POST /api/Admin/Staff/Search': staff,
  'POST /api/Admin/Staff/Create': staff,
  'PUT /api/Admin/Staff/Update/{id}': staff,
  'DELETE /api/Admin/Staff/Delete/{id}': staff,
  'GET /api/Admin/Staff/History/{id}': staff,
  'POST /api/Admin/Family/Erase/{userID}': staff,
  'GET /api/Admin/Family/Lookup': staff,
  // Pupils from a class list (issue 28; pupil-import/pupil-import.test.ts): role PupilImport on the partner site, partner@demo.dk's Solbakke Skole.
  // A new school year (issue 28): the support tool's (school-year/school-year.test.ts tests the roles).
  'POST /api/Admin/SchoolYear/Preview': staff,
  'POST /api/Admin/SchoolYear/Schedule': { kind: 'staff', values: { CustomerID: 'customer', RunOn: '2028-08-01', LastGrade: 9 } },
  'GET /api/Admin/SchoolYear/List': staff,
  'POST /api/Admin/SchoolYear/Cancel/{id}': staff,
  'GET /api/Admin/SchoolYear/Leavers/{id}': staff,
  'GET /api/SchoolYear/LeaverChoice': object,
  'PUT /api/SchoolYear/LeaverChoice': { kind: 'object', values: { SiblingWalletID: null } },
  'GET /api/Admin/Import/Customers': { kind: 'role', as: 'partner' },
  'POST /api/Admin/Import/Pupils': { kind: 'role', as: 'partner', values: { CustomerID: 'customer', Csv: 'Navn;Klasse;Skolekort;Forælders e-mail\nMatrix Elev;2A;;matrix@example.dk', Apply: false } },
  // The meeting options edited on the partner site (issue 25): the kitchen of the catering customer, role CatalogueMeeting.
  ...meetingCatalogueOperations(),
  // Transactions and admin for the partner site and the support tool.
  'POST /api/Transactions/Search': staff,
  'GET /api/Transactions/Detail': staff,
  'GET /api/Transactions/GetPossibleStatusTypes': staff,
  'GET /api/AllTransactions/GetPossibleStatusTypes': staff,
  'POST /api/Transactions/ChangeTransactionStatus': staff,
  'POST /api/AllTransactions/ChangeTransactionStatus': staff,
  'POST /api/Transactions/Note': staff,
  'POST /V2/Admin/Payment/ManualCompleteTransaction': staff,
  'POST /V3/Admin/Payment/RetryFailedTransaction': staff,
  'POST /V2/Admin/Payment/DuplicateTransaction': staff,
  'GET /api/HelpDesk/Ticket/TransactionTickets/{transactionID}': staff,
  'POST /api/HelpDesk/Ticket': staff,
  'PUT /api/HelpDesk/Ticket/{id}': staff,
  'GET /api/Units/DetailInfo': staff,
  'GET /api/Units/': staff,
  'POST /api/Messages/Search': staff,
  // Shared access: the family's open invitation (by its public id), the access it gave, the link's secret of an invitation to someone else.
  'GET /api/AllowAccess/GetUsers': own,
  'GET /api/AllowAccess/GetMyAccesses': own,
  'POST /api/AllowAccess/AddUser': { kind: 'guardian', values: { email: 'matrix-invitee@example.dk' } },
  'POST /api/AllowAccess/RemoveUser': { kind: 'object', values: { token: 'invitation' } },
  'POST /api/AllowAccess/RemoveAccess': object,
  // The link's secret is the credential; a caller signed in with another e-mail is refused.
  'POST /api/AllowAccess/AcceptInvitation': { kind: 'object', values: { token: 'invitationSecret' } },
  'GET /api/AllowAccess/Invitation': { kind: 'public', values: { token: 'invitationSecret' } },
  'POST /api/Account/Register': publicRoute,
  // The forgotten password (issue 28): anonymous by design; the reset's link is the credential.
  'POST /api/Account/ForgotPassword': publicRoute,
  'POST /api/Account/ResetPassword': publicRoute,
  // Development only (the database mail transport; 404 with SMTP): signed-in developers only (dev@demo.dk holds
  // Developer), every other caller 403, anonymous 401; the family's invitations are listed with their links hidden.
  'GET /api/DevMail/Messages': { kind: 'ownRole', role: 'Developer' },
  // The onboarding guide: the caller's own progress, term types and newsletter consent; the
  // terms and options of the family's wallet.
  'GET /api/Onboarding/Progress': own,
  'PUT /api/Onboarding/Progress': own,
  'GET /api/WalletTerms/WalletTermTypes': own,
  'PUT /api/WalletTerms/UpdateWalletTerms/': { kind: 'object', values: { TermTypeID: 1 } },
  'GET /api/Account/Newsletter': own,
  'PUT /api/Account/Newsletter': own,
  'POST /api/Restrictions/QuickSalePayment': { kind: 'object', values: { allowQuickSalePayment: 'true' } },
  'PUT /api/Restrictions/SelfOrdering': { kind: 'object', values: { allow: 'true' } },
  // Spending controls per child (issue 16): the family reads and sets them.
  'GET /api/Restrictions/Wallet': object,
  'PUT /api/Restrictions/Wallet': { kind: 'object', values: { DailyAmount: 50, PurchasesPerDay: 2, Weekdays: [1, 2, 3], BlockedFoodGroups: ['sweets'] } },
  // E-mail alerts per wallet (issue 16): the family reads them, a guardian sets them.
  'GET /api/Alerts/Wallet': object,
  'PUT /api/Alerts/Wallet': { kind: 'object', values: { LowBalanceEnabled: true, LowBalanceThreshold: 50, FailedRefillEnabled: true, CardExpiryEnabled: true } },
};

/** The document's own routes: not in the document, and not classified. */
const DOCS_PATHS = new Set(['/api/openapi.json', '/api/docs']);

interface Caller {
  name: string;
  user: DemoUserKey | null;
  /** The application signed in to (default: the user's own). */
  application?: 'wallet';
  /** Guards children of their own (another family's): a `guardian` route acts for them. */
  guardian?: boolean;
}

const CALLERS: readonly Caller[] = [
  { name: 'anonymous', user: null },
  { name: "another tenant's guardian (kkpay.parent@demo.dk)", user: 'kkpayParent', guardian: true },
  { name: 'another family at Solbakke Skole (dev@demo.dk)', user: 'dev' },
  { name: 'partner staff signed in to the wallet application', user: 'partner', application: 'wallet' },
  { name: 'support staff signed in to the wallet application', user: 'support', application: 'wallet' },
];

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const api = useApiHarness({ start: startAppWithSandbox, login: ['parent'] });

/** Catalogue objects the role routes act on (not the family's). */
const catalogueIds = { foodPlanDish: '' };

/** The first family's objects. */
const family = {
  emma: '',
  oliver: '',
  group: '',
  customer: '',
  card: '',
  reserved: '',
  completed: '',
  picture: '',
  registration: '',
  invitation: '',
  invitationSecret: '',
  access: '',
  mobilePay: '',
  agreement: '',
};
const tokens = new Map<string, string>();

beforeAll(async () => {
  const { app, db, world } = api;
  const parent = api.tokens.parent;
  Object.assign(family, {
    emma: world.wallets.emma,
    oliver: world.wallets.oliver,
    group: world.walletGroups.jensen,
    customer: world.customers.solbakkeSkole,
  });
  const { rows: cards } = await db.query<{ credit_card_id: string }>('SELECT credit_card_id FROM wallet_primary_cards WHERE wallet_id = $1', [family.emma]);
  family.card = cards[0]?.credit_card_id ?? '';

  await deposit(db, family.emma, 100_000);
  // Two payments of Emma's: one reserved (to complete or cancel), one completed (to refund).
  const order = (product: 'hoodie' | 'bottle', autoComplete: boolean) =>
    orderPayload(world, {
      wallet: family.emma,
      customer: family.customer,
      webshop: world.moneyCore.salePoints.solbakkeWebshop,
      lines: [{ product, quantity: 1 }],
      autoComplete,
    });
  const reserved = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order('hoodie', false));
  const completed = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order('bottle', true));
  if (reserved.statusCode !== 200 || completed.statusCode !== 200) throw new Error(`Emma's payments: ${reserved.body} ${completed.body}`);
  family.reserved = reserved.json<{ ID: string | null }>().ID ?? '';
  family.completed = completed.json<{ ID: string | null }>().ID ?? '';

  const picture = await app.inject({
    method: 'POST',
    url: `/api/Picture/ChangePicture?walletID=${family.emma}`,
    headers: bearer(parent),
    payload: { FileName: 'emma.png', FileType: 'image/png', Base64: PNG },
  });
  expect(picture.statusCode).toBe(200);
  const { rows: pictures } = await db.query<{ id: string }>('SELECT id FROM wallet_pictures WHERE wallet_id = $1', [family.emma]);
  family.picture = pictures[0]?.id ?? '';

  const registration = await app.inject({
    method: 'POST',
    url: `/api/DepositWithdraw/CreditCard/Merchant?Amount=0&Card=Visa&returnUrl=${encodeURIComponent(RETURN_URL)}`,
    headers: { ...bearer(parent), walletid: family.emma },
  });
  expect(registration.statusCode).toBe(200);
  const { rows: registrations } = await db.query<{ id: string }>('SELECT id FROM card_registrations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [world.users.parent]);
  family.registration = registrations[0]?.id ?? '';

  // A MobilePay deposit of Emma's, waiting for the payer's approval.
  const mobilePay = await app.inject({
    method: 'POST',
    url: `/api/DepositWithdraw/MobilePay/Deposit?walletID=${family.emma}&amount=25&returnUrl=${encodeURIComponent(RETURN_URL)}`,
    headers: { ...bearer(parent), 'idempotency-key': randomUUID() },
  });
  expect(mobilePay.statusCode).toBe(200);
  family.mobilePay = mobilePay.json<{ TransactionID: string }>().TransactionID;

  // A MobilePay agreement for Emma's refills, waiting for the payer's approval.
  const agreement = await app.inject({
    method: 'POST',
    url: `/api/DepositWithdraw/MobilePay/Agreement?walletID=${family.emma}&returnUrl=${encodeURIComponent(RETURN_URL)}`,
    headers: { ...bearer(parent), 'idempotency-key': randomUUID() },
  });
  expect(agreement.statusCode).toBe(200);
  family.agreement = agreement.json<{ AgreementID: string }>().AgreementID;

  // Shared access: an open invitation, and an access given to a second guardian who signed up with another one's link.
  const invited = async (email: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/AllowAccess/AddUser', headers: bearer(parent), payload: { email } });
    expect(response.statusCode).toBe(200);
    // The link's secret as the invited person reads it in the e-mail (the development mail page hides it from everyone else).
    const { rows: mails } = await db.query<{ text_body: string }>('SELECT text_body FROM kept_mails WHERE to_address = $1', [email]);
    const secret = /token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text_body ?? '')?.[1] ?? '';
    return { id: response.json<{ Token: string }>().Token, secret };
  };
  ({ id: family.invitation, secret: family.invitationSecret } = await invited('matrix-open@example.dk'));
  const signedUp = await app.inject({
    method: 'POST',
    url: '/api/Account/Register',
    payload: { Name: 'Second Guardian', Password: 'Solsikke-2026x', Token: (await invited('matrix-second@example.dk')).secret },
  });
  expect(signedUp.statusCode).toBe(200);
  const given = await app.inject({ method: 'GET', url: '/api/AllowAccess/GetMyAccesses', headers: bearer(parent) });
  family.access = given.json<{ ID: string }[]>()[0]?.ID ?? '';

  for (const [name, id] of Object.entries(family)) if (!id) throw new Error(`The first family has no ${name}`);
  // A dish of the cook's plan, for the planner's item calls.
  const { rows: dishes } = await db.query<{ product_id: string }>('SELECT product_id FROM foodplan_items WHERE foodplan_id = $1 ORDER BY serve_date DESC, product_id LIMIT 1', [
    world.foodplan.plans.solbakkeFrokostordning,
  ]);
  catalogueIds.foodPlanDish = dishes[0]?.product_id ?? '';
  for (const caller of CALLERS) {
    if (caller.user !== null) tokens.set(caller.name, (await loginAs(app, caller.user, caller.application)).AccessToken);
  }
});

const RETURN_URL = 'http://localhost:3000/DepositWithdraw/WalletCreditCard?checkout=true';

/** The first family's ids by the names the API gives them; ordinary values for the rest. */
function knownValues(entry: Entry): KnownValue {
  // The refund takes back the completed payment's bottle; a new order buys two bottles
  // (an amount unlike Emma's earlier purchases, which the double-order rule would refuse).
  const quantity = entry.values?.TransactionID === 'completed' ? 1 : 2;
  const ids: Record<string, unknown> = {
    walletID: family.emma,
    WalletID: family.emma,
    walletGroupID: family.group,
    walletGroupId: family.group,
    groupID: family.group,
    uid: family.card,
    cardId: family.card,
    ID: family.reserved,
    TransactionID: family.reserved,
    transactionID: family.reserved,
    CustomerID: family.customer,
    foodPlanID: api.world.foodplan.plans.solbakkeFrokostordning,
    subscriptionID: api.world.foodplan.offers['Frokostabonnement, måned'],
    WebshopID: api.world.moneyCore.salePoints.solbakkeWebshop,
    webshopID: api.world.moneyCore.salePoints.solbakkeWebshop,
    pictureId: family.picture,
    epaySubscriptionID: family.registration,
    cardDisplayNumber: '1000 0001',
    CardDisplayNumber: '1000 0001',
    role: 'Webshop',
    Card: 'Visa',
    cardType: 'Visa',
    returnUrl: RETURN_URL,
    amount: 100,
    Amounts: { '2': (quantity * DEMO_PRODUCTS.bottle.priceOre) / 100 },
    Products: [{ ID: api.world.moneyCore.products.bottle, Quantity: quantity }],
    Email: DEMO_USERS.dev.email,
    Password: 'Demo-1234',
    accessID: family.access,
    FileName: 'emma.png',
    FileType: 'image/png',
    Base64: PNG,
    key: 'ShowBalance',
    date: '2026-03-12',
  };
  const named: Record<string, unknown> = {
    completed: family.completed,
    customer: family.customer,
    invitation: family.invitation,
    invitationSecret: family.invitationSecret,
    mobilePay: family.mobilePay,
    agreement: family.agreement,
    foodPlanDish: catalogueIds.foodPlanDish,
    foodPlan: api.world.foodplan.plans.solbakkeFrokostordning,
    webshopProduct: api.world.moneyCore.products.bottle,
    meetingDepartment: api.world.meeting.departments['Teknik og Miljø'],
    meetingLocation: api.world.meeting.locations.raadhuset,
    meetingProduct: api.world.meeting.products['Kaffe og te'],
  };
  return (name) => {
    const value = entry.values?.[name] ?? ids[name];
    return typeof value === 'string' && value in named ? named[value] : value;
  };
}

function requestFor(operation: OpenApiOperation, entry: Entry, token: string | undefined): InjectOptions {
  const sampled = sampleRequest(operation, knownValues(entry));
  return {
    method: sampled.method as InjectOptions['method'],
    url: sampled.url,
    headers: { ...sampled.headers, 'idempotency-key': randomUUID(), ...(token === undefined ? {} : bearer(token)) },
    ...(sampled.payload === undefined ? {} : { payload: sampled.payload as Record<string, unknown> }),
  };
}

/** What a refused call must leave alone: hashes of the tables a call on the family's objects could change. */
async function familyState(): Promise<Record<string, unknown>> {
  const tables = [
    'wallets',
    'wallet_page_settings',
    'credit_cards',
    'wallet_primary_cards',
    'automatic_refill_settings',
    'monthly_refill_settings',
    'refill_attempts',
    'mobilepay_agreements',
    'card_registrations',
    'card_provider_events',
    'payment_transactions',
    'payment_transaction_lines',
    'school_cards',
    'wallet_pictures',
    'wallet_vouchers',
    'wallet_allergies',
    'foodplan_subscriptions',
    'foodplan_subscription_periods',
    'foodplan_absences',
    'foodplan_absence_credits',
    'wallet_restrictions',
    'wallet_guardian_restrictions',
    'wallet_term_answers',
    'system_notifications',
    'ledger_accounts',
    'ledger_holds',
    'transaction_notes',
    'help_desk_tickets',
  ];
  const state: Record<string, unknown> = { money: await moneyFootprint(api.db) };
  for (const table of tables) {
    const { rows } = await api.db.query<{ hash: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM ${table} t`);
    state[table] = rows[0]?.hash;
  }
  // Another caller's own groups may change (WalletGroupPageSetting is an `own` route); the family's may not.
  const { rows } = await api.db.query<{ hash: string }>(
    `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM wallet_group_page_settings t WHERE wallet_group_id = $1`,
    [family.group],
  );
  state.wallet_group_page_settings = rows[0]?.hash;
  // The family's invitations and the accesses it gave, and who guards its children.
  for (const [name, sql] of [
    ['access_invitations', 'SELECT t.* FROM access_invitations t WHERE inviter_user_id = $1'],
    ['wallet_accesses', 'SELECT t.* FROM wallet_accesses t WHERE giver_user_id = $1 OR receiver_user_id = $1'],
    ['wallet_group_guardians', 'SELECT t.* FROM wallet_group_guardians t JOIN wallet_group_guardians mine ON mine.wallet_group_id = t.wallet_group_id WHERE mine.user_id = $1'],
    // Other callers save their own onboarding progress and newsletter consent (own routes); the family's stay.
    ['onboarding_progress', 'SELECT t.* FROM onboarding_progress t WHERE user_id = $1'],
    ['newsletter_consents', 'SELECT t.* FROM newsletter_consents t WHERE user_id = $1'],
  ] as const) {
    const { rows: hashed } = await api.db.query<{ hash: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM (${sql}) t`,
      [api.world.users.parent],
    );
    state[name] = hashed[0]?.hash;
  }
  return state;
}

/** The family's ids that must not appear in another caller's answer. */
const familyIds = () => [family.emma, family.oliver, family.card, family.reserved, family.completed, family.picture, family.group, family.invitation, family.access];

async function readStream(url: string, token: string | undefined): Promise<{ status: number; body: string }> {
  const connection = await openSse(`${api.started.apiUrl}${url}`, token === undefined ? {} : bearer(token));
  if (connection.status === 200) await new Promise((resolve) => setTimeout(resolve, 300));
  connection.close();
  return { status: connection.status, body: JSON.stringify(connection.events) };
}

describe('the authorization matrix', () => {
  let operations: OpenApiOperation[];
  beforeAll(async () => {
    operations = (await readOperations(api.app)).filter((operation) => !DOCS_PATHS.has(operation.path));
  });

  it('classifies every operation of the OpenAPI document, and only those', () => {
    const found = new Set(operations.map((operation) => operation.key));
    const problems = [
      ...[...found].filter((key) => !(key in OPERATIONS)).map((key) => `${key}: classify this new route in authorization-matrix.test.ts`),
      ...Object.keys(OPERATIONS).filter((key) => !found.has(key)).map((key) => `${key}: no longer in the OpenAPI document; remove it from authorization-matrix.test.ts`),
    ];
    expect(problems).toEqual([]);
  });

  it("refuses every caller but the family on the family's objects, leaks none of its ids and changes nothing", async () => {
    const byKind = (kind: Kind) => operations.filter((operation) => OPERATIONS[operation.key]?.kind === kind);
    const checked = [...byKind('object'), ...byKind('role'), ...byKind('staff'), ...byKind('signed'), ...byKind('own'), ...byKind('ownRole'), ...byKind('guardian')].sort(
      (a, b) => Number(OPERATIONS[a.key]?.endsSession ?? false) - Number(OPERATIONS[b.key]?.endsSession ?? false),
    );
    const before = await familyState();
    const failures: string[] = [];
    let calls = 0;

    for (const operation of byKind('public')) {
      const response = await api.app.inject(requestFor(operation, OPERATIONS[operation.key] ?? publicRoute, undefined));
      calls += 1;
      if (response.statusCode === 401) failures.push(`${operation.key} is classified public but refuses an anonymous call (401)`);
    }

    for (const operation of checked) {
      const entry = OPERATIONS[operation.key] as Entry;
      if (entry.kind === 'ownRole' && !CALLERS.some((caller) => caller.user !== null && DEMO_USERS[caller.user].roles.includes(entry.role ?? ''))) {
        failures.push(`${operation.key}: no caller holds ${entry.role}, so its success is never checked`);
      }
      for (const caller of CALLERS) {
        const token = tokens.get(caller.name);
        calls += 1;
        const response = entry.stream
          ? await readStream(operation.path, token)
          : await api.app.inject(requestFor(operation, entry, token)).then((answer) => ({ status: answer.statusCode, body: answer.body }));
        const said = `${operation.key} as ${caller.name}: ${response.status} ${response.body.slice(0, 200)}`;
        if (caller.user === null && response.status !== 401) {
          if (entry.kind !== 'signed') failures.push(`${said} (anonymous must get 401)`);
          else if (response.status < 400) failures.push(`${said} (no credential must be refused)`);
          continue;
        }
        if (entry.kind === 'object' || entry.kind === 'signed' || entry.kind === 'role' || entry.kind === 'staff' || (entry.kind === 'guardian' && !caller.guardian)) {
          if (![401, 403, 404].includes(response.status)) failures.push(`${said} (expected 401, 403 or 404)`);
        } else if (entry.kind === 'ownRole' && caller.user !== null && !DEMO_USERS[caller.user].roles.includes(entry.role ?? '')) {
          if (response.status !== 403) failures.push(`${said} (a caller without ${entry.role} must get 403)`);
        } else if (caller.user !== null) {
          if (response.status >= 300) failures.push(`${said} (an own route answers every signed-in caller)`);
          const leaked = familyIds().filter((id) => response.body.toLowerCase().includes(id.toLowerCase()));
          if (leaked.length > 0) failures.push(`${said} (leaks the first family's ids ${leaked.join(', ')})`);
        }
      }
    }

    const kinds = (['public', 'signed', 'own', 'ownRole', 'object', 'role', 'staff', 'guardian'] as const).map((kind) => `${byKind(kind).length} ${kind}`).join(', ');
    const matrix = operations.length - byKind('public').length;
    console.log(
      `authorization matrix: ${operations.length} operations (${kinds}); ${matrix} operations × ${CALLERS.length} callers = ${matrix * CALLERS.length} calls, ` +
        `plus ${byKind('public').length} anonymous calls of public routes (${calls} in all)`,
    );
    expect(failures).toEqual([]);
    expect(await familyState()).toEqual(before);
  });

  it('fills the read operations so that the family itself succeeds (the refusals above are about the caller)', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const entry = OPERATIONS[operation.key];
      if (entry?.kind !== 'object' || operation.method !== 'GET') continue;
      const response = await api.app.inject(requestFor(operation, entry, api.tokens.parent));
      if (response.statusCode !== 200) failures.push(`${operation.key} as the family: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('fills the role operations so that the holder of the role succeeds (the refusals above are about the role)', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const entry = OPERATIONS[operation.key];
      if (entry?.kind !== 'role' || entry.as === undefined || operation.method !== 'GET') continue;
      const token = (await loginAs(api.app, entry.as)).AccessToken;
      const request = requestFor(operation, entry, token);
      // A stream answers 200 and stays open: read it for a moment.
      const response = entry.stream ? await readStream(String(request.url), token) : await api.app.inject(request).then((answer) => ({ status: answer.statusCode, body: answer.body }));
      if (response.status !== 200) failures.push(`${operation.key} as ${entry.as}: ${response.status} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});

// Issue 23: the family itself may not take back money that is not its to take (spec section 6; @kk/domain refundPolicy.ts).
describe("forbidden operations: a guardian reverses their own child's canteen sale, deposit or refill", () => {
  it('answers 403 on every cancel and refund path, and changes nothing', async () => {
    const parent = api.tokens.parent;
    const sale = await terminalPurchase(api.app, { CardDisplayNumber: '1000 0001', Amount: 33 });
    expect(sale.statusCode).toBe(200);
    const topUp = (source: TopUpSource) =>
      api.db.transaction(async (q) => {
        const at = new Date();
        const ledgerTransactionId = await new LedgerService().depositByCard(q, family.emma, 2_500, at, 'Indbetaling');
        return recordTopUp(q, { source, walletId: family.emma, userId: api.world.users.parent, amountOre: 2_500, description: 'Indbetaling', card: null, outcome: { ok: true, ledgerTransactionId, providerTransactionId: null }, at });
      });
    const reversible = {
      'canteen sale': sale.json<{ ID: string }>().ID,
      deposit: await topUp('card'),
      'automatic refill': await topUp('automatic'),
      'monthly refill': await topUp('monthly'),
    };
    const before = await familyState();
    const failures: string[] = [];
    for (const [what, id] of Object.entries(reversible)) {
      for (const [url, body] of [
        ['/V1/payment/CancelTransaction', { ID: id, CustomerID: family.customer }],
        ['/V1/Webshop/payment/CancelTransaction', { ID: id, CustomerID: family.customer }],
        ['/V2/Payment/RefundTransaction', { ID: id, CustomerID: family.customer, Products: [{ ID: api.world.moneyCore.products.fruit, Quantity: 1 }] }],
        ['/V3/FoodPlannerV3/Payment/RefundTransaction', { TransactionID: id, CustomerID: family.customer, Products: [{ ID: api.world.moneyCore.products.fruit, Quantity: 1 }] }],
      ] as const) {
        const response = await paymentCall(api.app, parent, url, body);
        if (response.statusCode !== 403) failures.push(`the guardian's ${url} of Emma's ${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await familyState()).toEqual(before);
  });
});

describe("a guardian pays with another guardian's card that is not shared with them (issue 23)", () => {
  it('is refused with 403: nothing is charged at the provider, nothing changes', async () => {
    // The second guardian of the first family (signed up above with parent@demo.dk's invitation);
    // Emma's card is parent@demo.dk's, and parent@demo.dk has not shared it.
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'x-application': 'wallet' },
      payload: { Email: 'matrix-second@example.dk', Password: 'Solsikke-2026x' },
    });
    expect(login.statusCode).toBe(200);
    const second = login.json<{ AccessToken: string }>().AccessToken;
    const before = { state: await familyState(), charges: api.started.sandbox.state.charges().length };
    const card = `uid=${family.card}&walletID=${family.emma}`;
    for (const url of [
      `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=50&${card}`,
      `/api/DepositWithdraw/CreditCard/SetAsPrimary?${card}`,
      `/api/DepositWithdraw/CreditCard/SetAsPrimaryAllWallets?${card}`,
      `/api/DepositWithdraw/CreditCard/SetAsPrimaryUnassignedWallets?${card}`,
    ]) {
      const response = await api.app.inject({ method: 'POST', url, headers: { ...bearer(second), 'idempotency-key': randomUUID() } });
      // Refused for want of the holder's consent, not of a role or of the family.
      expect([url, response.statusCode, response.json<{ reason: string }>().reason]).toEqual([url, 403, expect.stringContaining('Only the adult who saved this card may pay with it')]);
    }
    const sharing = await api.app.inject({ method: 'PUT', url: '/api/DepositWithdraw/CreditCard/Sharing', headers: bearer(second), payload: { uid: family.card, Shared: true } });
    expect([sharing.statusCode, sharing.json<{ reason: string }>().reason]).toEqual([403, expect.stringContaining('Only the adult who saved this card may share it')]);
    expect({ state: await familyState(), charges: api.started.sandbox.state.charges().length }).toEqual(before);
  });
});
