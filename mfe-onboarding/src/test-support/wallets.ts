import type { OnboardingProgress, WalletInOnboarding, WalletTerm, WalletTermType } from '@kk/contracts';
import { bareWallet, card } from '@kk/platform/test-support';

export { card, EMMA_ID, GROUP_ID } from '@kk/platform/test-support';
export const OLIVER_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a03';

export function term(id: number, name: string, isAccepted: boolean, version = 1): WalletTerm {
  return { CreatedDate: '2026-01-05T10:00:00.000Z', UpdatedDate: null, IsAccepted: isAccepted, Version: version, Type: { ID: id, Name: name } };
}

/** A term type as GET WalletTerms/WalletTermTypes answers it: required, version 1 unless told. */
export function termType(id: number, name: string, overrides: Partial<WalletTermType> = {}): WalletTermType {
  return { ID: id, Name: name, Version: 1, IsRequired: true, Document: 'terms', ...overrides };
}

/** Emma: a school card, the family's Visa card as her primary card, an automatic refill. */
export const emma = (overrides: Partial<WalletInOnboarding> = {}) =>
  bareWallet({
    WalletCards: [{ CardDisplayNumber: '1000 0001', IsBlocked: false }],
    CreditCards: [card()],
    AutomaticRefill: { Enabled: true, RefillAmount: 200, BelowAmount: 50 },
    AllowQuickSalePayment: true,
    ...overrides,
  });

/** Oliver: nothing set up yet. */
export const oliver = (overrides: Partial<WalletInOnboarding> = {}) => bareWallet({ WalletID: OLIVER_ID, Name: 'Oliver Jensen', ...overrides });

export function progress(overrides: Partial<OnboardingProgress> = {}): OnboardingProgress {
  return { isCompleted: false, isSkipped: false, currentStep: 0, lastUpdate: '2026-03-01T09:00:00.000Z', ...overrides };
}
