import type {
  CardTypeInfo,
  CreditCardList,
  FoodOrder,
  ImagePayload,
  PageSetting,
  PictureResponse,
  PollMerchantSubscriptionResponse,
  SubscriptionBillResult,
  TransactionDetail,
  TransactionSearchResponse,
  VoucherDetail,
  WalletInOnboarding,
  WalletRefillSettings,
} from '@kk/contracts';
import type { AutomaticRefillRequest, MonthlyRefillRequest, SearchRequest } from '@kk/domain';
import { api } from '@kk/platform';

/**
 * Every call the wallet remote makes, typed by the contracts. Reads are silent (their
 * screens show their own failure); changes show the API client's notices unless the
 * screen shows its own result.
 */
const DW = '/api/DepositWithdraw';
const CARDS = `${DW}/CreditCard`;

export type CardModel = {
  uid: string;
  merchantNumber: string;
  merchantName: string;
};

export const walletApi = {
  children: () => api.get<WalletInOnboarding[]>('/api/Onboarding/GetChildren', undefined, { silent: true }),
  walletBalance: (walletID: string) => api.get<{ Balance: number }>('/api/Wallet/Detail', { walletID }, { silent: true }),

  searchTransactions: (request: SearchRequest, walletID?: string) =>
    api.post<TransactionSearchResponse>('/api/Transaction/SearchV2', request, { silent: true, ...(walletID ? { params: { walletID } } : {}) }),
  transactionDetail: (transactionID: string) => api.get<TransactionDetail>('/api/Transaction/Detail', { transactionID }, { silent: true }),

  vouchers: (walletID: string, customerName: string) =>
    api.get<VoucherDetail[]>('/api/Overview/GetVoucherDetails', { walletID, customerName }, { silent: true }),
  latestFoodOrders: (walletID: string) => api.get<FoodOrder[]>('/api/Foodplanner/V3/GetLatestOrders', { walletID }, { silent: true }),

  walletPageSettings: (walletID: string) => api.get<PageSetting[]>('/api/Wallet/WalletPageSettings', { walletID }, { silent: true }),
  groupPageSettings: () => api.get<PageSetting[]>('/api/WalletGroup/WalletGroupPageSettings', undefined, { silent: true }),
  dismissWalletNotice: (walletID: string, key: string) =>
    api.post<void>('/api/Wallet/WalletPageSetting', undefined, { silent: true, params: { walletID, key, value: 'false' } }),
  dismissGroupNotice: (key: string) => api.post<void>('/api/WalletGroup/WalletGroupPageSetting', undefined, { silent: true, params: { key, value: 'false' } }),

  refillAmounts: (walletID: string) => api.get<number[]>(`${DW}/GetRefillAmounts`, { walletID }, { silent: true }),
  automaticRefillAmounts: (walletID: string) => api.get<number[]>(`${DW}/GetAutomaticRefillAmounts`, { walletID }, { silent: true }),
  setAutomaticRefill: (walletID: string, body: AutomaticRefillRequest) =>
    api.put<WalletRefillSettings>(`${DW}/AutomaticRefill`, body, { walletId: walletID, silent: true }),
  setMonthlyRefill: (walletID: string, body: MonthlyRefillRequest) =>
    api.put<WalletRefillSettings>(`${DW}/MonthlyRefill`, body, { walletId: walletID, silent: true }),
  disableRefills: (walletID: string) => api.put<WalletRefillSettings[]>(`${DW}/DisableRefills`, undefined, { walletId: walletID, silent: true }),

  /** Spec section 7: the result is 'Success' or the server message of the failure. */
  subscriptionBill: (bill: CardModel & { amount: number; walletID: string }, idempotencyKey: string) =>
    api.post<SubscriptionBillResult>(`${CARDS}/SubscriptionBill`, undefined, { params: bill, idempotencyKey, silent: true }),

  walletCards: (walletID: string) => api.get<CreditCardList>(`${CARDS}/GetWalletCards`, { walletID }, { silent: true }),
  walletGroupCards: () => api.get<CreditCardList>(`${CARDS}/GetWalletGroupCards`, undefined, { silent: true }),
  cardTypes: () => api.get<CardTypeInfo[]>(`${CARDS}/GetPossibleCardTypes`, undefined, { silent: true }),
  /** Starts adding a card; answers the provider's page. A wallet card names its wallet in the walletid header. */
  startAddingCard: (cardType: string, returnUrl: string, walletID: string | null) =>
    api.post<string>(`${CARDS}/Merchant`, undefined, { params: { Amount: 0, Card: cardType, returnUrl }, silent: true, ...(walletID ? { walletId: walletID } : {}) }),
  pollCard: (query: { merchant?: string; vivawalletTransactionID?: string; epaySubscriptionID?: string }) =>
    api.get<PollMerchantSubscriptionResponse>(`${DW}/PollMerchantSubscription`, query, { silent: true }),
  deleteCard: (uid: string, merchant: string) => api.delete<void>(`${CARDS}/DeleteCreditCard`, { uid, merchant }),
  setPrimary: (card: CardModel, walletID: string) => api.post<CreditCardList>(`${CARDS}/SetAsPrimary`, undefined, { params: { ...card, walletID } }),
  setPrimaryAllWallets: (card: CardModel) => api.post<CreditCardList>(`${CARDS}/SetAsPrimaryAllWallets`, undefined, { params: card, spinner: true }),

  addSchoolCard: (walletID: string, cardDisplayNumber: string) =>
    api.post<{ CardDisplayNumber: string; WalletID: string }>('/api/NFC/AddCard', { CardDisplayNumber: cardDisplayNumber }, { params: { walletID }, silent: true }),
  removeSchoolCard: (cardDisplayNumber: string) => api.delete<void>('/api/NFC/RemoveCard', { cardDisplayNumber }),

  changePicture: (walletID: string, image: ImagePayload) =>
    api.post<PictureResponse>('/api/Picture/ChangePicture', image, { params: { walletID }, silent: true }),
  removePicture: (walletID: string) => api.delete<void>('/api/Picture/RemovePicture', { walletID }),
};

/** A card's model as the card calls take it. */
export const cardModel = (card: { UID: string; MerchantNumber: string; MerchantName: string }): CardModel => ({
  uid: card.UID,
  merchantNumber: card.MerchantNumber,
  merchantName: card.MerchantName,
});
