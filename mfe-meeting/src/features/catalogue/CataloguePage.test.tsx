import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeetingCatalogueOptions, MeetingDepartmentItem, MeetingLocationItem, MeetingProductItem } from '@kk/contracts';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage, settled } from '../../test-support/render';
import { CUSTOMER, HALL, ROOM } from '../../test-support/meeting';
import { MeetingApp } from '../../app/MeetingApp';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const GROUP = '00000000-0000-4000-8000-0000000000c1';
const DEPARTMENT = '00000000-0000-4000-8000-0000000000d1';
const PRODUCT = '00000000-0000-4000-8000-0000000000e1';

const options: MeetingCatalogueOptions = {
  Customers: [
    {
      ID: CUSTOMER,
      Name: 'Rådhusets Mødeforplejning',
      Locations: [
        { ID: ROOM, Name: 'Rådhuset, mødelokale 1', Active: true },
        { ID: HALL, Name: 'Rådhuset, byrådssalen', Active: true },
      ],
      Departments: [{ ID: DEPARTMENT, Name: 'Teknik og Miljø', Active: true }],
      ProductUIGroups: [{ ID: GROUP, Name: 'Morgenmad', Index: 0 }],
    },
  ],
};

const product: MeetingProductItem = {
  ID: PRODUCT,
  CustomerID: CUSTOMER,
  CustomerName: 'Rådhusets Mødeforplejning',
  LocationID: ROOM,
  LocationName: 'Rådhuset, mødelokale 1',
  Name: '1 - Morgenbrød',
  Price: 32,
  VatRate: 25,
  ProductUIGroup: { ID: GROUP, Name: 'Morgenmad' },
  FromTime: '06:30',
  ToTime: '10:30',
  Deadline: { ID: 1, Amount: 14 },
  Active: true,
};
const department: MeetingDepartmentItem = { ID: DEPARTMENT, CustomerID: CUSTOMER, CustomerName: 'Rådhusets Mødeforplejning', Name: 'Teknik og Miljø', SortOrder: 1, Active: true, InUse: true };
const location: MeetingLocationItem = {
  ID: ROOM,
  CustomerID: CUSTOMER,
  CustomerName: 'Rådhusets Mødeforplejning',
  Name: 'Rådhuset, mødelokale 1',
  DeliveryWindows: [{ Weekdays: [1, 2, 3, 4, 5], From: '08:00', To: '12:00' }],
  Active: true,
  InUse: true,
};

const slice = (items: unknown[]) => (request: FakeRequest) => {
  const body = request.body as { StartIndex: number; Count: number };
  return { data: { Items: items.slice(body.StartIndex, body.StartIndex + body.Count), TotalCount: items.length } };
};

function fakeCatalogue() {
  fakeApi({
    'GET /api/Catalogue/MeetingProduct/Options': options,
    'GET /api/Catalogue/MeetingLocation/Options': options,
    'GET /api/Catalogue/MeetingDepartment/Options': options,
    'POST /api/Catalogue/MeetingProduct/Search': slice([product]),
    'POST /api/Catalogue/MeetingLocation/Search': slice([location]),
    'POST /api/Catalogue/MeetingDepartment/Search': slice([department]),
    'POST /api/Catalogue/MeetingProduct/Create': (request: FakeRequest) => ({ data: { ...product, ...(request.body as object), ID: '00000000-0000-4000-8000-0000000000e2' } }),
    'POST /api/Catalogue/MeetingLocation/Create': { ...location, ID: '00000000-0000-4000-8000-0000000000f2' },
    'PUT /api/Catalogue/MeetingDepartment/Update/00000000-0000-4000-8000-0000000000d1': department,
  });
}

/** The remote as the shell mounts it on the partner site's /Catalogue/Meeting (the page is its own chunk). */
async function render(culture: 'da' | 'en' = 'da') {
  window.history.pushState({}, '', '/Catalogue/Meeting');
  await renderInPage(<MeetingApp />, { application: 'partner', roles: ['PartnerSite', 'CatalogueMeeting'], culture });
  await screen.findByTestId('meeting-catalogue');
  await settled();
}
const dialog = () => screen.getByTestId('generic-list-dialog');

describe('the meeting options on the partner site', () => {
  it('lists the products with their location, group, price, VAT, window and what the deadline means', async () => {
    fakeCatalogue();
    await render();
    expect(screen.getByRole('heading', { name: 'Mødeforplejning: afdelinger, lokationer og varer', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Varer' })).toHaveAttribute('aria-selected', 'true');
    const [row] = screen.getAllByTestId('generic-list-row');
    expect(row).toHaveAttribute('data-id', PRODUCT);
    for (const text of ['1 - Morgenbrød', 'Rådhuset, mødelokale 1', 'Morgenmad', '32,00', '25 % moms', 'Bestil senest kl. 14:00 dagen før', 'Udbydes']) expect(row).toHaveTextContent(text);
    expect(requestsTo('POST /api/Catalogue/MeetingProduct/Search')[0]?.body).toMatchObject({ StartIndex: 0, Search: [] });

    fireEvent.change(screen.getByTestId('meeting-product-filter-location'), { target: { value: HALL } });
    await settled();
    expect(requestsTo('POST /api/Catalogue/MeetingProduct/Search').at(-1)?.body).toMatchObject({ Search: [{ Name: 'LocationID', Value: HALL, SearchType: 0 }] });
  });

  it('creates a product with a new group: the rules show their messages first, the deadline is said in words', async () => {
    fakeCatalogue();
    await render();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    await settled();
    fireEvent.change(within(dialog()).getByLabelText('Pris (kr.)'), { target: { value: '18,555' } });
    fireEvent.change(within(dialog()).getByLabelText('Antal'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    expect(within(dialog()).getByText('Skriv et navn.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Prisen kan højst have to decimaler.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Catalogue/MeetingProduct/Create')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('Navn'), { target: { value: '  Frokostplatte ' } });
    fireEvent.change(within(dialog()).getByLabelText('Lokation'), { target: { value: HALL } });
    fireEvent.change(within(dialog()).getByLabelText('Gruppe'), { target: { value: 'Frokostplatter' } });
    fireEvent.change(within(dialog()).getByLabelText('Pris (kr.)'), { target: { value: '125,50' } });
    fireEvent.change(within(dialog()).getByLabelText('Moms'), { target: { value: '0' } });
    fireEvent.change(within(dialog()).getByLabelText('Fra kl.'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog()).getByLabelText('Til kl.'), { target: { value: '14:00' } });
    fireEvent.change(within(dialog()).getByLabelText('Fristtype'), { target: { value: '3' } });
    expect(within(dialog()).getByText('Skriv et helt antal dage fra 0 til 90.')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText('Antal'), { target: { value: '2' } });
    expect(screen.getByTestId('meeting-product-deadline-sentence')).toHaveTextContent('Det betyder: Bestil senest 2 dage før');
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo('POST /api/Catalogue/MeetingProduct/Create')[0]?.body).toEqual({
      LocationID: HALL,
      Name: 'Frokostplatte',
      Price: 125.5,
      VatRate: 0,
      ProductUIGroup: 'Frokostplatter',
      FromTime: '10:00',
      ToTime: '14:00',
      Deadline: { ID: 3, Amount: 2 },
      Active: true,
    });
    expect(screen.queryByTestId('generic-list-dialog')).not.toBeInTheDocument();
  });

  it("edits a location's delivery windows: weekdays, times, rows added and removed; an overlap is refused before it is sent", async () => {
    fakeCatalogue();
    await render();
    fireEvent.click(screen.getByRole('tab', { name: 'Lokationer' }));
    await settled();
    expect(screen.getAllByTestId('generic-list-row')[0]).toHaveTextContent('Man, Tir, Ons, Tor, Fre 08:00–12:00');

    fireEvent.click(screen.getByTestId('generic-list-new'));
    await settled();
    fireEvent.change(within(dialog()).getByLabelText('Navn'), { target: { value: 'Mødelokale 2' } });
    fireEvent.click(screen.getByTestId('meeting-window-add'));
    fireEvent.click(screen.getByTestId('meeting-window-add'));
    const [first, second] = screen.getAllByTestId('meeting-location-window');
    fireEvent.change(within(first!).getByLabelText('Til kl.'), { target: { value: '12:00' } });
    for (const day of ['Mandag', 'Tirsdag', 'Onsdag', 'Fredag']) fireEvent.click(within(second!).getByLabelText(day));
    fireEvent.change(within(second!).getByLabelText('Fra kl.'), { target: { value: '11:00' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    expect(within(second!).getByText('Vinduet overlapper et andet vindue på samme ugedag.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Catalogue/MeetingLocation/Create')).toHaveLength(0);

    fireEvent.change(within(second!).getByLabelText('Fra kl.'), { target: { value: '12:30' } });
    fireEvent.click(screen.getByTestId('meeting-window-add'));
    fireEvent.click(within(screen.getAllByTestId('meeting-location-window')[2]!).getByRole('button', { name: 'Fjern leveringsvindue 3' }));
    expect(screen.getAllByTestId('meeting-location-window')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo('POST /api/Catalogue/MeetingLocation/Create')[0]?.body).toEqual({
      CustomerID: CUSTOMER,
      Name: 'Mødelokale 2',
      DeliveryWindows: [
        { Weekdays: [1, 2, 3, 4, 5], From: '08:00', To: '12:00' },
        { Weekdays: [4], From: '12:30', To: '16:00' },
      ],
    });
  });

  it('changes a department, refusing a name the customer already has, and withdraws it by unticking', async () => {
    fakeCatalogue();
    await render();
    fireEvent.click(screen.getByRole('tab', { name: 'Afdelinger' }));
    await settled();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    await settled();
    fireEvent.change(within(dialog()).getByLabelText('Navn'), { target: { value: 'teknik og miljø' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    expect(within(dialog()).getByText('Kunden har allerede en afdeling med det navn.')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Annullér' }));

    fireEvent.click(screen.getByTestId('generic-list-edit'));
    await settled();
    fireEvent.change(within(dialog()).getByLabelText('Navn'), { target: { value: 'Teknik, Miljø og Klima' } });
    fireEvent.click(within(dialog()).getByLabelText(/Udbydes/));
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo(`PUT /api/Catalogue/MeetingDepartment/Update/${DEPARTMENT}`)[0]?.body).toEqual({ Name: 'Teknik, Miljø og Klima', SortOrder: 1, Active: false });
  });

  it('moves between the tabs with the arrow keys, and speaks English', async () => {
    fakeCatalogue();
    await render('en');
    expect(screen.getByRole('heading', { name: 'Meeting catering: departments, locations and products', level: 1 })).toBeInTheDocument();
    const products = screen.getByRole('tab', { name: 'Products' });
    fireEvent.keyDown(products, { key: 'ArrowRight' });
    await settled();
    expect(screen.getByRole('tab', { name: 'Departments' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Departments' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Departments' }), { key: 'End' });
    await settled();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByTestId('generic-list-row')[0]).toHaveTextContent('Order by 14:00 the day before'));
    expect(screen.getAllByTestId('generic-list-row')[0]).toHaveTextContent('25 % VAT');
  });
});
