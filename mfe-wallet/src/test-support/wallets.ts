import type { CreditCard, TransactionSearchResponse, WalletInOnboarding, WalletTransaction } from '@kk/contracts';

export const EMMA_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a01';
export const GROUP_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a0f';
export const PARENT_ROLES = ['Webshop', 'FoodPlanner', 'FoodPlannerV3', 'ChangeAccountInformation', 'DepositWithdraw', 'Transactions', 'ChangePicture'];

export function card(overrides: Partial<CreditCard> = {}): CreditCard {
  return {
    ID: 1,
    UID: '6f1c2a4e-0000-4000-8000-000000000001',
    IsPrimary: false,
    Merchant: 'Visa',
    MerchantName: 'Visa',
    MerchantNumber: '41000102',
    WalletID: null,
    WalletGroupID: GROUP_ID,
    WalletGuid: null,
    WalletName: null,
    Brand: 'Visa',
    Last4: '1111',
    ExpiryMonth: 12,
    ExpiryYear: 2030,
    CreatedDate: '2026-09-01T08:00:00.000Z',
    PrimaryUses: [{ WalletGuidID: EMMA_ID, WalletName: 'Emma Jensen' }],
    ...overrides,
  };
}

export function emma(overrides: Partial<WalletInOnboarding> = {}): WalletInOnboarding {
  return {
    WalletID: EMMA_ID,
    Name: 'Emma Jensen',
    Balance: 250,
    WalletGroupID: GROUP_ID,
    PictureUrl: null,
    CreditCards: [card()],
    WalletCards: [{ CardDisplayNumber: '1000 0001', IsBlocked: false }],
    AutomaticRefill: { Enabled: false, RefillAmount: 0, BelowAmount: 0 },
    MonthlyRefill: { Amount: 0, BalanceLimit: 0, IsActive: false, HasBalanceLimit: false },
    TotalMaximumAmount: null,
    AllowQuickSalePayment: false,
    AllowSelfOrdering: false,
    Customers: [
      { ID: '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a02', Name: 'Solbakke Skole', PageKey: 'skolepenge', Webshop: true, FoodPlan: true, CustomerType: { Name: 'school' }, SaleLocations: [], HasCreditCard: true, FoodPlanToday: [] },
    ],
    Terms: [],
    ...overrides,
  };
}

export function transaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    ID: '6f1c2a4e-0000-4000-8000-0000000000a1',
    Type: 'CanteenPurchase',
    Description: 'Kantinekøb',
    Amount: -35,
    BalanceAfter: 215,
    Status: { ID: 2, IsFailed: false, IsCompleted: true, IsPending: false },
    CreatedDate: '2026-03-10T11:30:00.000Z',
    Wallet: { ID: EMMA_ID, Name: 'Emma Jensen' },
    Customer: { ID: '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a02', Name: 'Solbakke Skole' },
    ...overrides,
  };
}

export function searchAnswer(transactions: WalletTransaction[]): TransactionSearchResponse {
  return { Transactions: transactions, TotalCount: transactions.length, Sum: 0, StartDate: null, EndDate: null };
}
