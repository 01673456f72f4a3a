import { modulesFor } from '@kk/domain';
import { navItemsFor } from './navItems';

describe('navItemsFor', () => {
  it('links only to the modules the user has', () => {
    const guardian = modulesFor({ application: 'wallet', customerSettings: ['Webshop', 'FoodPlan', 'Onboarding'], roles: ['Webshop', 'FoodPlanner'] });
    expect(navItemsFor(guardian).map((i) => i.href)).toEqual(['/', '/Webshop/Index', '/FoodPlanner']);
    const partner = modulesFor({ application: 'partner', customerSettings: [], roles: ['PartnerSite'] });
    expect(navItemsFor(partner).map((i) => i.href)).toEqual(['/Transactions']);
  });
});
