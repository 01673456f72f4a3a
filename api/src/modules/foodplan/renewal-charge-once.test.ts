import { addCalendarDays, copenhagenDate, mondayOf } from '@kk/domain';
import { systemClock } from '../../clock';
import { useApiHarness } from '../../test-support/app';
import { startAppWithSandbox, TEST_PROVIDER_SECRET, type SandboxedApp } from '../../test-support/card-sandbox';
import { fundsOf } from '../../test-support/payments';
import { SandboxCardProvider } from '../card-provider/sandbox-adapter';
import { LedgerService } from '../ledger/service';
import type { PaymentService } from '../payment/service';
import { renewPeriod, type RenewalDeps } from './renewals';

/**
 * A food-plan renewal charges the saved card at most once (issue 23): the run that claimed
 * the period sends the charge; a later run of the job (after an error, a time-out, a
 * crash) asks the provider about the renewal's reference and settles by its answer, never
 * sending the charge again. Charges are counted at the sandbox.
 */
jest.setTimeout(60_000);

const api = useApiHarness({ start: startAppWithSandbox });
let harness: SandboxedApp;
let subscriptionId = '';
beforeAll(async () => {
  harness = api.started as SandboxedApp;
  const offer = api.world.foodplan.offers['Frokostabonnement, uge'] as string;
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO foodplan_subscriptions (offer_id, wallet_id, subscription_type_id, delivery_type_id, is_active, payment_type_id, activated_on, user_id, created_at, updated_at)
     SELECT o.id, $2, o.subscription_type_id, o.delivery_type_id, true, 4, $3, $4, now(), now() FROM foodplan_subscription_offers o WHERE o.id = $1 RETURNING id`,
    [offer, api.world.wallets.emma, copenhagenDate(new Date()), api.world.users.parent],
  );
  subscriptionId = rows[0]?.id ?? '';
});
afterEach(() => jest.restoreAllMocks());

const charges = () => harness.sandbox.state.charges();
/** A week far enough ahead that its registration deadline has not passed. */
const weekAhead = (weeks: number) => {
  const start = addCalendarDays(mondayOf(copenhagenDate(new Date())), 7 * weeks);
  return { subscriptionId, startDate: start, endDate: addCalendarDays(start, 6) };
};
/** The wallet then pays the period; here it cannot (NoFund), so the card's money stays in the wallet, visibly. */
const payments = { reserve: () => Promise.resolve({ statusCode: 200, body: { ID: null, Status: { ID: 3 }, ErrorMessage: 'NoFund' } }) } as unknown as PaymentService;
const deps = (): RenewalDeps => ({ db: api.db, clock: systemClock, payments, cardProvider: harness.provider, ledger: new LedgerService() });

async function renewalOf(startDate: string) {
  const { rows } = await api.db.query<{ status: string; failure_reason: string | null; amount_ore: number; card_ledger_transaction_id: string | null; id: string }>(
    'SELECT id, status, failure_reason, amount_ore::int AS amount_ore, card_ledger_transaction_id FROM foodplan_subscription_renewals WHERE subscription_id = $1 AND period_start = $2',
    [subscriptionId, startDate],
  );
  return rows[0];
}

it('a charge that errored (the provider down) is asked about when the provider is back, never sent again: nothing charged, the renewal failed', async () => {
  const task = weekAhead(2);
  const before = charges().length;
  const down = new SandboxCardProvider({ baseUrl: 'http://127.0.0.1:9', secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/unused', timeoutMs: 2_000, merchantName: 'x' });
  const sent = jest.spyOn(harness.provider, 'chargeSavedCard').mockImplementation((input) => down.chargeSavedCard(input));
  expect(await renewPeriod(deps(), task, 'renewal-job-1', false)).toBe('pending');
  expect(sent).toHaveBeenCalledTimes(1);

  sent.mockRestore();
  const resent = jest.spyOn(harness.provider, 'chargeSavedCard');
  const asked = jest.spyOn(harness.provider, 'chargeStatus');
  expect(await renewPeriod(deps(), task, 'renewal-job-1', false)).toBe('failed');
  expect(resent).not.toHaveBeenCalled();
  expect(asked).toHaveBeenCalledTimes(1);
  expect(charges()).toHaveLength(before);
  expect(await renewalOf(task.startDate)).toMatchObject({ status: 'failed', failure_reason: 'credit card error', card_ledger_transaction_id: null });
});

it('a charge made whose answer was lost is settled by asking: the card money reaches the wallet once, the charge is not sent again', async () => {
  const task = weekAhead(3);
  const before = charges().length;
  const balanceBefore = (await fundsOf(api.db, api.world.wallets.emma)).balanceOre;
  const real = harness.provider.chargeSavedCard.bind(harness.provider);
  const sent = jest.spyOn(harness.provider, 'chargeSavedCard').mockImplementation(async (input) => {
    await real(input);
    return { status: 'timeout', message: 'The card provider did not answer in time' };
  });
  expect(await renewPeriod(deps(), task, 'renewal-job-2', false)).toBe('pending');
  expect(await renewPeriod(deps(), task, 'renewal-job-2', false)).toBe('failed');
  expect(sent).toHaveBeenCalledTimes(1);
  expect(charges()).toHaveLength(before + 1);
  const renewal = await renewalOf(task.startDate);
  expect(renewal).toMatchObject({ status: 'failed', failure_reason: 'NoFund', card_ledger_transaction_id: expect.any(String) });
  expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(balanceBefore + (renewal?.amount_ore ?? Number.NaN));
  expect(charges().at(-1)).toMatchObject({ amountOre: renewal?.amount_ore, reference: `foodplan-renewal:${renewal?.id}` });
});
