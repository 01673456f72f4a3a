import { modulesFor } from '@kk/domain';
import { navItemsFor } from './navItems';

describe('navItemsFor', () => {
  it('links only to the modules the user has', () => {
    const guardian = modulesFor({ application: 'wallet', customerSettings: ['Webshop', 'FoodPlan', 'Onboarding'], roles: ['Webshop', 'FoodPlanner'] });
    expect(navItemsFor(guardian).map((i) => i.href)).toEqual(['/', '/Webshop/Index', '/FoodPlanner']);
    // Food plan without a webshop: the cart is there for the food plan, but there is no webshop page to link to.
    const foodPlanOnly = modulesFor({ application: 'wallet', customerSettings: ['FoodPlan'], roles: ['FoodPlanner'] });
    expect(navItemsFor(foodPlanOnly).map((i) => i.href)).toEqual(['/', '/FoodPlanner']);
    const partner = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite'] });
    expect(navItemsFor(partner).map((i) => i.href)).toEqual(['/Transactions']);
    const staff = modulesFor({ application: 'wallet', customerSettings: ['MeetingCatering'], roles: ['Meeting'] });
    expect(navItemsFor(staff).map((i) => i.href)).toEqual(['/', '/Meeting']);
    const kitchen = modulesFor({ application: 'partner', customerSettings: ['MeetingCatering'], roles: ['PartnerSite', 'MeetingKitchen'] });
    expect(navItemsFor(kitchen)).toEqual([
      { href: '/Transactions', labelKey: 'nav.transactions' },
      { href: '/Meeting/Production', labelKey: 'nav.production' },
    ]);
  });

  it('links the sellers to the catalogue pages their roles allow, and only on the partner site', () => {
    const seller = modulesFor({
      application: 'partner',
      customerSettings: [],
      roles: ['PartnerSite', 'MeetingKitchen', 'CatalogueWebshop', 'CatalogueFoodPlan', 'CatalogueMeeting'],
    });
    expect(navItemsFor(seller).map((i) => i.href)).toEqual([
      '/Transactions',
      '/Catalogue/Webshop',
      '/Catalogue/FoodPlan',
      '/Meeting/Production',
      '/Catalogue/Meeting',
    ]);
    const cook = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'CatalogueFoodPlan'] });
    expect(navItemsFor(cook).map((i) => i.href)).toEqual(['/Transactions', '/Catalogue/FoodPlan']);
    // kok@demo.dk: the planner and the kitchen's production list, both of mfe-foodplan.
    const kitchenCook = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'CatalogueFoodPlan', 'FoodPlanKitchen'] });
    expect(navItemsFor(kitchenCook).map((i) => i.href)).toEqual(['/Transactions', '/Catalogue/FoodPlan', '/FoodPlanner/Production']);
    const onlyKitchen = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'FoodPlanKitchen'] });
    expect(onlyKitchen.find((m) => m.remote === 'mfe_foodplan')?.routes).toEqual(['/FoodPlanner/Production']);
    expect(modulesFor({ application: 'wallet', customerSettings: [], roles: ['FoodPlanKitchen'] }).some((m) => m.remote === 'mfe_foodplan')).toBe(false);
    // The school's staff who report pupils absent (issue 26): the food plan remote's absence page, beside the planner when both.
    const school = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'CatalogueFoodPlan', 'PupilAbsence'] });
    expect(school.filter((m) => m.remote === 'mfe_foodplan').map((m) => m.routes)).toEqual([['/Catalogue/FoodPlan', '/FoodPlanner/Absence']]);
    expect(navItemsFor(school).map((i) => i.href)).toEqual(['/Transactions', '/Catalogue/FoodPlan', '/FoodPlanner/Absence']);
    expect(navItemsFor(modulesFor({ application: 'wallet', customerSettings: ['FoodPlan'], roles: ['FoodPlanner', 'PupilAbsence'] })).map((i) => i.href)).toEqual(['/', '/FoodPlanner']);
    const onTheWalletSite = modulesFor({ application: 'wallet', customerSettings: [], roles: ['CatalogueWebshop', 'CatalogueFoodPlan', 'CatalogueMeeting'] });
    expect(navItemsFor(onTheWalletSite).map((i) => i.href)).toEqual(['/']);
  });

  it("links the webshop's hand-out list (Udlevering) after the webshop products for the role WebshopHandOut", () => {
    const shop = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'CatalogueWebshop', 'WebshopHandOut'] });
    expect(navItemsFor(shop)).toEqual([
      { href: '/Transactions', labelKey: 'nav.transactions' },
      { href: '/Catalogue/Webshop', labelKey: 'nav.catalogueWebshop' },
      { href: '/Webshop/HandOut', labelKey: 'nav.handOut' },
    ]);
  });

  it('links the money-out pages (issue 27): sales and payouts with FinanceReports, and the support tool’s reconciliation, customers and new school year (issue 28)', () => {
    const finance = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'FinanceReports'] });
    expect(navItemsFor(finance)).toEqual([
      { href: '/Transactions', labelKey: 'nav.transactions' },
      { href: '/Reports/Sales', labelKey: 'nav.reports' },
    ]);
    const support = modulesFor({ application: 'support', customerSettings: [], roles: ['SupportTool'] });
    expect(navItemsFor(support)).toEqual([
      { href: '/Transactions', labelKey: 'nav.transactions' },
      { href: '/Reports/Sales', labelKey: 'nav.reports' },
      { href: '/Reconciliation', labelKey: 'nav.reconciliation' },
      { href: '/Customers', labelKey: 'nav.customers' },
      { href: '/Staff', labelKey: 'nav.staff' },
      { href: '/SchoolYear', labelKey: 'nav.schoolYear' },
    ]);
  });

  it('links "Indlæs elever" for a school administrator with PupilImport (issue 28)', () => {
    const admin = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'PupilImport'] });
    expect(navItemsFor(admin)).toEqual([
      { href: '/Transactions', labelKey: 'nav.transactions' },
      { href: '/Pupils/Import', labelKey: 'nav.pupilImport' },
    ]);
  });
});
