import type { CreditCard, OnboardingProgress, WalletInOnboarding, WalletTerm, WalletTermType } from '@kk/contracts';

export const EMMA_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a01';
export const OLIVER_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a03';
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

export function term(id: number, name: string, isAccepted: boolean, version = 1): WalletTerm {
  return { CreatedDate: '2026-01-05T10:00:00.000Z', UpdatedDate: null, IsAccepted: isAccepted, Version: version, Type: { ID: id, Name: name } };
}

/** A term type as GET WalletTerms/WalletTermTypes answers it: required, version 1 unless told. */
export function termType(id: number, name: string, overrides: Partial<WalletTermType> = {}): WalletTermType {
  return { ID: id, Name: name, Version: 1, IsRequired: true, Document: 'terms', ...overrides };
}

function wallet(overrides: Partial<WalletInOnboarding>): WalletInOnboarding {
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

/** Emma: a school card, the family's Visa card as her primary card, an automatic refill. */
export const emma = (overrides: Partial<WalletInOnboarding> = {}) =>
  wallet({
    WalletCards: [{ CardDisplayNumber: '1000 0001', IsBlocked: false }],
    CreditCards: [card()],
    AutomaticRefill: { Enabled: true, RefillAmount: 200, BelowAmount: 50 },
    AllowQuickSalePayment: true,
    ...overrides,
  });

/** Oliver: nothing set up yet. */
export const oliver = (overrides: Partial<WalletInOnboarding> = {}) => wallet({ WalletID: OLIVER_ID, Name: 'Oliver Jensen', ...overrides });

export function progress(overrides: Partial<OnboardingProgress> = {}): OnboardingProgress {
  return { isCompleted: false, isSkipped: false, currentStep: 0, lastUpdate: '2026-03-01T09:00:00.000Z', ...overrides };
}
