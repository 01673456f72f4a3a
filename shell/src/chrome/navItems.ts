import {
  CATALOGUE_ROUTES, CUSTOMERS_ROUTE, FOODPLAN_PRODUCTION_ROUTE, MEETING_PRODUCTION_ROUTE, PUPIL_IMPORT_ROUTE, RECONCILIATION_ROUTE, REPORTS_ROUTE, SALES_REPORT_ROUTE, SCHOOL_YEAR_ROUTE, STAFF_ABSENCE_ROUTE, STAFF_ROUTE, WEBSHOP_HANDOUT_ROUTE, type ModulePlacement,
} from '@kk/domain';

export interface NavItem {
  href: string;
  labelKey: string;
}

/** The main menu follows the modules the user actually has. */
export function navItemsFor(modules: ModulePlacement[]): NavItem[] {
  const items: NavItem[] = [];
  for (const m of modules) {
    if (m.remote === 'mfe_wallet') items.push({ href: '/', labelKey: 'nav.home' });
    if (m.remote === 'mfe_cart' && m.routes.includes('/Webshop')) items.push({ href: '/Webshop/Index', labelKey: 'nav.webshop' });
    if (m.remote === 'mfe_cart' && m.routes.includes(CATALOGUE_ROUTES.webshop)) items.push({ href: CATALOGUE_ROUTES.webshop, labelKey: 'nav.catalogueWebshop' });
    if (m.remote === 'mfe_cart' && m.routes.includes(WEBSHOP_HANDOUT_ROUTE)) items.push({ href: WEBSHOP_HANDOUT_ROUTE, labelKey: 'nav.handOut' });
    if (m.remote === 'mfe_foodplan' && m.routes.includes('/FoodPlanner')) items.push({ href: '/FoodPlanner', labelKey: 'nav.foodplan' });
    if (m.remote === 'mfe_foodplan' && m.routes.includes(CATALOGUE_ROUTES.foodplan)) items.push({ href: CATALOGUE_ROUTES.foodplan, labelKey: 'nav.catalogueFoodPlan' });
    if (m.remote === 'mfe_foodplan' && m.routes.includes(FOODPLAN_PRODUCTION_ROUTE)) items.push({ href: FOODPLAN_PRODUCTION_ROUTE, labelKey: 'nav.foodPlanProduction' });
    if (m.remote === 'mfe_foodplan' && m.routes.includes(STAFF_ABSENCE_ROUTE)) items.push({ href: STAFF_ABSENCE_ROUTE, labelKey: 'nav.pupilAbsence' });
    if (m.remote === 'mfe_meeting') {
      // Staff order on the wallet site; the kitchen (partner site) has only the production list.
      if (m.routes.includes('/Meeting')) items.push({ href: '/Meeting', labelKey: 'nav.meeting' });
      if (m.routes.includes(MEETING_PRODUCTION_ROUTE)) items.push({ href: MEETING_PRODUCTION_ROUTE, labelKey: 'nav.production' });
      if (m.routes.includes(CATALOGUE_ROUTES.meeting)) items.push({ href: CATALOGUE_ROUTES.meeting, labelKey: 'nav.catalogueMeeting' });
    }
    if (m.remote === 'mfe_transactions') {
      items.push({ href: '/Transactions', labelKey: 'nav.transactions' });
      // The money-out pages (issue 27): the sales report leads to the payouts, the support tool's reconciliation beside.
      if (m.routes.includes(REPORTS_ROUTE)) items.push({ href: SALES_REPORT_ROUTE, labelKey: 'nav.reports' });
      if (m.routes.includes(RECONCILIATION_ROUTE)) items.push({ href: RECONCILIATION_ROUTE, labelKey: 'nav.reconciliation' });
      if (m.routes.includes(CUSTOMERS_ROUTE)) items.push({ href: CUSTOMERS_ROUTE, labelKey: 'nav.customers' });
      // Staff and their roles (issue 28): the support tool, and a customer's administrators (role StaffAdministration).
      if (m.routes.includes(STAFF_ROUTE)) items.push({ href: STAFF_ROUTE, labelKey: 'nav.staff' });
      // The support tool's new school year per customer (issue 28).
      if (m.routes.includes(SCHOOL_YEAR_ROUTE)) items.push({ href: SCHOOL_YEAR_ROUTE, labelKey: 'nav.schoolYear' });
      // A school's administrator loads pupils from a class list (issue 28, role PupilImport).
      if (m.routes.includes(PUPIL_IMPORT_ROUTE)) items.push({ href: PUPIL_IMPORT_ROUTE, labelKey: 'nav.pupilImport' });
    }
  }
  return items;
}
