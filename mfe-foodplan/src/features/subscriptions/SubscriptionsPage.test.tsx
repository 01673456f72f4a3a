import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { APRIL, CUSTOMER, FROKOST, NOW, OLIVER, plans, subscription, subscriptionItem, transaction } from '../../test-support/foodplan';
import { freezeClockInEachTest, renderInPage } from '../../test-support/render';
import { SubscriptionsPage } from './SubscriptionsPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());
jest.mock('@kk/platform', () => ({ ...jest.requireActual<object>('@kk/platform'), leaveForProvider: jest.fn() }));
const leaveForProvider = () => jest.requireMock<{ leaveForProvider: jest.Mock }>('@kk/platform').leaveForProvider;
// The payment flow waits its real 2 s (spec section 9).
jest.setTimeout(15_000);

const oliver = { WalletID: OLIVER, Name: 'Oliver Jensen' };
const plan = plans[1]!;

// As the server answers on 11 March (issue 23): the first period still to come is April, at the next-period price.
const breakfast = subscriptionItem('Morgenmad, måned', { DeliveryTypeID: 2, Product: { ...subscriptionItem('x').Product, Price: 150, NextPeriodPrice: 150 }, PeriodToPay: { ...APRIL, Price: 150 } });
const lunch = subscriptionItem('Frokostabonnement, måned', { Subscription: subscription(), PeriodToPay: { ...APRIL, Price: 475 } });
const vegetarian = subscriptionItem('Vegetarabonnement, måned', { Product: { ...lunch.Product, Price: 420, NextPeriodPrice: 420 } });
const weekly = subscriptionItem('Frokostabonnement, uge', { SubscriptionTypeID: 2, Subscription: subscription({ IsActive: false, NextAvailableDate: '2026-03-16' }), QuarantineInfo: { NextAvailableDate: '2026-03-16' } });
const afternoon = subscriptionItem('Eftermiddagsmad, uge', {
  SubscriptionTypeID: 2,
  DeliveryTypeID: 5,
  Subscription: subscription({ IsActive: false, Periods: [{ StartDate: '2026-03-09', EndDate: '2026-03-15', IsActive: true, IsPaid: true, IsPending: false, TransactionID: '00000000-0000-4000-8000-0000000000a9' }] }),
});
const items = [breakfast, lunch, vegetarian, weekly, afternoon];

const card = (name: string) => screen.getByRole('article', { name });
const buttonsOf = (name: string) => within(card(name)).queryAllByRole('button').map((button) => button.getAttribute('data-testid'));

function serve(extra: Record<string, unknown> = {}) {
  fakeApi({
    'GET /api/FoodPlanner/V3/GetSubscriptions': items,
    'DELETE /api/FoodPlanner/V3/ActivateSubscription': lunch,
    'DELETE /api/FoodPlanner/V3/RemoveSubscription': { ...lunch, Subscription: { ...lunch.Subscription!, IsActive: false, NextAvailableDate: '2026-04-01' } },
    'POST /V2/Payment/ReserveTransaction': transaction(),
    'GET /api/Wallet/Detail': { WalletID: OLIVER, Balance: 80 },
    'GET /api/DepositWithdraw/PollMerchantSubscription': { Success: true, Status: 'completed', Message: null },
    ...extra,
  });
}

/** Oliver's subscriptions of the lunch plan, the API answering as `serve` does (with `extra`). */
async function showSubscriptions(extra: Record<string, unknown> = {}, options: { culture?: 'da' | 'en' } = {}) {
  serve(extra);
  await renderInPage(<SubscriptionsPage wallet={oliver} plan={plan} />, options);
}

freezeClockInEachTest(NOW);
beforeEach(() => {
  window.history.replaceState(null, '', `/FoodPlanner/Subscriptions?WalletID=${OLIVER}&FoodPlanID=${FROKOST}`);
  sessionStorage.clear();
  leaveForProvider().mockClear();
});

const RESERVED_ID = '00000000-0000-4000-8000-0000000000a7';
const pendingStatus = { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true };
/** A reserved period whose credit-card child waits on the provider's page. */
const withCardChild = (page: string) =>
  transaction({ ID: RESERVED_ID, Status: pendingStatus, ChildTransactions: [{ ID: '00000000-0000-4000-8000-0000000000c7', Type: { ID: 4 }, MerchantData: page, Status: pendingStatus, Amount: 450 }] });

describe("a child's subscriptions", () => {
  it("shows Subscribe, Pay, Resubscribe and Change by the spec's rules for each state", async () => {
    await showSubscriptions();
    expect(requestsTo('GET /api/FoodPlanner/V3/GetSubscriptions')[0]?.params).toEqual({ customerID: CUSTOMER, foodPlanID: FROKOST, walletID: OLIVER });

    expect(buttonsOf('Morgenmad, måned')).toEqual(['subscription-subscribe']);
    expect(within(card('Morgenmad, måned')).getByTestId('subscription-status')).toHaveTextContent('Ikke tilmeldt');
    // Active without an active period: Pay (and cancelling).
    expect(buttonsOf('Frokostabonnement, måned')).toEqual(['subscription-pay', 'subscription-remove']);
    expect(within(card('Frokostabonnement, måned')).getByTestId('subscription-to-pay')).toHaveTextContent('Du betaler 475,00 kr. for april 2026 (01.04.2026 – 30.04.2026)');
    // The period to pay is named with its own price, never the catalogue's "this period" (issue 23).
    expect(card('Frokostabonnement, måned')).not.toHaveTextContent('for denne periode');
    expect(within(card('Morgenmad, måned')).getByTestId('subscription-first-period')).toHaveTextContent('Første periode: april 2026 (01.04.2026 – 30.04.2026) til 150,00 kr.');
    // Same type and delivery type as the active lunch: Change; Subscribe says why it cannot.
    expect(buttonsOf('Vegetarabonnement, måned')).toEqual(['subscription-subscribe', 'subscription-change']);
    expect(within(card('Vegetarabonnement, måned')).getByTestId('subscription-subscribe')).toBeDisabled();
    expect(within(card('Vegetarabonnement, måned')).getByTestId('subscription-subscribe')).toHaveAccessibleDescription(/Brug «Skift hertil»/);
    // Quarantined: nothing to take until the date.
    expect(buttonsOf('Frokostabonnement, uge')).toEqual([]);
    expect(within(card('Frokostabonnement, uge')).getByTestId('subscription-status')).toHaveTextContent('Kan tages igen fra 16.03.2026');
    // Cancelled with this week paid and the quarantine over: Resubscribe.
    expect(buttonsOf('Eftermiddagsmad, uge')).toEqual(['subscription-resubscribe']);
    expect(within(card('Eftermiddagsmad, uge')).getByTestId('subscription-periods')).toHaveTextContent('Uge 11: Betalt (nu)');
  });

  it('subscribes with renewals by card, and shows a quarantine refusal with its date', async () => {
    await showSubscriptions();
    fireEvent.click(screen.getByRole('button', { name: 'Tilmeld: Morgenmad, måned' }));
    const dialog = await screen.findByTestId('subscribe-dialog');
    // Before subscribing: what the first Pay will charge, and for which days.
    expect(within(dialog).getByTestId('subscribe-first-period')).toHaveTextContent('Du betaler 150,00 kr. for april 2026 (01.04.2026 – 30.04.2026)');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Betalingskort/ }));
    fireEvent.click(within(dialog).getByTestId('subscribe-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Oliver Jensen er tilmeldt Morgenmad, måned.');
    expect(requestsTo('DELETE /api/FoodPlanner/V3/ActivateSubscription')[0]?.params).toEqual({ subscriptionID: breakfast.ID, walletID: OLIVER, paymentTypeID: 4 });

    serve({ 'DELETE /api/FoodPlanner/V3/ActivateSubscription': () => ({ status: 409, data: { StatusCode: 409, message: 'Request is invalid', reason: 'Quarantined until 2026-04-01' } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Tilmeld: Morgenmad, måned' }));
    fireEvent.click(within(await screen.findByTestId('subscribe-dialog')).getByTestId('subscribe-confirm'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Abonnementet kan først tages igen fra 01.04.2026.');
  });

  it('changes from the active subscription of the same kind', async () => {
    await showSubscriptions({}, { culture: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Change to this: Vegetarabonnement, måned' }));
    const dialog = await screen.findByTestId('change-subscription-dialog');
    expect(dialog).toHaveTextContent('Oliver Jensen changes from Frokostabonnement, måned to Vegetarabonnement, måned.');
    fireEvent.click(within(dialog).getByTestId('change-confirm'));
    await waitFor(() => expect(requestsTo('DELETE /api/FoodPlanner/V3/ActivateSubscription')).toHaveLength(1));
    expect(requestsTo('DELETE /api/FoodPlanner/V3/ActivateSubscription')[0]?.params).toEqual({
      subscriptionID: vegetarian.ID,
      walletID: OLIVER,
      paymentTypeID: 2,
      replaces: lunch.Subscription!.ID,
    });
  });

  it('pays the period from the wallet, waits 2 s, then shows the order complete and the new state', async () => {
    await showSubscriptions();
    fireEvent.click(screen.getByRole('button', { name: 'Betal: Frokostabonnement, måned' }));
    const dialog = await screen.findByTestId('pay-dialog');
    expect(within(dialog).getByTestId('pay-period')).toHaveTextContent('Du betaler 475,00 kr. for april 2026 (01.04.2026 – 30.04.2026)');
    const started = performance.now();
    expect(within(dialog).getByTestId('pay-confirm')).toHaveTextContent('Betal 475,00 kr.');
    fireEvent.click(within(dialog).getByTestId('pay-confirm'));

    expect(await screen.findByTestId('subscription-complete', undefined, { timeout: 4000 })).toHaveTextContent('Frokostabonnement, måned: april 2026 er betalt (475,00 kr.).');
    expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
    const [reserve] = requestsTo('POST /V2/Payment/ReserveTransaction');
    expect(reserve?.headers['idempotency-key']).toBeTruthy();
    expect(reserve?.body).toMatchObject({
      Amounts: { 2: 475 },
      Description: 'Madplan',
      IsFoodplan: true,
      FoodPlanID: FROKOST,
      CustomerID: CUSTOMER,
      WalletID: OLIVER,
      Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
      CustomData: { AutoComplete: true },
      Products: [{ ID: lunch.Product.ID, Quantity: 1, Price: 475, SubscriptionID: lunch.Subscription!.ID, StartDate: '2026-04-01' }],
    });
    expect((reserve?.body as { CustomData: { CreditCardPaymentWindow: { AcceptURL: string } } }).CustomData.CreditCardPaymentWindow.AcceptURL).not.toMatch(/checkout/i);
    expect(requestsTo('GET /api/FoodPlanner/V3/GetSubscriptions')).toHaveLength(2);
  });

  describe('MobilePay (issue 16)', () => {
    it('is offered beside the wallet and the card, and pays the period on MobilePay’s page', async () => {
      await showSubscriptions({ 'POST /V2/Payment/ReserveTransaction': withCardChild('http://localhost:4100/mobilepay/ses_plan') });
      fireEvent.click(screen.getByRole('button', { name: 'Betal: Frokostabonnement, måned' }));
      const dialog = await screen.findByTestId('pay-dialog');
      const methods = within(dialog).getByTestId('pay-method');
      expect(within(methods).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['wallet', 'card', 'mobilepay']);
      fireEvent.click(within(methods).getByRole('radio', { name: /MobilePay/ }));
      fireEvent.click(within(dialog).getByTestId('pay-confirm'));

      await waitFor(() => expect(leaveForProvider()).toHaveBeenCalledWith('http://localhost:4100/mobilepay/ses_plan'));
      const [reserve] = requestsTo('POST /V2/Payment/ReserveTransaction');
      const body = reserve?.body as { Amounts: unknown; CustomData: { CreditCardPaymentWindow: Record<string, unknown> } };
      expect(body.Amounts).toEqual({ 4: 475 });
      expect(body.CustomData.CreditCardPaymentWindow).toMatchObject({ PaymentMethod: 'MobilePay' });
      expect(JSON.parse(sessionStorage.getItem('kk.foodplan.subscriptionPayment') ?? 'null')).toMatchObject({ name: 'Frokostabonnement, måned', price: 475 });
    });

    it('answers "balance too low" with MobilePay: the card child is paid with MobilePay, and the browser goes to its page', async () => {
      await showSubscriptions({
        'POST /V2/Payment/ReserveTransaction': withCardChild('http://localhost:4100/session/card'),
        'POST /V2/Payment/CardPaymentMethod': withCardChild('http://localhost:4100/mobilepay/ses_switched'),
        'POST /V1/payment/CancelTransaction': transaction({ ID: RESERVED_ID }),
      }, { culture: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Pay: Frokostabonnement, måned' }));
      fireEvent.click(within(await screen.findByTestId('pay-dialog')).getByTestId('pay-confirm'));
      const ask = await screen.findByTestId('subscription-ask-card');
      expect(within(ask).getByRole('heading', { name: 'The balance is too low' })).toBeInTheDocument();
      expect(ask).toHaveTextContent("There is not enough money in Oliver Jensen's wallet for the period. Do you want to pay with a payment card or MobilePay?");
      fireEvent.click(within(ask).getByRole('button', { name: 'Yes, pay with MobilePay' }));

      await waitFor(() => expect(leaveForProvider()).toHaveBeenCalledWith('http://localhost:4100/mobilepay/ses_switched'));
      expect(requestsTo('POST /V2/Payment/CardPaymentMethod').map((r) => r.body)).toEqual([{ ID: RESERVED_ID, PaymentMethod: 'MobilePay' }]);
      expect(requestsTo('POST /V1/payment/CancelTransaction')).toHaveLength(0);
    });

    it('cancels the reservation and says so when MobilePay cannot be started', async () => {
      await showSubscriptions({
        'POST /V2/Payment/ReserveTransaction': withCardChild('http://localhost:4100/session/card'),
        'POST /V2/Payment/CardPaymentMethod': () => ({ status: 502, data: { StatusCode: 502, message: 'unable to connect', reason: '' } }),
        'POST /V1/payment/CancelTransaction': transaction({ ID: RESERVED_ID }),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Betal: Frokostabonnement, måned' }));
      fireEvent.click(within(await screen.findByTestId('pay-dialog')).getByTestId('pay-confirm'));
      fireEvent.click(within(await screen.findByTestId('subscription-ask-card')).getByTestId('subscription-ask-card-mobilepay'));

      expect(await screen.findByTestId('subscription-failed')).toBeInTheDocument();
      expect(requestsTo('POST /V1/payment/CancelTransaction').map((r) => r.body)).toEqual([{ ID: RESERVED_ID, CustomerID: CUSTOMER }]);
      expect(leaveForProvider()).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('kk.foodplan.subscriptionPayment')).toBeNull();
    });
  });

  it('says in English what is paid, with the dates, before the pay button (issue 23)', async () => {
    await showSubscriptions({}, { culture: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe: Morgenmad, måned' }));
    expect(within(await screen.findByTestId('subscribe-dialog')).getByTestId('subscribe-first-period')).toHaveTextContent(/^You pay DKK 150\.00 for April 2026 \(01\/04\/2026 – 30\/04\/2026\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay: Frokostabonnement, måned' }));
    expect(within(await screen.findByTestId('pay-dialog')).getByTestId('pay-period')).toHaveTextContent(/^You pay DKK 475\.00 for April 2026 \(01\/04\/2026 – 30\/04\/2026\)$/);
  });

  it('never offers a period that has closed since the page was read: April closes on Monday 30 March at 10:00', async () => {
    await showSubscriptions();
    jest.setSystemTime(new Date('2026-03-30T08:00:00Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Betal: Frokostabonnement, måned' }));
    const dialog = await screen.findByTestId('pay-dialog');
    expect(within(dialog).getByTestId('pay-period-closed')).toHaveTextContent('Perioden kan ikke længere betales');
    expect(within(dialog).queryByTestId('pay-period')).toBeNull();
    expect(within(dialog).getByTestId('pay-confirm')).toBeDisabled();
    fireEvent.click(within(dialog).getByTestId('pay-confirm'));
    expect(requestsTo('POST /V2/Payment/ReserveTransaction')).toHaveLength(0);
  });

  it('shows a refused payment in the failed step', async () => {
    await showSubscriptions({ 'POST /V2/Payment/ReserveTransaction': transaction({ Status: { ID: 3, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'NoFund' }) }, { culture: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay: Frokostabonnement, måned' }));
    fireEvent.click(within(await screen.findByTestId('pay-dialog')).getByTestId('pay-confirm'));
    expect(await screen.findByTestId('subscription-failed')).toBeInTheDocument();
  });

  it("back from the card provider's page: polls until the payment is confirmed, then shows the order complete", async () => {
    sessionStorage.setItem('kk.foodplan.subscriptionPayment', JSON.stringify({ name: 'Frokostabonnement, måned', startDate: '2026-03-01', endDate: '2026-03-31', price: 450 }));
    window.history.replaceState(null, '', `/FoodPlanner/Subscriptions?WalletID=${OLIVER}&FoodPlanID=${FROKOST}&subscriptionpayment=1&vivawallettransactionid=abc123`);
    await showSubscriptions();
    expect(await screen.findByTestId('subscription-complete', undefined, { timeout: 4000 })).toHaveTextContent('Frokostabonnement, måned: marts 2026 er betalt (450,00 kr.).');
    expect(requestsTo('GET /api/DepositWithdraw/PollMerchantSubscription')[0]?.params).toEqual({ vivawalletTransactionID: 'abc123' });
    expect(window.location.search).not.toMatch(/vivawallettransactionid|subscriptionpayment/i);
  });

  it('opens the failed renewals of the wallet group when the address names one', async () => {
    window.history.replaceState(null, '', `/FoodPlanner/Subscriptions?WalletID=${OLIVER}&WalletGroupID=00000000-0000-4000-8000-0000000000aa`);
    await showSubscriptions({
      'GET /api/DepositWithdraw/FailedSubscriptionsWalletGroup/00000000-0000-4000-8000-0000000000aa': [
        { ID: '00000000-0000-4000-8000-0000000000ab', WalletID: OLIVER, WalletName: 'Oliver Jensen', Type: 'FoodPlanSubscription', Name: 'Frokostabonnement, måned', Amount: 475, Reason: 'NoFund', Period: '2026-04-01 - 2026-04-30', CreatedDate: NOW, Card: null },
      ],
    });
    const dialog = await screen.findByTestId('failed-subscriptions-dialog');
    expect(dialog).toHaveTextContent('Mislykkede fornyelser for familien');
    expect(within(dialog).getByTestId('failed-subscription')).toHaveTextContent('Frokostabonnement, måned: april 2026, 475,00 kr.');
    expect(within(dialog).getByTestId('failed-subscription')).toHaveTextContent('Tegnebog: Oliver Jensen');
  });
});
