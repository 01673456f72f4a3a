import type { SetWalletRestrictionsBody, SpendingLimits as WireLimits, WalletRestrictions } from '@kk/contracts';
import { decideSpendingControls, oreToKroner, type SpendingControlsProblem, type SpendingLimits } from '@kk/domain';
import type { Clock } from '../../clock';
import { badRequest, forbidden } from '../../core/errors';
import type { FamilyMember } from '../../core/family-access';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { DEPOSIT_ROLE, FamilyAccess, maySetWalletSettings, type FamilyWalletRow } from '../family/access';
import { foodGroupsSoldTo, saveGuardianLimits, setSaleOption, spendingLimitsOf, type SaleOption } from './repository';

/**
 * The wallet options of the onboarding guide's step 5: whether the canteen may sell on the
 * wallet without its school card (quick sale) and at a self-order kiosk. Only the family
 * sets them (a guardian of the wallet's group, or its holder); the canteen terminal
 * honours them under the wallet's lock (terminal/service.ts).
 */
export class WalletOptionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  setQuickSalePayment(auth: AuthContext, walletId: string | null, allowed: boolean): Promise<void> {
    return this.set(auth, walletId, 'allow_quick_sale_payment', allowed);
  }

  setSelfOrdering(auth: AuthContext, walletId: string | null, allowed: boolean): Promise<void> {
    return this.set(auth, walletId, 'allow_self_ordering', allowed);
  }

  private async set(auth: AuthContext, walletId: string | null, option: SaleOption, allowed: boolean): Promise<void> {
    if (walletId === null) throw badRequest('Name the wallet with the walletid header or walletID');
    await this.db.transaction(async (tx) => {
      await new FamilyAccess(tx).wallet(auth, walletId);
      await setSaleOption(tx, walletId, option, allowed, this.clock.now());
    });
  }
}

const limitsOut = (limits: SpendingLimits): WireLimits => ({
  DailyAmount: limits.dailyLimitOre === null ? null : oreToKroner(limits.dailyLimitOre),
  PurchasesPerDay: limits.maxPurchasesPerDay,
  Weekdays: limits.allowedWeekdays === null ? null : [...limits.allowedWeekdays],
  BlockedFoodGroups: [...limits.deniedFoodGroups],
});

const problemText = (problem: SpendingControlsProblem): string =>
  `${problem.field}: ${problem.code}` +
  (problem.maximum !== undefined ? ` (at most ${problem.maximum})` : '') +
  (problem.values !== undefined ? ` (${problem.values.join(', ')})` : '');

/**
 * Spending controls a guardian sets per child (issue 16): GET and PUT
 * /api/Restrictions/Wallet. The family reads them (a guardian of the wallet's group, or
 * its holder); only a guardian with the role DepositWithdraw changes them, or the holder of
 * a wallet in no family (an adult's own). The school's restrictions are read-only here and
 * the guardian's can only add to them (@kk/domain decideSpendingControls); the canteen
 * terminal applies both (the view wallet_restrictions_in_force, under the wallet's lock).
 */
export class SpendingControlsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async read(auth: AuthContext, walletId: string | null): Promise<WalletRestrictions> {
    if (walletId === null) throw badRequest('Name the wallet with walletID or the walletid header');
    const family = new FamilyAccess(this.db);
    const wallet = await family.wallet(auth, walletId);
    return this.answer(this.db, auth, wallet, await family.member(auth));
  }

  async set(auth: AuthContext, walletId: string | null, body: SetWalletRestrictionsBody): Promise<WalletRestrictions> {
    if (walletId === null) throw badRequest('Name the wallet with walletID or the walletid header');
    return this.db.transaction(async (tx) => {
      const family = new FamilyAccess(tx);
      const wallet = await family.wallet(auth, walletId);
      const member = await family.member(auth);
      if (!maySetWalletSettings(auth, wallet, member)) throw forbidden(`Only a guardian of the wallet with the role ${DEPOSIT_ROLE} sets its spending controls`);
      const { school } = await spendingLimitsOf(tx, wallet.id);
      const decision = decideSpendingControls(body, { school, foodGroups: await foodGroupsSoldTo(tx, wallet.customer_id) });
      if (!decision.ok) throw badRequest(decision.problems.map(problemText).join('; '));
      await saveGuardianLimits(tx, wallet.id, decision.limits, auth.userId, this.clock.now());
      return this.answer(tx, auth, wallet, member);
    });
  }

  private async answer(q: Queryable, auth: AuthContext, wallet: FamilyWalletRow, member: FamilyMember): Promise<WalletRestrictions> {
    const limits = await spendingLimitsOf(q, wallet.id);
    return {
      WalletID: wallet.id,
      Guardian: limitsOut(limits.guardian),
      School: limitsOut(limits.school),
      InForce: limitsOut(limits.inForce),
      FoodGroups: await foodGroupsSoldTo(q, wallet.customer_id),
      MayChange: maySetWalletSettings(auth, wallet, member),
    };
  }
}

/** A guardian of the wallet's group, or the holder of a wallet in no family; with the role DepositWithdraw. */
