import type {
  AllergiesResponse,
  FoodOrder,
  FoodPlanOrder,
  FoodPlanSummary,
  FoodPlansResponse,
  MenuItem,
  MenuResponse,
  SubscriptionItem,
} from '@kk/contracts';
import {
  ALLERGENS,
  addCalendarDays,
  allergenName,
  blockingAllergens,
  changeRefusal,
  copenhagenDate,
  copenhagenDayBounds,
  daysBetween,
  EXPIRED_PRODUCT_STATUS_CODE,
  foodplanGroupName,
  masterCaterGroupLimit,
  nextPeriod,
  normalizeAllergyProfile,
  oreToKroner,
  periodContaining,
  periodPrice,
  periodToPay,
  quarantineEnd,
  isQuarantined,
  removeRefusal,
  subscribeRefusal,
  type Culture,
  type SubscriptionItemLike,
} from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import * as dishChanges from './dish-change-repository';
import * as foodplans from './plan-repository';
import { registrationRuleOf } from './reservation';
import type { LedgerService } from '../ledger/service';
import type { WalletService } from '../wallet/service';

/** Spec section 6: the food plan's roles. Changing a subscription or an allergy profile needs one of them. */
export const FOODPLAN_ROLES = ['FoodPlanner', 'FoodPlannerV3'] as const;
/** The longest range a menu or orders call answers. */
export const MAX_RANGE_DAYS = 62;
/** The latest orders look back this far (the food order view's "before"). */
const LATEST_ORDERS_LOOKBACK_DAYS = 21;
const LATEST_ORDERS_LIMIT = 60;
const ORDERS_LIMIT = 500;

const NOT_YOUR_PLAN = 'The food plan does not exist or the wallet may not use it';
const NOT_YOUR_SUBSCRIPTION = 'The subscription does not exist or you have no access to it';

const iso = (value: Date | string) => new Date(value).toISOString();
const conflict = (reason: string) => new AppError(409, 'Request is invalid', reason);

function planSummary(row: foodplans.FoodplanRow): FoodPlanSummary {
  return {
    ID: row.id,
    Name: row.name,
    CustomerID: row.customer_id,
    CustomerName: row.customer_name,
    IsMasterCater: row.is_master_cater,
    CatererName: row.caterer_name,
    BasketGroupName: foodplanGroupName(row.customer_name, row.name),
    RegistrationRule: { SchoolDaysBefore: row.deadline_school_days, Time: row.deadline_time },
    CancellationRule: { SchoolDaysBefore: row.cancellation_school_days, Time: row.cancellation_time },
  };
}

const allergensOf = (ids: readonly number[], culture: Culture) => ids.map((id) => ({ ID: id, TypeID: id, Name: allergenName(id, culture) }));

function groupLimit(plan: foodplans.FoodplanRow, groupName: string): number {
  return plan.is_master_cater ? masterCaterGroupLimit(groupName) : 0;
}

function rangeProblem(from: string, to: string): string | null {
  if (to < from) return 'the end is before the start';
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return `at most ${MAX_RANGE_DAYS} days`;
  return null;
}

export function toFoodOrder(row: foodplans.FoodOrderRow): FoodOrder {
  const current = row.quantity - row.refunded_quantity;
  return {
    DeliveryDate: row.delivery_date,
    ProductID: row.product_id,
    MasterCaterInfo: row.product_number === null ? null : { ProductNumber: row.product_number },
    Purchased: { Quantity: row.quantity, TransactionID: row.transaction_id, TransactionProductID: row.line_no, WalletID: row.wallet_id, CustomerID: row.customer_id },
    PurchasedCount: current,
    CancellationDate: row.cancellation_date === null ? null : iso(row.cancellation_date),
    Price: oreToKroner(row.price_ore),
    Name: row.name,
    CurrentQuantity: current,
  };
}

/** An order with its dish's newest change: what changed, the right to cancel with a full refund, an allergy conflict. */
export function withDishChange(order: FoodOrder, change: dishChanges.OrderDishChangeRow | undefined, culture: Culture): FoodPlanOrder {
  if (change === undefined) return order;
  return {
    ...order,
    DishChange: {
      Reason: change.reason,
      ChangedDate: iso(change.created_at),
      AllergensAdded: allergensOf(change.allergens_added, culture),
      AllergensRemoved: allergensOf(change.allergens_removed, culture),
      AllergenTextChanged: change.allergen_text_changed,
      IngredientsChanged: change.ingredients_changed,
      NutritionChanged: change.nutrition_changed,
      FullRefundUntil: change.reason === 'changed' ? copenhagenDayBounds(change.serve_date).end.toISOString() : null,
    },
    ...(change.blocked_allergens.length > 0 ? { AllergyConflict: { Allergens: allergensOf(change.blocked_allergens, culture) } } : {}),
  };
}

/**
 * The food plan: the plans a family may use, their menus with each wallet's facts, product
 * types, subscriptions (the state machine of spec section 4, @kk/domain's rules), orders
 * and a child's allergy profile. Buying and paying go through the payment handler, which
 * decides the food plan's rules again under the wallet's lock (reservation.ts).
 */
export class FoodplanService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
    private readonly ledger: LedgerService,
  ) {}

  async plans(auth: AuthContext, walletId: string | null): Promise<FoodPlansResponse> {
    const walletIds = await this.walletsOf(auth, walletId);
    const rows = await foodplans.foodplansForWallets(this.db, walletIds);
    return rows.map((row) => ({ ...planSummary(row), WalletIDs: row.wallet_ids }));
  }

  async productTypes(auth: AuthContext, foodPlanId: string, customerId: string, walletId: string | null) {
    const plan = await this.usablePlan(auth, foodPlanId, walletId);
    if (plan.customer_id !== customerId) throw forbidden(NOT_YOUR_PLAN);
    return (await foodplans.productTypesOf(this.db, plan.id)).map((row) => ({
      ID: row.id,
      FoodPlanID: row.foodplan_id,
      Name: row.name,
      DeliveryTypeID: row.delivery_type_id,
      Limit: groupLimit(plan, row.name),
      Index: row.sort_order,
    }));
  }

  async menu(auth: AuthContext, foodPlanId: string, walletId: string, from: string, to: string, culture: Culture): Promise<MenuResponse> {
    const problem = rangeProblem(from, to);
    if (problem !== null) throw badRequest(`from, to: ${problem}`);
    const plan = await this.usablePlan(auth, foodPlanId, walletId);
    const now = this.clock.now();
    const [items, purchases, allergies, types] = await Promise.all([
      foodplans.menuItems(this.db, plan.id, from, to, now),
      foodplans.walletFoodplanPurchases(this.db, walletId, plan.id, from, to),
      foodplans.walletAllergies(this.db, walletId),
      foodplans.productTypesOf(this.db, plan.id),
    ]);
    const productTypes = types.map((row) => ({ ID: row.id, FoodPlanID: row.foodplan_id, Name: row.name, DeliveryTypeID: row.delivery_type_id, Limit: groupLimit(plan, row.name), Index: row.sort_order }));
    return {
      FoodPlan: planSummary(plan),
      WalletID: walletId,
      From: from,
      To: to,
      ProductTypes: productTypes,
      Items: items.map((item): MenuItem => {
        const blocking = blockingAllergens(item.allergens, allergies);
        const deadline = new Date(item.registration_deadline);
        return {
          ID: item.product_id,
          ProductID: item.product_id,
          Name: item.name,
          Description: item.description,
          Descriptors: item.descriptors,
          Date: item.serve_date,
          Price: oreToKroner(item.price_ore),
          CurrentStock: item.stock,
          ProductTypeID: item.product_type_id,
          GroupName: item.group_name,
          GroupLimit: groupLimit(plan, item.group_name),
          GroupPurchasedCount: purchases.byGroupDay.get(foodplans.groupDayKey(item.product_type_id, item.serve_date)) ?? 0,
          PurchasedCount: purchases.byItem.get(item.product_id) ?? 0,
          RegistrationDeadline: deadline.toISOString(),
          CancellationDate: iso(item.cancellation_date),
          StatusCode: deadline.getTime() < now.getTime() ? EXPIRED_PRODUCT_STATUS_CODE : null,
          Allergens: allergensOf(item.allergens, culture),
          AllergenText: item.allergen_text,
          BlockingAllergens: blocking,
          BlockedByAllergies: blocking.length > 0,
          NutritionFacts: item.nutrition,
          Ingredients: item.ingredients,
          ImageUrl: item.image_id === null ? null : `/blob/product-images/${item.image_id}`,
          Foodplan: { ID: plan.id, Name: plan.name, IsMasterCater: plan.is_master_cater },
          MasterCaterInfo: item.product_number === null ? null : { ProductNumber: item.product_number },
        };
      }),
    };
  }

  async subscriptions(auth: AuthContext, customerId: string, foodPlanId: string, walletId: string | null, culture: Culture): Promise<SubscriptionItem[]> {
    const walletIds = await this.walletsOf(auth, walletId);
    const plans = await foodplans.foodplansForWallets(this.db, walletIds);
    const plan = plans.find((row) => row.id === foodPlanId);
    if (plan === undefined || plan.customer_id !== customerId) throw forbidden(NOT_YOUR_PLAN);
    const offers = await foodplans.offersOfPlan(this.db, plan.id);
    const items: SubscriptionItem[] = [];
    for (const id of plan.wallet_ids) items.push(...(await this.itemsOfWallet(this.db, id, plan, offers, culture)));
    return items;
  }

  /**
   * Activates a subscription (spec section 4: inactive -> active), by the wallet's
   * subscription id or by an offer and a wallet. Refused (409) while it is quarantined,
   * when it is active, and when another of the same type and delivery type is active,
   * unless that one is named in `replaces` (a change: it stops, without a quarantine).
   */
  async activate(
    auth: AuthContext,
    subscriptionId: string,
    options: { walletId: string | null; paymentTypeId: 2 | 4 | undefined; replaces: string | undefined; culture: Culture },
  ): Promise<SubscriptionItem> {
    this.assertMayChange(auth);
    const target = await this.resolve(auth, subscriptionId, options.walletId);
    return this.db.transaction(async (tx) => {
      await this.ledger.lockWallet(tx, target.walletId);
      const now = this.clock.now();
      const today = copenhagenDate(now);
      const { item, items, subscriptions } = await this.walletState(tx, target.walletId, target.offer);
      if (options.replaces !== undefined) {
        const from = subscriptions.find((row) => row.id === options.replaces);
        const fromItem = items.find((candidate) => candidate.Subscription?.ID === options.replaces);
        if (from === undefined || fromItem === undefined) throw conflict(`replaces: not a subscription of this wallet`);
        const refusal = changeRefusal(item, fromItem, today);
        if (refusal !== null) throw conflict(`Cannot change to this subscription: ${refusal}`);
        await foodplans.deactivateSubscription(tx, from.id, null, now);
      } else {
        const refusal = subscribeRefusal(item, items, today);
        if (refusal !== null) {
          const until = item.Subscription?.NextAvailableDate;
          throw conflict(refusal === 'quarantined' ? `Quarantined until ${until}` : `Cannot subscribe: ${refusal}`);
        }
      }
      const existing = subscriptions.find((row) => row.offer_id === target.offer.id);
      const change = { paymentTypeId: options.paymentTypeId ?? existing?.payment_type_id ?? 2, activatedOn: today, userId: auth.userId, at: now };
      if (existing) await foodplans.activateSubscription(tx, existing.id, change);
      else {
        await foodplans.insertSubscription(tx, {
          offerId: target.offer.id,
          walletId: target.walletId,
          typeId: target.offer.subscription_type_id,
          deliveryTypeId: target.offer.delivery_type_id,
          ...change,
        });
      }
      return this.itemOf(tx, target.walletId, target.offer, options.culture);
    });
  }

  /** Removes an active subscription (spec section 4: active -> cancelled); a quarantine runs until the next period begins. */
  async remove(auth: AuthContext, subscriptionId: string, walletId: string | null, culture: Culture): Promise<SubscriptionItem> {
    this.assertMayChange(auth);
    const target = await this.resolve(auth, subscriptionId, walletId);
    return this.db.transaction(async (tx) => {
      await this.ledger.lockWallet(tx, target.walletId);
      const now = this.clock.now();
      const { item, subscriptions } = await this.walletState(tx, target.walletId, target.offer);
      const refusal = removeRefusal(item);
      const subscription = subscriptions.find((row) => row.offer_id === target.offer.id);
      if (refusal !== null || subscription === undefined) throw conflict(`Cannot remove the subscription: ${refusal ?? 'not-active'}`);
      await foodplans.deactivateSubscription(tx, subscription.id, quarantineEnd(target.offer.subscription_type_id, copenhagenDate(now)), now);
      return this.itemOf(tx, target.walletId, target.offer, culture);
    });
  }

  /** The orders view: the food orders, each with what happened to its dish since it was ordered (issue 25). */
  async orders(auth: AuthContext, start: string, end: string, walletId: string | null, culture: Culture): Promise<FoodPlanOrder[]> {
    const problem = rangeProblem(start, end);
    if (problem !== null) throw badRequest(`start, end: ${problem}`);
    const walletIds = await this.walletsOf(auth, walletId);
    const rows = await foodplans.foodOrders(this.db, walletIds, { from: start, to: end }, ORDERS_LIMIT);
    const changes = await dishChanges.newestDishChangesOf(this.db, rows.map((row) => row.transaction_id));
    return rows.map((row) => withDishChange(toFoodOrder(row), changes.get(dishChanges.dishChangeKey(row.transaction_id, row.product_id)), culture));
  }

  async latestOrders(auth: AuthContext, walletId: string): Promise<FoodOrder[]> {
    await this.wallets.assertAccess(auth, walletId);
    const from = addCalendarDays(copenhagenDate(this.clock.now()), -LATEST_ORDERS_LOOKBACK_DAYS);
    const rows = await foodplans.foodOrders(this.db, [walletId], { from, to: null }, LATEST_ORDERS_LIMIT);
    return rows.map(toFoodOrder);
  }

  async allergies(auth: AuthContext, walletId: string, culture: Culture): Promise<AllergiesResponse> {
    await this.wallets.assertAccess(auth, walletId);
    return this.allergyView(this.db, walletId, culture);
  }

  async setAllergies(auth: AuthContext, walletId: string, allergenIds: readonly number[], culture: Culture): Promise<AllergiesResponse> {
    this.assertMayChange(auth);
    await this.wallets.assertAccess(auth, walletId);
    const profile = normalizeAllergyProfile(allergenIds);
    if (!profile.ok) throw badRequest(`AllergenIDs: ${profile.invalid.join(', ')} are not allergen ids (1 to ${ALLERGENS.length})`);
    return this.db.transaction(async (tx) => {
      // Under the wallet's lock, like the reservations that read the profile.
      await this.ledger.lockWallet(tx, walletId);
      await foodplans.replaceWalletAllergies(tx, walletId, profile.ids, this.clock.now());
      return this.allergyView(tx, walletId, culture);
    });
  }

  private async allergyView(q: Queryable, walletId: string, culture: Culture): Promise<AllergiesResponse> {
    const ids = await foodplans.walletAllergies(q, walletId);
    return { WalletID: walletId, AllergenIDs: ids, Allergens: allergensOf(ids, culture) };
  }

  /** Spec section 6: FoodPlanner or FoodPlannerV3 (the support tool may act for a family too). */
  private assertMayChange(auth: AuthContext): void {
    const support = auth.application === 'support' && auth.roles.includes('SupportTool');
    if (!support && !FOODPLAN_ROLES.some((role) => auth.roles.includes(role))) throw forbidden('Changing the food plan needs the FoodPlanner or FoodPlannerV3 role');
  }

  /** The wallets a call is about: the one named (wallet access rule, else 403), or every wallet of the caller's family. */
  private async walletsOf(auth: AuthContext, walletId: string | null): Promise<string[]> {
    if (walletId === null) return this.wallets.walletIdsOf(auth);
    await this.wallets.assertAccess(auth, walletId);
    return [walletId];
  }

  /** The plan, if the wallet named (or one of the caller's wallets) may use it; else 403. */
  private async usablePlan(auth: AuthContext, foodPlanId: string, walletId: string | null): Promise<foodplans.FoodplanRow> {
    const walletIds = await this.walletsOf(auth, walletId);
    const plan = (await foodplans.foodplansForWallets(this.db, walletIds)).find((row) => row.id === foodPlanId);
    if (plan === undefined) throw forbidden(NOT_YOUR_PLAN);
    return plan;
  }

  /** subscriptionID is the wallet's subscription, or an offer together with a wallet; 403 for anything the caller may not see. */
  private async resolve(auth: AuthContext, subscriptionId: string, walletId: string | null): Promise<{ walletId: string; offer: foodplans.OfferRow }> {
    const subscription = await foodplans.subscriptionById(this.db, subscriptionId);
    if (subscription !== null) {
      if (walletId !== null && walletId !== subscription.wallet_id) throw forbidden(NOT_YOUR_SUBSCRIPTION);
      await this.wallets.assertAccess(auth, subscription.wallet_id);
      const offer = await foodplans.offerById(this.db, subscription.offer_id);
      if (offer === null) throw forbidden(NOT_YOUR_SUBSCRIPTION);
      return { walletId: subscription.wallet_id, offer };
    }
    const offer = await foodplans.offerById(this.db, subscriptionId);
    if (offer === null) throw forbidden(NOT_YOUR_SUBSCRIPTION);
    if (walletId === null) throw badRequest('walletID (or the walletid header) is required with an offer\'s ID');
    await this.wallets.assertAccess(auth, walletId);
    const usable = (await foodplans.foodplansForWallets(this.db, [walletId])).some((plan) => plan.id === offer.foodplan_id);
    if (!usable || !offer.active) throw forbidden(NOT_YOUR_SUBSCRIPTION);
    return { walletId, offer };
  }

  /** The wallet's subscriptions (locked) as the state machine reads them, with the item of `offer`. */
  private async walletState(tx: Queryable, walletId: string, offer: foodplans.OfferRow) {
    const subscriptions = await foodplans.subscriptionsOfWallet(tx, walletId, true);
    const periods = await foodplans.periodsOf(tx, subscriptions.map((row) => row.id));
    const today = copenhagenDate(this.clock.now());
    const items: SubscriptionItemLike[] = subscriptions.map((row) => ({
      ID: row.offer_id,
      SubscriptionTypeID: row.subscription_type_id,
      DeliveryTypeID: row.delivery_type_id,
      Subscription: stateOf(row, periods, today),
    }));
    const item = items.find((candidate) => candidate.ID === offer.id) ?? {
      ID: offer.id,
      SubscriptionTypeID: offer.subscription_type_id,
      DeliveryTypeID: offer.delivery_type_id,
      Subscription: null,
    };
    return { item, items, subscriptions };
  }

  private async itemOf(q: Queryable, walletId: string, offer: foodplans.OfferRow, culture: Culture): Promise<SubscriptionItem> {
    const plan = await foodplans.foodplanById(q, offer.foodplan_id);
    if (plan === null) throw new Error(`offer ${offer.id} has no food plan`);
    const [item] = await this.itemsOfWallet(q, walletId, plan, [offer], culture);
    if (item === undefined) throw new Error('no subscription item');
    return item;
  }

  /**
   * The wallet's items of the offers. PeriodToPay (issue 23) is the period a Pay charges, or,
   * for a subscription that may be taken now, the one its first Pay will charge: never a
   * period that has begun by the plan's registration rule (@kk/domain periodToPay).
   */
  private async itemsOfWallet(
    q: Queryable,
    walletId: string,
    plan: foodplans.FoodplanRow,
    offers: readonly foodplans.OfferRow[],
    culture: Culture,
  ): Promise<SubscriptionItem[]> {
    const wallet = await foodplans.walletName(q, walletId);
    const subscriptions = await foodplans.subscriptionsOfWallet(q, walletId);
    const periods = await foodplans.periodsOf(q, subscriptions.map((row) => row.id));
    const now = this.clock.now();
    const today = copenhagenDate(now);
    const rule = registrationRuleOf(plan);
    return offers.map((offer) => {
      const subscription = subscriptions.find((row) => row.offer_id === offer.id) ?? null;
      const state = subscription === null ? null : stateOf(subscription, periods, today);
      const current = periodContaining(offer.subscription_type_id, today);
      const next = nextPeriod(offer.subscription_type_id, current);
      const prices = { Price: offer.price_ore, NextPeriodPrice: offer.next_period_price_ore };
      const taken = new Set(periods.filter((period) => period.subscription_id === subscription?.id && (period.paid || period.status_id === 1)).map((period) => period.start_date));
      const toPay = isQuarantined(state, today) ? null : periodToPay(offer.subscription_type_id, taken, rule, now);
      return {
        ID: offer.id,
        FoodplanID: offer.foodplan_id,
        CustomerID: offer.customer_id,
        WalletID: walletId,
        WalletName: wallet,
        Name: offer.name,
        SubscriptionTypeID: offer.subscription_type_id,
        DeliveryTypeID: offer.delivery_type_id,
        DaysBeforeNewPeriod: offer.days_before_new_period,
        Product: {
          ID: offer.product_id,
          Name: offer.name,
          Price: oreToKroner(offer.price_ore),
          NextPeriodPrice: oreToKroner(offer.next_period_price_ore ?? offer.price_ore),
          PeriodDate: current.StartDate,
          PeriodEndDate: current.EndDate,
          NextPeriodDate: next.StartDate,
          NextPeriodEndDate: next.EndDate,
        },
        Subscription:
          subscription === null || state === null
            ? null
            : { ID: subscription.id, IsActive: state.IsActive, NextAvailableDate: state.NextAvailableDate, PaymentTypeID: subscription.payment_type_id, Periods: state.Periods },
        QuarantineInfo: state?.NextAvailableDate != null && today < state.NextAvailableDate ? { NextAvailableDate: state.NextAvailableDate } : null,
        PeriodToPay: toPay === null ? null : { ...toPay, Price: oreToKroner(periodPrice(prices, toPay, today)) },
        NutritionFacts: offer.nutrition,
        Allergens: allergensOf(offer.allergens, culture),
      };
    });
  }
}

function stateOf(row: foodplans.SubscriptionRow, periods: readonly foodplans.PeriodRow[], today: string) {
  return {
    ID: row.id,
    IsActive: row.is_active,
    NextAvailableDate: row.next_available_date,
    Periods: periods
      .filter((period) => period.subscription_id === row.id)
      .map((period) => ({
        StartDate: period.start_date,
        EndDate: period.end_date,
        IsActive: period.paid && period.end_date >= today,
        IsPaid: period.paid,
        IsPending: period.status_id === 1,
        TransactionID: period.payment_id,
      })),
  };
}
