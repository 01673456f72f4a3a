import { screen } from '@testing-library/react';
import { fakeApi } from '@kk/platform/test-support';
import { renderInPage } from '../test-support/render';
import { children } from '../test-support/shop';
import { CartApp } from './CartApp';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const at = (path: string) => window.history.pushState({}, '', path);

beforeEach(() => {
  fakeApi({
    'GET /api/Catalogue/WebshopProduct/Options': { Webshops: [], VatRates: [25, 0] },
    'POST /api/Catalogue/WebshopProduct/Search': { Items: [], TotalCount: 0 },
    'GET /api/Onboarding/GetChildren': children,
    'GET /api/Webshop/GetSubscriptions': { data: [] },
    'GET /api/Webshop/HandOut': { Date: '2026-03-11', Customer: { ID: '00000000-0000-4000-8000-000000000900', Name: 'Solbakke Skole' }, Customers: [], Classes: [] },
  });
});

describe('the cart remote by path and site', () => {
  it('shows the webshop products page on the partner site at /Catalogue/Webshop, loaded as its own chunk', async () => {
    at('/Catalogue/Webshop');
    await renderInPage(<CartApp />, { application: 'partner' });
    expect(await screen.findByTestId('catalogue-webshop-page')).toBeInTheDocument();
    expect(screen.queryByTestId('generic-list-new')).not.toBeInTheDocument();
  });

  it('shows the hand-out list on the partner site at /Webshop/HandOut, loaded as its own chunk', async () => {
    at('/Webshop/HandOut');
    await renderInPage(<CartApp />, { application: 'partner' });
    expect(await screen.findByTestId('handout-page')).toBeInTheDocument();
    expect(screen.queryByTestId('catalogue-webshop-page')).not.toBeInTheDocument();
  });

  it('shows nothing elsewhere on the partner site', async () => {
    at('/Transactions');
    await renderInPage(<CartApp />, { application: 'partner' });
    expect(screen.queryByTestId('catalogue-webshop-page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('generic-list')).not.toBeInTheDocument();
  });

  it('shows the family webshop on the wallet site, whatever the path', async () => {
    at('/Catalogue/Webshop');
    await renderInPage(<CartApp />, { application: 'wallet' });
    expect(screen.queryByTestId('catalogue-webshop-page')).not.toBeInTheDocument();
    expect(await screen.findByText('Ingen af dine tegnebøger har en webshop.')).toBeInTheDocument();
  });
});
