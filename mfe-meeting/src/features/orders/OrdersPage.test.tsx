import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { freezeClockInEachTest, renderInPage } from '../../test-support/render';
import { CUSTOMER, NOW, order, transaction, wallet, WALLET } from '../../test-support/meeting';
import { OrdersPage } from './OrdersPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const tomorrow = order();
const later = order({ delivery: '2026-03-13T11:00:00.000Z', deadline: '2026-03-12T11:00:00.000Z', Notes: [] });
const closed = order({ delivery: '2026-03-11T12:00:00.000Z', deadline: '2026-03-11T09:00:00.000Z', Notes: [] });
const held = order({ delivery: '2026-03-02T08:00:00.000Z', deadline: '2026-03-01T13:00:00.000Z', Notes: [] });

const card = (id: string) => screen.getAllByTestId('meeting-order').find((element) => element.getAttribute('data-order-id') === id)!;

function routes(cancel: unknown) {
  fakeApi({
    'GET /api/Meeting/Orders': { Transactions: [held, later, closed, tomorrow], StartDate: NOW, EndDate: null },
    'POST /V1/payment/CancelTransaction': cancel,
    'GET /api/Wallet/Detail': { ...wallet, Balance: 1356 },
  });
}

freezeClockInEachTest(NOW);
beforeEach(() => window.history.replaceState(null, '', '/Meeting/Orders'));

describe('my meeting orders', () => {
  it('lists the upcoming orders first to last and the completed ones, with what each holds and until when it can change', async () => {
    routes(transaction());
    await renderInPage(<OrdersPage />);
    const upcoming = screen.getByTestId('meeting-orders-upcoming');
    expect(within(upcoming).getAllByTestId('meeting-order').map((element) => element.getAttribute('data-order-id'))).toEqual([closed.ID, tomorrow.ID, later.ID]);
    expect(within(screen.getByTestId('meeting-orders-completed')).getAllByTestId('meeting-order').map((element) => element.getAttribute('data-order-id'))).toEqual([held.ID]);

    const next = card(tomorrow.ID);
    expect(within(next).getByRole('heading', { name: '12. mar. 2026, 09.00' })).toBeInTheDocument();
    expect(next).toHaveTextContent('Rådhuset, mødelokale 1 · HR og Personale');
    expect(within(next).getByTestId('meeting-order-details')).toHaveTextContent('12 deltagere · Hentes af kunden');
    expect(within(next).getByTestId('meeting-order-products')).toHaveTextContent('10 × Morgenbrød med smør og ost');
    expect(within(next).getByTestId('meeting-order-price')).toHaveTextContent('356,00 kr.');
    expect(next).toHaveTextContent('Kan rettes og annulleres indtil 11. mar. 2026, 14.00.');
    expect(within(next).getByTestId('meeting-order-status')).toHaveTextContent('Bestilt');
    // Past its deadline: no change, no cancel.
    expect(within(card(closed.ID)).queryByTestId('meeting-order-edit')).toBeNull();
    expect(card(closed.ID)).toHaveTextContent('Fristen er passeret');
    expect(within(card(held.ID)).getByTestId('meeting-order-status')).toHaveTextContent('Afholdt');
  });

  it('opens an order for change on the ordering screen', async () => {
    routes(transaction());
    await renderInPage(<OrdersPage />);
    fireEvent.click(within(card(tomorrow.ID)).getByRole('button', { name: 'Ret bestillingen til 12. mar. 2026, 09.00' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/Meeting?edit=${tomorrow.ID}`);
  });

  it('cancels after a confirmation: the success notice, the status from the result and the balance back', async () => {
    const balances: number[] = [];
    bus.subscribe('wallet.balance.changed', (event) => event.walletId === WALLET && balances.push(event.balance));
    routes(transaction({ ID: tomorrow.ID, Status: { ID: 4, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'Cancelled' }));
    await renderInPage(<OrdersPage />);
    fireEvent.click(within(card(tomorrow.ID)).getByTestId('meeting-order-cancel'));
    const confirm = await screen.findByTestId('kk-dialog');
    expect(confirm).toHaveTextContent('Bestillingen til 12. mar. 2026, 09.00 på Rådhuset, mødelokale 1 annulleres, og 356,00 kr. sættes tilbage på din tegnebog.');
    fireEvent.click(within(confirm).getByTestId('dialog-confirm'));

    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Handlingen er gennemført.');
    expect(requestsTo('POST /V1/payment/CancelTransaction').map((request) => request.body)).toEqual([{ ID: tomorrow.ID, CustomerID: CUSTOMER }]);
    expect(requestsTo('POST /V1/payment/CancelTransaction')[0]!.headers['idempotency-key']).toBeTruthy();
    expect(within(card(tomorrow.ID)).getByTestId('meeting-order-status')).toHaveTextContent('Annulleret');
    expect(within(card(tomorrow.ID)).queryByTestId('meeting-order-cancel')).toBeNull();
    expect(within(card(tomorrow.ID)).queryByTestId('meeting-order-error')).toBeNull();
    await waitFor(() => expect(balances).toEqual([1356]));
  });

  it('keeps an order the server refuses to cancel, and says why', async () => {
    routes(transaction({ ID: null, Status: { ID: 3, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'Cannot refund due to cancellation policy' }));
    await renderInPage(<OrdersPage />, { culture: 'en' });
    fireEvent.click(within(card(later.ID)).getByRole('button', { name: 'Cancel the order for 13 Mar 2026, 12:00' }));
    fireEvent.click(within(await screen.findByTestId('kk-dialog')).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('The order cannot be cancelled because its deadline has passed.');
    expect(within(card(later.ID)).getByTestId('meeting-order-status')).toHaveTextContent('Ordered');
    expect(within(card(later.ID)).getByTestId('meeting-order-error')).toHaveTextContent('The order cannot be cancelled because its deadline has passed.');
  });

  it('does nothing when the confirmation is declined', async () => {
    routes(transaction());
    await renderInPage(<OrdersPage />);
    fireEvent.click(within(card(tomorrow.ID)).getByTestId('meeting-order-cancel'));
    fireEvent.click(within(await screen.findByTestId('kk-dialog')).getByRole('button', { name: 'Nej, behold den' }));
    await waitFor(() => expect(screen.queryByTestId('kk-dialog')).toBeNull());
    expect(requestsTo('POST /V1/payment/CancelTransaction')).toHaveLength(0);
  });
});
