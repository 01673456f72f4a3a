import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogueWebshopOptions, CatalogueWebshopProduct } from '@kk/contracts';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage, settled } from '../../test-support/render';
import { CatalogueWebshopPage } from './CatalogueWebshopPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const SOLBAKKE = '00000000-0000-4000-8000-00000000a001';
const KILDEVANG = '00000000-0000-4000-8000-00000000a002';
const TRIPS = '00000000-0000-4000-8000-00000000b001';
const BOOKS = '00000000-0000-4000-8000-00000000b002';
const PRODUCT = '00000000-0000-4000-8000-00000000c001';
const BASE = '/api/Catalogue/WebshopProduct/';

const options = (webshops = 1): CatalogueWebshopOptions => ({
  Webshops: [
    { ID: SOLBAKKE, Name: 'Solbakke Skoles webshop', CustomerID: SOLBAKKE, CustomerName: 'Solbakke Skole', ProductGroups: [{ ID: TRIPS, Name: 'Ture' }, { ID: BOOKS, Name: 'Bøger' }] },
    { ID: KILDEVANG, Name: 'Kildevang Skoles webshop', CustomerID: KILDEVANG, CustomerName: 'Kildevang Skole', ProductGroups: [] },
  ].slice(0, webshops),
  VatRates: [25, 0],
});

const product = (overrides: Partial<CatalogueWebshopProduct> = {}): CatalogueWebshopProduct => ({
  ID: PRODUCT,
  WebshopID: SOLBAKKE,
  CustomerID: SOLBAKKE,
  CustomerName: 'Solbakke Skole',
  Name: 'Tur til Zoo',
  Description: 'Hele dagen',
  Descriptors: [
    { Language: 'da', Name: 'Zoo', Description: '' },
    { Language: 'en', Name: 'Zoo trip', Description: '' },
    { Language: 'de', Name: '', Description: '' },
  ],
  Price: 150,
  VatRate: 25,
  ProductGroupID: TRIPS,
  ImageUrl: '/blob/product-images/00000000-0000-4000-8000-00000000d001',
  OrderableFrom: null,
  OrderableUntil: '2026-12-20T22:59:59.000Z',
  PurchaseLimit: 1,
  SoldOut: false,
  Stock: 28,
  Allergens: [],
  Active: true,
  ...overrides,
});

function serve(items: CatalogueWebshopProduct[], webshops = 1, extra: Record<string, unknown> = {}) {
  fakeApi({
    [`GET ${BASE}Options`]: options(webshops),
    [`POST ${BASE}Search`]: () => ({ data: { Items: items, TotalCount: items.length } }),
    ...extra,
  });
}

const render = (culture: 'da' | 'en' = 'da') => renderInPage(<CatalogueWebshopPage />, { application: 'partner', culture });
const row = () => screen.getAllByTestId('generic-list-row')[0] as HTMLElement;

describe('the webshop products page', () => {
  it('lists the products with picture, group, price, VAT, stock, sale period and status', async () => {
    serve([product(), product({ ID: '00000000-0000-4000-8000-00000000c002', Name: 'Strikhue', SoldOut: true, Stock: null, ImageUrl: null, ProductGroupID: BOOKS, OrderableUntil: null }), product({ ID: '00000000-0000-4000-8000-00000000c003', Name: 'Gammel vare', Active: false })]);
    await render();
    expect(screen.getByRole('heading', { name: 'Webshopvarer', level: 2 })).toBeInTheDocument();
    const [zoo, hat, old] = screen.getAllByTestId('generic-list-row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(zoo).getByRole('img', { name: 'Tur til Zoo' })).toHaveAttribute('src', '/blob/product-images/00000000-0000-4000-8000-00000000d001');
    expect(zoo).toHaveTextContent('Ture');
    expect(zoo).toHaveTextContent('150,00');
    expect(zoo).toHaveTextContent('25 %');
    expect(within(zoo).getByTestId('catalogue-stock')).toHaveTextContent('28');
    expect(zoo).toHaveTextContent('Til 20.12.2026');
    expect(within(zoo).getByTestId('catalogue-status')).toHaveTextContent('Til salg');
    expect(hat).toHaveTextContent('Bøger');
    expect(hat).toHaveTextContent('Intet billede');
    expect(within(hat).getByTestId('catalogue-stock')).toHaveTextContent('Ubegrænset');
    expect(hat).toHaveTextContent('Altid');
    expect(within(hat).getByTestId('catalogue-status')).toHaveTextContent('Udsolgt');
    // An unlimited stock can be counted (it then keeps one); nothing to adjust or delete once withdrawn.
    expect(within(hat).getByTestId('catalogue-adjust-stock')).toBeInTheDocument();
    expect(within(old).queryByTestId('catalogue-adjust-stock')).not.toBeInTheDocument();
    expect(within(old).getByTestId('catalogue-status')).toHaveTextContent('Trukket tilbage');
    expect(within(old).queryByTestId('generic-list-delete')).not.toBeInTheDocument();
    // One webshop: no picker.
    expect(screen.queryByTestId('catalogue-webshop-picker')).not.toBeInTheDocument();
  });

  it('offers a webshop picker when there are several, and searches the chosen one', async () => {
    serve([product()], 2);
    await render('en');
    const picker = screen.getByLabelText('Webshop');
    fireEvent.change(picker, { target: { value: KILDEVANG } });
    await settled();
    expect(requestsTo(`POST ${BASE}Search`).at(-1)?.body).toMatchObject({ Search: [{ Name: 'WebshopID', Value: KILDEVANG, SearchType: 0 }] });
    expect(screen.getByRole('heading', { name: 'Webshop products', level: 2 })).toBeInTheDocument();
  });

  it('shows the shared rules’ messages and sends nothing while the draft breaks them', async () => {
    serve([]);
    await render();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    const dialog = await screen.findByTestId('generic-list-dialog');
    fireEvent.change(within(dialog).getByTestId('catalogue-field-price'), { target: { value: '12,345' } });
    fireEvent.change(within(dialog).getByTestId('catalogue-field-stock'), { target: { value: '-1' } });
    fireEvent.change(within(dialog).getByTestId('catalogue-field-from'), { target: { value: '2026-12-10' } });
    fireEvent.change(within(dialog).getByTestId('catalogue-field-until'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByTestId('catalogue-field-group'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByTestId('generic-list-save'));
    expect(await within(dialog).findByText('Skriv et navn.')).toBeInTheDocument();
    expect(within(dialog).getByText('Højst to decimaler.')).toBeInTheDocument();
    expect(within(dialog).getByText('Skriv et helt tal fra 0, eller lad feltet stå tomt.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('catalogue-error-until')).toHaveTextContent('Slutdatoen skal ligge efter startdatoen.');
    expect(within(dialog).getByTestId('catalogue-error-group')).toHaveTextContent('Vælg en varegruppe.');
    expect(requestsTo(`POST ${BASE}Create`)).toHaveLength(0);
  });

  it('creates a product with its languages, price, VAT, group, period, limit, stock and allergens', async () => {
    const created: unknown[] = [];
    serve([], 1, {
      [`POST ${BASE}Create`]: (request: FakeRequest) => {
        created.push(request.body);
        return { data: product() };
      },
    });
    await render();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    const dialog = await screen.findByTestId('generic-list-dialog');
    fireEvent.change(within(dialog).getByLabelText('Navn'), { target: { value: 'Kakaomælk' } });
    fireEvent.change(within(dialog).getByLabelText('Beskrivelse'), { target: { value: 'Kold' } });
    fireEvent.change(within(dialog).getByLabelText('Navn (engelsk)'), { target: { value: 'Cocoa' } });
    fireEvent.change(within(dialog).getByLabelText('Navn (tysk)'), { target: { value: 'Kakao' } });
    fireEvent.change(within(dialog).getByLabelText('Pris i kroner'), { target: { value: '12,50' } });
    fireEvent.change(within(dialog).getByLabelText('Moms'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Varegruppe'), { target: { value: BOOKS } });
    fireEvent.change(within(dialog).getByLabelText('Kan købes til og med'), { target: { value: '2026-12-20' } });
    fireEvent.change(within(dialog).getByLabelText('Højst pr. barn (tom: ingen grænse)'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Lager (tom: ubegrænset)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByLabelText('Mælk'));
    fireEvent.click(within(dialog).getByTestId('generic-list-save'));
    await settled();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      WebshopID: SOLBAKKE,
      Name: 'Kakaomælk',
      Description: 'Kold',
      Descriptors: [
        { Language: 'da', Name: '', Description: '' },
        { Language: 'en', Name: 'Cocoa', Description: '' },
        { Language: 'de', Name: 'Kakao', Description: '' },
      ],
      Price: 12.5,
      VatRate: 0,
      ProductGroupID: BOOKS,
      OrderableFrom: null,
      OrderableUntil: new Date('2026-12-20T23:59:59').toISOString(),
      PurchaseLimit: 2,
      SoldOut: false,
      Allergens: [2],
      Stock: 3,
    });
  });

  it('edits every field but the stock, marks a product sold out', async () => {
    serve([product()], 1, { [`PUT ${BASE}Update/${PRODUCT}`]: (request: FakeRequest) => ({ data: { ...product(), ...(request.body as object) } }) });
    await render('en');
    fireEvent.click(within(row()).getByTestId('generic-list-edit'));
    const dialog = await screen.findByTestId('generic-list-dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Tur til Zoo');
    expect(within(dialog).getByLabelText('Name (English)')).toHaveValue('Zoo trip');
    expect(within(dialog).getByLabelText('On sale until (inclusive)')).toHaveValue('2026-12-20');
    expect(within(dialog).queryByTestId('catalogue-field-stock')).not.toBeInTheDocument();
    expect(within(dialog).getByText('The stock changes by a stock adjustment, also when the product starts or stops keeping a stock.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Sold out (cannot be bought right now)'));
    fireEvent.change(within(dialog).getByLabelText('Price in kroner'), { target: { value: '175' } });
    fireEvent.click(within(dialog).getByTestId('generic-list-save'));
    await settled();
    const body = requestsTo(`PUT ${BASE}Update/${PRODUCT}`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ Name: 'Tur til Zoo', Price: 175, SoldOut: true, PurchaseLimit: 1, ProductGroupID: TRIPS });
    expect(body).not.toHaveProperty('Stock');
    expect(body).not.toHaveProperty('Picture');
  });

  it('adjusts the stock: shows the stock after the adjustment before saving, refuses below 0, and sends one Idempotency-Key', async () => {
    serve([product({ Stock: 3 })], 1, { [`POST ${BASE}AdjustStock/${PRODUCT}`]: () => ({ data: product({ Stock: 1 }) }) });
    await render();
    fireEvent.click(within(row()).getByRole('button', { name: 'Lagerregulering: Tur til Zoo' }));
    const dialog = await screen.findByTestId('stock-adjust-dialog');
    expect(within(dialog).getByTestId('stock-adjust-current')).toHaveTextContent('Lager nu: 3');
    fireEvent.change(within(dialog).getByLabelText('Antal'), { target: { value: '5' } });
    expect(within(dialog).getByTestId('stock-adjust-after')).toHaveTextContent('Lager efter regulering: 8');
    fireEvent.change(within(dialog).getByLabelText('Årsag'), { target: { value: 'damaged' } });
    expect(within(dialog).getByText('Lageret kan ikke komme under 0.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('stock-adjust-save'));
    await settled();
    expect(requestsTo(`POST ${BASE}AdjustStock/${PRODUCT}`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Antal'), { target: { value: '2' } });
    expect(within(dialog).getByTestId('stock-adjust-after')).toHaveTextContent('Lager efter regulering: 1');
    fireEvent.click(within(dialog).getByTestId('stock-adjust-save'));
    await settled();
    const [sent] = requestsTo(`POST ${BASE}AdjustStock/${PRODUCT}`);
    expect(sent?.body).toEqual({ Reason: 'damaged', Quantity: 2 });
    expect(sent?.headers['Idempotency-Key'] ?? sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByTestId('stock-adjust-dialog')).not.toBeInTheDocument());
    expect(requestsTo(`POST ${BASE}Search`).length).toBeGreaterThanOrEqual(2);
  });

  it('counts an unlimited stock, the only reason it offers, and the product then keeps a stock', async () => {
    serve([product({ Stock: null })], 1, { [`POST ${BASE}AdjustStock/${PRODUCT}`]: () => ({ data: product({ Stock: 12 }) }) });
    await render('en');
    fireEvent.click(within(row()).getByRole('button', { name: 'Adjust stock: Tur til Zoo' }));
    const dialog = await screen.findByTestId('stock-adjust-dialog');
    expect(within(dialog).getByTestId('stock-adjust-current')).toHaveTextContent('Stock now: unlimited');
    expect(within(within(dialog).getByLabelText('Reason')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Counted (the stock becomes the number)']);
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '12' } });
    expect(within(dialog).getByTestId('stock-adjust-after')).toHaveTextContent('Stock after the adjustment: 12');
    fireEvent.click(within(dialog).getByTestId('stock-adjust-save'));
    await settled();
    expect(requestsTo(`POST ${BASE}AdjustStock/${PRODUCT}`)[0]?.body).toEqual({ Reason: 'counted', Quantity: 12 });
    await waitFor(() => expect(screen.queryByTestId('stock-adjust-dialog')).not.toBeInTheDocument());
  });

  it('stops keeping a stock without asking for a quantity', async () => {
    serve([product({ Stock: 4 })], 1, { [`POST ${BASE}AdjustStock/${PRODUCT}`]: () => ({ data: product({ Stock: null }) }) });
    await render('en');
    fireEvent.click(within(row()).getByRole('button', { name: 'Adjust stock: Tur til Zoo' }));
    const dialog = await screen.findByTestId('stock-adjust-dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'unlimited' } });
    expect(within(dialog).queryByLabelText('Quantity')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('stock-adjust-after')).toHaveTextContent('Stock after the adjustment: unlimited');
    fireEvent.click(within(dialog).getByTestId('stock-adjust-save'));
    await settled();
    expect(requestsTo(`POST ${BASE}AdjustStock/${PRODUCT}`)[0]?.body).toEqual({ Reason: 'unlimited', Quantity: 0 });
  });

  it('withdraws a product after a confirmation that says what withdrawing means', async () => {
    serve([product()], 1, { [`DELETE ${BASE}Delete/${PRODUCT}`]: () => ({ status: 204, data: null }) });
    await render();
    fireEvent.click(within(row()).getByTestId('generic-list-delete'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Tur til Zoo trækkes tilbage fra webshoppen: familierne kan ikke længere købe varen. Bestillinger, der allerede er lagt, beholder den.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slet' }));
    await settled();
    expect(requestsTo(`DELETE ${BASE}Delete/${PRODUCT}`)).toHaveLength(1);
  });

  it('refuses a picture over the limit or of another kind before the editor opens', async () => {
    serve([]);
    await render();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    const dialog = await screen.findByTestId('generic-list-dialog');
    const input = within(dialog).getByLabelText('Vælg billede');
    const big = Object.defineProperty(new File(['x'], 'big.png', { type: 'image/png' }), 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog).getByTestId('catalogue-picture-problem')).toHaveTextContent('Filen er for stor. Den må højst fylde 10 MB.');
    fireEvent.change(input, { target: { files: [new File(['x'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect(within(dialog).getByTestId('catalogue-picture-problem')).toHaveTextContent('Vælg et billede i formatet JPEG, PNG eller WebP.');
    expect(within(dialog).queryByTestId('image-editor')).not.toBeInTheDocument();
  });
});
