import type { Db } from '../../db/db';

/** The channel migration 020's trigger notifies on. */
export const WALLET_BALANCE_CHANNEL = 'wallet_balance';
/** The channel repeatable/foodplan_orders.sql's triggers notify on (issue 26). */
export const FOODPLAN_ORDERS_CHANNEL = 'foodplan_orders';

export interface BalanceChange {
  walletId: string;
  balanceOre: number;
}

/** A food plan's portions changed on the days from..to (Copenhagen dates, YYYY-MM-DD). */
export interface FoodPlanOrdersChange {
  foodPlanId: string;
  from: string;
  to: string;
}

export interface HubSubscriber<Change> {
  onChange(change: Change): void;
  /** The listening connection was lost and is back: changes may have been missed. */
  onResync(): void;
}
export type BalanceSubscriber = HubSubscriber<BalanceChange>;

/** The trigger's payload, or null when it is not one (nothing else should use the channel). */
export function parseBalanceChange(payload: string): BalanceChange | null {
  try {
    const parsed = JSON.parse(payload) as { walletId?: unknown; balanceOre?: unknown };
    if (typeof parsed.walletId !== 'string' || typeof parsed.balanceOre !== 'number' || !Number.isSafeInteger(parsed.balanceOre)) return null;
    return { walletId: parsed.walletId, balanceOre: parsed.balanceOre };
  } catch {
    return null;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The food-plan orders trigger's payload { foodPlanId, from, to }, or null. */
export function parseFoodPlanOrdersChange(payload: string): FoodPlanOrdersChange | null {
  try {
    const parsed = JSON.parse(payload) as { foodPlanId?: unknown; from?: unknown; to?: unknown };
    if (typeof parsed.foodPlanId !== 'string' || typeof parsed.from !== 'string' || typeof parsed.to !== 'string') return null;
    if (!DATE.test(parsed.from) || !DATE.test(parsed.to)) return null;
    return { foodPlanId: parsed.foodPlanId, from: parsed.from, to: parsed.to };
  } catch {
    return null;
  }
}

/**
 * One LISTEN per API instance and channel, shared by every browser stream this instance
 * serves: each notification goes to the subscribers of its key (a wallet, a food plan).
 * The LISTEN starts with the first subscriber, so an instance nobody streams from holds no
 * extra connection.
 */
export class ListenHub<Change> {
  private readonly subscribers = new Map<string, Set<HubSubscriber<Change>>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly parse: (payload: string) => Change | null,
    private readonly keyOf: (change: Change) => string,
  ) {}

  async subscribe(keys: readonly string[], subscriber: HubSubscriber<Change>): Promise<() => void> {
    await this.startListening();
    for (const key of keys) {
      const set = this.subscribers.get(key) ?? new Set<HubSubscriber<Change>>();
      set.add(subscriber);
      this.subscribers.set(key, set);
    }
    return () => {
      for (const key of keys) {
        const set = this.subscribers.get(key);
        set?.delete(subscriber);
        if (set?.size === 0) this.subscribers.delete(key);
      }
    };
  }

  subscriberCount(): number {
    return new Set([...this.subscribers.values()].flatMap((set) => [...set])).size;
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    this.subscribers.clear();
    const unlisten = await listening?.catch(() => null);
    await unlisten?.();
  }

  private startListening(): Promise<() => Promise<void>> {
    if (this.listening === null) {
      const listen = this.db.listen?.bind(this.db);
      if (listen === undefined) return Promise.reject(new Error('This database cannot LISTEN'));
      this.listening = listen(this.channel, (payload) => this.deliver(payload), () => this.resyncAll());
      // A failed start is retried by the next subscriber.
      this.listening.catch(() => {
        this.listening = null;
      });
    }
    return this.listening;
  }

  private deliver(payload: string): void {
    const change = this.parse(payload);
    if (change === null) return;
    for (const subscriber of this.subscribers.get(this.keyOf(change)) ?? []) subscriber.onChange(change);
  }

  private resyncAll(): void {
    for (const subscriber of new Set([...this.subscribers.values()].flatMap((set) => [...set]))) subscriber.onResync();
  }
}

/** Wallet balances, by wallet. */
export class WalletBalanceHub extends ListenHub<BalanceChange> {
  constructor(db: Db) {
    super(db, WALLET_BALANCE_CHANNEL, parseBalanceChange, (change) => change.walletId);
  }
}

/** Food-plan portions (orders, cancellations, subscription payments), by food plan (issue 26). */
export class FoodPlanOrdersHub extends ListenHub<FoodPlanOrdersChange> {
  constructor(db: Db) {
    super(db, FOODPLAN_ORDERS_CHANNEL, parseFoodPlanOrdersChange, (change) => change.foodPlanId);
  }
}
