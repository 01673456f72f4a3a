import type { CardTypeInfo, CreditCard, CreditCardList } from '@kk/contracts';
import type { CardModel } from '@kk/domain';
import { api } from '@kk/platform';
import { paymentClient } from '@kk/platform/payments';

const DW = '/api/DepositWithdraw';
const CARDS = `${DW}/CreditCard`;

/** The card pages' calls. Reads are silent; changes show the API client's notices unless the page shows its own result. */
export const cardsApi = {
  walletCards: (walletID: string) => api.get<CreditCardList>(`${CARDS}/GetWalletCards`, { walletID }, { silent: true }),
  walletGroupCards: () => api.get<CreditCardList>(`${CARDS}/GetWalletGroupCards`, undefined, { silent: true }),
  cardTypes: () => api.get<CardTypeInfo[]>(`${CARDS}/GetPossibleCardTypes`, undefined, { silent: true }),
  /** Starts adding a card; answers the provider's page. A wallet card names its wallet in the walletid header. */
  startAddingCard: (cardType: string, returnUrl: string, walletID: string | null) =>
    api.post<string>(`${CARDS}/Merchant`, undefined, { params: { Amount: 0, Card: cardType, returnUrl }, silent: true, ...(walletID ? { walletId: walletID } : {}) }),
  pollCard: paymentClient.pollProvider,
  deleteCard: (uid: string, merchant: string) => api.delete<void>(`${CARDS}/DeleteCreditCard`, { uid, merchant }),
  setPrimary: (card: CardModel, walletID: string) => api.post<CreditCardList>(`${CARDS}/SetAsPrimary`, undefined, { params: { ...card, walletID } }),
  setPrimaryAllWallets: (card: CardModel) => api.post<CreditCardList>(`${CARDS}/SetAsPrimaryAllWallets`, undefined, { params: card, spinner: true }),
  /** Issue 23: the card's holder shares it with the family's other guardians, or stops. */
  setSharing: (uid: string, shared: boolean) => api.put<CreditCard>(`${CARDS}/Sharing`, { uid, Shared: shared }),
};
