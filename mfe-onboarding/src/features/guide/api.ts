import type { NewsletterConsent, OnboardingProgress, UpdateOnboardingProgress, UpdateWalletTermsRequest, WalletInOnboarding, WalletTermType } from '@kk/contracts';
import { api, fetchChildren } from '@kk/platform';

/**
 * The guide's calls (spec section 7, "Onboarding"). Every one is silent: the guide shows
 * no success notice and no error dialog, and a failure of a save is ignored.
 */
export const guideApi = {
  progress: () => api.get<OnboardingProgress>('/api/Onboarding/Progress', undefined, { silent: true }),
  saveProgress: (update: UpdateOnboardingProgress) => api.put<OnboardingProgress>('/api/Onboarding/Progress', update, { silent: true }),
  children: (): Promise<WalletInOnboarding[]> => fetchChildren(),
  termTypes: () => api.get<WalletTermType[]>('/api/WalletTerms/WalletTermTypes', undefined, { silent: true }),
  updateTerms: (terms: UpdateWalletTermsRequest) => api.put<unknown>('/api/WalletTerms/UpdateWalletTerms/', terms, { silent: true }),
  setQuickSale: (walletId: string, allow: boolean) =>
    api.post<unknown>('/api/Restrictions/QuickSalePayment', undefined, { params: { allowQuickSalePayment: String(allow) }, walletId, silent: true }),
  setSelfOrdering: (walletId: string, allow: boolean) =>
    api.put<unknown>('/api/Restrictions/SelfOrdering', undefined, { params: { allow: String(allow) }, walletId, silent: true }),
  newsletter: () => api.get<NewsletterConsent>('/api/Account/Newsletter', undefined, { silent: true }),
  setNewsletter: (consent: boolean) => api.put<NewsletterConsent>('/api/Account/Newsletter', { Consent: consent }, { silent: true }),
};
