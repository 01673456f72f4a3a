import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/db';
import { JobRunner } from '../jobs/runner';
import type { CardProviderAdapter } from '../modules/card-provider/adapter';
import { LedgerService } from '../modules/ledger/service';
import { registerRefillJobs } from '../modules/refills/refill-jobs';
import { useApiHarness } from './app';
import { startAppWithSandbox } from './card-sandbox';
import { refillReads } from './refill-reads';

/**
 * The set-up of the refill tests: the API beside the card sandbox, and what they do to a
 * wallet: read its balance, spend from it at Solbakke Skole, run the refill jobs.
 */
export function useRefillHarness() {
  const api = useApiHarness({ start: startAppWithSandbox });
  const ledger = new LedgerService();
  const balanceOf = async (walletId: string): Promise<number> => {
    const { rows } = await api.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
    return rows[0]?.balance_ore ?? Number.NaN;
  };
  const buy = async (walletId: string, amountOre: number): Promise<void> => {
    await api.db.transaction((tx) => ledger.purchase(tx, walletId, api.world.customers.solbakkeSkole, amountOre, new Date(), 'Frokost i kantinen'));
  };
  const runnerWith = (provider: CardProviderAdapter = api.started.provider, clock: Clock = systemClock) => refillJobRunner(api.db, { provider, clock, ledger });
  return { api, ledger, balanceOf, buy, runnerWith };
}

/** A job runner of its own with the refill jobs, on `clock`, charging through `provider`. */
export function refillJobRunner(db: Db, deps: { provider: CardProviderAdapter; clock: Clock; ledger: LedgerService }): JobRunner {
  const runner = new JobRunner({ db, clock: deps.clock });
  registerRefillJobs(runner, { db, ...deps, ...refillReads() });
  return runner;
}

/**
 * A provider's charge that dies once: the first call charges, then throws as if the
 * instance died before it could record the charge; later calls just charge.
 */
export function dyingOnceAfter<Input, Result>(charge: (input: Input) => Promise<Result>): (input: Input) => Promise<Result> {
  let crash = true;
  return async (input) => {
    const result = await charge(input);
    if (crash) {
      crash = false;
      throw new Error('the instance died after the charge');
    }
    return result;
  };
}
