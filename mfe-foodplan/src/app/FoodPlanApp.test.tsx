import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyBaskets } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { children, EMMA, FROKOST, menu, NOW, OLIVER, plans, SKOLEMAD } from '../test-support/foodplan';
import { freezeClockInEachTest, renderInPage } from '../test-support/render';
import { FoodPlanApp } from './FoodPlanApp';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

freezeClockInEachTest(NOW);
beforeEach(() => {
  emptyBaskets();
  fakeApi({
    'GET /api/Onboarding/GetChildren': children,
    'GET /api/FoodPlanner/V3/Plans': plans,
    'GET /api/FoodPlanner/V3/Menu': menu([]),
    'GET /api/Foodplanner/V3/GetOrders': [],
  });
});

describe('the food plan app', () => {
  it('opens the menu of the child the address names, with a picker for the children and the plans', async () => {
    window.history.replaceState(null, '', `/FoodPlanner?WalletID=${OLIVER}`);
    await renderInPage(<FoodPlanApp />);
    await waitFor(() => expect(requestsTo('GET /api/FoodPlanner/V3/Menu')).toHaveLength(1));
    expect(requestsTo('GET /api/FoodPlanner/V3/Menu')[0]?.params).toMatchObject({ walletID: OLIVER, foodPlanID: SKOLEMAD });
    expect(screen.getByRole('link', { name: 'Oliver Jensen' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Frokostordning (fra Det Gode Køkken)' })).toHaveAttribute('href', `/FoodPlanner?WalletID=${OLIVER}&FoodPlanID=${FROKOST}`);

    fireEvent.click(screen.getByRole('link', { name: 'Emma Jensen' }));
    await waitFor(() => expect(requestsTo('GET /api/FoodPlanner/V3/Menu').at(-1)?.params).toMatchObject({ walletID: EMMA }));
    fireEvent.click(screen.getByRole('link', { name: 'Bestillinger' }));
    expect(await screen.findByTestId('orders-view')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/FoodPlanner/Orders');
  });

  it("shows the partner site's week planner at /Catalogue/FoodPlan, and none of the family's screens or calls", async () => {
    fakeApi({ 'GET /api/Catalogue/FoodPlanItem/Options': { Plans: [] } });
    window.history.replaceState(null, '', '/Catalogue/FoodPlan');
    await renderInPage(<FoodPlanApp />, { application: 'partner', roles: ['PartnerSite', 'CatalogueFoodPlan'] });
    expect(await screen.findByTestId('planner-none')).toHaveTextContent('Du redigerer ingen madordning.');
    expect(requestsTo('GET /api/Onboarding/GetChildren')).toHaveLength(0);
    expect(requestsTo('GET /api/FoodPlanner/V3/Plans')).toHaveLength(0);
  });

  it("opens the absence dialog for the child the wallet widget's link names, and from the button on every page", async () => {
    window.history.replaceState(null, '', `/FoodPlanner/Orders?WalletID=${OLIVER}&absence=1`);
    await renderInPage(<FoodPlanApp />, { roles: ['FoodPlanner', 'DepositWithdraw'] });
    expect(await screen.findByRole('heading', { name: 'Meld fravær for Oliver Jensen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.queryByTestId('absence-dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Meld fravær for Oliver Jensen' }));
    expect(await screen.findByTestId('absence-dialog')).toBeInTheDocument();
  });

  it('offers no absence report without the role DepositWithdraw', async () => {
    window.history.replaceState(null, '', `/FoodPlanner/Orders?WalletID=${OLIVER}&absence=1`);
    await renderInPage(<FoodPlanApp />, { roles: ['FoodPlanner'] });
    expect(await screen.findByTestId('orders-view')).toBeInTheDocument();
    expect(screen.queryByTestId('absence-open')).toBeNull();
    expect(screen.queryByTestId('absence-dialog')).toBeNull();
  });

  it("shows the school's absence page at /FoodPlanner/Absence on the partner site", async () => {
    window.history.replaceState(null, '', '/FoodPlanner/Absence');
    await renderInPage(<FoodPlanApp />, { application: 'partner', roles: ['PartnerSite', 'PupilAbsence'] });
    expect(await screen.findByTestId('staff-absence-page')).toBeInTheDocument();
    expect(requestsTo('GET /api/Onboarding/GetChildren')).toHaveLength(0);
  });

  it('shows nothing of the planner on the wallet site', async () => {
    window.history.replaceState(null, '', '/Catalogue/FoodPlan');
    await renderInPage(<FoodPlanApp />);
    await waitFor(() => expect(requestsTo('GET /api/Onboarding/GetChildren')).toHaveLength(1));
    expect(screen.queryByTestId('planner-page')).toBeNull();
    expect(requestsTo('GET /api/Catalogue/FoodPlanItem/Options')).toHaveLength(0);
  });
});
