import type { JobRunner } from '../../jobs/runner';
import type { Payouts } from './payouts-service';

export const PAYOUT_RUN_JOB = 'payouts.run';
const PAYOUT_RUN_EVERY_MS = 60 * 60 * 1000;

/** Hourly, on one instance: each closed day is paid out once, within the hour after its grace period. */
export function registerPayoutRun(runner: JobRunner, payouts: Payouts): void {
  runner.register(PAYOUT_RUN_JOB, async () => {
    await payouts.runClosedDays();
  });
  runner.every({ name: PAYOUT_RUN_JOB, kind: PAYOUT_RUN_JOB, runWhenFirstKnown: true, nextRunAfter: (after) => new Date(after.getTime() + PAYOUT_RUN_EVERY_MS) });
}
