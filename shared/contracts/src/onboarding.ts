import { z } from 'zod';

/** The guide's steps, 0-based (spec section 2, "Onboarding guide": seven steps). */
export const ONBOARDING_STEP_COUNT = 7;

/** The page setting that keeps the guide away once it was finished or closed (spec section 4). */
export const ONBOARDING_COMPLETED_PAGE_SETTING = 'OnboardingIsCompleted';
/** Spec section 6: the role that blocks the guide. */
export const DENY_ONBOARDING_ROLE = 'Deny-UseOnboarding';
/** Spec section 6: a term type named N is shown and accepted only with the role `Term-N`. */
export const TERM_ROLE_PREFIX = 'Term-';

/**
 * Spec section 3, "Onboarding support entities": the onboarding progress setting, kept per
 * user so the guide resumes at the same step after a reload and on another device.
 * GET /api/Onboarding/Progress answers it; lastUpdate is null before the first save.
 */
export const OnboardingProgress = z.object({
  isCompleted: z.boolean(),
  isSkipped: z.boolean(),
  currentStep: z.number().int().min(0).max(ONBOARDING_STEP_COUNT - 1),
  lastUpdate: z.string().datetime().nullable(),
  /**
   * Issue 23: true while a required term type the user sees is not accepted, in its current
   * version, for one of the user's wallets (GetChildren's). The guide cannot be finished
   * then, and a guide that has ended asks for the terms again. Absent (an older API): none.
   */
  termsPending: z.boolean().optional(),
});
export type OnboardingProgress = z.infer<typeof OnboardingProgress>;

/**
 * PUT /api/Onboarding/Progress: the step as it loads, or the end of the guide. Finishing
 * (isCompleted) or closing (isSkipped) also sets the user's page setting
 * OnboardingIsCompleted to 'true' (spec section 4, "Onboarding"). Answers the saved progress.
 */
export const UpdateOnboardingProgress = z
  .object({
    currentStep: z.number().int().min(0).max(ONBOARDING_STEP_COUNT - 1).optional(),
    isCompleted: z.boolean().optional(),
    isSkipped: z.boolean().optional(),
  })
  .strict();
export type UpdateOnboardingProgress = z.infer<typeof UpdateOnboardingProgress>;


export { TERMS_NOT_ACCEPTED_MESSAGE } from './codes';

/**
 * Which of the brand's documents (spec section 2, "Brand assets per page key") holds a term
 * type's text: the browser links to the copy of the brand it runs under.
 */
export const TermDocument = z.enum(['terms', 'dataPolicy']);
export type TermDocument = z.infer<typeof TermDocument>;

/** A term type as a wallet's term names it (spec section 3: Type {ID, Name}). */
export const WalletTermTypeName = z.object({ ID: z.number().int(), Name: z.string() });

/**
 * GET /api/WalletTerms/WalletTermTypes: only the types the user has the role Term-{Name}
 * for (spec: ID, Name), with what issue 23 adds: the current version (an acceptance of an
 * earlier one does not count), whether the guide needs it accepted, and its document.
 */
export const WalletTermType = WalletTermTypeName.extend({
  Version: z.number().int().positive(),
  IsRequired: z.boolean(),
  Document: TermDocument,
});
export type WalletTermType = z.infer<typeof WalletTermType>;
export const WalletTermTypesResponse = z.array(WalletTermType);

/**
 * Spec section 3, "Wallet in onboarding", Terms: one per visible term type of the wallet.
 * IsAccepted is true only when the latest answer accepts the type's current version;
 * Version is the version the latest answer was given to.
 */
export const WalletTerm = z.object({
  CreatedDate: z.string().datetime(),
  UpdatedDate: z.string().datetime().nullable(),
  IsAccepted: z.boolean(),
  Version: z.number().int().positive(),
  Type: WalletTermTypeName,
});
export type WalletTerm = z.infer<typeof WalletTerm>;

/**
 * PUT /api/WalletTerms/UpdateWalletTerms/ (spec section 7, "Onboarding"): per wallet, the
 * terms as the user answered them. Every answer is recorded with its time and the type's
 * current version (the server's, never one the browser sends) as a new row; an earlier
 * answer is never overwritten.
 */
export const UpdateWalletTermsRequest = z
  .array(
    z.object({
      WalletID: z.string().uuid(),
      Name: z.string().max(200).optional(),
      Terms: z
        .array(
          z.object({
            CreatedDate: z.string().datetime().nullable().optional(),
            UpdateDate: z.string().datetime().nullable().optional(),
            IsAccepted: z.boolean(),
            TermTypeID: z.number().int(),
            Name: z.string().max(200).optional(),
          }),
        )
        .min(1)
        .max(20),
    }),
  )
  .min(1)
  .max(50);
export type UpdateWalletTermsRequest = z.infer<typeof UpdateWalletTermsRequest>;
/** The answer to UpdateWalletTerms: each wallet named, with its terms as they are now. */
export const UpdateWalletTermsResponse = z.array(z.object({ WalletID: z.string().uuid(), Terms: z.array(WalletTerm) }));
export type UpdateWalletTermsResponse = z.infer<typeof UpdateWalletTermsResponse>;

/** POST /api/Restrictions/QuickSalePayment?allowQuickSalePayment= (walletid header). */
export const QuickSalePaymentQuery = z.object({
  allowQuickSalePayment: z.enum(['true', 'false']).transform((v) => v === 'true'),
  walletID: z.string().uuid().optional(),
});
/** PUT /api/Restrictions/SelfOrdering?allow= (walletid header). */
export const SelfOrderingQuery = z.object({
  allow: z.enum(['true', 'false']).transform((v) => v === 'true'),
  walletID: z.string().uuid().optional(),
});

/** GET and PUT /api/Account/Newsletter: the user's newsletter consent, with when it was given or withdrawn. */
export const NewsletterConsent = z.object({ Consent: z.boolean(), UpdatedDate: z.string().datetime().nullable() });
export type NewsletterConsent = z.infer<typeof NewsletterConsent>;
export const UpdateNewsletterConsent = z.object({ Consent: z.boolean() }).strict();
