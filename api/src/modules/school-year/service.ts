import { isValidLastGrade, planSchoolYear, type SchoolYearOutcome } from '@kk/domain';
import { AppError, badRequest, notFound } from '../../core/errors';
import { platformText } from '../../core/platform-texts';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import { WalletAlerts } from '../alerts/wallet-alerts';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { LedgerService } from '../ledger/service';
import type { MailService } from '../mail/service';
import { leaverMail, type LeaverPayback } from './leaver-mail';
import * as repo from './repository';

export type { SchoolYearWallet } from './repository';

/** What the card statement says (the provider shows it to the card holder, in Danish as the merchant's). */
const PROVIDER_DESCRIPTION = 'Skolepenge: saldo betalt tilbage ved skoleårets slutning';

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** What one run did, kept as the rollover's result. */
export interface RolloverResult {
  moved: number;
  leavers: number;
  stayed: number;
  movedToSiblingOre: number;
  /** Leavers with a primary card: their balance is owed to the card, paid by payBackPending through the card provider. */
  paybackToCardOre: number;
  /** Leavers with neither a sibling chosen nor a primary card: the balance stays on the closed wallet. */
  leftOre: number;
  leftWalletIds: string[];
}

/**
 * A new school year (issue 28): the support tool's schedule per customer, and the run the
 * job school-year.rollover makes once its date has come. The grade rule is @kk/domain
 * nextSchoolYear; one rollover runs in one transaction, exactly once (its row is claimed
 * and marked done in that transaction; school_year_rollover_wallets' key refuses a second).
 */
export class SchoolYearService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly provider: CardProviderAdapter,
    private readonly mail: MailService,
    // Stateless: who hears of a wallet is the alerts module's to say.
    private readonly alerts = new WalletAlerts(),
  ) {}

  /** What a rollover would do now: each open wallet's outcome and balance. */
  async preview(customerId: string, lastGrade: number): Promise<{ wallet: repo.SchoolYearWallet; outcome: SchoolYearOutcome }[]> {
    if (!isValidLastGrade(lastGrade)) throw badRequest('The last grade must be a whole number from -1 to 12');
    const wallets = await repo.customerWallets(this.db, customerId, false);
    const plan = planSchoolYear(wallets, lastGrade);
    return [
      ...plan.moves.map(({ wallet, grade }) => ({ wallet, outcome: { kind: 'moves', grade } as const })),
      ...plan.leavers.map((wallet) => ({ wallet, outcome: { kind: 'leaver' } as const })),
      ...plan.stays.map((wallet) => ({ wallet, outcome: { kind: 'stays' } as const })),
    ];
  }

  async schedule(customerId: string, runOn: string, lastGrade: number, userId: string): Promise<repo.RolloverRow> {
    if (!isValidLastGrade(lastGrade)) throw badRequest('The last grade must be a whole number from -1 to 12');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(runOn)) throw badRequest('The date must be YYYY-MM-DD');
    return repo.insertRollover(this.db, { customerId, runOn, lastGrade, userId, at: this.clock.now() }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, 'Conflict', 'The customer has a school year scheduled already; cancel it first');
      throw error;
    });
  }

  list(customerId: string | null): Promise<repo.RolloverRow[]> {
    return repo.rollovers(this.db, customerId);
  }

  leavers(rolloverId: string): Promise<repo.LeaverRow[]> {
    return repo.leaversOf(this.db, rolloverId);
  }

  async cancel(id: string, userId: string): Promise<void> {
    if (!(await repo.cancelRollover(this.db, id, userId, this.clock.now()))) throw notFound('No scheduled school year by that id');
  }

  /** The job's pass: every scheduled rollover whose date (YYYY-MM-DD, Copenhagen) has come, each in its own transaction. Answers how many ran. */
  async runDue(today: string): Promise<number> {
    let ran = 0;
    for (const id of await repo.dueRolloverIds(this.db, today)) {
      if (await this.db.transaction((tx) => this.runOne(tx, id))) ran += 1;
    }
    return ran;
  }

  private async runOne(tx: Queryable, id: string): Promise<boolean> {
    const rollover = await repo.claimRollover(tx, id);
    if (rollover === null) return false;
    const at = this.clock.now();
    const wallets = await repo.customerWallets(tx, rollover.customer_id, true);
    const plan = planSchoolYear(wallets, rollover.last_grade);
    const leaverIds = new Set(plan.leavers.map((wallet) => wallet.id));
    const result: RolloverResult = { moved: 0, leavers: 0, stayed: plan.stays.length, movedToSiblingOre: 0, paybackToCardOre: 0, leftOre: 0, leftWalletIds: [] };
    const customerName = await repo.customerName(tx, rollover.customer_id);

    for (const { wallet, grade } of plan.moves) {
      await repo.setGrade(tx, wallet.id, grade);
      await repo.recordWallet(tx, { rolloverId: id, walletId: wallet.id, outcome: 'moved', gradeBefore: wallet.grade?.Name ?? '', gradeAfter: grade.Name, balanceOre: null, payback: null, siblingWalletId: null, ledgerTransactionId: null });
      result.moved += 1;
    }

    for (const wallet of plan.leavers) {
      await repo.closeWallet(tx, wallet.id, at);
      const sibling = wallet.siblingWalletId === null ? undefined : wallets.find((candidate) => candidate.id === wallet.siblingWalletId);
      // A sibling counts only when it is the same family's open wallet at the same customer and not leaving itself.
      const siblingOk = sibling !== undefined && sibling.walletGroupId !== null && sibling.walletGroupId === wallet.walletGroupId && !leaverIds.has(sibling.id);
      let payback: 'card' | 'sibling' | 'none' = 'none';
      let ledgerTransactionId: string | null = null;
      let cardPayback: { amountOre: number; creditCardId: string; reference: string } | undefined;
      let movedOre = 0;
      const card = wallet.hasPrimaryCard ? await repo.primaryCardOf(tx, wallet.id) : null;
      if (wallet.balanceOre > 0 && siblingOk) {
        // Lock order: both wallet accounts by wallet id, as every payment locks.
        const [first, second] = [wallet.id, sibling.id].sort();
        const locked = new Map([[first as string, await this.ledger.lockWallet(tx, first as string)], [second as string, await this.ledger.lockWallet(tx, second as string)]]);
        const from = locked.get(wallet.id);
        const to = locked.get(sibling.id);
        if (from === undefined || to === undefined) throw new Error('wallet accounts not locked');
        const amountOre = from.balanceOre - from.heldOre;
        if (amountOre > 0) {
          ledgerTransactionId = await this.ledger.transferBetweenWallets(tx, {
            walletAccountId: from.accountId,
            toWalletAccountId: to.accountId,
            amountOre,
            at,
            description: platformText('schoolYearToSibling', { name: wallet.name }),
          });
          result.movedToSiblingOre += amountOre;
          movedOre = amountOre;
        }
        payback = 'sibling';
      } else if (wallet.balanceOre > 0 && card !== null) {
        // Owed to the card now; the provider is asked outside this transaction (payBackPending).
        const account = await this.ledger.lockWallet(tx, wallet.id);
        const amountOre = account.balanceOre - account.heldOre;
        if (amountOre > 0) {
          payback = 'card';
          cardPayback = { amountOre, creditCardId: card.creditCardId, reference: `school-year:${id}:${wallet.id}` };
          result.paybackToCardOre += amountOre;
        } else {
          result.leftOre += wallet.balanceOre;
          result.leftWalletIds.push(wallet.id);
        }
      } else if (wallet.balanceOre > 0) {
        result.leftOre += wallet.balanceOre;
        result.leftWalletIds.push(wallet.id);
      }
      await repo.recordWallet(tx, {
        rolloverId: id,
        walletId: wallet.id,
        outcome: 'leaver',
        gradeBefore: wallet.grade?.Name ?? '',
        gradeAfter: null,
        balanceOre: wallet.balanceOre,
        payback,
        siblingWalletId: payback === 'sibling' ? (sibling?.id ?? null) : null,
        ledgerTransactionId,
        ...(cardPayback === undefined ? {} : { cardPayback }),
      });
      result.leavers += 1;
      const told: LeaverPayback =
        payback === 'sibling'
          ? { kind: 'sibling', amountOre: movedOre, siblingName: sibling?.name ?? '' }
          : payback === 'card' && cardPayback !== undefined && card !== null
            ? { kind: 'card', amountOre: cardPayback.amountOre, cardLast4: card.last4 }
            : { kind: 'none', amountOre: wallet.balanceOre };
      await this.tellGuardians(tx, wallet, customerName, told);
    }

    await repo.finishRollover(tx, id, at, result as unknown as Record<string, unknown>);
    return true;
  }

  /** The leaver's guardians, each in their language, in the run's transaction (message_log and the transport with it). */
  private async tellGuardians(tx: Queryable, wallet: repo.SchoolYearWallet, customerName: string, payback: LeaverPayback): Promise<void> {
    for (const recipient of await this.alerts.recipientsOf(tx, wallet.id)) {
      const message = leaverMail({ pupilName: wallet.name, customerName, payback }, recipient.language);
      await this.mail.send({ to: recipient.email, kind: 'school_leaver', walletId: wallet.id, ...message }, tx);
    }
  }

  /**
   * The job's second pass: each card pay-back owed is sent to the card provider under its
   * reference (a retry after a time-out or a crash pays once), and what the provider paid is
   * booked from the wallet to the card clearing account in the transaction that marks the row
   * paid, exactly once. A refusal leaves the money on the closed wallet and the row failed;
   * a time-out or an unreachable provider leaves it pending for the next pass.
   */
  async payBackPending(limit = 200): Promise<{ paid: number; failed: number; waiting: number }> {
    const outcome = { paid: 0, failed: 0, waiting: 0 };
    for (const owed of await repo.pendingPaybacks(this.db, limit)) {
      const at = this.clock.now();
      if (owed.token === null) {
        await repo.markPaybackFailed(this.db, { rolloverId: owed.rolloverId, walletId: owed.walletId, failure: 'The card was removed before it was paid', at });
        outcome.failed += 1;
        continue;
      }
      const answer = await this.provider.payToCard({ token: owed.token, amountOre: owed.amountOre, reference: owed.reference, description: PROVIDER_DESCRIPTION });
      if (answer.status === 'approved') {
        const booked = await this.db.transaction(async (tx) => {
          if (!(await repo.claimPendingPayback(tx, owed.rolloverId, owed.walletId))) return false;
          const account = await this.ledger.lockWallet(tx, owed.walletId);
          const ledgerTransactionId = await this.ledger.cardPayback(tx, { walletAccountId: account.accountId, amountOre: owed.amountOre, at, description: platformText('schoolYearToCard') });
          await repo.markPaybackPaid(tx, { rolloverId: owed.rolloverId, walletId: owed.walletId, providerTransactionId: answer.providerTransactionId, ledgerTransactionId, at });
          return true;
        });
        if (booked) outcome.paid += 1;
      } else if (answer.status === 'declined' || answer.status === 'insufficient_funds') {
        await repo.markPaybackFailed(this.db, { rolloverId: owed.rolloverId, walletId: owed.walletId, failure: answer.message, at });
        outcome.failed += 1;
      } else {
        outcome.waiting += 1;
      }
    }
    return outcome;
  }
}
