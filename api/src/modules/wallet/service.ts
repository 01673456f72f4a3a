import type { PageSettingsResponse, WalletDetail, WalletInOnboarding, WalletTerm } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import type { Clock } from '../../clock';
import { forbidden } from '../../core/errors';
import { canAccessWallet, mayOverrideRestrictions, type WalletScope, type WalletViewer } from '../../core/wallet-access';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { copenhagenDate } from '@kk/domain';
import type { LedgerService } from '../ledger/service';
import * as wallets from './repository';

export type { NewPupilWallet } from './repository';

/**
 * A wallet the caller may not see is answered exactly like a wallet that does not exist
 * (403), so ids cannot be probed across families or tenants.
 */
const NO_ACCESS_REASON = 'The wallet does not exist or you have no access to it';

/**
 * A wallet as the onboarding list shows it, from its row alone; childrenOf adds what other
 * tables hold (cards and refills, school cards, sale locations, today's food, terms).
 */
function toWalletInOnboarding(row: wallets.WalletRow): WalletInOnboarding {
  return {
    WalletID: row.id,
    Name: row.name,
    Balance: oreToKroner(row.balance_ore),
    WalletGroupID: row.wallet_group_id,
    PictureUrl: row.picture_url,
    CreditCards: [],
    WalletCards: [],
    AutomaticRefill: { Enabled: false, RefillAmount: 0, BelowAmount: 0 },
    MonthlyRefill: { Amount: 0, BalanceLimit: 0, IsActive: false, HasBalanceLimit: false },
    TotalMaximumAmount: null,
    AllowQuickSalePayment: row.allow_quick_sale_payment,
    AllowSelfOrdering: row.allow_self_ordering,
    Customers: [
      {
        ID: row.customer_id,
        Name: row.customer_name,
        PageKey: row.customer_page_key,
        Webshop: row.customer_settings.includes('Webshop'),
        FoodPlan: row.customer_settings.includes('FoodPlan'),
        CustomerType: { Name: row.customer_type },
        SaleLocations: [],
        HasCreditCard: row.customer_card_payments,
        FoodPlanToday: [],
      },
    ],
    Terms: [],
  };
}

/** A wallet's cards and refill settings, as the cards and refills modules know them. */
export type WalletFunding = Pick<WalletInOnboarding, 'CreditCards' | 'AutomaticRefill' | 'MonthlyRefill' | 'TotalMaximumAmount' | 'MobilePayAgreement'>;

export interface WalletFundingReader {
  forWallets(walletIds: readonly string[]): Promise<Map<string, WalletFunding>>;
}

/** What each wallet gets served today (the foodplan module keeps the food plan's orders). */
export interface WalletFoodPlanReader {
  servedToday(q: Queryable, walletIds: readonly string[], today: string): Promise<Map<string, WalletInOnboarding['Customers'][number]['FoodPlanToday']>>;
}

/** The wallets' answered terms, of the term types a user with these roles sees (the onboarding module keeps them). */
export interface WalletTermsReader {
  forWallets(walletIds: readonly string[], roles: readonly string[]): Promise<Map<string, WalletTerm[]>>;
}

/** The date each wallet leaves its school at a scheduled new school year (the school-year module knows it). */
export interface WalletLeavingReader {
  leavingOn(q: Queryable, wallets: readonly { id: string; customer_id: string; wallet_group_id: string | null }[]): Promise<Map<string, string>>;
}

function toPageSettings(rows: { key: string; value: string }[]): PageSettingsResponse {
  return rows.map((row) => ({ Key: row.key, Value: row.value }));
}

/** What a caller who may see a wallet may also do with it. */
export interface WalletAccess {
  /** Orders may skip the wallet's restrictions (core/wallet-access.ts mayOverrideRestrictions). */
  mayOverrideRestrictions: boolean;
}

export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly funding: WalletFundingReader | null = null,
    private readonly terms: WalletTermsReader | null = null,
    private readonly foodPlan: WalletFoodPlanReader | null = null,
    private readonly leaving: WalletLeavingReader | null = null,
  ) {}

  /** The ids of the wallets childrenOf answers with: a guardian's children, otherwise the wallets the user holds. */
  async walletIdsOf(auth: AuthContext): Promise<string[]> {
    return (await this.familyWallets(auth)).map((row) => row.id);
  }

  /**
   * Guardians get the wallets of their wallet groups; everyone else the wallets they hold.
   * A fixed number of statements however many wallets: each reads all of them at once.
   */
  async childrenOf(auth: AuthContext): Promise<WalletInOnboarding[]> {
    const rows = await this.familyWallets(auth);
    if (rows.length === 0) return [];
    const walletIds = rows.map((row) => row.id);
    const customerIds = [...new Set(rows.map((row) => row.customer_id))];
    const [funding, schoolCards, today, saleLocations, terms, leaving] = await Promise.all([
      this.funding === null ? null : this.funding.forWallets(walletIds),
      wallets.schoolCardsOf(this.db, walletIds),
      // What each child is served today (Copenhagen), from the real food plan orders.
      this.foodPlan === null ? null : this.foodPlan.servedToday(this.db, walletIds, copenhagenDate(this.clock.now())),
      wallets.saleLocationsOf(this.db, customerIds),
      this.terms === null ? null : this.terms.forWallets(walletIds, auth.roles),
      this.leaving === null ? null : this.leaving.leavingOn(this.db, rows),
    ]);
    return rows.map((row) => {
      const wallet = toWalletInOnboarding(row);
      return {
        ...wallet,
        ...funding?.get(row.id),
        WalletCards: (schoolCards.get(row.id) ?? []).map((card) => ({ CardDisplayNumber: card.number, IsBlocked: card.blocked })),
        Customers: wallet.Customers.map((customer) => ({
          ...customer,
          SaleLocations: saleLocations.get(customer.ID) ?? [],
          FoodPlanToday: today?.get(row.id) ?? [],
        })),
        Terms: terms?.get(row.id) ?? [],
        ...(leaving?.has(row.id) ? { LeavesOn: leaving.get(row.id) } : {}),
        ...(row.closed_on === null ? {} : { ClosedOn: row.closed_on }),
      };
    });
  }

  /**
   * Sets a page setting where the user's own settings live: on every wallet group they are
   * guardian of, or, for a user without one, on every wallet they hold (the onboarding's
   * OnboardingIsCompleted). In the caller's transaction.
   */
  async setUserPageSetting(q: Queryable, userId: string, key: string, value: string): Promise<void> {
    const facts = await wallets.findViewerFacts(q, userId);
    const now = this.clock.now();
    if (facts.guardian_of_group_ids.length > 0) {
      await wallets.upsertWalletGroupPageSetting(q, facts.guardian_of_group_ids, key, value, now);
      return;
    }
    for (const wallet of await wallets.walletsHeldBy(q, userId)) await wallets.upsertWalletPageSetting(q, wallet.id, key, value, now);
  }

  private async familyWallets(auth: AuthContext) {
    const facts = await wallets.findViewerFacts(this.db, auth.userId);
    return facts.guardian_of_group_ids.length > 0
      ? wallets.walletsInGroups(this.db, facts.guardian_of_group_ids)
      : wallets.walletsHeldBy(this.db, auth.userId);
  }

  async detail(auth: AuthContext, walletId: string): Promise<WalletDetail> {
    await this.assertAccess(auth, walletId);
    const row = await wallets.findWallet(this.db, walletId);
    if (!row) throw forbidden(NO_ACCESS_REASON);
    return {
      WalletID: row.id,
      Name: row.name,
      Balance: oreToKroner(row.balance_ore),
      Customer: { ID: row.customer_id, Name: row.customer_name, PageKey: row.customer_page_key },
      WalletGroupID: row.wallet_group_id,
      IsBlocked: row.blocked,
    };
  }

  async walletPageSettings(auth: AuthContext, walletId: string): Promise<PageSettingsResponse> {
    await this.assertAccess(auth, walletId);
    return toPageSettings(await wallets.walletPageSettings(this.db, walletId));
  }

  async setWalletPageSetting(auth: AuthContext, walletId: string, key: string, value: string): Promise<void> {
    await this.assertAccess(auth, walletId);
    await wallets.upsertWalletPageSetting(this.db, walletId, key, value, this.clock.now());
  }

  /** Written to every wallet group the caller is guardian of; a caller with none changes nothing. */
  async setWalletGroupPageSetting(auth: AuthContext, key: string, value: string): Promise<void> {
    const facts = await wallets.findViewerFacts(this.db, auth.userId);
    if (facts.guardian_of_group_ids.length === 0) return;
    await wallets.upsertWalletGroupPageSetting(this.db, facts.guardian_of_group_ids, key, value, this.clock.now());
  }

  async walletGroupPageSettings(auth: AuthContext): Promise<PageSettingsResponse> {
    const facts = await wallets.findViewerFacts(this.db, auth.userId);
    if (facts.guardian_of_group_ids.length === 0) return [];
    return toPageSettings(await wallets.walletGroupPageSettings(this.db, facts.guardian_of_group_ids));
  }

  /** Refuses (403) a caller who may not see the wallet; says what the caller may do with it. */
  async assertAccess(auth: AuthContext, walletId: string): Promise<WalletAccess> {
    const scope = await wallets.findWalletScope(this.db, walletId);
    if (!scope) throw forbidden(NO_ACCESS_REASON);
    const facts = await wallets.findViewerFacts(this.db, auth.userId);
    const viewer: WalletViewer = {
      userId: auth.userId,
      application: auth.application,
      roles: auth.roles,
      guardianOfWalletGroupIds: facts.guardian_of_group_ids,
      memberOfCustomerIds: facts.member_of_customer_ids,
    };
    const wallet: WalletScope = {
      holderUserId: scope.holder_user_id,
      walletGroupId: scope.wallet_group_id,
      customerId: scope.customer_id,
      customerAncestorIds: scope.customer_ancestor_ids,
    };
    if (!canAccessWallet(viewer, wallet)) throw forbidden(NO_ACCESS_REASON);
    return { mayOverrideRestrictions: mayOverrideRestrictions(viewer, wallet) };
  }

  createWalletGroup(q: Queryable, name: string): Promise<string> {
    return wallets.insertWalletGroup(q, name);
  }

  addGuardian(q: Queryable, walletGroupId: string, userId: string): Promise<void> {
    return wallets.insertGuardian(q, walletGroupId, userId);
  }

  /**
   * Many pupils' wallets at once (the pupil import), each in a wallet group of its own and
   * with its ledger account, opened by the ledger as createWallet opens one: set-based,
   * a fixed number of statements however many pupils.
   */
  async createPupilWallets(q: Queryable, customerId: string, pupils: readonly wallets.NewPupilWallet[]): Promise<void> {
    await wallets.insertPupilWallets(q, customerId, pupils);
    await this.ledger.openWalletAccounts(q, pupils.map((pupil) => pupil.id));
  }

  /** New names and grades of pupils' wallets of the customer (the pupil import), in one statement. */
  updatePupilWallets(q: Queryable, customerId: string, pupils: readonly Omit<wallets.NewPupilWallet, 'walletGroupId'>[]): Promise<void> {
    return wallets.updatePupilWallets(q, customerId, pupils);
  }

  /** A wallet always comes with its ledger account, so its balance exists from the start. */
  async createWallet(q: Queryable, wallet: wallets.NewWallet): Promise<string> {
    const id = await wallets.insertWallet(q, wallet);
    await this.ledger.openWalletAccount(q, id);
    return id;
  }
}
