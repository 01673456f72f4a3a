import type { WalletInOnboarding } from '@kk/contracts';
import { kronerToOre } from '@kk/domain';
import { useLiveBalance } from '@kk/platform';

/**
 * The paying wallet's balance in øre: the page's balances store (the live stream, and the
 * refresh after an order or a change), else the balance the wallet was loaded with.
 */
export function useWalletBalance(wallet: WalletInOnboarding | null): number | null {
  const live = useLiveBalance(wallet?.WalletID ?? null);
  if (wallet === null) return null;
  return kronerToOre(live ?? wallet.Balance);
}
