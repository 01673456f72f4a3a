import type { JobRunner } from '../../jobs/runner';
import type { MobilePayAgreementService } from './agreements';
import { MOBILEPAY_RECONCILE_JOB, type MobilePayDepositService } from './deposits';

/** How often pending MobilePay deposits past their time-out are looked up at the provider. */
export const MOBILEPAY_RECONCILE_INTERVAL_MS = 60_000;

/**
 * The MobilePay deposits and agreements whose notification never came: a periodic job (one
 * run per minute across all instances, as the hold sweep) asks the provider about each one
 * still pending after the approval time-out and a grace, and settles it as the notification
 * would (MobilePayDepositService and MobilePayAgreementService.reconcilePending). Settling is idempotent per deposit
 * (its row lock and status), so a notification arriving meanwhile moves the money once.
 */
export function registerMobilePayReconciliation(runner: JobRunner, mobilePay: MobilePayDepositService, agreements?: MobilePayAgreementService): void {
  runner.register(MOBILEPAY_RECONCILE_JOB, async () => {
    // The agreements first: a deposit the provider disagrees about fails the run, visibly.
    if (agreements) await agreements.reconcilePending();
    await mobilePay.reconcilePending();
  });
  runner.every({
    name: MOBILEPAY_RECONCILE_JOB,
    kind: MOBILEPAY_RECONCILE_JOB,
    nextRunAfter: (after) => new Date(after.getTime() + MOBILEPAY_RECONCILE_INTERVAL_MS),
  });
}
