import { TransactionStatusId, type PaymentTransaction } from '@kk/contracts';
import { maximumRefillOre, oreToKroner, STATUS_NAMES, type AdminStatusId } from '@kk/domain';
import { storedDescription } from '../../core/platform-texts';
import { AppError } from '../../core/errors';
import { requestFingerprint } from '../../core/idempotency';
import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';
import type { ChargeResult, ProviderChargeStatus } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import type { StoredAnswer } from '../idempotency/service';
import { statusOf } from '../../core/payment-presenter';
import { insertCustomInformation, insertNote } from '../payment/staff';
import { cardHolderModel, enqueueTopUpMessage, noteCheckUp, recordTopUpFailure, type FailedTopUpRetry } from '../payment/top-ups';
import type { MoneyIn } from './money-in';
import * as cards from './repository';

/** The refusal message of a retry that makes no sense in the top-up's state (409). */
export const TOP_UP_REFUSED = 'The top-up cannot be retried';
/** The prefix of a retry's charge reference: a top-up under way with another reference is a deposit the check-up settles. */
const RETRY_REFERENCE = 'top-up-retry:';
/** A retry whose charge is still under way may be taken over after this long (the process running it died). */
const RETRY_CLAIM_MS = 10 * 60_000;

interface TopUpRow {
  id: string;
  status_id: number;
  wallet_id: string;
  wallet_name: string;
  customer_id: string;
  top_up: 'card' | 'automatic' | 'monthly' | 'mobilepay';
  credit_card_id: string | null;
  amount_ore: number;
  description: string;
  description_text: unknown;
  error_message: string | null;
  ledger_transaction_id: string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
  /** The reference its charge was last sent under (migration 049); null when none was sent. */
  provider_reference: string | null;
}

async function lockTopUp(q: Queryable, id: string): Promise<TopUpRow | null> {
  return firstRowOrNull<TopUpRow>(
    q,
    `SELECT t.id, t.status_id, t.wallet_id, w.name AS wallet_name, t.customer_id, t.top_up, t.credit_card_id, t.amount_ore, t.description, t.description_text,
            t.error_message, t.ledger_transaction_id, t.expires_at, t.created_at, t.provider_reference
       FROM payment_transactions t JOIN wallets w ON w.id = t.wallet_id
      WHERE t.id = $1 AND t.kind = 'deposit' FOR UPDATE OF t`,
    [id],
  );
}

/** Finished retries of the top-up (each writes one note): the next charge's reference is new, a crashed one's the same. */
async function finishedRetries(q: Queryable, id: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM transaction_notes WHERE transaction_id = $1 AND action = 'Retry'", [id]);
  return Number(rows[0]?.n ?? 0);
}

const snapshot = (row: { status_id: number; error_message: string | null }) => ({ Status: statusOf(row.status_id), ErrorMessage: row.error_message });
const refused = (reason: string) => new AppError(409, TOP_UP_REFUSED, reason);

function present(row: TopUpRow, infos: PaymentTransaction['CustomInformations']): PaymentTransaction {
  return {
    ID: row.id,
    Status: statusOf(row.status_id),
    ErrorMessage: row.error_message,
    Description: row.description,
    Amount: oreToKroner(row.amount_ore),
    Amounts: { '4': oreToKroner(row.amount_ore) },
    ChildTransactions: [],
    CustomInformations: infos,
    Products: [],
    Wallet: { ID: row.wallet_id },
    Customer: { ID: row.customer_id },
    DeviceID: null,
    ParentTransactionID: null,
    CreatedDate: new Date(row.created_at).toISOString(),
    ExpiresDate: null,
  };
}

/**
 * The support tool's retry of a failed card top-up (a deposit by card or a refill that
 * failed): the saved card is charged again through the card provider and the wallet
 * credited through the ledger, once per Idempotency-Key and once per failure however many
 * retries race.
 *
 * 1. Claim, under the top-up's row lock and the wallet's: only a failed top-up whose card
 *    still exists, with room under the wallet's ceiling counting every card payment under
 *    way; it becomes pending (status 1) while its card is charged, which a concurrent retry
 *    (any key) is refused on, and which the next deposit or refill counts as money under way.
 * 2. Charge, outside any database transaction, with a reference made of the top-up and the
 *    number of retries finished before: a repeated charge (a crash, a race) is the
 *    provider's same charge, never a second one.
 * 3. Settle, in the transaction that stores the key's answer: approved, the ledger credits
 *    the wallet and the top-up completes; declined, it is failed again with the reason.
 *    Either way a note (who, when, before, after) and, for money in, the receipt is queued.
 *
 * Before 1, the top-up's earlier charge (its reference) is asked about at the provider
 * (issue 23): a charge the provider made after all, whose answer never settled the
 * top-up, is credited (the check-up's note) and the retry refused as already succeeded,
 * so a failed top-up is never charged twice. A provider that cannot say answers 503.
 */
export class TopUpRetryService implements FailedTopUpRetry {
  constructor(private readonly deps: MoneyIn) {}

  async retry(call: { userId: string; authorName: string; idempotencyKey: string }, transactionId: string): Promise<StoredAnswer> {
    const keyCall = { scope: `user:${call.userId}`, key: call.idempotencyKey, requestHash: requestFingerprint('admin-retry-top-up', { transactionID: transactionId }) };
    // A repeated request is answered from the store, without charging again.
    const known = await this.deps.idempotency.storedAnswer(keyCall);
    if (known !== null) return known;
    await this.settleEarlierCharge(transactionId);
    const claim = await this.deps.db.transaction((tx) => this.claim(tx, transactionId));
    const result = await this.deps.provider.chargeSavedCard({
      token: claim.card.provider_token,
      amountOre: claim.row.amount_ore,
      reference: claim.reference,
      description: `Indbetaling til ${claim.row.wallet_name}`,
    });
    // Not final: the top-up stays pending; a retry after the claim ran out charges the same reference again.
    if (result.status === 'timeout' || result.status === 'error') {
      throw new AppError(503, 'The card provider did not answer', 'The top-up is being charged; try again in a few minutes');
    }
    return this.deps.idempotency.run(
      keyCall,
      (tx) => this.settle(tx, call, claim, result),
      (error) => (error instanceof AppError ? { statusCode: error.statusCode, body: { StatusCode: error.statusCode, message: error.message, reason: error.reason } } : null),
    );
  }

  /** The wallet credited with a charge the provider made for the top-up, and the top-up completed, with its receipt. */
  private async complete(tx: Queryable, row: TopUpRow, card: cards.CreditCardRow | null, providerTransactionId: string, at: Date): Promise<void> {
    await this.deps.ledger.lockWallet(tx, row.wallet_id);
    const ledgerTransactionId = await this.deps.ledger.depositByCard(tx, row.wallet_id, row.amount_ore, at, storedDescription(row));
    await tx.query(
      'UPDATE payment_transactions SET status_id = 2, error_message = NULL, expires_at = NULL, ledger_transaction_id = $2, credit_card_id = coalesce($3, credit_card_id), updated_at = $4 WHERE id = $1',
      [row.id, ledgerTransactionId, card?.id ?? null, at],
    );
    await insertCustomInformation(tx, {
      transactionId: row.id,
      jsonType: 'CardHolderModel',
      jsonData: cardHolderModel({ walletId: row.wallet_id, walletName: row.wallet_name, card, amountOre: row.amount_ore, providerTransactionId, at }),
      at,
    });
    await enqueueTopUpMessage(tx, row.id, 'receipt', at);
  }

  /**
   * Asks the provider about the top-up's earlier charge before it may be charged again: a
   * charge made after all (its answer lost, or failed by an error) is paid into the wallet
   * once, with the check-up's note, and the retry is then refused as already succeeded.
   * A top-up whose charge was never sent, or is still being settled, is left to the claim.
   */
  private async settleEarlierCharge(transactionId: string): Promise<void> {
    const { rows } = await this.deps.db.query<{ status_id: number; provider_reference: string | null; credit_card_id: string | null; expires_at: Date | string | null }>(
      "SELECT status_id, provider_reference, credit_card_id, expires_at FROM payment_transactions WHERE id = $1 AND kind = 'deposit'",
      [transactionId],
    );
    const earlier = rows[0];
    if (earlier === undefined || earlier.provider_reference === null || earlier.status_id === TransactionStatusId.Completed) return;
    const claimRunning = earlier.status_id === TransactionStatusId.Reserved && (earlier.expires_at === null || new Date(earlier.expires_at).getTime() > this.deps.clock.now().getTime());
    if (claimRunning || (earlier.status_id === TransactionStatusId.Reserved && !earlier.provider_reference.startsWith(RETRY_REFERENCE))) return;
    let status: ProviderChargeStatus;
    try {
      status = await this.deps.provider.chargeStatus({ reference: earlier.provider_reference, of: earlier.credit_card_id === null ? 'agreement' : 'card' });
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw new AppError(503, 'The card provider did not answer', 'Whether the top-up was charged before is not known yet; try again in a few minutes');
      throw error;
    }
    if (status.status === 'pending') throw new AppError(503, 'The card provider did not answer', 'The top-up is being charged; try again in a few minutes');
    if (status.status !== 'approved') return;
    await this.deps.db.transaction(async (tx) => {
      const row = await lockTopUp(tx, transactionId);
      if (row === null || row.status_id === TransactionStatusId.Completed || row.provider_reference !== earlier.provider_reference) return;
      const card = row.credit_card_id === null ? null : await cards.findCardIncludingDeleted(tx, row.credit_card_id);
      const at = this.deps.clock.now();
      await this.complete(tx, row, card, status.providerTransactionId, at);
      await noteCheckUp(tx, {
        transactionId: row.id,
        note: `The card provider had charged ${oreToKroner(row.amount_ore)} kr under this top-up's reference; paid into the wallet once instead of charging again`,
        before: row,
        after: { status_id: TransactionStatusId.Completed, error_message: null },
        at,
      });
    });
  }

  private async claim(tx: Queryable, transactionId: string): Promise<{ row: TopUpRow; card: cards.CreditCardRow; reference: string }> {
    const row = await lockTopUp(tx, transactionId);
    if (row === null) throw refused('The transaction is not a card top-up');
    if (row.top_up === 'mobilepay') throw refused('A MobilePay deposit cannot be retried here: only the payer can approve it, in the app');
    const now = this.deps.clock.now();
    const claimedUntil = row.expires_at === null ? 0 : new Date(row.expires_at).getTime();
    if (row.status_id === TransactionStatusId.Completed) throw refused('The top-up has already succeeded: the money is in the wallet');
    if (row.status_id === TransactionStatusId.Reserved && claimedUntil > now.getTime()) throw refused('A retry of this top-up is under way; wait for its answer');
    if (row.status_id === TransactionStatusId.Reserved && row.provider_reference !== null && !row.provider_reference.startsWith(RETRY_REFERENCE)) {
      throw refused('The card provider has not told yet whether it charged this top-up; the check-up settles it');
    }
    if (row.status_id !== TransactionStatusId.Failed && row.status_id !== TransactionStatusId.Reserved) {
      throw refused(`Only a failed top-up can be retried; this one is ${STATUS_NAMES[row.status_id as AdminStatusId] ?? row.status_id}`);
    }
    const card = row.credit_card_id === null ? null : await cards.findCardIncludingDeleted(tx, row.credit_card_id);
    const deleted = row.credit_card_id === null ? true : await cardDeleted(tx, row.credit_card_id);
    if (card === null || deleted) throw refused('The card is gone: the top-up had no card, or the card has been deleted since');
    await this.deps.ledger.lockWallet(tx, row.wallet_id);
    const limits = await cards.walletMoneyLimits(tx, row.wallet_id);
    const underWay = await cards.cardMoneyUnderWayOre(tx, row.wallet_id, null, row.id);
    const room = maximumRefillOre({ totalMaximumAmountOre: limits.total_maximum_amount_ore, noMonthlySavings: false }) - limits.balance_ore - underWay;
    if (row.amount_ore > room) throw refused(`The wallet has room for at most ${Math.max(0, room) / 100} kr under its ceiling`);
    const reference = `${RETRY_REFERENCE}${row.id}:${await finishedRetries(tx, row.id)}`;
    await tx.query('UPDATE payment_transactions SET status_id = 1, expires_at = $2, updated_at = $3, provider_reference = $4 WHERE id = $1', [
      row.id,
      new Date(now.getTime() + RETRY_CLAIM_MS),
      now,
      reference,
    ]);
    return { row, card, reference };
  }

  private async settle(
    tx: Queryable,
    call: { userId: string; authorName: string },
    claim: { row: TopUpRow; card: cards.CreditCardRow },
    result: Exclude<ChargeResult, { status: 'timeout' | 'error' }>,
  ): Promise<StoredAnswer> {
    const row = await lockTopUp(tx, claim.row.id);
    if (row === null || row.status_id !== TransactionStatusId.Reserved) throw refused('Another retry of this top-up has settled it meanwhile');
    const at = this.deps.clock.now();
    const before = snapshot(claim.row);
    let note: string;
    if (result.status === 'approved') {
      await this.complete(tx, row, claim.card, result.providerTransactionId, at);
      note = `Retried: ${oreToKroner(row.amount_ore)} kr charged to the card •••• ${claim.card.last4} and paid into the wallet`;
    } else {
      const reason = result.status === 'insufficient_funds' ? 'NoFund' : 'credit card error';
      await tx.query('UPDATE payment_transactions SET status_id = 3, error_message = $2, expires_at = NULL, updated_at = $3 WHERE id = $1', [row.id, reason, at]);
      await recordTopUpFailure(tx, row.id, { source: row.top_up, reason, amountOre: row.amount_ore, cardId: claim.card.id, at });
      note = `Retried: the card •••• ${claim.card.last4} was declined again (${reason}); nothing moved`;
    }
    const after = await lockTopUp(tx, row.id);
    await insertNote(tx, { transactionId: row.id, userId: call.userId, authorName: call.authorName, action: 'Retry', note, before, after: after ? snapshot(after) : null, at });
    const { rows: infos } = await tx.query<{ json_type: string; json_data: string; created_at: Date | string }>(
      'SELECT json_type, json_data, created_at FROM payment_custom_informations WHERE transaction_id = $1 ORDER BY created_at, id',
      [row.id],
    );
    return {
      statusCode: 200,
      body: present(after ?? row, infos.map((info) => ({ JsonType: info.json_type, JsonData: info.json_data, CreatedDate: new Date(info.created_at).toISOString() }))),
    };
  }
}

async function cardDeleted(q: Queryable, cardId: string): Promise<boolean> {
  const { rows } = await q.query<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM credit_cards WHERE id = $1', [cardId]);
  return rows[0]?.deleted ?? true;
}
