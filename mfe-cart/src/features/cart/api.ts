import type { CreditCardList } from '@kk/contracts';
import { api } from '@kk/platform';

export const cartApi = {
  /** The cards a wallet may pay with (its primary card is named in the card payment). */
  walletCards: (walletID: string) => api.get<CreditCardList>('/api/DepositWithdraw/CreditCard/GetWalletCards', { walletID }, { silent: true }),
};
