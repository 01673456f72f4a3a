import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminCustomerItem, AdminCustomerOptions } from '@kk/contracts';
import { SETTING_DEFINITIONS } from '@kk/domain';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage, settled } from '../../test-support/render';
import { CustomersPage, percentToBasisPoints } from './CustomersPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const KOMMUNE = '00000000-0000-4000-8000-0000000000a1';
const KILDEVANG = '00000000-0000-4000-8000-0000000000a2';
const options: AdminCustomerOptions = {
  Types: ['municipality', 'school', 'club', 'carehome', 'pointofsale'],
  PageKeys: ['kkpay', 'skolepenge'],
  Parents: [{ ID: KOMMUNE, Name: 'Solbakke Kommune' }],
  Settings: SETTING_DEFINITIONS.map((definition) => ({ ...definition })),
};
const kildevang: AdminCustomerItem = {
  ID: KILDEVANG, Name: 'Kildevang Skole', Type: 'school', PageKey: 'kkpay', ParentID: null, ParentName: null, CompanyRegistrationNumber: '31457822', PlatformFeeBp: 250,
  Settings: ['FoodPlan', 'Onboarding', 'Webshop'], PageSettings: [{ Key: 'OnboardingAllowAccess', Value: 'true' }, { Key: 'FooterAbout', Value: 'false' }], Institutions: 0, Wallets: 2,
};
const slice = (items: unknown[]) => (request: FakeRequest) => {
  const body = request.body as { StartIndex: number; Count: number };
  return { data: { Items: items.slice(body.StartIndex, body.StartIndex + body.Count), TotalCount: items.length } };
};

function fakeCustomers() {
  fakeApi({
    'GET /api/Admin/Customers/Options': options,
    'POST /api/Admin/Customers/Search': slice([kildevang]),
    [`PUT /api/Admin/Customers/Update/${KILDEVANG}`]: (request: FakeRequest) => ({ data: { ...kildevang, ...(request.body as object) } }),
    'POST /api/Admin/Customers/Create': (request: FakeRequest) => ({ data: { ...kildevang, ...(request.body as object), ID: '00000000-0000-4000-8000-0000000000a3' } }),
  });
}

async function render(culture: 'da' | 'en' = 'da') {
  window.history.pushState({}, '', '/Customers');
  await renderInPage(<CustomersPage />, { application: 'support', roles: ['SupportTool'], culture });
  await screen.findAllByTestId('generic-list-row');
  await settled();
}
const dialog = () => screen.getByTestId('generic-list-dialog');

describe('the support tool’s customers', () => {
  it('lists each customer with its type, brand and modules in words', async () => {
    fakeCustomers();
    await render();
    expect(screen.getByRole('heading', { name: 'Kunder', level: 1 })).toBeInTheDocument();
    const [row] = screen.getAllByTestId('generic-list-row');
    for (const text of ['Kildevang Skole', 'Skole', 'kkpay', 'Madordning, Førstegangsguide, Webshop']) expect(row).toHaveTextContent(text);
  });

  it('turns the webshop off with every other setting kept: the body carries the modules and the page settings that differ from the defaults', async () => {
    fakeCustomers();
    await render();
    fireEvent.click(within(screen.getAllByTestId('generic-list-row')[0]!).getByTestId('generic-list-edit'));
    await settled();
    const modules = within(dialog()).getByRole('group', { name: 'Moduler' });
    const webshop = within(modules).getByRole('checkbox', { name: /Webshop/ });
    expect(webshop).toBeChecked();
    // Each setting says what it means.
    expect(within(modules).getByText('Forældre kan købe skolens varer i webshoppen og betale fra kurven.')).toBeInTheDocument();
    expect(within(within(dialog()).getByRole('group', { name: 'Sidefod' })).getByRole('checkbox', { name: /"Om" i sidefoden/ })).not.toBeChecked();
    expect(within(dialog()).getByLabelText('Platformsgebyr (%)')).toHaveValue('2,5');
    fireEvent.click(webshop);
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo(`PUT /api/Admin/Customers/Update/${KILDEVANG}`)[0]?.body).toEqual({
      Name: 'Kildevang Skole', Type: 'school', PageKey: 'kkpay', ParentID: null, CompanyRegistrationNumber: '31457822', PlatformFeeBp: 250,
      Settings: ['FoodPlan', 'Onboarding'],
      PageSettings: [{ Key: 'OnboardingAllowAccess', Value: 'true' }, { Key: 'FooterAbout', Value: 'false' }],
    });
  });

  it('creates a school under its municipality; the shared rules speak first', async () => {
    fakeCustomers();
    await render();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    await settled();
    fireEvent.change(within(dialog()).getByLabelText('CVR-nummer'), { target: { value: '123' } });
    fireEvent.change(within(dialog()).getByLabelText('Platformsgebyr (%)'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    expect(within(dialog()).getByText('Skriv kundens navn.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Et CVR-nummer er 8 cifre.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Gebyret skal være mellem 0 og 10 % med højst to decimaler.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Admin/Customers/Create')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('Navn'), { target: { value: ' Engholm Skole ' } });
    fireEvent.change(within(dialog()).getByLabelText('CVR-nummer'), { target: { value: '12345678' } });
    fireEvent.change(within(dialog()).getByLabelText('Platformsgebyr (%)'), { target: { value: '1,25' } });
    fireEvent.change(within(dialog()).getByLabelText('Hører under'), { target: { value: KOMMUNE } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /Madordning/ }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /Udvidet tilgængelighed/ }));
    fireEvent.change(within(dialog()).getByLabelText('Institutionsnummer'), { target: { value: '280017' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo('POST /api/Admin/Customers/Create')[0]?.body).toEqual({
      Name: 'Engholm Skole', Type: 'school', PageKey: 'skolepenge', ParentID: KOMMUNE, CompanyRegistrationNumber: '12345678', PlatformFeeBp: 125,
      Settings: ['FoodPlan'],
      PageSettings: [{ Key: 'ExplicitAccessibility', Value: 'true' }, { Key: 'InstitutionNumber', Value: '280017' }],
    });
    expect(screen.queryByTestId('generic-list-dialog')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    fakeCustomers();
    await render('en');
    expect(screen.getByRole('heading', { name: 'Customers', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('generic-list-row')[0]).toHaveTextContent('Food plan, First-login guide, Webshop');
  });
});

describe('the platform fee as typed', () => {
  it('reads Danish and English decimals into basis points and refuses the rest', () => {
    expect(percentToBasisPoints('2,5')).toBe(250);
    expect(percentToBasisPoints('0.95')).toBe(95);
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('1,234')).toBeNaN();
    expect(percentToBasisPoints('abc')).toBeNaN();
  });
});
