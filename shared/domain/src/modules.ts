import { CATALOGUE_ROLES, FINANCE_REPORTS_ROLE, FOOD_PLAN_KITCHEN_ROLE, PUPIL_ABSENCE_ROLE, PUPIL_IMPORT_ROLE, WEBSHOP_HANDOUT_ROLE, type ApplicationName, type RemoteName } from '@kk/contracts';
import { STAFF_ADMINISTRATION_ROLE } from './staffAdmin';

/**
 * How a remote appears: its `./app` on routes (a single-spa application) and/or its
 * `./parcel` on every page (always on: the floating cart button, the onboarding guide).
 */
export interface ModulePlacement {
  remote: RemoteName;
  /** Path prefixes (case-insensitive) where `./app` mounts; empty when it has no routes. */
  routes: string[];
  /** True when the remote's `./parcel` is mounted on every page. */
  parcel: boolean;
  /**
   * The parcel shows nothing while the cart is not in use (the floating cart button with
   * an empty cart), so it is loaded and mounted only once the cart is: it holds an item,
   * the page is back from a checkout, or the cart dialog is asked for.
   */
  parcelWhenCartInUse?: true;
}

export interface ModuleContext {
  application: ApplicationName;
  customerSettings: readonly string[];
  roles: readonly string[];
  /**
   * The user's first-login guide will not open again (finished, closed, or the page setting
   * OnboardingIsCompleted; onboardingStartStep is null), so its remote is not loaded.
   * Unknown (the progress could not be read) counts as not over.
   */
  guideOver?: boolean;
}

/**
 * mfe-transactions' pages: the search (home and /Transactions), and the pages the
 * transaction dialog links to (spec section 2): the terminal (/Units/Index in the support
 * tool, /Units/DeviceInfo on the partner site), the messages (/Messages/All) and the
 * wallet's user (/Wallet/WalletUserInfo in the support tool, /CustomerSupport/Users on the
 * partner site).
 */
export const TRANSACTIONS_ROUTES: Readonly<Record<'partner' | 'support', readonly string[]>> = {
  partner: ['/', '/Transactions', '/Units', '/Messages', '/CustomerSupport'],
  support: ['/', '/Transactions', '/Units', '/Messages', '/Wallet'],
};

/**
 * The money-out pages of mfe-transactions (issue 27): the sales report and the payouts
 * (partner site with role FinanceReports, support tool), and the reconciliation with the
 * providers' settlement files (support tool only). REPORTS_ROUTE is the prefix the remote
 * mounts on.
 */
export const REPORTS_ROUTE = '/Reports';
export const SALES_REPORT_ROUTE = '/Reports/Sales';
export const PAYOUTS_REPORT_ROUTE = '/Reports/Payouts';
export const RECONCILIATION_ROUTE = '/Reconciliation';
/** The support tool's customers and their settings (issue 28). */
export const CUSTOMERS_ROUTE = '/Customers';
/** Staff and their roles (issue 28): the support tool, and the partner site with role StaffAdministration. */
export const STAFF_ROUTE = '/Staff';
/** The support tool's new school year per customer (issue 28): preview, schedule, cancel, and the leavers of one run. */
export const SCHOOL_YEAR_ROUTE = '/SchoolYear';

/** The partner site's page of mfe-transactions where a school's administrator loads pupils from a class list (issue 28, role PupilImport). */
export const PUPIL_IMPORT_ROUTE = '/Pupils/Import';

/** The transactions remote's routes for a user: the search and its pages, and the money-out pages the roles allow. */
function transactionsRoutes(application: 'partner' | 'support', roles: readonly string[]): string[] {
  if (application === 'support') return [...TRANSACTIONS_ROUTES.support, REPORTS_ROUTE, RECONCILIATION_ROUTE, CUSTOMERS_ROUTE, STAFF_ROUTE, SCHOOL_YEAR_ROUTE];
  return [
    ...TRANSACTIONS_ROUTES.partner,
    ...(roles.includes(FINANCE_REPORTS_ROLE) ? [REPORTS_ROUTE] : []),
    ...(roles.includes(PUPIL_IMPORT_ROLE) ? [PUPIL_IMPORT_ROUTE] : []),
    ...(roles.includes(STAFF_ADMINISTRATION_ROLE) ? [STAFF_ROUTE] : []),
  ];
}

/** The kitchen's page of mfe-meeting on the partner site. */
export const MEETING_PRODUCTION_ROUTE = '/Meeting/Production';

/**
 * The sellers' catalogue pages on the partner site (issue 25), each its remote's own: the
 * webshop's products (mfe-cart), the food plan's week planner (mfe-foodplan), the meeting
 * options (mfe-meeting). Each needs its CATALOGUE_ROLES role.
 */
export const CATALOGUE_ROUTES = {
  webshop: '/Catalogue/Webshop',
  foodplan: '/Catalogue/FoodPlan',
  meeting: '/Catalogue/Meeting',
} as const;

/** The webshop's hand-out list of mfe-cart on the partner site (issue 26), role WebshopHandOut. */
export const WEBSHOP_HANDOUT_ROUTE = '/Webshop/HandOut';

/** The food plan's production list of mfe-foodplan on the partner site (issue 26, role FoodPlanKitchen). */
export const FOODPLAN_PRODUCTION_ROUTE = '/FoodPlanner/Production';

/** The partner site's page of mfe-foodplan where the school's staff report a pupil absent (role PupilAbsence, issue 26). */
export const STAFF_ABSENCE_ROUTE = '/FoodPlanner/Absence';

/** The account page of the wallet, ipayd and bitten variants (spec section 2); the others use /Wallet/ChangeInformation. */
export const ACCOUNT_INFORMATION_ROUTE = '/Account/ChangeInformation';

/** The wallet remote's pages besides home (it mounts on these and on '/'); the shell keeps the rest of /Account. */
export const WALLET_SUB_PAGE_ROUTES = ['/DepositWithdraw', '/Wallet', '/Picture', '/Transactions', ACCOUNT_INFORMATION_ROUTE];

const has = (list: readonly string[], ...keys: string[]) => keys.some((k) => list.includes(k));

/**
 * Which remotes a signed-in user gets. A module that is off is never registered, so its
 * code is never downloaded. Rules: the customer settings switch features per tenant and
 * the roles (spec section 6) switch them per user; transactions admin lives only on the
 * partner site and the support tool; on the partner site the catering kitchen (role
 * MeetingKitchen) gets the meeting remote's production list, and the sellers (the
 * CATALOGUE_ROLES) each remote's catalogue page.
 */
export function modulesFor(ctx: ModuleContext): ModulePlacement[] {
  const { application, customerSettings, roles } = ctx;
  const isWalletSite = application === 'wallet';
  const out: ModulePlacement[] = [];

  if (isWalletSite) {
    out.push({ remote: 'mfe_wallet', routes: ['/', ...WALLET_SUB_PAGE_ROUTES], parcel: false });
    const webshop = has(customerSettings, 'Webshop') && has(roles, 'Webshop', 'WebshopV2');
    const foodPlan = has(customerSettings, 'FoodPlan') && has(roles, 'FoodPlanner', 'FoodPlannerV3');
    // Food plan items are bought through the same cart, so its parcel (the floating button,
    // the cart dialog) is there with either; the webshop page only with the webshop.
    if (webshop || foodPlan) out.push({ remote: 'mfe_cart', routes: webshop ? ['/Webshop'] : [], parcel: true, parcelWhenCartInUse: true });
    if (foodPlan) out.push({ remote: 'mfe_foodplan', routes: ['/FoodPlanner'], parcel: false });
    if (has(customerSettings, 'MeetingCatering') && has(roles, 'Meeting')) {
      out.push({ remote: 'mfe_meeting', routes: ['/Meeting'], parcel: false });
    }
    if (has(customerSettings, 'Onboarding') && !has(roles, 'Deny-UseOnboarding') && ctx.guideOver !== true) {
      out.push({ remote: 'mfe_onboarding', routes: [], parcel: true });
    }
  } else {
    const mayUseTransactions =
      application === 'support' ? has(roles, 'SupportTool') : has(roles, 'PartnerSite');
    if (mayUseTransactions) {
      out.push({ remote: 'mfe_transactions', routes: transactionsRoutes(application, roles), parcel: false });
    }
    if (application === 'partner') {
      // The sellers' catalogue, each page in its remote (the API checks the customer behind the role).
      // The webshop's products and its hand-out list (issue 26), both mfe-cart's.
      const cartRoutes = [...(has(roles, CATALOGUE_ROLES.webshop) ? [CATALOGUE_ROUTES.webshop] : []), ...(has(roles, WEBSHOP_HANDOUT_ROLE) ? [WEBSHOP_HANDOUT_ROUTE] : [])];
      if (cartRoutes.length > 0) out.push({ remote: 'mfe_cart', routes: cartRoutes, parcel: false });
      // The food plan's week planner and the kitchen's production list, and the school's page for reporting a pupil absent (issue 26).
      const foodPlanRoutes = [
        ...(has(roles, CATALOGUE_ROLES.foodplan) ? [CATALOGUE_ROUTES.foodplan] : []),
        ...(has(roles, FOOD_PLAN_KITCHEN_ROLE) ? [FOODPLAN_PRODUCTION_ROUTE] : []),
        ...(has(roles, PUPIL_ABSENCE_ROLE) ? [STAFF_ABSENCE_ROUTE] : []),
      ];
      if (foodPlanRoutes.length > 0) out.push({ remote: 'mfe_foodplan', routes: foodPlanRoutes, parcel: false });
      // The catering kitchen's production list and the meeting options.
      const meetingRoutes = [
        ...(has(roles, 'MeetingKitchen') ? [MEETING_PRODUCTION_ROUTE] : []),
        ...(has(roles, CATALOGUE_ROLES.meeting) ? [CATALOGUE_ROUTES.meeting] : []),
      ];
      if (meetingRoutes.length > 0) out.push({ remote: 'mfe_meeting', routes: meetingRoutes, parcel: false });
    }
  }
  return out;
}

/** True when `pathname` falls under one of the placement's routes. '/' matches only the home page. */
export function matchesRoute(routes: readonly string[], pathname: string): boolean {
  const path = pathname.toLowerCase();
  return routes.some((route) => {
    const r = route.toLowerCase();
    if (r === '/') return path === '/' || path === '';
    return path === r || path.startsWith(`${r}/`);
  });
}
