import { isValidLastGrade, planSchoolYear, type SchoolYearOutcome } from '@kk/domain';
import { AppError, badRequest, notFound } from '../../core/errors';
import { platformText } from '../../core/platform-texts';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import type { LedgerService } from '../ledger/service';
import * as repo from './repository';

export type { SchoolYearWallet } from './repository';

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** What one run did, kept as the rollover's result. */
export interface RolloverResult {
  moved: number;
  leavers: number;
  stayed: number;
  movedToSiblingOre: number;
  /** Leavers with a primary card whose balance waits for the card provider's pay-back (not yet built). */
  awaitingCardOre: number;
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
    const result: RolloverResult = { moved: 0, leavers: 0, stayed: plan.stays.length, movedToSiblingOre: 0, awaitingCardOre: 0, leftOre: 0, leftWalletIds: [] };

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
        }
        payback = 'sibling';
      } else if (wallet.balanceOre > 0 && wallet.hasPrimaryCard) {
        // The card provider's pay-back is not built yet (the adapter refunds only an earlier charge): recorded, money stays.
        payback = 'card';
        result.awaitingCardOre += wallet.balanceOre;
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
      });
      result.leavers += 1;
    }

    await repo.finishRollover(tx, id, at, result as unknown as Record<string, unknown>);
    return true;
  }
}
