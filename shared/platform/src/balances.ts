import { api } from './api';
import { bus } from './bus';

/**
 * Asks for a wallet's balance after money moved and tells the page (`wallet.balance.changed`
 * on the bus: the wallet widget, the meeting screen and every other reader follow). A
 * failed read is left to the next change; the live stream corrects it when it is on.
 */
export function refreshWalletBalance(walletId: string): void {
  api.get<{ Balance: number }>('/api/Wallet/Detail', { walletID: walletId }, { silent: true }).then(
    ({ Balance }) => bus.publish('wallet.balance.changed', { walletId, balance: Balance }),
    () => undefined,
  );
}

export function refreshWalletBalances(walletIds: readonly string[]): void {
  for (const walletId of walletIds) refreshWalletBalance(walletId);
}
