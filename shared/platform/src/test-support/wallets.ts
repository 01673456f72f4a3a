import type { CreditCard, WalletInOnboarding } from '@kk/contracts';

// The family every remote's component tests meet: Emma at Solbakke Skole, her guardian's group and its Visa card.
export const EMMA_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a01';
export const GROUP_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a0f';

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

/** Emma's wallet with nothing set up: no cards, no refills; each remote's fixtures add what its tests need. */
export function bareWallet(overrides: Partial<WalletInOnboarding> = {}): WalletInOnboarding {
  return {
    WalletID: EMMA_ID,
    Name: 'Emma Jensen',
    Balance: 250,
    WalletGroupID: GROUP_ID,
    PictureUrl: null,
    CreditCards: [],
    WalletCards: [],
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
