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
});
