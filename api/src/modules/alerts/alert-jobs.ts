import { addLocalDays, cardExpiryState, copenhagenDate, copenhagenInstant, copenhagenLocal } from '@kk/domain';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import { decideAlert, recipientsOf, WALLET_ALERT_JOB } from './wallet-alert-repository';
import type { MailService } from '../mail/service';
import { alertMail } from './alert-messages';
import * as alerts from './repository';

export const CARD_EXPIRY_SWEEP_JOB = 'card-expiry-sweep';
export const CARD_EXPIRY_SCHEDULE = 'card-expiry-sweep';
/** The card-expiry sweep runs every day at 07:00 Copenhagen time. */
const SWEEP_MINUTE_OF_DAY = 7 * 60;

export interface AlertJobDeps {
  db: Db;
  clock: Clock;
  mail: MailService;
}

const Payload = z.object({ alertId: z.string().uuid() });

/** The next 07:00 in Copenhagen after `after` (summer time included). */
export function nextCardExpirySweep(after: Date): Date {
  const local = copenhagenLocal(after);
  const today = copenhagenInstant({ ...local, minute: SWEEP_MINUTE_OF_DAY });
  return today.getTime() > after.getTime() ? today : copenhagenInstant({ ...addLocalDays(local, 1), minute: SWEEP_MINUTE_OF_DAY });
}

/**
 * The alerts' jobs. `wallet-alert` e-mails a decided alert (queued in the transaction that
 * decided it: the low-balance trigger of a debit, a paused refill, the sweep below) to each
 * of the wallet's guardians in their language, through MailService.send (message_log) in
 * the transaction that completes the job. `card-expiry-sweep` runs daily and warns about
 * each card a refill uses that expires within 30 days, once per wallet and card.
 */
export function registerAlertJobs(runner: JobRunner, deps: AlertJobDeps): void {
  runner.register(WALLET_ALERT_JOB, async (job) => {
    const { alertId } = Payload.parse(job.payload);
    await deps.db.transaction(async (tx) => {
      const row = await alerts.alertById(tx, alertId);
      if (row !== null) {
        for (const recipient of await recipientsOf(tx, row.wallet_id)) {
          await deps.mail.send(
            { to: recipient.email, kind: row.kind, customerId: row.customer_id, walletId: row.wallet_id, mobileNumber: row.mobile_number, ...alertMail(row, recipient.language) },
            tx,
          );
        }
      }
      await job.complete(tx);
    });
  });

  runner.register(CARD_EXPIRY_SWEEP_JOB, async (job) => {
    const at = deps.clock.now();
    const today = copenhagenDate(at);
    const local = copenhagenLocal(at);
    await deps.db.transaction(async (tx) => {
      // Candidates expire by the end of next month; the rule decides which are within 30 days.
      for (const card of await alerts.refillCardsExpiringBy(tx, local.year * 12 + local.month)) {
        if (cardExpiryState({ expiryMonth: card.expiry_month, expiryYear: card.expiry_year }, today) !== 'expiring') continue;
        await decideAlert(tx, { walletId: card.wallet_id, kind: 'card_expiry', cardId: card.credit_card_id, at });
      }
      await job.complete(tx);
    });
  });

  runner.every({ name: CARD_EXPIRY_SCHEDULE, kind: CARD_EXPIRY_SWEEP_JOB, nextRunAfter: nextCardExpirySweep });
}
