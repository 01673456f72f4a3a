import type { PaymentTransaction } from '@kk/contracts';
import type { CartOrderModel } from '@kk/domain';
import { cancelReserved, CANCEL_RESERVED_DELAY_MS, failureOf, NO_CHILD_TRANSACTIONS, NO_MERCHANT_DATA, submitOrders, type PaymentPort, type Progress } from '@kk/platform/payments';

const WALLET = '00000000-0000-4000-8000-00000000000a';
const CUSTOMER = '00000000-0000-4000-8000-00000000000c';

function order(name: string): CartOrderModel {
  return {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: { 2: 10 },
    Description: 'Webshop køb',
    CustomerID: CUSTOMER,
    WebshopID: name,
    WalletID: WALLET,
    IsFoodplan: false,
    Products: [{ ID: name, Quantity: 1, Name: name, Price: 10 }],
    CustomData: { AutoComplete: false, CreditCardPaymentWindow: { AcceptURL: 'http://localhost:3000/?checkout=true', CancelURL: 'http://localhost:3000/?checkout=true' }, CustomInformationJSON: null },
  };
}

function transaction(id: string, status: 'reserved' | 'completed' | 'failed', extra: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    ID: status === 'failed' ? null : id,
    Status: { ID: status === 'completed' ? 2 : 1, IsFailed: status === 'failed', IsCompleted: status === 'completed', IsPending: status === 'reserved' },
    ErrorMessage: status === 'failed' ? 'product out of stock' : null,
    Description: 'Webshop køb',
    Amount: 10,
    Amounts: { 2: 10 },
    ChildTransactions: [],
    CustomInformations: [],
    Products: [],
    Wallet: { ID: WALLET },
    Customer: { ID: CUSTOMER },
    DeviceID: null,
    ParentTransactionID: null,
    CreatedDate: '2026-11-25T10:00:00.000Z',
    ExpiresDate: null,
    ...extra,
  };
}

/** A payment handler that answers from a script and records the calls in order. */
function scriptedPort(script: { reserve?: (o: CartOrderModel) => PaymentTransaction | Error; complete?: (id: string) => PaymentTransaction | Error } = {}) {
  const calls: string[] = [];
  const answer = (value: PaymentTransaction | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const port: PaymentPort<CartOrderModel> = {
    reserve: (o) => {
      calls.push(`reserve ${o.WebshopID} auto=${o.CustomData.AutoComplete}`);
      return answer(script.reserve?.(o) ?? transaction(`t-${o.WebshopID}`, o.CustomData.AutoComplete ? 'completed' : 'reserved'));
    },
    complete: (id) => {
      calls.push(`complete ${id}`);
      return answer(script.complete?.(id) ?? transaction(id, 'completed'));
    },
    cancel: (id) => {
      calls.push(`cancel ${id}`);
      return Promise.resolve(transaction(id, 'reserved', { Status: { ID: 3, IsFailed: true, IsCompleted: false, IsPending: false } }));
    },
  };
  return { port, calls };
}

const waits: number[] = [];
const options = (progress: Progress[] = []) => ({
  onProgress: (p: Progress) => progress.push(p),
  wait: (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  },
});
const toFailure = (error: unknown) => ({ message: (error as Error).message, statusCode: null, failedProducts: [] });

beforeEach(() => {
  waits.length = 0;
});

describe('submitOrders', () => {
  it('pays a single order directly, in one step', async () => {
    const { port, calls } = scriptedPort();
    const outcome = await submitOrders(port, [order('a')], toFailure, options());
    expect(calls).toEqual(['reserve a auto=true']);
    expect(outcome).toEqual({ kind: 'completed', transactionIds: ['t-a'] });
  });

  it('reserves every order one by one, then completes each, reporting the share done', async () => {
    const { port, calls } = scriptedPort();
    const progress: Progress[] = [];
    const outcome = await submitOrders(port, [order('a'), order('b')], toFailure, options(progress));
    expect(calls).toEqual(['reserve a auto=false', 'reserve b auto=false', 'complete t-a', 'complete t-b']);
    expect(outcome).toEqual({ kind: 'completed', transactionIds: ['t-a', 't-b'] });
    expect(progress).toEqual([
      { share: 0, message: 'processing' },
      { share: 0.5, message: 'processing' },
      { share: 1, message: 'processing' },
      { share: 0, message: 'completing' },
      { share: 0.5, message: 'completing' },
      { share: 1, message: 'completing' },
    ]);
  });

  it('cancels the reserved orders after 500 ms when a reservation fails, with the failed products from Info', async () => {
    const info = { JsonType: 'Info', JsonData: JSON.stringify({ Message: 'product out of stock', FailedProducts: ['p-1'] }), CreatedDate: '' };
    const { port, calls } = scriptedPort({ reserve: (o) => (o.WebshopID === 'c' ? transaction('x', 'failed', { CustomInformations: [info] }) : transaction(`t-${o.WebshopID}`, 'reserved')) });
    const progress: Progress[] = [];
    const outcome = await submitOrders(port, [order('a'), order('b'), order('c')], toFailure, options(progress));
    expect(calls).toEqual(['reserve a auto=false', 'reserve b auto=false', 'reserve c auto=false', 'cancel t-a', 'cancel t-b']);
    expect(waits).toEqual([CANCEL_RESERVED_DELAY_MS]);
    expect(outcome).toEqual({ kind: 'failed', failure: { message: 'product out of stock', statusCode: null, failedProducts: ['p-1'] } });
    expect(progress.at(-1)).toEqual({ share: 1, message: 'cancelling' });
  });

  it('treats a reservation that throws as failed, and cancels nothing when nothing was reserved', async () => {
    const { port, calls } = scriptedPort({ reserve: () => new Error('Network Error') });
    const outcome = await submitOrders(port, [order('a'), order('b')], toFailure, options());
    expect(calls).toEqual(['reserve a auto=false']);
    expect(waits).toEqual([]);
    expect(outcome).toMatchObject({ kind: 'failed', failure: { message: 'Network Error' } });
  });

  it('cancels the order that failed to complete and the ones after it, not the ones completed', async () => {
    const { port, calls } = scriptedPort({ complete: (id) => (id === 't-b' ? transaction(id, 'failed') : transaction(id, 'completed')) });
    const outcome = await submitOrders(port, [order('a'), order('b'), order('c')], toFailure, options());
    expect(calls).toEqual(['reserve a auto=false', 'reserve b auto=false', 'reserve c auto=false', 'complete t-a', 'complete t-b', 'cancel t-b', 'cancel t-c']);
    expect(outcome.kind).toBe('failed');
  });

  it('stops at a reservation that asks for a card, keeping what is reserved and what is left', async () => {
    const child = { ID: '00000000-0000-4000-8000-0000000000c4', Type: { ID: 4 }, MerchantData: 'http://localhost:4100/session/abc', Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true }, Amount: 10 };
    const { port, calls } = scriptedPort({ reserve: (o) => transaction(`t-${o.WebshopID}`, 'reserved', o.WebshopID === 'b' ? { ChildTransactions: [child] } : {}) });
    const outcome = await submitOrders(port, [order('a'), order('b'), order('c')], toFailure, options());
    expect(calls).toEqual(['reserve a auto=false', 'reserve b auto=false']);
    expect(outcome).toEqual({
      kind: 'card',
      cardOrder: { ID: 't-b', CustomerID: CUSTOMER, WalletID: WALLET },
      merchantLink: 'http://localhost:4100/session/abc',
      reserved: [{ ID: 't-a', CustomerID: CUSTOMER, WalletID: WALLET }],
      remaining: [order('c')],
      completedIds: [],
    });
  });

  it('continues after the card payment: completes what was reserved before it and sends the rest', async () => {
    const { port, calls } = scriptedPort();
    const outcome = await submitOrders(port, [order('c')], toFailure, options(), { reserved: [{ ID: 't-a', CustomerID: CUSTOMER, WalletID: WALLET }], completedIds: ['t-b'] });
    expect(calls).toEqual(['reserve c auto=false', 'complete t-a', 'complete t-c']);
    expect(outcome).toEqual({ kind: 'completed', transactionIds: ['t-b', 't-a', 't-c'] });
  });

  it('refuses a pay-merchant reservation without a card child (NoChildTransactions) or without its link (NoMerchantData)', async () => {
    const none = scriptedPort();
    expect(await submitOrders(none.port, [order('a'), order('b')], toFailure, { ...options(), requireCard: true })).toMatchObject({ kind: 'failed', failure: { message: NO_CHILD_TRANSACTIONS } });
    expect(none.calls).toEqual(['reserve a auto=false', 'cancel t-a']);

    const child = { ID: '00000000-0000-4000-8000-0000000000c4', Type: { ID: 4 }, MerchantData: null, Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true }, Amount: 10 };
    const noLink = scriptedPort({ reserve: () => transaction('t-a', 'reserved', { ChildTransactions: [child] }) });
    expect(await submitOrders(noLink.port, [order('a'), order('b')], toFailure, { ...options(), requireCard: true })).toMatchObject({ kind: 'failed', failure: { message: NO_MERCHANT_DATA } });
  });
});

describe('cancelReserved', () => {
  it('waits 500 ms and cancels one by one; a failing cancel does not stop the others', async () => {
    const calls: string[] = [];
    const port: PaymentPort<CartOrderModel> = {
      reserve: () => Promise.reject(new Error('unused')),
      complete: () => Promise.reject(new Error('unused')),
      cancel: (id) => {
        calls.push(id);
        return id === 'a' ? Promise.reject(new Error('gone')) : Promise.resolve(transaction(id, 'reserved'));
      },
    };
    await cancelReserved(port, [{ ID: 'a', CustomerID: CUSTOMER, WalletID: WALLET }, { ID: 'b', CustomerID: CUSTOMER, WalletID: WALLET }], options());
    expect(waits).toEqual([500]);
    expect(calls).toEqual(['a', 'b']);
  });
});

describe('failureOf', () => {
  it('reads the status code and failed products of the first Info; unparseable data leaves them out', () => {
    const info = (data: string) => transaction('x', 'failed', { CustomInformations: [{ JsonType: 'Info', JsonData: data, CreatedDate: '' }] });
    expect(failureOf(info(JSON.stringify({ StatusCode: 11, Message: 'ExpiredProductsInBasket', FailedProducts: ['p'] })))).toEqual({ message: 'product out of stock', statusCode: 11, failedProducts: ['p'] });
    expect(failureOf(info('not json'))).toEqual({ message: 'product out of stock', statusCode: null, failedProducts: [] });
    expect(failureOf(null, { message: 'Network Error', statusCode: 0 })).toEqual({ message: 'Network Error', statusCode: 0, failedProducts: [] });
  });
});
