import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransactionDetail } from '@kk/contracts';
import { bus } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { transaction } from '../../test-support/wallets';
import TransactionDetailsDialog from './TransactionDetailsDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const SCHOOL = '00000000-0000-4000-8000-00000000c001';
const PAYMENT = '00000000-0000-4000-8000-00000000a001';
const HOUR = 3_600_000;
/** A webshop order's deadline (24 hours after it was placed), from now. */
const deadlineIn = (ms: number) => new Date(Date.now() + ms).toISOString();

function order(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    ...transaction({
      ID: '00000000-0000-4000-8000-00000000d001',
      Type: 'Purchase',
      Description: 'Webshop køb',
      Amount: -150,
      BalanceAfter: 100,
      CreatedDate: '2026-11-25T10:00:00.000Z',
      Customer: { ID: SCHOOL, Name: 'Solbakke Skole' },
    }),
    ErrorMessage: null,
    Products: [{ ID: '00000000-0000-4000-8000-00000000b001', Name: 'Tur til Zoologisk Have', Price: 150, Quantity: 1, RefundedQuantity: 0 }],
    DeviceID: null,
    ParentTransactionID: null,
    PaymentID: PAYMENT,
    Cancellation: { Kind: 'webshop', CancellableUntil: deadlineIn(2 * HOUR), HandedOut: false },
    ...overrides,
  };
}

describe('cancelling an order from its details', () => {
  it('asks first, cancels through the payment handler, then shows the success notice and the new status', async () => {
    const balances: number[] = [];
    bus.subscribe('wallet.balance.changed', ({ balance }) => balances.push(balance));
    fakeApi({
      'GET /api/Transaction/Detail': order(),
      'POST /V1/payment/CancelTransaction': { ID: PAYMENT, Status: { ID: 4, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'Cancelled' },
      'GET /api/Wallet/Detail': { Balance: 250 },
    });
    await renderInPage(<TransactionDetailsDialog transactionId={order().ID} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('cancel-order'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Bestillingen »Webshop køb« annulleres, og 150,00 kr. går tilbage til Emma Jensens tegnebog.');
    fireEvent.click(within(confirm).getByTestId('dialog-confirm'));

    expect(await screen.findByText('Handlingen er gennemført.')).toBeInTheDocument();
    expect(requestsTo('POST /V1/payment/CancelTransaction')[0]?.body).toEqual({ ID: PAYMENT, CustomerID: SCHOOL });
    expect(requestsTo('POST /V1/payment/CancelTransaction')[0]?.headers['idempotency-key']).toBeTruthy();
    const details = screen.getByTestId('transaction-details');
    // One true state (issue 31): the order is cancelled, said in words, never the code, and not "completed".
    expect(within(details).getAllByText('Annulleret').length).toBeGreaterThan(0);
    expect(within(details).queryByText('Cancelled')).toBeNull();
    expect(within(details).queryByText('Gennemført')).toBeNull();
    expect(within(details).getByTestId('cancel-note')).toHaveTextContent('Bestillingen er annulleret, og beløbet er sat ind på Emma Jensens tegnebog igen.');
    expect(within(details).queryByTestId('cancel-order')).toBeNull();
    await waitFor(() => expect(balances).toEqual([250]));
  });

  it('does nothing when the guardian keeps the order', async () => {
    fakeApi({ 'GET /api/Transaction/Detail': order() });
    await renderInPage(<TransactionDetailsDialog transactionId={order().ID} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('cancel-order'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Nej, behold den' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo('POST /V1/payment/CancelTransaction')).toHaveLength(0);
  });

  it('offers no cancel for a canteen sale, a deposit or a failed order', async () => {
    const canteen = order({ Type: 'CanteenPurchase', DeviceID: 'terminal-1', Cancellation: { Kind: 'canteen', CancellableUntil: null, HandedOut: false } });
    for (const detail of [canteen, order({ Type: 'Deposit', PaymentID: null, Cancellation: null }), order({ Status: { ID: 4, IsFailed: true, IsCompleted: false, IsPending: false } })]) {
      fakeApi({ 'GET /api/Transaction/Detail': detail });
      const { unmount } = await renderInPage(<TransactionDetailsDialog transactionId={detail.ID} onClose={() => undefined} />);
      expect(screen.queryByTestId('cancel-order')).toBeNull();
      unmount();
    }
  });

  it('offers no cancel for a completed canteen sale, and says the school refunds it (the policy the server applies, issue 23)', async () => {
    // The payment's kind decides, whatever the list calls the line.
    fakeApi({ 'GET /api/Transaction/Detail': order({ Type: 'Purchase', Cancellation: { Kind: 'canteen', CancellableUntil: null, HandedOut: false } }) });
    await renderInPage(<TransactionDetailsDialog transactionId={order().ID} onClose={() => undefined} />);
    expect(await screen.findByTestId('cancel-note')).toHaveTextContent('Et køb i kantinen kan kun refunderes af skolen.');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('offers the cancel of a webshop order with its deadline, and once the deadline has passed says why instead', async () => {
    fakeApi({ 'GET /api/Transaction/Detail': order() });
    const open = await renderInPage(<TransactionDetailsDialog transactionId={order().ID} onClose={() => undefined} />);
    expect(screen.getByTestId('cancel-order')).toBeInTheDocument();
    expect(screen.getByTestId('cancel-note')).toHaveTextContent('Bestillingen kan annulleres indtil');
    open.unmount();

    fakeApi({ 'GET /api/Transaction/Detail': order({ Cancellation: { Kind: 'webshop', CancellableUntil: deadlineIn(-HOUR), HandedOut: false } }) });
    await renderInPage(<TransactionDetailsDialog transactionId={order().ID} onClose={() => undefined} />);
    expect(await screen.findByTestId('cancel-note')).toHaveTextContent('Bestillingen kan ikke længere annulleres: fristen var');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('offers no cancel of a webshop order that has been handed out, and says so', async () => {
    fakeApi({ 'GET /api/Transaction/Detail': order({ Cancellation: { Kind: 'webshop', CancellableUntil: deadlineIn(2 * HOUR), HandedOut: true } }) });
    await renderInPage(<TransactionDetailsDialog transactionId={order().ID} onClose={() => undefined} />);
    expect(await screen.findByTestId('cancel-note')).toHaveTextContent('Bestillingen er udleveret og kan ikke længere annulleres.');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('lets the family release an order that is still reserved, whatever its deadline', async () => {
    const reserved = order({ Type: 'Order', BalanceAfter: null, Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true }, Cancellation: { Kind: 'webshop', CancellableUntil: deadlineIn(-HOUR), HandedOut: false } });
    fakeApi({ 'GET /api/Transaction/Detail': reserved });
    await renderInPage(<TransactionDetailsDialog transactionId={reserved.ID} onClose={() => undefined} />);
    expect(screen.getByTestId('cancel-order')).toBeInTheDocument();
  });
});
