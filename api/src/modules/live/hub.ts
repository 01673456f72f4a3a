import type { Db } from '../../db/db';

/** The channel migration 020's trigger notifies on. */
export const WALLET_BALANCE_CHANNEL = 'wallet_balance';

export interface BalanceChange {
  walletId: string;
  balanceOre: number;
}

export interface BalanceSubscriber {
  onBalance(change: BalanceChange): void;
  /** The listening connection was lost and is back: changes may have been missed. */
  onResync(): void;
}

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

/**
 * One LISTEN per API instance, shared by every browser stream this instance serves: each
 * notification goes to the subscribers of its wallet. The LISTEN starts with the first
 * subscriber, so an instance nobody streams from holds no extra connection.
 */
export class WalletBalanceHub {
  private readonly subscribers = new Map<string, Set<BalanceSubscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly db: Db) {}

  async subscribe(walletIds: readonly string[], subscriber: BalanceSubscriber): Promise<() => void> {
    await this.startListening();
    for (const walletId of walletIds) {
      const set = this.subscribers.get(walletId) ?? new Set<BalanceSubscriber>();
      set.add(subscriber);
      this.subscribers.set(walletId, set);
    }
    return () => {
      for (const walletId of walletIds) {
        const set = this.subscribers.get(walletId);
        set?.delete(subscriber);
        if (set?.size === 0) this.subscribers.delete(walletId);
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
      this.listening = listen(WALLET_BALANCE_CHANNEL, (payload) => this.deliver(payload), () => this.resyncAll());
      // A failed start is retried by the next subscriber.
      this.listening.catch(() => {
        this.listening = null;
      });
    }
    return this.listening;
  }

  private deliver(payload: string): void {
    const change = parseBalanceChange(payload);
    if (change === null) return;
    for (const subscriber of this.subscribers.get(change.walletId) ?? []) subscriber.onBalance(change);
  }

  private resyncAll(): void {
    for (const subscriber of new Set([...this.subscribers.values()].flatMap((set) => [...set]))) subscriber.onResync();
  }
}
