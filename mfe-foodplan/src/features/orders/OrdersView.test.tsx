import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { CUSTOMER, EMMA, foodOrder, NOW, transaction } from '../../test-support/foodplan';
import { freezeClockInEachTest, renderInPage } from '../../test-support/render';
import { OrdersView } from './OrdersView';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const emma = { WalletID: EMMA, Name: 'Emma Jensen' };
// Friday 13 March: cancellable until 08:00 that day. Tuesday 10 March: its date has passed. Week 13: a weekend order is not shown.
const friday = foodOrder('Fiskefrikadeller med remoulade', '2026-03-13');
const tuesday = foodOrder('Lasagne med grøn salat', '2026-03-10', { PurchasedCount: 1, CurrentQuantity: 1 });
const later = foodOrder('Pasta med kødsovs', '2026-03-25');

const line = (name: string) => screen.getAllByTestId('food-order').find((element) => element.textContent?.includes(name))!;

function serve(refund: unknown = transaction({ ID: '00000000-0000-4000-8000-0000000000f9' })) {
  fakeApi({
    'GET /api/Foodplanner/V3/GetOrders': ({ params }: { params: Record<string, unknown> }) => ({ data: params.start === '2026-03-09' ? [later, friday, tuesday] : [] }),
    'POST /V2/Payment/RefundTransaction': refund,
    'GET /api/Wallet/Detail': { WalletID: EMMA, Balance: 270 },
  });
}

freezeClockInEachTest(NOW);

describe('the three-week orders view', () => {
  it('shows three weeks from the current ISO week, Monday to Friday, with each order on its day', async () => {
    serve();
    await renderInPage(<OrdersView wallet={emma} />);
    expect(requestsTo('GET /api/Foodplanner/V3/GetOrders')[0]?.params).toEqual({ start: '2026-03-09', end: '2026-03-27', walletID: EMMA });
    expect(screen.getByTestId('orders-weeks')).toHaveTextContent('Uge 11–13');
    expect(screen.getAllByTestId('orders-week')).toHaveLength(3);
    expect(screen.getAllByTestId('orders-day')).toHaveLength(15);
    expect(screen.getAllByTestId('orders-day').map((day) => day.getAttribute('data-date')).slice(0, 5)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    expect(line('Fiskefrikadeller')).toHaveTextContent('2 × Fiskefrikadeller med remoulade');
    expect(within(line('Fiskefrikadeller')).getByTestId('food-order-price')).toHaveTextContent('70,00 kr.');
    expect(line('Fiskefrikadeller')).toHaveTextContent('Kan annulleres indtil 13. mar. 2026, 08.00');
    expect(screen.getAllByTestId('orders-day')[12]).toHaveTextContent('Pasta med kødsovs');
  });

  it('pages back and forth by three weeks', async () => {
    serve();
    await renderInPage(<OrdersView wallet={emma} />, { culture: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Next three weeks' }));
    await waitFor(() => expect(screen.getByTestId('orders-weeks')).toHaveTextContent('Weeks 14–16'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous three weeks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous three weeks' }));
    await waitFor(() => expect(screen.getByTestId('orders-weeks')).toHaveTextContent('Weeks 8–10'));
    expect(requestsTo('GET /api/Foodplanner/V3/GetOrders').map((r) => [r.params.start, r.params.end])).toEqual([
      ['2026-03-09', '2026-03-27'],
      ['2026-03-30', '2026-04-17'],
      ['2026-03-09', '2026-03-27'],
      ['2026-02-16', '2026-03-06'],
    ]);
  });

  it('offers no cancel after the cancellation date', async () => {
    serve();
    await renderInPage(<OrdersView wallet={emma} />);
    expect(within(line('Lasagne')).queryByTestId('food-order-cancel')).toBeNull();
    expect(line('Lasagne')).toHaveTextContent('Annulleringsfristen er overskredet');
  });

  it('cancels a quantity from 1 to what was bought before the cancellation date, and the money comes back', async () => {
    const balances: number[] = [];
    bus.subscribe('wallet.balance.changed', (event) => event.walletId === EMMA && balances.push(event.balance));
    serve();
    await renderInPage(<OrdersView wallet={emma} />);
    fireEvent.click(within(line('Fiskefrikadeller')).getByRole('button', { name: 'Annuller Fiskefrikadeller med remoulade fredag 13. marts' }));
    const dialog = await screen.findByTestId('cancel-order-dialog');
    const quantity = within(dialog).getByLabelText('Antal der annulleres');
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(within(dialog).getByText('Højst 2.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('cancel-order-confirm'));
    expect(requestsTo('POST /V2/Payment/RefundTransaction')).toHaveLength(0);
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByTestId('cancel-order-confirm'));

    expect(await screen.findByTestId('orders-result')).toHaveTextContent('Bestillingen er annulleret, og 35,00 kr. er sat tilbage på tegnebogen.');
    const [refund] = requestsTo('POST /V2/Payment/RefundTransaction');
    expect(refund?.body).toEqual({ ID: friday.Purchased.TransactionID, CustomerID: CUSTOMER, Products: [{ ID: friday.ProductID, Quantity: 1 }] });
    expect(refund?.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(balances).toEqual([270]));
    expect(requestsTo('GET /api/Foodplanner/V3/GetOrders')).toHaveLength(2);
  });

  it("shows the spec's cancellation-date text when the server refuses after the date, and other refusals as failed", async () => {
    serve(transaction({ ID: null, Status: { ID: 3, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'Cannot refund due to cancellation policy' }));
    await renderInPage(<OrdersView wallet={emma} />, { culture: 'en' });
    fireEvent.click(within(line('Fiskefrikadeller')).getByTestId('food-order-cancel'));
    fireEvent.click(within(await screen.findByTestId('cancel-order-dialog')).getByTestId('cancel-order-confirm'));
    expect(await screen.findByTestId('orders-result')).toHaveTextContent('The order cannot be cancelled because the cancellation date has passed.');
    expect(requestsTo('GET /api/Foodplanner/V3/GetOrders')).toHaveLength(1);

    serve(() => ({ status: 409, data: { StatusCode: 409, message: 'Request is invalid', reason: 'Nothing is left to refund' } }));
    fireEvent.click(within(line('Fiskefrikadeller')).getByTestId('food-order-cancel'));
    fireEvent.click(within(await screen.findByTestId('cancel-order-dialog')).getByTestId('cancel-order-confirm'));
    await waitFor(() => expect(screen.getByTestId('orders-result')).toHaveTextContent(/^The cancellation failed: /));
  });
});

describe('an order whose dish changed after it was placed', () => {
  // Friday 13 March: its cancellation date (08:00 that day) is far off, but the view is past it on Monday 16 March below.
  const changed = foodOrder('Pasta med pesto', '2026-03-12', {
    CancellationDate: '2026-03-09T11:00:00.000Z',
    PurchasedCount: 1,
    CurrentQuantity: 1,
    DishChange: {
      Reason: 'changed',
      ChangedDate: '2026-03-10T09:00:00.000Z',
      AllergensAdded: [{ ID: 1, TypeID: 1, Name: 'Nødder' }],
      AllergensRemoved: [{ ID: 2, TypeID: 2, Name: 'Mælk' }],
      AllergenTextChanged: false,
      IngredientsChanged: true,
      NutritionChanged: false,
      FullRefundUntil: '2026-03-12T23:00:00.000Z',
    },
    AllergyConflict: { Allergens: [{ ID: 1, TypeID: 1, Name: 'Nødder' }] },
  });
  const removed = foodOrder('Fiskefrikadeller', '2026-03-13', {
    CurrentQuantity: 0,
    DishChange: { ...changed.DishChange!, Reason: 'removed', AllergensAdded: [], AllergensRemoved: [], IngredientsChanged: false, FullRefundUntil: null },
  });
  const plain = foodOrder('Lasagne', '2026-03-10', { CancellationDate: '2026-03-09T11:00:00.000Z' });

  function serveChanged(refund: unknown = transaction({ ID: '00000000-0000-4000-8000-0000000000f9' })) {
    fakeApi({
      'GET /api/Foodplanner/V3/GetOrders': ({ params }: { params: Record<string, unknown> }) => ({ data: params.start === '2026-03-09' ? [changed, removed, plain] : [] }),
      'POST /V2/Payment/RefundTransaction': refund,
      'GET /api/Wallet/Detail': { WalletID: EMMA, Balance: 270 },
    });
  }

  it('shows what changed, the allergy conflict with the child named, and a removed dish refunded', async () => {
    serveChanged();
    await renderInPage(<OrdersView wallet={emma} />);
    const notice = within(line('Pasta med pesto')).getByTestId('food-order-dish-change');
    expect(notice).toHaveTextContent('Køkkenet har ændret retten efter bestillingen:');
    expect(notice).toHaveTextContent('Nye allergener: Nødder');
    expect(notice).toHaveTextContent('Fjernede allergener: Mælk');
    expect(notice).toHaveTextContent('Ingredienserne er ændret');
    expect(notice).not.toHaveTextContent('Næringsindholdet');
    expect(within(line('Pasta med pesto')).getByRole('alert')).toHaveTextContent('Emma Jensens allergiprofil udelukker Nødder, som retten nu indeholder.');
    expect(within(line('Pasta med pesto')).queryByTestId('food-order-cancel')).toBeNull();
    expect(within(line('Fiskefrikadeller')).getByTestId('food-order-dish-change')).toHaveTextContent('Køkkenet har fjernet retten; bestillingen er refunderet fuldt ud.');
    expect(within(line('Fiskefrikadeller')).queryByTestId('food-order-full-refund')).toBeNull();
    expect(within(line('Lasagne')).queryByTestId('food-order-dish-change')).toBeNull();
    expect(within(line('Lasagne')).queryByTestId('food-order-full-refund')).toBeNull();
  });

  it('cancels with a full refund after the cancellation date, after a confirmation, through the same refund call', async () => {
    serveChanged();
    await renderInPage(<OrdersView wallet={emma} />, { culture: 'en' });
    fireEvent.click(within(line('Pasta med pesto')).getByRole('button', { name: 'Cancel with a full refund: Pasta med pesto Thursday 12 March' }));
    const dialog = await screen.findByTestId('full-refund-dialog');
    expect(dialog).toHaveTextContent('Pasta med pesto, Thursday 12 March, changed after the order. Cancel 1 and get DKK 35.00 back in the wallet?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByTestId('full-refund-dialog')).toBeNull());
    expect(requestsTo('POST /V2/Payment/RefundTransaction')).toHaveLength(0);

    fireEvent.click(within(line('Pasta med pesto')).getByTestId('food-order-full-refund'));
    fireEvent.click(within(await screen.findByTestId('full-refund-dialog')).getByTestId('full-refund-confirm'));
    expect(await screen.findByTestId('orders-result')).toHaveTextContent('The order is cancelled and DKK 35.00 is back in the wallet.');
    const [refund] = requestsTo('POST /V2/Payment/RefundTransaction');
    expect(refund?.body).toEqual({ ID: changed.Purchased.TransactionID, CustomerID: CUSTOMER, Products: [{ ID: changed.ProductID, Quantity: 1 }] });
    expect(refund?.headers['idempotency-key']).toBeTruthy();
  });

  it('offers no full refund once the serving day has ended', async () => {
    serveChanged();
    jest.setSystemTime(new Date('2026-03-13T00:00:00.000Z'));
    await renderInPage(<OrdersView wallet={emma} />);
    expect(within(line('Pasta med pesto')).queryByTestId('food-order-full-refund')).toBeNull();
    expect(within(line('Pasta med pesto')).getByTestId('food-order-dish-change')).toHaveTextContent('Nye allergener: Nødder');
  });
});
