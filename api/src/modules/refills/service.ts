import type { FailedSubscription, RefillPaymentMethod, WalletRefillSettings } from '@kk/contracts';
import {
  DEFAULT_AUTOMATIC_REFILL_AMOUNTS_KRONER,
  DEFAULT_REFILL_AMOUNTS_KRONER,
  decideAutomaticRefill,
  decideMonthlyRefill,
  isNoMonthlySavings,
  oreToKroner,
  type AutomaticRefillRequest,
  type MonthlyRefillRequest,
  type RefillLimits,
  type RefillProblem,
} from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { requireDepositRole, type FamilyAccess } from '../family/access';
import type { AgreementReads } from '../mobilepay/agreement-reads';
import type { FoodPlanReads } from '../foodplan/food-plan-reads';
import * as refills from './repository';

/** How many failed refills the failed-subscriptions dialog lists. */
const FAILED_LIST_LIMIT = 50;

const problemText = (problem: RefillProblem) =>
  `${problem.field}: ${problem.code}${problem.maximumKroner !== undefined ? ` (at most ${problem.maximumKroner} kr)` : ''}`;

const methodOf = (method: refills.PaymentMethod | null): RefillPaymentMethod => (method === 'mobilepay' ? 'MobilePay' : 'Card');
const storedMethod = (method: RefillPaymentMethod | undefined): refills.PaymentMethod => (method === 'MobilePay' ? 'mobilepay' : 'card');

export function toWalletRefillSettings(walletId: string, row: refills.RefillSettingsRow | undefined): WalletRefillSettings {
  const automatic = refills.automaticOf(row);
  const monthly = refills.monthlyOf(row);
  return {
    WalletID: walletId,
    AutomaticRefill: {
      Enabled: automatic.enabled,
      RefillAmount: oreToKroner(automatic.refillAmountOre),
      BelowAmount: oreToKroner(automatic.belowAmountOre),
      PaymentMethod: methodOf(row?.automatic_payment_method ?? null),
    },
    MonthlyRefill: {
      Amount: oreToKroner(monthly.amountOre),
      BalanceLimit: oreToKroner(monthly.balanceLimitOre),
      IsActive: monthly.isActive,
      HasBalanceLimit: monthly.hasBalanceLimit,
      PaymentMethod: methodOf(row?.monthly_payment_method ?? null),
    },
  };
}

/**
 * Refill amounts and settings (spec sections 3, 5 and 7). The rules are @kk/domain's
 * (the browser shows the same); a refill that is switched on needs a primary card, or a
 * MobilePay agreement when it is paid with MobilePay.
 */
export class RefillService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly family: FamilyAccess,
    private readonly agreements: AgreementReads,
    private readonly foodPlan: FoodPlanReads,
  ) {}

  /** The add-funds choices of the wallet's customer, or of the caller's first wallet with some; defaults otherwise. */
  async refillAmounts(auth: AuthContext, walletId: string | null): Promise<number[]> {
    return this.amounts(auth, walletId, 'deposit', DEFAULT_REFILL_AMOUNTS_KRONER);
  }

  async automaticRefillAmounts(auth: AuthContext, walletId: string | null): Promise<number[]> {
    return this.amounts(auth, walletId, 'automatic', DEFAULT_AUTOMATIC_REFILL_AMOUNTS_KRONER);
  }

  async setAutomaticRefill(auth: AuthContext, walletId: string | null, request: AutomaticRefillRequest): Promise<WalletRefillSettings> {
    requireDepositRole(auth);
    return this.db.transaction(async (tx) => {
      const wallet = await this.managedWallet(tx, auth, walletId);
      const decision = decideAutomaticRefill(request, await this.limits(tx, wallet));
      if (!decision.ok) throw badRequest(decision.problems.map(problemText).join('; '));
      const method = storedMethod(request.PaymentMethod);
      if (decision.settings.enabled) await this.requirePaymentMethod(tx, wallet, method, decision.settings.refillAmountOre);
      await refills.saveAutomaticRefill(tx, wallet, decision.settings, method, this.clock.now());
      return this.settingsOf(tx, wallet);
    });
  }

  async setMonthlyRefill(auth: AuthContext, walletId: string | null, request: MonthlyRefillRequest): Promise<WalletRefillSettings> {
    requireDepositRole(auth);
    return this.db.transaction(async (tx) => {
      const wallet = await this.managedWallet(tx, auth, walletId);
      const decision = decideMonthlyRefill(request, await this.limits(tx, wallet));
      if (!decision.ok) throw badRequest(decision.problems.map(problemText).join('; '));
      const method = storedMethod(request.PaymentMethod);
      if (decision.settings.isActive) await this.requirePaymentMethod(tx, wallet, method, decision.settings.amountOre);
      await refills.saveMonthlyRefill(tx, wallet, decision.settings, method, this.clock.now());
      return this.settingsOf(tx, wallet);
    });
  }

  /** Switches both refills off: for one wallet, or without one for every wallet the caller manages. */
  async disableRefills(auth: AuthContext, walletId: string | null): Promise<WalletRefillSettings[]> {
    requireDepositRole(auth);
    return this.db.transaction(async (tx) => {
      const wallets = walletId !== null ? [await this.managedWallet(tx, auth, walletId)] : await this.family.within(tx).managedWalletIds(auth.userId);
      await refills.disableRefills(tx, wallets, this.clock.now());
      const rows = await refills.refillSettingsOf(tx, wallets);
      return wallets.map((id) => toWalletRefillSettings(id, rows.find((row) => row.wallet_id === id)));
    });
  }

  async failedForWallet(auth: AuthContext, walletId: string): Promise<FailedSubscription[]> {
    await this.family.wallet(auth, walletId);
    return this.failed([walletId]);
  }

  async failedForWalletGroup(auth: AuthContext, walletGroupId: string): Promise<FailedSubscription[]> {
    const groupId = await this.family.walletGroup(auth, walletGroupId);
    return this.failed((await this.family.walletsOfGroup(groupId)).map((wallet) => wallet.id));
  }

  /** Settings of several wallets at once (the onboarding's list of children). */
  async settingsOfWallets(q: Queryable, walletIds: readonly string[]): Promise<Map<string, WalletRefillSettings & { totalMaximumAmountOre: number | null }>> {
    const rows = await refills.refillSettingsOf(q, walletIds);
    return new Map(
      walletIds.map((id) => {
        const row = rows.find((candidate) => candidate.wallet_id === id);
        return [id, { ...toWalletRefillSettings(id, row), totalMaximumAmountOre: row?.total_maximum_amount_ore ?? null }];
      }),
    );
  }

  /** Failed refills and failed food plan subscription renewals, newest first. */
  private async failed(walletIds: readonly string[]): Promise<FailedSubscription[]> {
    const [attempts, renewals] = await Promise.all([
      refills.failedAttempts(this.db, walletIds, FAILED_LIST_LIMIT),
      this.foodPlan.failedRenewals(this.db, walletIds, FAILED_LIST_LIMIT),
    ]);
    const card = (row: { card_id: string | null; card_type: string | null; brand: string | null; last4: string | null }) =>
      row.card_id === null ? null : { UID: row.card_id, MerchantName: row.card_type ?? '', Brand: row.brand ?? '', Last4: row.last4 ?? '' };
    const failed: FailedSubscription[] = [
      ...attempts.map((row) => ({
        ID: row.id,
        WalletID: row.wallet_id,
        WalletName: row.wallet_name,
        Type: row.kind === 'automatic' ? ('AutomaticRefill' as const) : ('MonthlyRefill' as const),
        Name: null,
        Amount: oreToKroner(row.amount_ore),
        Reason: row.failure_reason ?? 'credit card error',
        Period: row.period,
        CreatedDate: new Date(row.created_at).toISOString(),
        Card: card(row),
      })),
      ...renewals.map((row) => ({
        ID: row.id,
        WalletID: row.wallet_id,
        WalletName: row.wallet_name,
        Type: 'FoodPlanSubscription' as const,
        Name: row.subscription_name,
        Amount: oreToKroner(row.amount_ore),
        Reason: row.failure_reason,
        Period: `${row.period_start} - ${row.period_end}`,
        CreatedDate: new Date(row.created_at).toISOString(),
        Card: card(row),
      })),
    ];
    return failed.sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate) || a.ID.localeCompare(b.ID)).slice(0, FAILED_LIST_LIMIT);
  }

  private async amounts(auth: AuthContext, walletId: string | null, purpose: 'deposit' | 'automatic', defaults: readonly number[]): Promise<number[]> {
    const wallets = walletId !== null ? [(await this.family.wallet(auth, walletId)).id] : await this.family.managedWalletIds(auth.userId);
    for (const id of wallets) {
      const configured = await refills.refillAmountsOfWalletCustomer(this.db, id, purpose);
      if (configured.length > 0) return configured.map(oreToKroner);
    }
    return [...defaults];
  }

  private async managedWallet(q: Queryable, auth: AuthContext, walletId: string | null): Promise<string> {
    if (walletId === null) throw badRequest('The walletid header (or walletID) is required: which wallet are the refills for?');
    return (await this.family.within(q).wallet(auth, walletId)).id;
  }

  private async limits(q: Queryable, walletId: string): Promise<RefillLimits> {
    const [row] = await refills.refillSettingsOf(q, [walletId]);
    return {
      totalMaximumAmountOre: row?.total_maximum_amount_ore ?? null,
      noMonthlySavings: isNoMonthlySavings(await refills.customerPageSetting(q, walletId, 'NoMonthlySavings')),
    };
  }

  /**
   * A refill switched on needs its way to pay: a primary card, or a MobilePay agreement
   * (approved, or opened and awaiting the payer) that allows the refill's amount per charge.
   */
  private async requirePaymentMethod(q: Queryable, walletId: string, method: refills.PaymentMethod, mostChargedOre: number): Promise<void> {
    if (method === 'mobilepay') {
      const agreement = await this.agreements.usableAgreement(q, walletId);
      if (agreement === null) throw new AppError(400, 'NoMobilePayAgreement', 'The wallet has no MobilePay agreement: start one first');
      // One refill is one charge: it may not ask more than the payer agreed to at a time.
      if (mostChargedOre > agreement.max_amount_ore) {
        throw new AppError(400, 'MobilePayAgreementLimit', `The MobilePay agreement allows at most ${oreToKroner(agreement.max_amount_ore)} kr per refill`);
      }
      return;
    }
    if (!(await refills.hasPrimaryCard(q, walletId))) throw new AppError(400, 'NoCreditCard', 'The wallet has no primary card: add a card or choose one as primary first');
  }

  private async settingsOf(q: Queryable, walletId: string): Promise<WalletRefillSettings> {
    const [row] = await refills.refillSettingsOf(q, [walletId]);
    return toWalletRefillSettings(walletId, row);
  }
}
