import { z } from 'zod';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import type { AlertRecipient, WalletAlerts } from '../alerts/wallet-alerts';
import type { MailService } from '../mail/service';
import { confirmationMail, confirmationSms, type ConfirmationFacts } from './messages';
import { ORDER_CONFIRMATION_JOB } from './order-confirmations';
import { confirmationById, linesOfPayment, type ConfirmationRow } from './repository';

const Payload = z.object({ confirmationId: z.string().uuid() });

export interface ConfirmationJobDeps {
  db: Db;
  mail: MailService;
  /** The wallets' guardians and their choice of e-mail or SMS (the alerts module's). */
  alerts: WalletAlerts;
  /** The wallet site's origin, for the link to the transaction's page. */
  walletSiteOrigin: string;
}

/** The wallet site's page of the event's transaction: the food-plan orders, or the wallet's transactions; none for a meeting order. */
function linkOf(row: ConfirmationRow, origin: string): string | null {
  if (row.is_meeting) return null;
  const query = new URLSearchParams({ WalletID: row.wallet_id }).toString();
  return `${origin.replace(/\/$/, '')}/${row.is_foodplan ? 'FoodPlanner/Orders' : 'Transactions'}?${query}`;
}

/** Who is told: a meeting order's placer; else the wallet's guardians (or its holder), else whoever placed the order. */
async function recipientsOf(deps: ConfirmationJobDeps, q: Parameters<WalletAlerts['recipientsOf']>[0], row: ConfirmationRow): Promise<AlertRecipient[]> {
  const placer = row.user_id === null ? null : await deps.alerts.userRecipient(q, row.user_id);
  if (row.is_meeting) return placer === null ? [] : [placer];
  const family = await deps.alerts.recipientsOf(q, row.wallet_id);
  return family.length > 0 ? family : placer === null ? [] : [placer];
}

/**
 * Sends an order event's messages (queued by OrderConfirmations in the event's own
 * transaction): an e-mail to each recipient in their language while the wallet's order
 * confirmations by e-mail are on (the default), and one SMS to the wallet's mobile number
 * while they are chosen by SMS, each through MailService (message_log, the transport or
 * the SMS gateway) in the transaction that completes the job, so a job run twice sends once.
 */
export function registerConfirmationJobs(runner: JobRunner, deps: ConfirmationJobDeps): void {
  runner.register(ORDER_CONFIRMATION_JOB, async (job) => {
    const { confirmationId } = Payload.parse(job.payload);
    await deps.db.transaction(async (tx) => {
      const row = await confirmationById(tx, confirmationId);
      if (row !== null) {
        // A change is told with the order as it now reads; a refund (or a cancel's) with the refund's lines.
        const changed = row.event === 'changed';
        const fromRefund = row.refund_id !== null && !changed;
        const lines = await linesOfPayment(tx, fromRefund ? (row.refund_id ?? row.payment_id) : row.payment_id);
        const facts: ConfirmationFacts = {
          event: row.event,
          school: row.school,
          walletName: row.wallet_name,
          reference: row.payment_id.slice(0, 8).toUpperCase(),
          lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, amountOre: line.amount_ore, serveDate: line.serve_date })),
          totalOre: changed ? lines.reduce((sum, line) => sum + line.amount_ore, 0) : fromRefund ? (row.refund_amount_ore ?? 0) : row.order_amount_ore,
          moneyBack: fromRefund || (changed && row.child_kind === 'refund'),
          changeOre: changed ? (row.refund_amount_ore ?? 0) : 0,
          balanceOre: row.balance_ore,
          link: linkOf(row, deps.walletSiteOrigin),
        };
        const choice = await deps.alerts.orderConfirmationChoice(tx, row.wallet_id);
        const recipients = await recipientsOf(deps, tx, row);
        const transactionId = row.refund_id ?? row.payment_id;
        if (choice.email) {
          for (const recipient of recipients) {
            await deps.mail.send(
              { to: recipient.email, kind: 'order_confirmation', customerId: row.customer_id, walletId: row.wallet_id, transactionId, mobileNumber: row.mobile_number, ...confirmationMail(facts, recipient.language) },
              tx,
            );
          }
        }
        if (choice.sms && row.mobile_number !== null && deps.mail.smsAvailable) {
          const language = recipients[0]?.language ?? 'da';
          const text = confirmationSms(facts, language);
          await deps.mail.sendSms(
            { to: row.mobile_number, from: row.school, text, subject: confirmationMail(facts, language).subject, kind: 'order_confirmation', customerId: row.customer_id, walletId: row.wallet_id, transactionId },
            tx,
          );
        }
      }
      await job.complete(tx);
    });
  });
}
