import { api } from '@kk/platform';

/** The school card's calls. */
export const nfcApi = {
  addSchoolCard: (walletID: string, cardDisplayNumber: string) =>
    api.post<{ CardDisplayNumber: string; WalletID: string }>('/api/NFC/AddCard', { CardDisplayNumber: cardDisplayNumber }, { params: { walletID }, silent: true }),
  removeSchoolCard: (cardDisplayNumber: string) => api.delete<void>('/api/NFC/RemoveCard', { cardDisplayNumber }, { silent: true }),
  blockSchoolCard: (cardDisplayNumber: string) =>
    api.post<{ CardDisplayNumber: string; IsBlocked: boolean }>('/api/NFC/BlockCard', { CardDisplayNumber: cardDisplayNumber }, { silent: true }),
  unblockSchoolCard: (cardDisplayNumber: string) =>
    api.post<{ CardDisplayNumber: string; IsBlocked: boolean }>('/api/NFC/UnblockCard', { CardDisplayNumber: cardDisplayNumber }, { silent: true }),
};
