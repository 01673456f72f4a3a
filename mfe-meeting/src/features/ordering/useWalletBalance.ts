import { useEffect, useState } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { kronerToOre } from '@kk/domain';
import { bus } from '@kk/platform';

/**
 * The paying wallet's balance in øre, following `wallet.balance.changed` on the page's bus
 * (published here after an order or a change, and by the live balance stream).
 */
export function useWalletBalance(wallet: WalletInOnboarding | null): number | null {
  const [balanceOre, setBalanceOre] = useState<number | null>(wallet ? kronerToOre(wallet.Balance) : null);
  const walletId = wallet?.WalletID ?? null;
  useEffect(() => {
    if (walletId === null) return undefined;
    return bus.subscribe('wallet.balance.changed', (event) => {
      if (event.walletId.toLowerCase() === walletId.toLowerCase()) setBalanceOre(kronerToOre(event.balance));
    });
  }, [walletId]);
  return balanceOre;
}
