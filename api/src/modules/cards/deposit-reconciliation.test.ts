import type { AuthContext } from '../../http/auth-context';
import { JobRunner } from '../../jobs/runner';
import { SandboxCardProvider } from '../card-provider/sandbox-adapter';
import { startSandboxServer, type SandboxServer } from '@kk/card-sandbox';
import { TestClock, useApiHarness } from '../../test-support/app';
import { TEST_PROVIDER_SECRET } from '../../test-support/card-sandbox';
import { worldOf, type TestDatabase } from '../../test-support/db';
import type { CardProviderAdapter, ChargeResult } from '../card-provider/adapter';
import { IdempotencyService } from '../idempotency/service';
import { LedgerService } from '../ledger/service';
import { registerCardJobs } from './card-jobs';
import { DepositService } from './deposit-service';
import { FamilyAccess } from '../family/access';

const RETENTION_MS = 24 * 3_600_000;

let database: TestDatabase;
let sandbox: SandboxServer;
let provider: SandboxCardProvider;

const api = useApiHarness({ app: false });
beforeAll(async () => {
  database = api.database;
  sandbox = await startSandboxServer({ port: 0, secret: TEST_PROVIDER_SECRET });
  provider = new SandboxCardProvider({ baseUrl: sandbox.url, secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/unused', timeoutMs: 2_000, merchantName: 'x' });
});

afterAll(() => sandbox.close());

/** The provider charges, but its answer is lost on the way back the first time (a network cut). */
function losingFirstAnswer(): CardProviderAdapter & { answers: ChargeResult[] } {
  let lost = false;
  const answers: ChargeResult[] = [];
  return {
    answers,
    startCardRegistration: (input) => provider.startCardRegistration(input),
    startHostedPayment: (input) => provider.startHostedPayment(input),
    refund: (input) => provider.refund(input),
    payToCard: (input) => provider.payToCard(input),
    deleteCard: (input) => provider.deleteCard(input),
    settlementFile: (input) => provider.settlementFile(input),
    paymentStatus: (input) => provider.paymentStatus(input),
    chargeStatus: (input) => provider.chargeStatus(input),
    startAgreement: (input) => provider.startAgreement(input),
    chargeAgreement: (input) => provider.chargeAgreement(input),
    stopAgreement: (input) => provider.stopAgreement(input),
    agreementStatus: (input) => provider.agreementStatus(input),
    verifyNotification: (raw, headers) => provider.verifyNotification(raw, headers),
    async chargeSavedCard(input) {
      const answer = await provider.chargeSavedCard(input);
      answers.push(answer);
      if (!lost) {
        lost = true;
        return { status: 'timeout', message: 'no answer in time' };
      }
      return answer;
    },
  };
}

async function balanceOf(walletId: string): Promise<number> {
  const { rows } = await database.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  return rows[0]?.balance_ore ?? Number.NaN;
}

it('settles a deposit whose answer was lost: charged once, credited once, by the reconciliation job', async () => {
  const world = worldOf(database);
  const clock = new TestClock();
  const flaky = losingFirstAnswer();
  const deposits = new DepositService({ db: database.db, clock, provider: flaky, ledger: new LedgerService(), idempotency: new IdempotencyService(database.db, clock, RETENTION_MS) }, new FamilyAccess(database.db));
  const parent: AuthContext = {
    sessionId: 'test',
    userId: world.users.parent,
    name: 'Mette Jensen',
    email: 'parent@demo.dk',
    roles: ['DepositWithdraw'],
    application: 'wallet',
    expiresAt: new Date(clock.now().getTime() + 3_600_000),
  };
  const { rows } = await database.db.query<{ id: string }>('SELECT credit_card_id AS id FROM wallet_primary_cards WHERE wallet_id = $1', [world.wallets.emma]);
  const bill = { amount: 120, uid: rows[0]?.id ?? '', walletID: world.wallets.emma };
  const before = await balanceOf(world.wallets.emma);

  expect(await deposits.subscriptionBill(parent, bill, 'lost-answer')).toBe('timeout');
  expect(await balanceOf(world.wallets.emma)).toBe(before);

  const runner = new JobRunner({ db: database.db, clock });
  registerCardJobs(runner, { db: database.db, provider: flaky, deposits });
  expect(await runner.runDueJobs()).toBe(0);
  clock.advanceMinutes(3);
  expect(await runner.runDueJobs()).toBe(1);
  expect(await balanceOf(world.wallets.emma)).toBe(before + 12_000);
  // The provider charged one transaction, and the job asked about it instead of sending it again (issue 23).
  expect(flaky.answers).toHaveLength(1);
  expect(sandbox.state.charges()).toEqual([expect.objectContaining({ amountOre: 12_000 })]);

  // The guardian's retry with the same key is answered from the store.
  expect(await deposits.subscriptionBill(parent, bill, 'lost-answer')).toBe('Success');
  expect(await balanceOf(world.wallets.emma)).toBe(before + 12_000);
  expect(flaky.answers).toHaveLength(1);
});
