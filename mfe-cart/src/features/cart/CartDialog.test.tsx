import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentTransaction } from '@kk/contracts';
import { addWebshopItem, bus, emptyBaskets, loadCart, requestCartOpen, takeCartOpenRequest, useCart, useSession } from '@kk/platform';
import { fakeApi, paymentTransaction, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { basketProductOf, CUSTOMER, EMMA, OLIVER, product } from '../../test-support/shop';
import { CartParcel } from './CartParcel';
import { closeCart } from './checkoutState';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());
jest.mock('@kk/platform', () => ({ ...jest.requireActual<object>('@kk/platform'), leaveForProvider: jest.fn() }));
const leaveForProvider = () => jest.requireMock<{ leaveForProvider: jest.Mock }>('@kk/platform').leaveForProvider;

const book = basketProductOf(product('Læsebog', { Price: 89, LimitedAmount: true, CurrentStock: 5 }));
const cap = basketProductOf(product('Skolekasket', { Price: 59 }));

function answer(request: FakeRequest, status: 'reserved' | 'completed' | 'failed', extra: Partial<PaymentTransaction> = {}): { data: PaymentTransaction } {
  const body = request.body as { WalletID?: string; ID?: string };
  return {
    data: paymentTransaction({
      ID: status === 'failed' ? null : (body.ID ?? `00000000-0000-4000-8000-0000000${requests.length.toString().padStart(5, '0')}`),
      Status: { ID: status === 'completed' ? 2 : 1, IsFailed: status === 'failed', IsCompleted: status === 'completed', IsPending: status === 'reserved' },
      ErrorMessage: status === 'failed' ? 'product out of stock' : null,
      Description: 'Webshop køb',
      Amount: 1,
      CreatedDate: '2026-11-25T10:00:00.000Z',
      ...extra,
    }),
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
    act(() => requestCartOpen());
    expect(await screen.findByTestId('cart-dialog')).toBeInTheDocument();
    expect(takeCartOpenRequest()).toBe(false);
  });

  it('opens the dialog asked for before the parcel was loaded (the shell loads it once the cart is in use)', async () => {
    fakeApi({});
    fill();
    window.history.replaceState(null, '', '/Webshop/Index');
    requestCartOpen();
    await renderInPage(<CartParcel />);
    expect(await screen.findByTestId('cart-dialog')).toBeInTheDocument();
    expect(takeCartOpenRequest()).toBe(false);
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
    expect(ask).toHaveTextContent('Vil du købe med betalingskort eller MobilePay?');
    expect(within(ask).getByRole('button', { name: 'Ja, betal med MobilePay' })).toBeInTheDocument();
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

  describe('MobilePay (issue 16)', () => {
    const pending = { Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true }, Amount: 59 };
    const journal = () => JSON.parse(sessionStorage.getItem('kk.cart.checkout') ?? 'null') as { cardOrder: { ID: string } } | null;
    beforeEach(() => {
      sessionStorage.clear();
      leaveForProvider().mockClear();
    });

    it('is offered beside the wallet and the card, and pays the merchant on MobilePay’s page without a saved card', async () => {
      const child = { ID: '00000000-0000-4000-8000-0000000000c5', Type: { ID: 4 }, MerchantData: 'http://localhost:4100/mobilepay/ses_cart', ...pending };
      fakeApi({
        'POST /V2/Payment/ReserveTransaction': (r: FakeRequest) => answer(r, 'reserved', { ID: '00000000-0000-4000-8000-0000000000a3', ChildTransactions: [child] }),
        'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [], PrimaryCard: null },
      });
      addWebshopItem({ WalletID: OLIVER, Name: 'Oliver Jensen' }, CUSTOMER, cap);
      await renderInPage(<CartParcel />);
      const dialog = await openCart();
      const methods = within(dialog).getByTestId('payment-method');
      expect(within(methods).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3']);
      fireEvent.click(within(methods).getByRole('radio', { name: /MobilePay/ }));
      fireEvent.click(within(dialog).getByTestId('cart-pay'));
      expect(await screen.findByText('Du sendes videre til betalingsudbyderen…')).toBeInTheDocument();
      const [reserve] = requestsTo('POST /V2/Payment/ReserveTransaction');
      const body = reserve?.body as { Amounts: unknown; CustomData: { CreditCardPaymentWindow: Record<string, unknown> } };
      expect(body.Amounts).toEqual({ 4: 59 });
      expect(body.CustomData.CreditCardPaymentWindow).toEqual({ AcceptURL: 'http://localhost/?checkout=true', CancelURL: 'http://localhost/?checkout=true', PaymentMethod: 'MobilePay' });
      // No saved card is needed, so none is asked for.
      expect(requestsTo('GET /api/DepositWithdraw/CreditCard/GetWalletCards')).toHaveLength(0);
      expect(journal()?.cardOrder.ID).toBe('00000000-0000-4000-8000-0000000000a3');
      await waitFor(() => expect(leaveForProvider()).toHaveBeenCalledWith('http://localhost:4100/mobilepay/ses_cart'));
    });

    it('answers "balance too low" with MobilePay: the card child is paid with MobilePay, and the browser goes to its page', async () => {
      const child = { ID: '00000000-0000-4000-8000-0000000000c6', Type: { ID: 4 }, MerchantData: 'http://localhost:4100/session/card', ...pending };
      fakeApi({
        'POST /V2/Payment/ReserveTransaction': (r: FakeRequest) => answer(r, 'reserved', { ID: '00000000-0000-4000-8000-0000000000a4', ChildTransactions: [child] }),
        'POST /V2/Payment/CardPaymentMethod': (r: FakeRequest) =>
          answer(r, 'reserved', { ID: '00000000-0000-4000-8000-0000000000a4', ChildTransactions: [{ ...child, MerchantData: 'http://localhost:4100/mobilepay/ses_switched' }] }),
        'POST /V1/payment/CancelTransaction': (r: FakeRequest) => answer(r, 'failed'),
      });
      addWebshopItem({ WalletID: OLIVER, Name: 'Oliver Jensen' }, CUSTOMER, cap);
      await renderInPage(<CartParcel />, { culture: 'en' });
      fireEvent.click(within(await openCart()).getByTestId('cart-pay'));
      const ask = await screen.findByTestId('ask-card');
      expect(ask).toHaveTextContent('Do you want to buy with a payment card or MobilePay?');
      fireEvent.click(within(ask).getByRole('button', { name: 'Yes, pay with MobilePay' }));
      expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
      await waitFor(() => expect(journal()?.cardOrder.ID).toBe('00000000-0000-4000-8000-0000000000a4'));
      expect(requestsTo('POST /V2/Payment/CardPaymentMethod').map((r) => r.body)).toEqual([{ ID: '00000000-0000-4000-8000-0000000000a4', PaymentMethod: 'MobilePay' }]);
      expect(requestsTo('POST /V1/payment/CancelTransaction')).toHaveLength(0);
      await waitFor(() => expect(leaveForProvider()).toHaveBeenCalledWith('http://localhost:4100/mobilepay/ses_switched'));
    });

    it('cancels the order and says so when MobilePay cannot be started', async () => {
      const child = { ID: '00000000-0000-4000-8000-0000000000c7', Type: { ID: 4 }, MerchantData: 'http://localhost:4100/session/card', ...pending };
      fakeApi({
        'POST /V2/Payment/ReserveTransaction': (r: FakeRequest) => answer(r, 'reserved', { ID: '00000000-0000-4000-8000-0000000000a5', ChildTransactions: [child] }),
        'POST /V2/Payment/CardPaymentMethod': () => ({ status: 502, data: { StatusCode: 502, message: 'unable to connect', reason: '' } }),
        'POST /V1/payment/CancelTransaction': (r: FakeRequest) => answer(r, 'failed'),
        'GET /api/Wallet/Detail': { Balance: 10 },
      });
      addWebshopItem({ WalletID: OLIVER, Name: 'Oliver Jensen' }, CUSTOMER, cap);
      await renderInPage(<CartParcel />);
      fireEvent.click(within(await openCart()).getByTestId('cart-pay'));
      fireEvent.click(within(await screen.findByTestId('ask-card')).getByTestId('ask-card-mobilepay'));
      expect(await screen.findByTestId('order-failed', {}, { timeout: 3_000 })).toBeInTheDocument();
      expect(requestsTo('POST /V1/payment/CancelTransaction').map((r) => (r.body as { ID: string }).ID)).toEqual(['00000000-0000-4000-8000-0000000000a5']);
      expect(journal()).toBeNull();
    });
  });
});
