import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { JobRunner } from '../jobs/runner';
import type { CardProviderAdapter } from '../modules/card-provider/adapter';
import type { LedgerService } from '../modules/ledger/service';
import { registerRefillJobs } from '../modules/refills/refill-jobs';
import { refillReads } from './refill-reads';

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
