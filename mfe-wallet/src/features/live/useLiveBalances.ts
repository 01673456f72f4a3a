import { useEffect } from 'react';
import { bus } from '@kk/platform';
import { startBalanceStream } from './balanceStream';

/** While mounted, every balance change of the user's wallets is published on the page's bus. */
export function useLiveBalances(): void {
  useEffect(
    () =>
      startBalanceStream({
        onBalance: ({ WalletID, Balance }) => bus.publish('wallet.balance.changed', { walletId: WalletID, balance: Balance }),
      }),
    [],
  );
}
