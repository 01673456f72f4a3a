import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentTransaction } from '@kk/contracts';
import { addWebshopItem, bus, emptyBaskets, loadCart, useCart, useSession } from '@kk/platform';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { basketProductOf, CUSTOMER, EMMA, OLIVER, product } from '../../test-support/shop';
import { CartParcel } from './CartParcel';
import { closeCart } from './checkoutState';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const book = basketProductOf(product('Læsebog', { Price: 89, LimitedAmount: true, CurrentStock: 5 }));
const cap = basketProductOf(product('Skolekasket', { Price: 59 }));

function answer(request: FakeRequest, status: 'reserved' | 'completed' | 'failed', extra: Partial<PaymentTransaction> = {}): { data: PaymentTransaction } {
  const body = request.body as { WalletID?: string; ID?: string };
  return {
    data: {
      ID: status === 'failed' ? null : (body.ID ?? `00000000-0000-4000-8000-0000000${requests.length.toString().padStart(5, '0')}`),
      Status: { ID: status === 'completed' ? 2 : 1, IsFailed: status === 'failed', IsCompleted: status === 'completed', IsPending: status === 'reserved' },
      ErrorMessage: status === 'failed' ? 'product out of stock' : null,
      Description: 'Webshop køb',
      Amount: 1,
      Amounts: {},
      ChildTransactions: [],
      CustomInformations: [],
      Products: [],
      Wallet: null,
      Customer: null,
      DeviceID: null,
      ParentTransactionID: null,
      CreatedDate: '2026-11-25T10:00:00.000Z',
      ExpiresDate: null,
      ...extra,
    },
  };
}
const requests: unknown[] = [];

function fill(): void {
  addWebshopItem({ WalletID: EMMA, Name: 'Emma Jensen' }, CUSTOMER, book);
  addWebshopItem({ WalletID: OLIVER, Name: 'Oliver Jensen' }, CUSTOMER, cap);
}

async function openCart() {
  fireEvent.click(screen.getByTestId('floating-cart-button'));
  return screen.findByTestId('cart-dialog');
}

beforeEach(() => {
  // The guardian renderInPage signs in, so the cart filled here is that user's.
  useSession.setState({ user: { ID: '00000000-0000-4000-8000-0000000000ff', Name: 'Mette', Email: 'parent@demo.dk', Roles: [], Customers: [], ExpiresAt: '' } });
  loadCart();
  closeCart();
  emptyBaskets();
  requests.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('the cart', () => {
  it('shows the floating button with the count and the fee value, and each child’s basket with its sums', async () => {
    fakeApi({});
    fill();
    await renderInPage(<CartParcel />);
    expect(screen.getByTestId('floating-cart-button')).toHaveTextContent('Kurv (2)');
    expect(screen.getByTestId('cart-button-fee')).toHaveTextContent('1,50 kr.');
    const dialog = await openCart();
    const emma = within(dialog).getAllByTestId('wallet-basket')[0]!;
    expect(within(emma).getByRole('heading', { name: 'Til Emma Jensen' })).toBeInTheDocument();
    fireEvent.change(within(emma).getByLabelText('Antal af Læsebog'), { target: { value: '9' } });
    // Clamped to the stock left (5).
    expect(within(emma).getByLabelText('Antal af Læsebog')).toHaveValue(5);
    expect(within(emma).getByTestId('wallet-basket-total')).toHaveTextContent('445,00 kr.');
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('504,00 kr.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern Skolekasket' }));
    expect(within(dialog).getAllByTestId('wallet-basket')).toHaveLength(1);
  });

  it('is hidden on /Webshop/Index, where the page opens the cart over the bus', async () => {
    fakeApi({});
    fill();
    window.history.replaceState(null, '', '/Webshop/Index');
    await renderInPage(<CartParcel />);
    expect(screen.queryByTestId('floating-cart-button')).toBeNull();
    act(() => bus.publish('shopping.cart.open', {}));
    expect(await screen.findByTestId('cart-dialog')).toBeInTheDocument();
  });

  it('pays by wallet: reserves each order, completes each, then shows the completed dialog and empties the cart', async () => {
    const paid: string[] = [];
    bus.subscribe('shopping.payment.success', (e) => paid.push(...e.transactionIds));
    fakeApi({
      'POST /V2/Payment/ReserveTransaction': (r: FakeRequest) => answer(r, 'reserved', { ID: (r.body as { WalletID: string }).WalletID === EMMA ? '00000000-0000-4000-8000-0000000000a1' : '00000000-0000-4000-8000-0000000000a2' }),
      'POST /V1/payment/CompleteTransaction': (r: FakeRequest) => answer(r, 'completed'),
      'GET /api/Wallet/Detail': { Balance: 100 },
    });
    fill();
    await renderInPage(<CartParcel />);
    const dialog = await openCart();
    fireEvent.click(within(dialog).getByTestId('cart-pay'));
    expect(await screen.findByTestId('order-completed', {}, { timeout: 3_000 })).toBeInTheDocument();

    const reserves = requestsTo('POST /V2/Payment/ReserveTransaction');
    expect(reserves.map((r) => (r.body as { WalletID: string; Amounts: unknown; CustomData: { AutoComplete: boolean } }))).toEqual([
      expect.objectContaining({ WalletID: EMMA, Amounts: { 2: 89 }, CustomData: expect.objectContaining({ AutoComplete: false }) }),
      expect.objectContaining({ WalletID: OLIVER, Amounts: { 2: 59 } }),
    ]);
    expect(reserves.every((r) => r.headers['idempotency-key'])).toBe(true);
    expect(requestsTo('POST /V1/payment/CompleteTransaction').map((r) => (r.body as { ID: string }).ID)).toEqual(['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2']);
    expect(paid).toEqual(['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2']);
    expect(useCart.getState().baskets).toEqual({});
  });

  it('shows the failed dialog with the products the server named, and keeps the cart', async () => {
    const info = { JsonType: 'Info', JsonData: JSON.stringify({ Message: 'product out of stock', FailedProducts: [cap.ProductID] }), CreatedDate: '' };
    fakeApi({
      'POST /V2/Payment/ReserveTransaction': (r: FakeRequest) =>
        (r.body as { WalletID: string }).WalletID === OLIVER ? answer(r, 'failed', { CustomInformations: [info] }) : answer(r, 'reserved', { ID: '00000000-0000-4000-8000-0000000000a1' }),
      'POST /V1/payment/CancelTransaction': (r: FakeRequest) => answer(r, 'failed'),
      'GET /api/Wallet/Detail': { Balance: 100 },
    });
    fill();
    await renderInPage(<CartParcel />);
    fireEvent.click(within(await openCart()).getByTestId('cart-pay'));
    const failed = await screen.findByTestId('order-failed', {}, { timeout: 4_000 });
    expect(within(failed).getByTestId('order-failed-products')).toHaveTextContent('Skolekasket');
    expect(requestsTo('POST /V1/payment/CancelTransaction').map((r) => r.body)).toEqual([{ ID: '00000000-0000-4000-8000-0000000000a1', CustomerID: CUSTOMER }]);
    expect(Object.keys(useCart.getState().baskets)).toHaveLength(2);
    fireEvent.click(within(failed).getByTestId('order-failed-back'));
    expect(await screen.findByTestId('cart-dialog')).toBeInTheDocument();
  });

  it('asks before a card pays what the balance cannot, and cancels the order when the answer is no', async () => {
    const child = { ID: '00000000-0000-4000-8000-0000000000c4', Type: { ID: 4 }, MerchantData: 'http://localhost:4100/session/abc', Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true }, Amount: 59 };
    fakeApi({
      'POST /V2/Payment/ReserveTransaction': (r: FakeRequest) => answer(r, 'reserved', { ID: '00000000-0000-4000-8000-0000000000a2', ChildTransactions: [child] }),
      'POST /V1/payment/CancelTransaction': (r: FakeRequest) => answer(r, 'failed'),
      'GET /api/Wallet/Detail': { Balance: 10 },
    });
    addWebshopItem({ WalletID: OLIVER, Name: 'Oliver Jensen' }, CUSTOMER, cap);
    await renderInPage(<CartParcel />);
    fireEvent.click(within(await openCart()).getByTestId('cart-pay'));
    const ask = await screen.findByTestId('ask-card');
    expect(ask).toHaveTextContent('Vil du købe med betalingskort?');
    fireEvent.click(within(ask).getByTestId('ask-card-no'));
    await waitFor(() => expect(requestsTo('POST /V1/payment/CancelTransaction')).toHaveLength(1), { timeout: 2_000 });
    expect(await screen.findByTestId('cart-dialog')).toBeInTheDocument();
  });

  it('sends a wallet without a card to its card page when the card pays', async () => {
    fakeApi({ 'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [], PrimaryCard: null } });
    addWebshopItem({ WalletID: OLIVER, Name: 'Oliver Jensen' }, CUSTOMER, cap);
    await renderInPage(<CartParcel />, { culture: 'en' });
    const dialog = await openCart();
    fireEvent.click(within(dialog).getByLabelText(/Payment card/));
    fireEvent.click(within(dialog).getByTestId('cart-pay'));
    const missing = await screen.findByTestId('wallet-missing-card');
    expect(missing).toHaveTextContent('Oliver Jensen has no payment card.');
    fireEvent.click(within(missing).getByTestId('go-to-cards'));
    expect(window.location.pathname + window.location.search).toBe(`/DepositWithdraw/WalletCreditCard?WalletID=${OLIVER}&ReturnUrl=%2F%3Fcheckout%3Dtrue`);
    expect(requestsTo('POST /V2/Payment/ReserveTransaction')).toHaveLength(0);
  });
});
