import type { CreditCardList, MobilePayDepositResponse, MobilePayStatusResponse, SubscriptionBillResult } from '@kk/contracts';
import type { CardModel } from '@kk/domain';
import { api } from '@kk/platform';

const DW = '/api/DepositWithdraw';
const CARDS = `${DW}/CreditCard`;

/** Add funds' calls: what it may pay with, and the payment. Reads are silent: the dialog shows its own result. */
export const depositApi = {
  walletBalance: (walletID: string) => api.get<{ Balance: number }>('/api/Wallet/Detail', { walletID }, { silent: true }),
  refillAmounts: (walletID: string) => api.get<number[]>(`${DW}/GetRefillAmounts`, { walletID }, { silent: true }),
  /** The same call the card page makes: the cards this wallet may pay with. */
  walletCards: (walletID: string) => api.get<CreditCardList>(`${CARDS}/GetWalletCards`, { walletID }, { silent: true }),
  /** Spec section 7: the result is 'Success' or the server message of the failure. */
  subscriptionBill: (bill: CardModel & { amount: number; walletID: string }, idempotencyKey: string) =>
    api.post<SubscriptionBillResult>(`${CARDS}/SubscriptionBill`, undefined, { params: bill, idempotencyKey, silent: true }),
  /** Issue 16: a deposit with MobilePay; the browser goes on to RedirectUrl, the provider's approval page. */
  mobilePayDeposit: (deposit: { walletID: string; amount: number; returnUrl: string }, idempotencyKey: string) =>
    api.post<MobilePayDepositResponse>(`${DW}/MobilePay/Deposit`, undefined, { params: deposit, idempotencyKey, silent: true }),
  /** Back from the approval page: Pending until the provider has told the platform. */
  mobilePayStatus: (transactionID: string) => api.get<MobilePayStatusResponse>(`${DW}/MobilePay/Status`, { transactionID }, { silent: true }),
};
