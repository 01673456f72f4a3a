jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());
import type { OrderRequest } from '@kk/contracts';
import { bus, setAppConfig } from '@kk/platform';
import { answerCardQuestion, CARD_FAILURE, checkout, continueAfterProvider, type CheckoutDriver, type CheckoutStep } from '@kk/platform/payments';
import { fakeApi, paymentTransaction, requestsTo } from '@kk/platform/test-support';

const WALLET = '00000000-0000-4000-8000-00000000000a';
const CUSTOMER = '00000000-0000-4000-8000-00000000000c';
const CARD_ORDER = '00000000-0000-4000-8000-0000000000c1';
const EARLIER = '00000000-0000-4000-8000-0000000000c0';

const order: OrderRequest = { Amounts: { 2: 10 }, CustomerID: CUSTOMER, WalletID: WALLET, Products: [{ ID: '00000000-0000-4000-8000-0000000000d1', Quantity: 1 }] };

const reservedWithCardChild = paymentTransaction({
  ID: CARD_ORDER,
  Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true },
  ChildTransactions: [{ ID: '00000000-0000-4000-8000-0000000000c2', Type: { ID: 4 }, MerchantData: 'http://localhost:4100/session/card', Status: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true }, Amount: 10 }],
});

/** A driver that records the steps, waits no time, and says what it was asked to keep or forget. */
function recordingDriver(extra: Partial<CheckoutDriver> = {}) {
  const steps: CheckoutStep[] = [];
  const kept: string[] = [];
  const driver: CheckoutDriver = {
    walletIds: [WALLET],
    onStep: (step) => steps.push(step),
    onLeave: (handOff) => kept.push(`leave ${handOff.cardOrder.ID}`),
    forget: () => kept.push('forget'),
    wait: async () => undefined,
    ...extra,
  };
  return { driver, steps, kept, kinds: () => steps.map((step) => (step.kind === 'progress' ? `progress ${step.progress.message}` : step.kind)) };
}

describe('the checkout', () => {
  beforeEach(() => {
    setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '' });
    fakeApi({
      'POST /V2/Payment/ReserveTransaction': reservedWithCardChild,
      'POST /V1/payment/CancelTransaction': paymentTransaction({ Status: { ID: 4, IsFailed: true, IsCompleted: false, IsPending: false } }),
      'GET /api/DepositWithdraw/PollMerchantSubscription': { Success: false, Status: 'failed', Message: null },
      'GET /api/Wallet/Detail': { Balance: 10 },
    });
  });

  it('asks before a card pays what the wallet cannot, and a no cancels the reservation', async () => {
    const run = recordingDriver();
    await checkout(run.driver, [order], 'wallet');
    const asked = run.steps.at(-1);
    expect(asked?.kind).toBe('ask-card');
    if (asked?.kind !== 'ask-card') return;
    expect(asked.pending.merchantLink).toBe('http://localhost:4100/session/card');

    await answerCardQuestion(run.driver, asked.pending, false);
    expect(run.kinds().slice(-3)).toEqual(['progress cancelling', 'progress cancelling', 'cancelled']);
    expect(requestsTo('POST /V1/payment/CancelTransaction').map((r) => r.body)).toEqual([{ ID: CARD_ORDER, CustomerID: CUSTOMER }]);
    expect(run.kept).toEqual([]);
  });

  it('back from a refused card: cancels what the run reserved, forgets the record and announces the failure', async () => {
    const failed: string[] = [];
    const off = bus.subscribe('shopping.payment.failed', ({ message }) => failed.push(message));
    const run = recordingDriver({ announce: true });
    const reserved = (ID: string) => ({ ID, CustomerID: CUSTOMER, WalletID: WALLET });
    await continueAfterProvider(run.driver, { cardOrder: reserved(CARD_ORDER), reserved: [reserved(EARLIER)], remaining: [], completedIds: [] }, { vivawalletTransactionID: 'abc' });
    off();
    expect(requestsTo('POST /V1/payment/CancelTransaction').map((r) => (r.body as { ID: string }).ID)).toEqual([CARD_ORDER, EARLIER]);
    expect(run.steps.at(-1)).toEqual({ kind: 'failed', failure: CARD_FAILURE });
    expect(run.kept).toEqual(['forget']);
    expect(failed).toEqual(['credit card error']);
  });
});
