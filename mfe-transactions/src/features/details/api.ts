import type { PaymentTransaction, TransactionDetail, UnitDetail } from '@kk/contracts';
import type { StaffApplication } from '@kk/domain';
import { api, newIdempotencyKey } from '@kk/platform';

export interface StatusType {
  ID: number;
  Name: string;
  IsFailed: boolean;
  IsCompleted: boolean;
  IsPending: boolean;
}

export interface StatusChange {
  Status: { ID: number; IsFailed: boolean; IsCompleted: boolean; IsPending: boolean };
  ErrorMessage: string | null;
}

/** The payment handler's calls move money: each attempt carries its own Idempotency-Key. */
const money = () => ({ target: 'payment' as const, silent: true, idempotencyKey: newIdempotencyKey() });

/**
 * The transaction dialog's calls (spec section 7). The support tool's bases are
 * /api/Transactions and the Admin payment paths; the partner site's /api/Transaction and the
 * plain payment paths (role Payment: a refund on V2). Every call is silent: the dialog
 * shows the spec's own success and failure texts.
 */
export const detailsApi = {
  detail: (application: StaffApplication, transactionID: string) =>
    api.get<TransactionDetail>(application === 'support' ? '/api/Transactions/Detail' : '/api/Transaction/Detail', { transactionID }, { silent: true }),
  addNote: (TransactionID: string, Note: string) => api.post<{ Success: boolean }>('/api/Transactions/Note', { TransactionID, Note }, { silent: true }),
  possibleStatusTypes: (transactionID: string) => api.get<StatusType[]>('/api/Transactions/GetPossibleStatusTypes', { transactionID }, { silent: true }),
  changeStatus: (TransactionID: string, StatusID: number) =>
    api.post<StatusChange>('/api/Transactions/ChangeTransactionStatus', { TransactionID, StatusID }, { silent: true }),
  unit: (application: StaffApplication, id: string) =>
    application === 'support'
      ? api.get<UnitDetail>('/api/Units/DetailInfo', { id }, { silent: true })
      : api.get<UnitDetail>('/api/Units/', { id, isDevice: true }, { silent: true }),
  manualComplete: (id: string) =>
    api.post<PaymentTransaction>('/V2/Admin/Payment/ManualCompleteTransaction', undefined, { ...money(), params: { id, fullTransactionInfo: true } }),
  retry: (transactionID: string, customerID: string | null) =>
    api.post<PaymentTransaction>('/V3/Admin/Payment/RetryFailedTransaction', undefined, {
      ...money(),
      params: customerID ? { transactionID, customerID } : { transactionID },
    }),
  cancel: (ID: string, CustomerID: string | null) =>
    api.post<PaymentTransaction>('/V1/Admin/payment/CancelTransaction', CustomerID ? { ID, CustomerID } : { ID }, money()),
  duplicate: (ID: string, CustomerID: string | null) =>
    api.post<PaymentTransaction>('/V2/Admin/Payment/DuplicateTransaction', CustomerID ? { ID, CustomerID } : { ID }, money()),
  refund: (application: StaffApplication, ID: string, CustomerID: string | null, Products: { ID: string; Quantity: number }[]) =>
    api.post<PaymentTransaction>(
      application === 'support' ? '/V3/Admin/Payment/RefundTransaction' : '/V2/Payment/RefundTransaction',
      { ID, ...(CustomerID ? { CustomerID } : {}), Products },
      money(),
    ),
};
