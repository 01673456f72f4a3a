import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, usePageSettings } from '@kk/platform';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { freezeClockInEachTest, renderInPage } from '../../test-support/render';
import { CUSTOMER, HR, NOW, options, order, products, ROOM, TOMORROW, transaction, wallet, WALLET } from '../../test-support/meeting';
import { OrderingPage } from './OrderingPage';

/** The submit dialog is a lazy chunk: on a busy machine it takes longer than findBy's default second. */
const LAZY_DIALOG = { timeout: 5_000 };

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/Meeting/Options': options,
  'GET /api/Onboarding/GetChildren': [wallet],
  'GET /api/Wallet/Detail': { ...wallet, Balance: 640 },
  ...extra,
});

const product = (name: string) => screen.getAllByTestId('meeting-product').find((card) => within(card).queryByRole('heading', { name }) !== null)!;
const basketLine = (name: string) => within(screen.getByTestId('meeting-basket')).getAllByTestId('meeting-basket-line').find((line) => line.textContent?.includes(name))!;

function chooseMeeting(time = '09:00') {
  fireEvent.change(screen.getByLabelText('Afdeling'), { target: { value: HR } });
  fireEvent.change(screen.getByLabelText('Lokation'), { target: { value: ROOM } });
  fireEvent.change(screen.getByLabelText('Leveringsdato'), { target: { value: TOMORROW } });
  fireEvent.change(screen.getByLabelText('Leveringstidspunkt'), { target: { value: time } });
}

function add(name: string) {
  fireEvent.click(within(product(name)).getByRole('button', { name: `Tilføj ${name}` }));
}

freezeClockInEachTest(NOW);
beforeEach(() => {
  usePageSettings.setState({ settings: [] });
  window.history.replaceState(null, '', '/Meeting');
});

describe('the meeting ordering screen', () => {
  it("warns and will not send a delivery time outside the location's delivery windows", async () => {
    const windowed = { ...options, Locations: options.Locations.map((location) => (location.ID === ROOM ? { ...location, DeliveryWindows: [{ Weekdays: [1, 2, 3, 4, 5, 6, 7], From: '08:00', To: '10:00' }] } : location)) };
    fakeApi(routes({ 'GET /api/Meeting/Options': windowed }));
    await renderInPage(<OrderingPage />);
    chooseMeeting('11:00');
    expect(screen.getByTestId('meeting-outside-windows')).toHaveTextContent('Lokationen leverer ikke på det tidspunkt.');
    fireEvent.change(screen.getByLabelText('Leveringstidspunkt'), { target: { value: '09:30' } });
    expect(screen.queryByTestId('meeting-outside-windows')).not.toBeInTheDocument();
  });

  it('shows each group’s products in the sorting rule’s order with price, window and deadline, and says why a product cannot be added', async () => {
    fakeApi(routes());
    await renderInPage(<OrderingPage />);
    expect(screen.getByTestId('meeting-customer')).toHaveTextContent('Rådhusets Mødeforplejning');
    expect(screen.getByTestId('meeting-wallet-balance')).toHaveTextContent('1.000,00 kr.');
    fireEvent.change(screen.getByLabelText('Lokation'), { target: { value: ROOM } });

    const groups = screen.getAllByTestId('meeting-group');
    expect(groups.map((group) => within(group).getByTestId('meeting-group-toggle').textContent)).toEqual([
      expect.stringContaining('Morgenmad'),
      expect.stringContaining('Frokost'),
      expect.stringContaining('Drikkevarer'),
    ]);
    expect(within(groups[0]!).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Morgenbrød med smør og ost',
      'Morgenmadsbuffet',
      'Yoghurt med müsli',
      'frisk frugt, skåret',
      'Wienerbrød',
    ]);
    // Without a delivery time nothing can be added; each product shows its rule.
    expect(within(product('Wienerbrød')).getByTestId('meeting-product-price')).toHaveTextContent('19,00 kr.');
    expect(within(product('Wienerbrød')).getByTestId('meeting-product-window')).toHaveTextContent('Kan leveres 06:30–11:00');
    expect(within(product('Wienerbrød')).getByTestId('meeting-product-deadline')).toHaveTextContent('Bestil senest 4 timer før levering');
    expect(within(product('Morgenbrød med smør og ost')).getByTestId('meeting-product-deadline')).toHaveTextContent('Bestil senest kl. 14:00 dagen før');
    expect(within(product('Wienerbrød')).getByRole('button', { name: 'Tilføj Wienerbrød' })).toBeDisabled();
    expect(within(product('Wienerbrød')).getByTestId('meeting-product-reason')).toHaveTextContent('Vælg leveringstidspunkt først.');

    chooseMeeting('09:00');
    // Deadline type 3 (two days before the window opens) has passed; the sandwich is not served at 09:00.
    expect(within(product('Morgenmadsbuffet')).getByRole('button', { name: 'Tilføj Morgenmadsbuffet' })).toBeDisabled();
    expect(within(product('Morgenmadsbuffet')).getByTestId('meeting-product-reason')).toHaveTextContent('Fristen for bestilling var 10. mar. 2026, 06.30.');
    expect(within(product('Sandwich til møder')).getByTestId('meeting-product-reason')).toHaveTextContent('Uden for tidsrummet: Kan leveres 10:00–15:00.');
    expect(within(product('Morgenbrød med smør og ost')).getByTestId('meeting-product-deadline')).toHaveTextContent('Bestil senest 11. mar. 2026, 14.00');
    expect(within(product('Morgenbrød med smør og ost')).getByRole('button', { name: 'Tilføj Morgenbrød med smør og ost' })).toBeEnabled();

    // A delivery time in the past blocks everything.
    fireEvent.change(screen.getByLabelText('Leveringsdato'), { target: { value: '2026-03-10' } });
    expect(within(product('Kaffe og te')).getByTestId('meeting-product-reason')).toHaveTextContent('Leveringstidspunktet er passeret.');
  });

  it('collapses the groups when the page setting MeetingCollapseCategories says so, and opens one on request', async () => {
    usePageSettings.setState({ settings: [{ Key: 'MeetingCollapseCategories', Value: 'true' }] });
    fakeApi(routes());
    await renderInPage(<OrderingPage />);
    fireEvent.change(screen.getByLabelText('Lokation'), { target: { value: ROOM } });
    const toggles = screen.getAllByTestId('meeting-group-toggle');
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
    expect(screen.queryByRole('heading', { name: 'Wienerbrød' })).toBeNull();
    fireEvent.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Wienerbrød' })).toBeVisible();
  });

  it('keeps the basket by the rule: a line from 0, the amount added, removed at 0; with the count and the total', async () => {
    fakeApi(routes());
    await renderInPage(<OrderingPage />);
    chooseMeeting();
    expect(screen.getByTestId('meeting-submit')).toBeDisabled();
    expect(screen.getByTestId('meeting-submit-problem')).toHaveTextContent('Læg mindst én vare i kurven.');
    add('Wienerbrød');
    add('Wienerbrød');
    add('Kaffe og te');
    expect(within(product('Wienerbrød')).getByTestId('meeting-product-in-basket')).toHaveTextContent('2 i kurven');
    expect(screen.getByTestId('meeting-basket-count')).toHaveTextContent('3');
    expect(screen.getByTestId('meeting-basket-total')).toHaveTextContent('56,00 kr.');

    fireEvent.change(within(basketLine('Kaffe og te')).getByLabelText('Antal af Kaffe og te'), { target: { value: '12' } });
    expect(within(basketLine('Kaffe og te')).getByTestId('meeting-basket-line-sum')).toHaveTextContent('216,00 kr.');
    fireEvent.click(within(basketLine('Wienerbrød')).getByRole('button', { name: 'Én færre: Wienerbrød' }));
    fireEvent.click(within(basketLine('Wienerbrød')).getByRole('button', { name: 'Én færre: Wienerbrød' }));
    expect(screen.getAllByTestId('meeting-basket-line')).toHaveLength(1);
    expect(screen.getByTestId('meeting-basket-total')).toHaveTextContent('216,00 kr.');
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Kaffe og te' }));
    expect(screen.queryAllByTestId('meeting-basket-line')).toHaveLength(0);
    expect(screen.getByTestId('meeting-basket-count')).toHaveTextContent('0');
  });

  it('sends the meeting payment model; a product the server refuses goes through the order-invalid dialog, and the rest is ordered, with the success dialog after 1 s', async () => {
    let answeredAt = 0;
    const balances: number[] = [];
    bus.subscribe('wallet.balance.changed', (event) => balances.push(event.balance));
    const info = { JsonType: 'Info', JsonData: JSON.stringify({ StatusCode: 11, Message: 'ExpiredProductsInBasket', FailedProducts: [products.wienerbrod.ID], Reason: 'Wienerbrød: deadline-exceeded' }), CreatedDate: NOW };
    fakeApi(
      routes({
        'POST /V2/Payment/ReserveTransaction': (request: FakeRequest) => {
          const sent = request.body as { Products: { ID: string }[] };
          if (sent.Products.some((line) => line.ID === products.wienerbrod.ID)) {
            return { data: transaction({ ID: null, Status: { ID: 3, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'ExpiredProductsInBasket', CustomInformations: [info] }) };
          }
          answeredAt = performance.now();
          return { data: transaction() };
        },
      }),
    );
    await renderInPage(<OrderingPage />);
    chooseMeeting();
    add('Morgenbrød med smør og ost');
    fireEvent.change(within(basketLine('Morgenbrød')).getByLabelText('Antal af Morgenbrød med smør og ost'), { target: { value: '12' } });
    add('Wienerbrød');
    fireEvent.click(screen.getByTestId('meeting-submit'));

    const dialog = await screen.findByTestId('submit-order', {}, LAZY_DIALOG);
    expect(within(dialog).getByLabelText(/Vi henter selv/)).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('Antal deltagere'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Bemærkning til køkkenet'), { target: { value: 'Glutenfrit til to' } });
    fireEvent.click(within(dialog).getByTestId('meeting-order-confirm'));

    const invalid = await screen.findByTestId('order-invalid');
    expect(within(invalid).getByTestId('order-invalid-products')).toHaveTextContent('1 × Wienerbrød');
    expect(within(invalid).getByTestId('order-valid-products')).toHaveTextContent('12 × Morgenbrød med smør og ost');
    const [refused] = requestsTo('POST /V2/Payment/ReserveTransaction');
    expect(refused!.headers['idempotency-key']).toBeTruthy();
    expect(refused!.body).toEqual({
      Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
      Amounts: { 2: 403 },
      Description: 'Mødeforplejning',
      WalletID: WALLET,
      CustomerID: CUSTOMER,
      DepartmentID: HR,
      Products: [
        { ID: products.bread.ID, Name: '1 - Morgenbrød med smør og ost', Price: 32, Quantity: 12 },
        { ID: products.wienerbrod.ID, Name: 'Wienerbrød', Price: 19, Quantity: 1 },
      ],
      CustomData: {
        AutoComplete: true,
        MeetingInfo: { LocationID: ROOM, DeliveryTime: '2026-03-12T09:00:00+01:00', Participants: 12, PickedUpByCustomer: true, Note: 'Glutenfrit til to', IsExternal: true },
      },
    });

    fireEvent.click(within(invalid).getByTestId('order-invalid-continue'));
    expect(await screen.findByTestId('order-sending')).toBeInTheDocument();
    const success = await screen.findByTestId('order-success', {}, { timeout: 3_000 });
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(950);
    expect(success).toHaveTextContent('384,00 kr. er trukket fra din tegnebog');
    const sent = requestsTo('POST /V2/Payment/ReserveTransaction');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ Amounts: { 2: 384 }, Products: [{ ID: products.bread.ID, Quantity: 12 }] });
    expect(sent[1]!.headers['idempotency-key']).not.toBe(sent[0]!.headers['idempotency-key']);

    // The basket and the delivery time start again; the wallet's balance follows.
    expect(screen.queryAllByTestId('meeting-basket-line')).toHaveLength(0);
    expect(screen.getByLabelText('Leveringstidspunkt')).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('meeting-wallet-balance')).toHaveTextContent('640,00 kr.'));
    expect(balances).toEqual([640]);
    fireEvent.click(within(success).getByTestId('order-success-close'));
    await waitFor(() => expect(screen.queryByTestId('order-success')).toBeNull());
  });

  it('finds a product that can no longer be delivered before sending: cancelling the order-invalid dialog removes it and sends nothing', async () => {
    fakeApi(routes({ 'POST /V2/Payment/ReserveTransaction': () => ({ data: transaction() }) }));
    await renderInPage(<OrderingPage />);
    chooseMeeting('09:00');
    add('Wienerbrød');
    add('Kaffe og te');
    fireEvent.change(screen.getByLabelText('Leveringstidspunkt'), { target: { value: '12:00' } });
    expect(within(basketLine('Wienerbrød')).getByTestId('meeting-basket-line-reason')).toHaveTextContent('Uden for tidsrummet');
    fireEvent.click(screen.getByTestId('meeting-submit'));
    const dialog = await screen.findByTestId('submit-order', {}, LAZY_DIALOG);
    fireEvent.click(within(dialog).getByTestId('meeting-order-confirm'));
    expect(await within(dialog).findByText('Skriv et helt tal fra 1 til 10.000.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Antal deltagere'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByTestId('meeting-order-confirm'));

    const invalid = await screen.findByTestId('order-invalid');
    expect(within(invalid).getByTestId('order-invalid-products')).toHaveTextContent('Wienerbrød');
    fireEvent.click(within(invalid).getByTestId('order-invalid-cancel'));
    await waitFor(() => expect(screen.queryByTestId('order-invalid')).toBeNull());
    expect(screen.getAllByTestId('meeting-basket-line').map((line) => line.textContent)).toEqual([expect.stringContaining('Kaffe og te')]);
    expect(requestsTo('POST /V2/Payment/ReserveTransaction')).toHaveLength(0);
  });

  it('shows the order-failed dialog after 1 s when the wallet cannot pay, and keeps the basket', async () => {
    fakeApi(routes({
      'POST /V2/Payment/ReserveTransaction': () => ({ data: transaction({ ID: null, Status: { ID: 3, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'NoFund' }) }),
    }));
    await renderInPage(<OrderingPage />, { culture: 'en' });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: ROOM } });
    fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: TOMORROW } });
    fireEvent.change(screen.getByLabelText('Delivery time'), { target: { value: '09:00' } });
    fireEvent.click(within(product('Kaffe og te')).getByRole('button', { name: 'Add Kaffe og te' }));
    fireEvent.click(screen.getByTestId('meeting-submit'));
    const dialog = await screen.findByTestId('submit-order', {}, LAZY_DIALOG);
    fireEvent.click(within(dialog).getByLabelText(/The kitchen brings it/));
    fireEvent.change(within(dialog).getByLabelText('Number of participants'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByTestId('meeting-order-confirm'));
    const failed = await screen.findByTestId('order-failed', {}, { timeout: 3_000 });
    expect(within(failed).getByTestId('order-failed-message').textContent).not.toBe('');
    expect(requestsTo('POST /V2/Payment/ReserveTransaction')[0]!.body).toMatchObject({ CustomData: { MeetingInfo: { PickedUpByCustomer: false, Participants: 3, Note: null } } });
    expect(screen.getAllByTestId('meeting-basket-line')).toHaveLength(1);
    act(() => fireEvent.click(within(failed).getByTestId('order-failed-close')));
  });

  it('changes an existing order: the basket rebuilt from the order, the edit-order dialog, the update and the order-update dialog', async () => {
    const gone = { ProductID: '00000000-0000-4000-8000-0000000000aa', Name: 'Gammel kage', Price: 25, Quantity: 1, RefundedQuantity: 0 };
    const existing = order({ Products: [...order().Products, gone] });
    fakeApi(routes({
      'GET /api/Meeting/Orders': { Transactions: [existing], StartDate: NOW, EndDate: null },
      [`PUT /api/meeting/update/${existing.ID}`]: () => ({ data: existing }),
    }));
    window.history.replaceState(null, '', `/Meeting?edit=${existing.ID}`);
    await renderInPage(<OrderingPage />);
    expect(screen.getByTestId('meeting-editing')).toHaveTextContent('Du retter bestillingen til 12. mar. 2026, 09.00 på Rådhuset, mødelokale 1.');
    expect(screen.getByLabelText('Lokation')).toBeDisabled();
    expect(screen.getByLabelText('Leveringstidspunkt')).toHaveValue('09:00');
    // Quantity plus refunded quantity; the product the location no longer offers is kept.
    expect(within(basketLine('Morgenbrød')).getByLabelText('Antal af Morgenbrød med smør og ost')).toHaveValue(12);
    expect(within(basketLine('Gammel kage')).getByLabelText('Antal af Gammel kage')).toHaveValue(1);
    add('Yoghurt med müsli');
    fireEvent.click(screen.getByTestId('meeting-submit'));

    const dialog = await screen.findByTestId('edit-order');
    expect(within(dialog).getByLabelText('Antal deltagere')).toHaveValue(12);
    expect(within(dialog).getByLabelText('Bemærkning til køkkenet')).toHaveValue('Glutenfrit til to');
    fireEvent.change(within(dialog).getByLabelText('Antal deltagere'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByTestId('meeting-order-confirm'));
    const updated = await screen.findByTestId('order-update', {}, { timeout: 3_000 });
    expect(updated).toHaveTextContent('Bestillingen er opdateret');
    const [put] = requestsTo(`PUT /api/meeting/update/${existing.ID}`);
    expect(put!.headers['idempotency-key']).toBeTruthy();
    expect(put!.body).toEqual({
      description: 'Mødeforplejning',
      participants: 15,
      pickedUpByCustomer: true,
      note: 'Glutenfrit til to',
      deliveryTime: '2026-03-12T09:00:00+01:00',
      products: [
        { ID: products.bread.ID, Quantity: 12 },
        { ID: products.coffee.ID, Quantity: 2 },
        { ID: gone.ProductID, Quantity: 1 },
        { ID: products.yoghurt.ID, Quantity: 1 },
      ],
    });
    fireEvent.click(within(updated).getByTestId('order-update-close'));
    expect(window.location.pathname).toBe('/Meeting/Orders');
  });

  it('says so when the order to change cannot be changed any more', async () => {
    const closed = order({ deadline: '2026-03-11T09:00:00.000Z' });
    fakeApi(routes({ 'GET /api/Meeting/Orders': { Transactions: [closed], StartDate: NOW, EndDate: null } }));
    window.history.replaceState(null, '', `/Meeting?edit=${closed.ID}`);
    await renderInPage(<OrderingPage />);
    expect(screen.getByTestId('meeting-edit-missing')).toHaveTextContent('kan ikke længere ændres');
    expect(screen.getByLabelText('Lokation')).toBeEnabled();
  });
});
