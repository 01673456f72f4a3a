import type { LeaverChoice, LeaverChoiceRequest } from '@kk/contracts';
import { planSchoolYear } from '@kk/domain';
import type { Clock } from '../../clock';
import { badRequest, forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { FamilyAccess, maySetWalletSettings, NO_WALLET_ACCESS } from '../family/access';
import * as repo from './repository';

interface FamilyWallet {
  id: string;
  customer_id: string;
  wallet_group_id: string | null;
}

/** The scheduled school year of the wallet's school, the wallet's family there, and which of them leave at it. */
async function leaversOfFamily(q: Queryable, wallet: FamilyWallet) {
  const rollover = await repo.scheduledRolloverOf(q, wallet.customer_id);
  const family = wallet.wallet_group_id === null ? [] : await repo.customerWallets(q, wallet.customer_id, false, wallet.wallet_group_id);
  const leavers = rollover === null ? [] : planSchoolYear(family, rollover.last_grade).leavers;
  return { rollover, family, leavers };
}

/**
 * GetChildren's LeavesOn (handed to the wallet module by the composition root): the family's
 * wallets that leave at their school's scheduled new school year, so the wallet site asks the
 * guardian where the balance goes without a call per wallet.
 */
export class SchoolYearLeavingFacts {
  async leavingOn(q: Queryable, wallets: readonly FamilyWallet[]): Promise<Map<string, string>> {
    const leaving = new Map<string, string>();
    const families = new Map<string, FamilyWallet>();
    for (const wallet of wallets) if (wallet.wallet_group_id !== null) families.set(`${wallet.customer_id}/${wallet.wallet_group_id}`, wallet);
    // Nearly every home page load has no school year scheduled: one query per school, then nothing.
    const rollovers = new Map<string, Awaited<ReturnType<typeof repo.scheduledRolloverOf>>>();
    for (const wallet of families.values()) {
      if (!rollovers.has(wallet.customer_id)) rollovers.set(wallet.customer_id, await repo.scheduledRolloverOf(q, wallet.customer_id));
      const rollover = rollovers.get(wallet.customer_id) ?? null;
      if (rollover === null) continue;
      const family = await repo.customerWallets(q, wallet.customer_id, false, wallet.wallet_group_id ?? undefined);
      for (const leaver of planSchoolYear(family, rollover.last_grade).leavers) leaving.set(leaver.id, rollover.run_on);
    }
    return leaving;
  }
}

/**
 * A guardian's choice, before the school's new school year, of where a leaver's balance
 * goes (issue 28): to a sibling's wallet of the same family and school that does not leave
 * too, or (no sibling) back to the primary card, else it stays on the closed wallet. The
 * run reads the choice under its own locks and checks the sibling again.
 */
export class LeaverChoiceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async read(auth: AuthContext, walletId: string): Promise<LeaverChoice> {
    const wallet = await new FamilyAccess(this.db).wallet(auth, walletId);
    return this.choiceOf(this.db, wallet);
  }

  /** Only a guardian who may move the family's money (DepositWithdraw) chooses; a wallet that does not leave has nothing to choose. */
  async choose(auth: AuthContext, request: LeaverChoiceRequest): Promise<LeaverChoice> {
    return this.db.transaction(async (tx) => {
      const family = new FamilyAccess(tx);
      const wallet = await family.wallet(auth, request.WalletID);
      if (!maySetWalletSettings(auth, wallet, await family.member(auth))) throw forbidden(NO_WALLET_ACCESS);
      const current = await this.choiceOf(tx, wallet);
      if (current.LeavesOn === null) throw badRequest('The wallet does not leave at a scheduled school year');
      if (request.SiblingWalletID !== null && !current.Siblings.some((sibling) => sibling.WalletID === request.SiblingWalletID)) {
        throw badRequest("The sibling must be an open wallet of the same family and school that does not leave too");
      }
      await repo.saveLeaverChoice(tx, { walletId: wallet.id, siblingWalletId: request.SiblingWalletID, userId: auth.userId, at: this.clock.now() });
      return { ...current, SiblingWalletID: request.SiblingWalletID };
    });
  }

  private async choiceOf(q: Queryable, wallet: FamilyWallet): Promise<LeaverChoice> {
    const { rollover, family, leavers } = await leaversOfFamily(q, wallet);
    const own = family.find((candidate) => candidate.id === wallet.id);
    const leaves = rollover !== null && leavers.some((leaver) => leaver.id === wallet.id);
    return {
      WalletID: wallet.id,
      LeavesOn: leaves ? rollover.run_on : null,
      Siblings: leaves ? family.filter((candidate) => !leavers.includes(candidate)).map((sibling) => ({ WalletID: sibling.id, Name: sibling.name })) : [],
      SiblingWalletID: own?.siblingWalletId ?? null,
      HasPrimaryCard: own?.hasPrimaryCard ?? false,
    };
  }
}
