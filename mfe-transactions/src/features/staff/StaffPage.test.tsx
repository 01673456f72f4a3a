import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffItem, StaffOptions } from '@kk/contracts';
import { STAFF_ROLES } from '@kk/domain';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage, settled } from '../../test-support/render';
import { StaffPage } from './StaffPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const KILDEVANG = '00000000-0000-4000-8000-0000000000b1';
const PER = '00000000-0000-4000-8000-0000000000b2';
const options: StaffOptions = { Customers: [{ ID: KILDEVANG, Name: 'Kildevang Skole' }], Roles: STAFF_ROLES.map((role) => ({ ...role })) };
const per: StaffItem = { ID: PER, Name: 'Per Hansen', Email: 'per@kildevang.dk', Roles: ['CatalogueWebshop', 'PartnerSite'], Customers: [{ ID: KILDEVANG, Name: 'Kildevang Skole' }], Active: true, HasSignedIn: false };
const slice = (items: unknown[]) => (request: FakeRequest) => {
  const body = request.body as { StartIndex: number; Count: number };
  return { data: { Items: items.slice(body.StartIndex, body.StartIndex + body.Count), TotalCount: items.length } };
};

function fakeStaff() {
  fakeApi({
    'GET /api/Admin/Staff/Options': options,
    'POST /api/Admin/Staff/Search': slice([per]),
    'POST /api/Admin/Staff/Create': (request: FakeRequest) => ({ data: { ...per, ...(request.body as object), ID: '00000000-0000-4000-8000-0000000000b3' } }),
    [`PUT /api/Admin/Staff/Update/${PER}`]: (request: FakeRequest) => ({ data: { ...per, ...(request.body as object) } }),
  });
}

async function render(culture: 'da' | 'en' = 'da') {
  window.history.pushState({}, '', '/Staff');
  await renderInPage(<StaffPage />, { application: 'partner', roles: ['PartnerSite', 'StaffAdministration'], culture });
  await screen.findAllByTestId('generic-list-row');
  await settled();
}
const dialog = () => screen.getByTestId('generic-list-dialog');

describe('staff and their roles', () => {
  it('lists each member with their customer, roles in words and whether they have signed in yet', async () => {
    fakeStaff();
    await render();
    expect(screen.getByRole('heading', { name: 'Medarbejdere', level: 1 })).toBeInTheDocument();
    const [row] = screen.getAllByTestId('generic-list-row');
    for (const text of ['Per Hansen', 'per@kildevang.dk', 'Kildevang Skole', 'Webshopvarer, Log ind på partnersitet', 'Inviteret']) expect(row).toHaveTextContent(text);
  });

  it('invites a member: the customer, the name, the e-mail and the roles; a partner-site role needs PartnerSite', async () => {
    fakeStaff();
    await render();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    await settled();
    expect(within(dialog()).getByLabelText('Kunde')).toHaveValue(KILDEVANG);
    fireEvent.change(within(dialog()).getByLabelText('Navn'), { target: { value: 'Lone Kristensen' } });
    fireEvent.change(within(dialog()).getByLabelText('E-mail'), { target: { value: 'lone@kildevang.dk' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Log ind på partnersitet' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Salg og udbetalinger' }));
    fireEvent.click(screen.getByTestId('generic-list-save'));
    expect(within(dialog()).getByText('Giv også "Log ind på partnersitet", så medarbejderen kan bruge rollerne.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Admin/Staff/Create')).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Log ind på partnersitet' }));
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo('POST /api/Admin/Staff/Create')[0]?.body).toEqual({ CustomerID: KILDEVANG, Name: 'Lone Kristensen', Email: 'lone@kildevang.dk', Roles: ['FinanceReports', 'PartnerSite'] });
  });

  it('deactivates a member: the e-mail cannot be changed, the roles stay', async () => {
    fakeStaff();
    await render();
    fireEvent.click(within(screen.getAllByTestId('generic-list-row')[0]!).getByTestId('generic-list-edit'));
    await settled();
    expect(within(dialog()).getByLabelText('E-mail')).toBeDisabled();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /^Aktiv/ }));
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo(`PUT /api/Admin/Staff/Update/${PER}`)[0]?.body).toEqual({ Name: 'Per Hansen', Roles: ['CatalogueWebshop', 'PartnerSite'], Active: false });
  });

  it('speaks English', async () => {
    fakeStaff();
    await render('en');
    expect(screen.getByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('generic-list-row')[0]).toHaveTextContent('Webshop products, Sign in to the partner site');
  });
});
