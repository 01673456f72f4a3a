import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FoodPlanDish, FoodPlanItemOptions } from '@kk/contracts';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { freezeClockInEachTest, renderInPage, settled } from '../../test-support/render';
import { PlannerPage } from './PlannerPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

// Wednesday 11 March 2026, 11:00 in Copenhagen: ISO week 11.
freezeClockInEachTest('2026-03-11T10:00:00Z');

const FROKOST = '11111111-1111-4111-8111-111111111111';
const SKOLEMAD = '22222222-2222-4222-8222-222222222222';
const DIS = '33333333-3333-4333-8333-333333333333';
const DAT = '44444444-4444-4444-8444-444444444444';
const VARM = '55555555-5555-4555-8555-555555555555';
const CUSTOMER = '66666666-6666-4666-8666-666666666666';

const OPTIONS: FoodPlanItemOptions = {
  Plans: [
    {
      ID: FROKOST, Name: 'Frokostordning', CustomerID: CUSTOMER, CustomerName: 'Solbakke Skole', IsMasterCater: true, CatererName: 'Det Gode Køkken',
      ProductTypes: [{ ID: DIS, Name: 'DIS', DeliveryTypeID: 4 }, { ID: DAT, Name: 'DAT', DeliveryTypeID: 4 }],
      Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' },
    },
    {
      ID: SKOLEMAD, Name: 'Skolemad', CustomerID: CUSTOMER, CustomerName: 'Solbakke Skole', IsMasterCater: false, CatererName: null,
      ProductTypes: [{ ID: VARM, Name: 'Varm ret', DeliveryTypeID: 4 }],
      Registration: { SchoolDaysBefore: 1, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 1, Time: '08:00' },
    },
  ],
};

const dish = (over: Partial<FoodPlanDish> = {}): FoodPlanDish => ({
  ID: '77777777-7777-4777-8777-777777777777',
  FoodPlanID: FROKOST,
  ServeDate: '2026-03-12',
  ProductTypeID: DIS,
  GroupName: 'DIS',
  Name: 'Frikadeller med kartoffelsalat',
  Description: 'Hjemmelavede frikadeller',
  Price: 38,
  VatRate: 25,
  Allergens: [2, 4, 15],
  AllergenText: 'Kiwi',
  Nutrition: { EnergyKcal: 640, SaltG: 1.4 },
  Ingredients: 'Svinekød, løg',
  ImageUrl: null,
  Stock: null,
  RegistrationDeadline: '2026-03-10T09:00:00.000Z',
  CancellationDate: '2026-03-09T11:00:00.000Z',
  PublishedAt: '2026-03-01T00:00:00.000Z',
  Status: 'Published',
  OrderedCount: 3,
  ...over,
});

const weekOf = (request: FakeRequest) => (request.body as { Search: { Name: string; Value: string }[] }).Search.find((p) => p.Name === 'WeekStart')?.Value;
const planOf = (request: FakeRequest) => (request.body as { Search: { Name: string; Value: string }[] }).Search.find((p) => p.Name === 'FoodPlanID')?.Value;

function serve(extra: Record<string, unknown> = {}) {
  fakeApi({
    'GET /api/Catalogue/FoodPlanItem/Options': OPTIONS,
    'POST /api/Catalogue/FoodPlanItem/Search': (request: FakeRequest) => {
      const items = weekOf(request) === '2026-03-09' && planOf(request) === FROKOST ? [dish(), dish({ ID: '88888888-8888-4888-8888-888888888888', Name: 'Grøntsagslasagne', GroupName: 'DAT', ProductTypeID: DAT, Allergens: [], AllergenText: null, Stock: 12, Status: 'Draft', PublishedAt: null, OrderedCount: 0 })] : [];
      return { data: { Items: items, TotalCount: items.length } };
    },
    ...extra,
  });
}

const render = (culture: 'da' | 'en' = 'da') => renderInPage(<PlannerPage />, { application: 'partner', culture, roles: ['PartnerSite', 'CatalogueFoodPlan'] });

describe("the partner site's week planner", () => {
  it("shows the plan picker, this ISO week and the week's dishes with day, group, name, price, allergens, stock and status", async () => {
    serve();
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Madplan: ugeplan' })).toBeInTheDocument();
    const picker = screen.getByLabelText('Madordning') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual(['Frokostordning – Solbakke Skole (køkken: Det Gode Køkken)', 'Skolemad – Solbakke Skole']);
    expect(screen.getByTestId('planner-week')).toHaveTextContent('Uge 11, 2026');
    expect(screen.getByTestId('planner-rules-text')).toHaveTextContent('Bestil senest to skoledage før kl. 10:00. Afbestil senest tre skoledage før kl. 12:00.');
    const rows = screen.getAllByTestId('generic-list-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('torsdag 12. marts')).toBeInTheDocument();
    expect(first.getByText('Frikadeller med kartoffelsalat')).toBeInTheDocument();
    expect(first.getByText('Mælk, Æg, Andet (Kiwi)')).toBeInTheDocument();
    expect(first.getByText('Ubegrænset')).toBeInTheDocument();
    expect(first.getByTestId('dish-status')).toHaveTextContent('Udgivet');
    expect(rows[0]?.textContent).toMatch(/38,00\s*kr\./);
    expect(within(rows[1] as HTMLElement).getByTestId('dish-status')).toHaveTextContent('Kladde');
    expect(within(rows[1] as HTMLElement).getByText('12')).toBeInTheDocument();
    expect(requestsTo('POST /api/Catalogue/FoodPlanItem/Search')[0]?.body).toMatchObject({
      Search: [{ Name: 'FoodPlanID', Value: FROKOST, SearchType: 0 }, { Name: 'WeekStart', Value: '2026-03-09', SearchType: 0 }],
    });
  });

  it('moves a week at a time and searches the other plan when it is picked', async () => {
    serve();
    await render('en');
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await settled();
    expect(screen.getByTestId('planner-week')).toHaveTextContent('Week 12, 2026');
    expect(weekOf(requestsTo('POST /api/Catalogue/FoodPlanItem/Search').at(-1) as FakeRequest)).toBe('2026-03-16');
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await settled();
    expect(screen.getByTestId('planner-week')).toHaveTextContent('Week 10, 2026');
    fireEvent.change(screen.getByLabelText('Food plan'), { target: { value: SKOLEMAD } });
    await settled();
    expect(planOf(requestsTo('POST /api/Catalogue/FoodPlanItem/Search').at(-1) as FakeRequest)).toBe(SKOLEMAD);
    expect(screen.getByTestId('planner-rules-text')).toHaveTextContent('Order by one school day before at 10:00. Cancel by one school day before at 08:00.');
  });

  it('creates a dish with every field: 15 allergen checkboxes, nutrition facts, ingredients; and shows each problem first', async () => {
    const created: unknown[] = [];
    serve({ 'POST /api/Catalogue/FoodPlanItem/Create': (request: FakeRequest) => { created.push(request.body); return { data: dish({ Status: 'Draft' }) }; } });
    await render();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    await settled();
    const dialog = within(await screen.findByTestId('dish-editor'));
    expect(dialog.getAllByTestId('dish-allergen')).toHaveLength(15);
    expect((dialog.getByLabelText('Serveringsdag') as HTMLInputElement).value).toBe('2026-03-11');
    expect((dialog.getByLabelText('Gruppe') as HTMLSelectElement).value).toBe(DIS);

    fireEvent.change(dialog.getByLabelText('Pris (kr.)'), { target: { value: '12,345' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Andet' }));
    fireEvent.change(dialog.getByLabelText('Serveringsdag'), { target: { value: '2026-03-14' } });
    fireEvent.change(dialog.getByLabelText('Salt (g)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(created).toEqual([]);
    expect(dialog.getByText('Skriv et navn.')).toBeInTheDocument();
    expect(dialog.getByText('Prisen kan højst have to decimaler.')).toBeInTheDocument();
    expect(dialog.getByText('Vælg en skoledag (mandag til fredag).')).toBeInTheDocument();
    expect(dialog.getByText('Skriv hvilket andet allergen retten indeholder.')).toBeInTheDocument();
    expect(dialog.getByText('Skriv et tal på 0 eller mere.')).toBeInTheDocument();

    fireEvent.change(dialog.getByLabelText('Navn'), { target: { value: 'Fiskefrikadeller' } });
    fireEvent.change(dialog.getByLabelText('Pris (kr.)'), { target: { value: '39,50' } });
    fireEvent.change(dialog.getByLabelText('Serveringsdag'), { target: { value: '2026-03-25' } });
    fireEvent.change(dialog.getByLabelText('Gruppe'), { target: { value: DAT } });
    fireEvent.change(dialog.getByLabelText('Moms'), { target: { value: '0' } });
    fireEvent.change(dialog.getByLabelText('Lager (tomt: ubegrænset)'), { target: { value: '40' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Fisk' }));
    fireEvent.change(dialog.getByLabelText('Andet allergen (skriv hvilket)'), { target: { value: 'Kiwi' } });
    fireEvent.change(dialog.getByLabelText('Salt (g)'), { target: { value: '1,2' } });
    fireEvent.change(dialog.getByLabelText('Energi (kcal)'), { target: { value: '560' } });
    fireEvent.change(dialog.getByLabelText('Ingredienser'), { target: { value: 'Torsk, æg' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(created).toEqual([{
      FoodPlanID: FROKOST, ProductTypeID: DAT, ServeDate: '2026-03-25', Name: 'Fiskefrikadeller', Description: null, Price: 39.5, VatRate: 0,
      Allergens: [5, 15], AllergenText: 'Kiwi', Nutrition: { EnergyKcal: 560, SaltG: 1.2 }, Ingredients: 'Torsk, æg', Stock: 40,
    }]);
  });

  it('edits a dish with its fields filled in, and keeps a day gone by that was not changed', async () => {
    const updates: FakeRequest[] = [];
    serve({ 'PUT /api/Catalogue/FoodPlanItem/Update/77777777-7777-4777-8777-777777777777': (request: FakeRequest) => { updates.push(request); return { data: dish() }; } });
    await render();
    fireEvent.click(screen.getAllByTestId('generic-list-edit')[0] as HTMLElement);
    const dialog = within(await screen.findByTestId('dish-editor'));
    expect((dialog.getByLabelText('Navn') as HTMLInputElement).value).toBe('Frikadeller med kartoffelsalat');
    expect(dialog.getByRole('checkbox', { name: 'Mælk' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Nødder' })).not.toBeChecked();
    expect((dialog.getByLabelText('Energi (kcal)') as HTMLInputElement).value).toBe('640');
    fireEvent.change(dialog.getByLabelText('Pris (kr.)'), { target: { value: '45' } });
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(updates[0]?.body).toMatchObject({ ServeDate: '2026-03-12', Price: 45, Allergens: [2, 4, 15], AllergenText: 'Kiwi', Nutrition: { EnergyKcal: 640, SaltG: 1.4 } });
    expect(updates[0]?.body).not.toHaveProperty('Image');
  });

  it('shows the picture a dish has, removes it, and refuses a file that is not a picture before the crop editor opens', async () => {
    const updates: FakeRequest[] = [];
    fakeApi({
      'GET /api/Catalogue/FoodPlanItem/Options': OPTIONS,
      'POST /api/Catalogue/FoodPlanItem/Search': { Items: [dish({ ImageUrl: '/blob/product-images/99999999-9999-4999-8999-999999999999' })], TotalCount: 1 },
      'PUT /api/Catalogue/FoodPlanItem/Update/77777777-7777-4777-8777-777777777777': (request: FakeRequest) => { updates.push(request); return { data: dish() }; },
    });
    await render('en');
    fireEvent.click(screen.getByTestId('generic-list-edit'));
    const dialog = within(await screen.findByTestId('dish-editor'));
    expect(dialog.getByRole('img', { name: 'Current picture of Frikadeller med kartoffelsalat' })).toHaveAttribute('src', '/blob/product-images/99999999-9999-4999-8999-999999999999');
    fireEvent.change(dialog.getByLabelText('Picture'), { target: { files: [new File(['hello'], 'menu.txt', { type: 'text/plain' })] } });
    expect(dialog.getByRole('alert')).toHaveTextContent('JPEG, PNG or WebP, at most 10 MB.');
    fireEvent.click(dialog.getByTestId('dish-picture-remove'));
    expect(dialog.queryByTestId('dish-picture-preview')).toBeNull();
    fireEvent.click(screen.getByTestId('generic-list-save'));
    await settled();
    expect(updates[0]?.body).toMatchObject({ Image: null });
  });

  it('copies the week to another week and says what was copied and skipped', async () => {
    serve({
      'POST /api/Catalogue/FoodPlanItem/CopyWeek': {
        Copied: [dish({ ServeDate: '2026-03-26', Status: 'Draft' })],
        Skipped: [{ Name: 'Grøntsagslasagne', FromDate: '2026-03-13', ServeDate: '2026-03-27', Reason: 'deadlinePassed' }],
      },
    });
    await render('en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy week' }));
    const dialog = within(await screen.findByTestId('planner-copy-dialog'));
    fireEvent.change(dialog.getByLabelText('Copy to the week of'), { target: { value: '2026-03-11' } });
    fireEvent.click(dialog.getByTestId('planner-copy-submit'));
    expect(await dialog.findByText('Choose another week.')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Copy to the week of'), { target: { value: '2026-03-25' } });
    fireEvent.click(dialog.getByTestId('planner-copy-submit'));
    await settled();
    expect(requestsTo('POST /api/Catalogue/FoodPlanItem/CopyWeek')[0]?.body).toEqual({ FoodPlanID: FROKOST, FromWeekStart: '2026-03-09', ToWeekStart: '2026-03-23' });
    expect(screen.getByTestId('planner-result')).toHaveTextContent('1 dish is copied to week 13. Skipped: Grøntsagslasagne (2026-03-27: the order deadline has passed).');
  });

  it('publishes the week now, or at a future time in Copenhagen', async () => {
    serve({ 'POST /api/Catalogue/FoodPlanItem/Publish': (request: FakeRequest) => ({ data: { Published: 2, PublishedAt: (request.body as { PublishAt: string | null }).PublishAt ?? '2026-03-11T10:00:00.000Z' } }) });
    await render('en');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    let dialog = within(await screen.findByTestId('planner-publish-dialog'));
    fireEvent.click(dialog.getByTestId('planner-publish-submit'));
    await settled();
    expect(requestsTo('POST /api/Catalogue/FoodPlanItem/Publish')[0]?.body).toEqual({ FoodPlanID: FROKOST, WeekStart: '2026-03-09', PublishAt: null });
    expect(screen.getByTestId('planner-result')).toHaveTextContent('2 dishes are published.');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    dialog = within(await screen.findByTestId('planner-publish-dialog'));
    fireEvent.click(dialog.getByLabelText('Publish at a set time'));
    fireEvent.change(dialog.getByLabelText('Time'), { target: { value: '2026-03-11T09:00' } });
    fireEvent.click(dialog.getByTestId('planner-publish-submit'));
    expect(await dialog.findByText('Choose a time in the future.')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Time'), { target: { value: '2026-03-13T07:00' } });
    fireEvent.click(dialog.getByTestId('planner-publish-submit'));
    await settled();
    expect(requestsTo('POST /api/Catalogue/FoodPlanItem/Publish')[1]?.body).toEqual({ FoodPlanID: FROKOST, WeekStart: '2026-03-09', PublishAt: '2026-03-13T06:00:00.000Z' });
    expect(screen.getByTestId('planner-result')).toHaveTextContent(/2 dishes will be published 13 Mar 2026, 07:00/);
  });

  it("changes the plan's rules, refusing a cancellation after the order deadline", async () => {
    serve({ 'PUT /api/Catalogue/FoodPlan/Rules/11111111-1111-4111-8111-111111111111': { FoodPlanID: FROKOST, Registration: { SchoolDaysBefore: 1, Time: '09:00' }, Cancellation: { SchoolDaysBefore: 2, Time: '12:00' }, DishesUpdated: 24 } });
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Regler' }));
    const dialog = within(await screen.findByTestId('planner-rules-dialog'));
    expect((dialog.getByTestId('planner-rules-registration-days') as HTMLInputElement).value).toBe('2');
    fireEvent.change(dialog.getByTestId('planner-rules-registration-days'), { target: { value: '1' } });
    fireEvent.change(dialog.getByTestId('planner-rules-registration-time'), { target: { value: '09:00' } });
    fireEvent.change(dialog.getByTestId('planner-rules-cancellation-days'), { target: { value: '0' } });
    fireEvent.click(dialog.getByTestId('planner-rules-submit'));
    expect(await dialog.findByRole('alert')).toHaveTextContent('afbestillingsfristen må ikke ligge efter bestillingsfristen');
    fireEvent.change(dialog.getByTestId('planner-rules-cancellation-days'), { target: { value: '2' } });
    fireEvent.click(dialog.getByTestId('planner-rules-submit'));
    await waitFor(() => expect(requestsTo('PUT /api/Catalogue/FoodPlan/Rules/11111111-1111-4111-8111-111111111111')).toHaveLength(1));
    expect(requestsTo('PUT /api/Catalogue/FoodPlan/Rules/11111111-1111-4111-8111-111111111111')[0]?.body).toEqual({
      Registration: { SchoolDaysBefore: 1, Time: '09:00' },
      Cancellation: { SchoolDaysBefore: 2, Time: '12:00' },
      // Both absence fields empty: the cancellation rule (issue 26).
      Absence: null,
    });
    await settled();
    expect(requestsTo('GET /api/Catalogue/FoodPlanItem/Options').length).toBeGreaterThanOrEqual(2);
  });

  it("sets the plan's absence deadline, e.g. the same day at 08:00, and refuses half of one", async () => {
    serve({ 'PUT /api/Catalogue/FoodPlan/Rules/11111111-1111-4111-8111-111111111111': { FoodPlanID: FROKOST, Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' }, Absence: { SchoolDaysBefore: 0, Time: '08:00' }, DishesUpdated: 24 } });
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Regler' }));
    const dialog = within(await screen.findByTestId('planner-rules-dialog'));
    expect(dialog.getByText('Frist for fravær')).toBeInTheDocument();
    expect((dialog.getByTestId('planner-rules-absence-days') as HTMLInputElement).value).toBe('');
    fireEvent.change(dialog.getByTestId('planner-rules-absence-days'), { target: { value: '0' } });
    fireEvent.click(dialog.getByTestId('planner-rules-submit'));
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(requestsTo('PUT /api/Catalogue/FoodPlan/Rules/11111111-1111-4111-8111-111111111111')).toHaveLength(0);
    fireEvent.change(dialog.getByTestId('planner-rules-absence-time'), { target: { value: '08:00' } });
    fireEvent.click(dialog.getByTestId('planner-rules-submit'));
    await waitFor(() => expect(requestsTo('PUT /api/Catalogue/FoodPlan/Rules/11111111-1111-4111-8111-111111111111')).toHaveLength(1));
    expect(requestsTo('PUT /api/Catalogue/FoodPlan/Rules/11111111-1111-4111-8111-111111111111')[0]?.body).toMatchObject({ Absence: { SchoolDaysBefore: 0, Time: '08:00' } });
    await settled();
  });

  it('says so when the caller edits no plan', async () => {
    fakeApi({ 'GET /api/Catalogue/FoodPlanItem/Options': { Plans: [] } });
    await render('en');
    expect(screen.getByTestId('planner-none')).toHaveTextContent('You edit no food plan.');
  });
});
