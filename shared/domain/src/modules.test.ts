import { matchesRoute, modulesFor } from './modules';

const parentRoles = ['Webshop', 'FoodPlanner', 'FoodPlannerV3', 'DepositWithdraw', 'Transactions'];
const names = (list: ReturnType<typeof modulesFor>) => list.map((m) => m.remote);

describe('modulesFor', () => {
  it('gives a guardian on the wallet site the wallet, cart, food plan and onboarding, not meeting or admin', () => {
    const modules = modulesFor({
      application: 'wallet',
      customerSettings: ['Webshop', 'FoodPlan', 'Onboarding'],
      roles: parentRoles,
    });
    expect(names(modules)).toEqual(['mfe_wallet', 'mfe_cart', 'mfe_foodplan', 'mfe_onboarding']);
    expect(modules.find((m) => m.remote === 'mfe_cart')).toMatchObject({ routes: ['/Webshop'], parcel: true, parcelWhenCartInUse: true });
  });

  it('mounts the wallet remote on both account pages, leaving the rest of /Account to the shell', () => {
    const wallet = modulesFor({ application: 'wallet', customerSettings: [], roles: [] }).find((m) => m.remote === 'mfe_wallet')!;
    expect(matchesRoute(wallet.routes, '/Account/ChangeInformation')).toBe(true);
    expect(matchesRoute(wallet.routes, '/Wallet/ChangeInformation')).toBe(true);
    expect(matchesRoute(wallet.routes, '/Account/Login')).toBe(false);
    expect(matchesRoute(wallet.routes, '/Account/SessionExpired')).toBe(false);
  });

  it('registers meeting catering only where the customer has it and the user has the role', () => {
    const withSetting = modulesFor({ application: 'wallet', customerSettings: ['MeetingCatering'], roles: ['Meeting'] });
    expect(names(withSetting)).toContain('mfe_meeting');
    const withoutSetting = modulesFor({ application: 'wallet', customerSettings: [], roles: ['Meeting'] });
    expect(names(withoutSetting)).not.toContain('mfe_meeting');
    const withoutRole = modulesFor({ application: 'wallet', customerSettings: ['MeetingCatering'], roles: [] });
    expect(names(withoutRole)).not.toContain('mfe_meeting');
  });

  it('needs both the customer setting and a role for webshop and food plan', () => {
    expect(names(modulesFor({ application: 'wallet', customerSettings: ['Webshop'], roles: [] }))).not.toContain('mfe_cart');
    expect(names(modulesFor({ application: 'wallet', customerSettings: [], roles: ['WebshopV2'] }))).not.toContain('mfe_cart');
  });

  it('gives a food-plan-only customer the cart parcel (food plan items are bought through the cart) but no webshop page', () => {
    const modules = modulesFor({ application: 'wallet', customerSettings: ['FoodPlan'], roles: ['FoodPlannerV3'] });
    expect(modules.find((m) => m.remote === 'mfe_cart')).toMatchObject({ routes: [], parcel: true, parcelWhenCartInUse: true });
    expect(names(modules)).toContain('mfe_foodplan');
    expect(names(modulesFor({ application: 'wallet', customerSettings: ['FoodPlan'], roles: ['FoodPlannerV3'] }))).toContain('mfe_foodplan');
  });

  it('does not load the onboarding guide for a user whose guide is over', () => {
    const ctx = { application: 'wallet' as const, customerSettings: ['Onboarding'], roles: [] };
    expect(modulesFor({ ...ctx, guideOver: true }).map((m) => m.remote)).not.toContain('mfe_onboarding');
    expect(modulesFor({ ...ctx, guideOver: false }).map((m) => m.remote)).toContain('mfe_onboarding');
    expect(modulesFor(ctx).map((m) => m.remote)).toContain('mfe_onboarding');
  });

  it('keeps the onboarding guide away from users with Deny-UseOnboarding', () => {
    const modules = modulesFor({ application: 'wallet', customerSettings: ['Onboarding'], roles: ['Deny-UseOnboarding'] });
    expect(names(modules)).not.toContain('mfe_onboarding');
  });

  it('puts the transactions admin only on the partner site and the support tool', () => {
    expect(names(modulesFor({ application: 'wallet', customerSettings: [], roles: ['PartnerSite', 'SupportTool'] }))).not.toContain('mfe_transactions');
    expect(names(modulesFor({ application: 'partner', customerSettings: ['Webshop'], roles: ['PartnerSite'] }))).toEqual(['mfe_transactions']);
    expect(names(modulesFor({ application: 'support', customerSettings: [], roles: ['SupportTool'] }))).toEqual(['mfe_transactions']);
    expect(modulesFor({ application: 'partner', customerSettings: [], roles: ['SupportTool'] })).toEqual([]);
  });

  it('mounts the transactions remote on the search and on the pages its dialog links to, per application', () => {
    const partner = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite'] })[0]!;
    expect(partner.routes).toEqual(['/', '/Transactions', '/Units', '/Messages', '/CustomerSupport']);
    expect(matchesRoute(partner.routes, '/Units/DeviceInfo')).toBe(true);
    expect(matchesRoute(partner.routes, '/CustomerSupport/Users')).toBe(true);
    expect(matchesRoute(partner.routes, '/Wallet/WalletUserInfo')).toBe(false);
    const support = modulesFor({ application: 'support', customerSettings: [], roles: ['SupportTool'] })[0]!;
    expect(support.routes.slice(0, 5)).toEqual(['/', '/Transactions', '/Units', '/Messages', '/Wallet']);
    expect(matchesRoute(support.routes, '/Units/Index')).toBe(true);
    expect(matchesRoute(support.routes, '/Messages/All')).toBe(true);
    expect(matchesRoute(support.routes, '/Wallet/WalletUserInfo')).toBe(true);
    expect(matchesRoute(support.routes, '/CustomerSupport/Users')).toBe(false);
  });
});

describe('the money-out pages of the transactions remote (issue 27)', () => {
  it('mounts /Reports on the partner site only with the role FinanceReports', () => {
    const finance = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'FinanceReports'] })[0]!;
    expect(finance.routes).toEqual(['/', '/Transactions', '/Units', '/Messages', '/CustomerSupport', '/Reports']);
    expect(matchesRoute(finance.routes, '/Reports/Sales')).toBe(true);
    expect(matchesRoute(finance.routes, '/Reports/Payouts')).toBe(true);
    expect(matchesRoute(finance.routes, '/Reconciliation')).toBe(false);
    const staff = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite'] })[0]!;
    expect(matchesRoute(staff.routes, '/Reports/Sales')).toBe(false);
    expect(modulesFor({ application: 'partner', customerSettings: [], roles: ['FinanceReports'] })).toEqual([]);
    expect(names(modulesFor({ application: 'wallet', customerSettings: [], roles: ['FinanceReports'] }))).not.toContain('mfe_transactions');
  });

  it('mounts /Reports, /Reconciliation and the new school year (/SchoolYear, issue 28) in the support tool', () => {
    const support = modulesFor({ application: 'support', customerSettings: [], roles: ['SupportTool'] })[0]!;
    expect(support.routes).toEqual(['/', '/Transactions', '/Units', '/Messages', '/Wallet', '/Reports', '/Reconciliation', '/Customers', '/Staff', '/SchoolYear']);
    expect(matchesRoute(support.routes, '/Reports/Payouts')).toBe(true);
    expect(matchesRoute(support.routes, '/Reconciliation')).toBe(true);
    expect(matchesRoute(support.routes, '/SchoolYear')).toBe(true);
  });

  it('mounts the new school year in the support tool only', () => {
    const partner = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'FinanceReports', 'PupilImport', 'StaffAdministration'] })[0]!;
    expect(matchesRoute(partner.routes, '/SchoolYear')).toBe(false);
    expect(modulesFor({ application: 'support', customerSettings: [], roles: [] })).toEqual([]);
  });
});

describe('the kitchen on the partner site', () => {
  it('gets the production list of the meeting remote beside the transactions, and nothing else of it', () => {
    const kitchen = modulesFor({ application: 'partner', customerSettings: ['MeetingCatering'], roles: ['PartnerSite', 'MeetingKitchen'] });
    expect(names(kitchen)).toEqual(['mfe_transactions', 'mfe_meeting']);
    expect(kitchen.find((m) => m.remote === 'mfe_meeting')).toEqual({ remote: 'mfe_meeting', routes: ['/Meeting/Production'], parcel: false });
    expect(matchesRoute(kitchen.find((m) => m.remote === 'mfe_meeting')!.routes, '/Meeting')).toBe(false);
  });

  it('is for the partner site only, and only with the role', () => {
    expect(names(modulesFor({ application: 'partner', customerSettings: ['MeetingCatering'], roles: ['PartnerSite', 'Meeting'] }))).not.toContain('mfe_meeting');
    expect(names(modulesFor({ application: 'support', customerSettings: [], roles: ['SupportTool', 'MeetingKitchen'] }))).not.toContain('mfe_meeting');
    const wallet = modulesFor({ application: 'wallet', customerSettings: [], roles: ['MeetingKitchen'] });
    expect(names(wallet)).not.toContain('mfe_meeting');
  });
});

describe("the webshop's hand-out list on the partner site (issue 26)", () => {
  it('places /Webshop/HandOut of mfe-cart with the role WebshopHandOut, beside the products with CatalogueWebshop', () => {
    const handOut = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'WebshopHandOut'] });
    expect(handOut.find((m) => m.remote === 'mfe_cart')).toEqual({ remote: 'mfe_cart', routes: ['/Webshop/HandOut'], parcel: false });
    const both = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'CatalogueWebshop', 'WebshopHandOut'] });
    expect(both.filter((m) => m.remote === 'mfe_cart')).toEqual([{ remote: 'mfe_cart', routes: ['/Catalogue/Webshop', '/Webshop/HandOut'], parcel: false }]);
    expect(names(modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite'] }))).not.toContain('mfe_cart');
    expect(modulesFor({ application: 'wallet', customerSettings: ['Webshop'], roles: ['Webshop', 'WebshopHandOut'] }).find((m) => m.remote === 'mfe_cart')?.routes).toEqual(['/Webshop']);
  });
});

describe('matchesRoute', () => {
  it('matches prefixes case-insensitively and the home page exactly', () => {
    expect(matchesRoute(['/Webshop'], '/webshop/index')).toBe(true);
    expect(matchesRoute(['/Webshop'], '/Webshop')).toBe(true);
    expect(matchesRoute(['/Webshop'], '/WebshopX')).toBe(false);
    expect(matchesRoute(['/'], '/')).toBe(true);
    expect(matchesRoute(['/'], '/Account/Login')).toBe(false);
  });
});

describe('the pupil import of the transactions remote (issue 28)', () => {
  it('mounts /Pupils/Import on the partner site only with the role PupilImport', () => {
    const admin = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite', 'PupilImport'] })[0]!;
    expect(matchesRoute(admin.routes, '/Pupils/Import')).toBe(true);
    const staff = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite'] })[0]!;
    expect(matchesRoute(staff.routes, '/Pupils/Import')).toBe(false);
    const support = modulesFor({ application: 'support', customerSettings: [], roles: ['SupportTool', 'PupilImport'] })[0]!;
    expect(matchesRoute(support.routes, '/Pupils/Import')).toBe(false);
    expect(names(modulesFor({ application: 'wallet', customerSettings: [], roles: ['PupilImport'] }))).not.toContain('mfe_transactions');
  });
});
