import type { PaymentTransaction } from '@kk/contracts';

/** A payment handler's answer (a completed transaction unless overridden), for the remotes' fake API. */
export function paymentTransaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    ID: '00000000-0000-4000-8000-0000000000f1',
    Status: { ID: 2, IsFailed: false, IsCompleted: true, IsPending: false },
    ErrorMessage: null,
    Description: '',
    Amount: 0,
    Amounts: {},
    ChildTransactions: [],
    CustomInformations: [],
    Products: [],
    Wallet: null,
    Customer: null,
    DeviceID: null,
    ParentTransactionID: null,
    CreatedDate: '2026-01-01T00:00:00.000Z',
    ExpiresDate: null,
    ...overrides,
  };
}
