import type { HelpDeskTicket, TransactionDetail, WalletTransaction } from '@kk/contracts';

export const NOAH = '00000000-0000-4000-8000-00000000e042';
export const SCHOOL = '00000000-0000-4000-8000-00000000c001';
export const TERMINAL = '00000000-0000-4000-8000-00000000f001';
export const HOODIE = '00000000-0000-4000-8000-00000000b003';
export const BOTTLE = '00000000-0000-4000-8000-00000000b002';

export const STATUS = {
  reserved: { ID: 1, IsFailed: false, IsCompleted: false, IsPending: true },
  completed: { ID: 2, IsFailed: false, IsCompleted: true, IsPending: false },
  failed: { ID: 3, IsFailed: true, IsCompleted: false, IsPending: false },
  cancelled: { ID: 4, IsFailed: true, IsCompleted: false, IsPending: false },
} as const;

let counter = 0;
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type NoahsTransaction = WalletTransaction & Required<Pick<WalletTransaction, 'MobileNumber' | 'DeviceID' | 'ErrorMessage'>>;

/** One of Noah Hansen's transactions at the school: a completed canteen purchase on its terminal unless told. */
function noahsTransaction(overrides: Partial<NoahsTransaction>): NoahsTransaction {
  return {
    ID: id(1000),
    Type: 'CanteenPurchase',
    Description: 'Kantinekøb',
    Amount: -42,
    BalanceAfter: null,
    Status: STATUS.completed,
    CreatedDate: '2026-03-10T08:15:00.000Z',
    Wallet: { ID: NOAH, Name: 'Noah Hansen' },
    Customer: { ID: SCHOOL, Name: 'Solbakke Skole' },
    MobileNumber: '4521876510',
    DeviceID: TERMINAL,
    ErrorMessage: null,
    ...overrides,
  };
}

/** A row of the staff search. */
export function row(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  counter += 1;
  return noahsTransaction({ ID: id(1000 + counter), ...overrides });
}

export function rows(count: number, from = 0): WalletTransaction[] {
  return Array.from({ length: count }, (_, index) => row({ ID: id(from + index + 1), Description: `Køb ${from + index + 1}` }));
}

/** Noah Hansen's webshop order whose card payment was declined (the seed's help-desk case). */
export function declinedOrder(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    ...noahsTransaction({ ID: id(7), Type: 'Order', Description: 'Webshop køb', Amount: -199, Status: STATUS.failed, CreatedDate: '2026-03-09T10:00:00.000Z', DeviceID: null, ErrorMessage: 'Denied' }),
    Products: [{ ID: HOODIE, Name: 'Skoletrøje med logo', Price: 199, Quantity: 1, RefundedQuantity: 0, Category: { ID: 'g1', Name: 'Tøj' }, Accessories: [] }],
    ParentTransactionID: null,
    PaymentID: id(7),
    Stacktrace: 'CardDeclined: The card provider declined the hosted payment\n  at settle (payment/card-payment.ts)',
    ChildTransactions: [{ ID: id(8), Type: { ID: 4 }, MerchantData: 'http://localhost:4100/pay/declined-demo', Status: STATUS.failed, Amount: 199 }],
    CustomInformations: [
      { JsonType: 'CreateTransactionModel', JsonData: JSON.stringify({ Description: 'Webshop køb', Amounts: { '4': 199 } }), CreatedDate: '2026-03-09T10:00:00.000Z' },
      { JsonType: 'Info', JsonData: '{"StatusCode":20,"Message":"Denied","FailedProducts":["Skoletrøje med logo"]}', CreatedDate: '2026-03-09T10:00:00.000Z' },
    ],
    CustomData: null,
    Notes: [],
    StartDate: null,
    EndDate: null,
    WalletCustomer: { ID: SCHOOL, Name: 'Solbakke Skole' },
    ...overrides,
  };
}

/** Noah's canteen sale of the morning (completed, on a terminal). */
export function canteenSale(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return declinedOrder({
    ID: id(5),
    PaymentID: id(5),
    Type: 'CanteenPurchase',
    Description: 'Kantinekøb',
    Amount: -42,
    Status: STATUS.completed,
    ErrorMessage: null,
    DeviceID: TERMINAL,
    Stacktrace: null,
    ChildTransactions: [],
    CustomInformations: [],
    Products: [
      { ID: id(21), Name: 'Sandwich', Price: 30, Quantity: 2, RefundedQuantity: 0, Category: null, Accessories: [] },
      { ID: id(22), Name: 'Kakaomælk', Price: 12, Quantity: 1, RefundedQuantity: 1, Category: null, Accessories: [] },
    ],
    ...overrides,
  });
}

export function ticket(overrides: Partial<HelpDeskTicket> = {}): HelpDeskTicket {
  counter += 1;
  return {
    ID: id(3000 + counter),
    TransactionID: id(7),
    Text: 'Sag',
    Status: { ID: 2, Name: 'Open' },
    LastTicketType: { ID: 3, Name: 'Minor' },
    Deadline: null,
    DeadlineStatus: 'none',
    Author: { ID: id(99), Name: 'Sofie Berg', NotFound: false },
    CreatedDate: '2026-03-09T12:00:00.000Z',
    UpdatedDate: '2026-03-09T12:00:00.000Z',
    ...overrides,
  };
}
