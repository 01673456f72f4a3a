import type { TransactionSearchResponse, WalletInOnboarding, WalletTransaction } from '@kk/contracts';
import { bareWallet, card, EMMA_ID } from '@kk/platform/test-support';

export { card, EMMA_ID, GROUP_ID } from '@kk/platform/test-support';
export const PARENT_ROLES = ['Webshop', 'FoodPlanner', 'FoodPlannerV3', 'ChangeAccountInformation', 'DepositWithdraw', 'Transactions', 'ChangePicture'];

/** Emma: a school card and the family's Visa card. */
export const emma = (overrides: Partial<WalletInOnboarding> = {}) =>
  bareWallet({ CreditCards: [card()], WalletCards: [{ CardDisplayNumber: '1000 0001', IsBlocked: false }], ...overrides });

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
