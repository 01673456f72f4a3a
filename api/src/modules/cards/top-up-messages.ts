import { formatOre } from '@kk/domain';
import { z } from 'zod';
import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import type { WalletAlerts } from '../alerts/wallet-alerts';
import type { MailService } from '../mail/service';
import type { ContentLanguage } from '../notifications/language';
import { TOP_UP_MESSAGE_JOB, type TopUpMessageKind, type TopUpSource } from '../payment/top-ups';

const Payload = z.object({ transactionId: z.string().uuid(), kind: z.enum(['receipt', 'failed_refill']) });

export interface TopUpMessageFacts {
  source: TopUpSource;
  walletName: string;
  amountOre: number;
  last4: string | null;
  /** Why a refill failed: NoFund, credit card error, NoCreditCard, timeout. */
  reason: string | null;
  /** A refill charged through the wallet's MobilePay agreement, not a card. */
  viaMobilePay?: boolean;
}

/** The same reasons for a refill charged through a MobilePay agreement. */
const MOBILEPAY_REASONS: Readonly<Record<ContentLanguage, Readonly<Record<string, string>>>> = {
  da: { NoFund: 'der var ikke dækning i MobilePay', 'credit card error': 'MobilePay afviste betalingen', timeout: 'MobilePay svarede ikke' },
  en: { NoFund: 'MobilePay had insufficient funds', 'credit card error': 'MobilePay declined the payment', timeout: 'MobilePay did not answer' },
};

/** Why it failed, in words, for the card or MobilePay that was charged. */
function reasonText(facts: TopUpMessageFacts, language: ContentLanguage): string {
  const reason = facts.reason ?? 'credit card error';
  return (facts.viaMobilePay ? MOBILEPAY_REASONS : REASONS)[language][reason] ?? REASONS[language][reason] ?? reason;
}

const REASONS: Readonly<Record<ContentLanguage, Readonly<Record<string, string>>>> = {
  da: {
    NoFund: 'der var ikke dækning på betalingskortet',
    'credit card error': 'betalingskortet blev afvist',
    NoCreditCard: 'der er intet betalingskort valgt til optankning',
    timeout: 'kortudbyderen svarede ikke',
  },
  en: {
    NoFund: 'the card had insufficient funds',
    'credit card error': 'the card was declined',
    NoCreditCard: 'no card is chosen for refills',
    timeout: 'the card provider did not answer',
  },
};

/** A top-up's receipt or a failed refill's notice, in Danish or English. */
export function topUpMail(kind: TopUpMessageKind, facts: TopUpMessageFacts, language: ContentLanguage): ComposedMail & { subject: string } {
  const amount = formatOre(facts.amountOre, language);
  const wallet = facts.walletName;
  const card = facts.last4 === null ? null : `•••• ${facts.last4}`;
  if (language === 'en') {
    const what = facts.source === 'automatic' ? 'automatic refill' : facts.source === 'monthly' ? 'monthly refill' : facts.source === 'mobilepay' ? 'deposit with MobilePay' : 'deposit';
    if (kind === 'receipt') {
      return {
        subject: `Receipt: ${amount} added to ${wallet}`,
        ...composeMail({
          paragraphs: ['Hello,', `Your ${what} of ${amount} to ${wallet} went through${card === null ? '' : `: the card ${card} was charged`}.`, 'The money can be spent right away.'],
          footer: ['Keep this e-mail as your receipt.'],
        }),
      };
    }
    return {
      subject: `The ${what} of ${wallet} failed`,
      ...composeMail({
        paragraphs: [
          'Hello,',
          `The ${what} of ${amount} to ${wallet} could not be made: ${reasonText(facts, 'en')}.`,
          facts.viaMobilePay ? 'Check the agreement in the MobilePay app, or add funds by hand.' : 'Check the card or choose another one, or add funds by hand.',
        ],
      }),
    };
  }
  const what = facts.source === 'automatic' ? 'automatiske optankning' : facts.source === 'monthly' ? 'månedlige optankning' : facts.source === 'mobilepay' ? 'indbetaling med MobilePay' : 'indbetaling';
  if (kind === 'receipt') {
    return {
      subject: `Kvittering: ${amount} sat ind på ${wallet}`,
      ...composeMail({
        paragraphs: ['Hej,', `Din ${what} på ${amount} til ${wallet} er gennemført${card === null ? '' : `: betalingskortet ${card} er trukket`}.`, 'Pengene kan bruges med det samme.'],
        footer: ['Gem denne e-mail som din kvittering.'],
      }),
    };
  }
  return {
    subject: `Den ${what} af ${wallet} mislykkedes`,
    ...composeMail({
      paragraphs: [
        'Hej,',
        `Den ${what} på ${amount} til ${wallet} kunne ikke gennemføres: ${reasonText(facts, 'da')}.`,
        facts.viaMobilePay ? 'Tjek aftalen i MobilePay-appen, eller sæt penge ind selv.' : 'Tjek betalingskortet eller vælg et andet, eller sæt penge ind selv.',
      ],
    }),
  };
}

interface TopUpRow {
  id: string;
  top_up: TopUpSource;
  wallet_id: string;
  wallet_name: string;
  mobile_number: string | null;
  customer_id: string;
  amount_ore: number;
  error_message: string | null;
  last4: string | null;
  via_mobilepay: boolean;
}

/** Whether a failed refill is told: the wallet's alert is on, and no failed-refill alert went out today. */
async function failedRefillNoticeDue(alerts: WalletAlerts, tx: Queryable, walletId: string, at: Date): Promise<boolean> {
  if (!(await alerts.failedRefillEnabled(tx, walletId))) return false;
  return (await alerts.record(tx, { walletId, kind: 'failed_refill', at })) !== null;
}

/**
 * Sends a top-up's message (queued by payment/top-ups.ts in the transaction of its
 * outcome, so nothing is sent for a top-up that rolled back): one e-mail to each guardian,
 * in the guardian's language, through MailService.send, which writes message_log (with
 * the wallet's mobile number, the key of /Messages/All) in the same transaction that
 * completes the job. A failed-refill notice is an alert (issue 16): it goes out only while
 * the wallet's failed-refill alert is on, and at most once per wallet per Copenhagen day
 * (`WalletAlerts.record`, decided by the database's unique key).
 */
export function registerTopUpMessages(runner: JobRunner, deps: { db: Db; clock: Clock; mail: MailService; alerts: WalletAlerts }): void {
  runner.register(TOP_UP_MESSAGE_JOB, async (job) => {
    const { transactionId, kind } = Payload.parse(job.payload);
    await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<TopUpRow>(
        `SELECT t.id, t.top_up, t.wallet_id, w.name AS wallet_name, w.mobile_number, t.customer_id, t.amount_ore, t.error_message, c.last4,
                EXISTS (SELECT 1 FROM refill_attempts r WHERE r.payment_transaction_id = t.id AND r.mobilepay_agreement_id IS NOT NULL) AS via_mobilepay
           FROM payment_transactions t JOIN wallets w ON w.id = t.wallet_id LEFT JOIN credit_cards c ON c.id = t.credit_card_id
          WHERE t.id = $1 AND t.kind = 'deposit'`,
        [transactionId],
      );
      const row = rows[0];
      if (row && (kind !== 'failed_refill' || (await failedRefillNoticeDue(deps.alerts, tx, row.wallet_id, deps.clock.now())))) {
        const facts: TopUpMessageFacts = { source: row.top_up, walletName: row.wallet_name, amountOre: row.amount_ore, last4: row.last4, reason: row.error_message, viaMobilePay: row.via_mobilepay };
        for (const recipient of await deps.alerts.recipientsOf(tx, row.wallet_id)) {
          const message = topUpMail(kind, facts, recipient.language);
          await deps.mail.send(
            { to: recipient.email, kind, customerId: row.customer_id, walletId: row.wallet_id, transactionId: row.id, mobileNumber: row.mobile_number, ...message },
            tx,
          );
        }
      }
      await job.complete(tx);
    });
  });
}
