import {
  DENY_ONBOARDING_ROLE,
  ONBOARDING_COMPLETED_PAGE_SETTING,
  TERMS_NOT_ACCEPTED_MESSAGE,
  type NewsletterConsent,
  type OnboardingProgress,
  type UpdateOnboardingProgress,
} from '@kk/contracts';
import type { Clock } from '../../clock';
import { applyProgressUpdate, endsGuide, NO_PROGRESS, termsRefusingUpdate, type Progress, type UnacceptedTerm } from '../../core/onboarding';
import { AppError, forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import * as onboarding from './repository';
import { unacceptedTermsOf } from './terms';

function toOnboardingProgress(progress: Progress, termsPending: boolean): OnboardingProgress {
  return {
    isCompleted: progress.isCompleted,
    isSkipped: progress.isSkipped,
    currentStep: progress.currentStep,
    lastUpdate: progress.lastUpdate === null ? null : progress.lastUpdate.toISOString(),
    termsPending,
  };
}

/** 409: the terms that keep the guide from finishing, each with the wallet it is missing for. */
async function termsNotAccepted(q: Queryable, unaccepted: readonly UnacceptedTerm[]): Promise<AppError> {
  const names = await onboarding.walletNames(q, unaccepted.map((term) => term.walletId));
  const missing = unaccepted.map(({ walletId, type }) => `${type.name} (version ${type.version}) for ${names.get(walletId) ?? walletId}`);
  return new AppError(409, TERMS_NOT_ACCEPTED_MESSAGE, `Accept these terms before finishing the guide: ${missing.join('; ')}`);
}

/**
 * The guide's own state per user (spec sections 3 and 4): its progress, which survives a
 * reload and another device, and the newsletter consent of its options step.
 */
export class OnboardingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
  ) {}

  /** The progress, and whether terms are still to accept (the guide, or after it a notice, asks for them). */
  async progress(auth: AuthContext): Promise<OnboardingProgress> {
    const walletIds = await this.wallets.walletIdsOf(auth);
    const [progress, unaccepted] = await Promise.all([onboarding.findProgress(this.db, auth.userId), unacceptedTermsOf(this.db, walletIds, auth.roles)]);
    return toOnboardingProgress(progress ?? NO_PROGRESS, unaccepted.length > 0);
  }

  /**
   * Saves the step as it loads, or the end of the guide (core/onboarding.ts
   * applyProgressUpdate: an ended guide stays ended). The update that ends it also sets the
   * page setting OnboardingIsCompleted to 'true' where the user's page settings live, in
   * the same transaction. Refused (403) with the role Deny-UseOnboarding, and (409, nothing
   * saved) when it finishes the guide while a required term the user sees is not accepted
   * in its current version for one of their wallets (termsRefusingUpdate). Closing is
   * never refused: the terms stay unaccepted and are asked again.
   */
  async updateProgress(auth: AuthContext, update: UpdateOnboardingProgress): Promise<OnboardingProgress> {
    if (auth.roles.includes(DENY_ONBOARDING_ROLE)) throw forbidden(`The onboarding guide is not for users with the role ${DENY_ONBOARDING_ROLE}`);
    // Read before the transaction: PGlite is one connection, and a read outside an open transaction would wait for it.
    const walletIds = await this.wallets.walletIdsOf(auth);
    return this.db.transaction(async (tx) => {
      await onboarding.lockProgress(tx, auth.userId);
      const unaccepted = await unacceptedTermsOf(tx, walletIds, auth.roles);
      const refusing = termsRefusingUpdate(update, unaccepted);
      if (refusing.length > 0) throw await termsNotAccepted(tx, refusing);
      const before = (await onboarding.findProgress(tx, auth.userId)) ?? NO_PROGRESS;
      const after = applyProgressUpdate(before, update, this.clock.now());
      if (after === null) return toOnboardingProgress(before, unaccepted.length > 0);
      await onboarding.saveProgress(tx, auth.userId, after);
      if (endsGuide(before, after)) await this.markCompleted(tx, auth.userId);
      return toOnboardingProgress(after, unaccepted.length > 0);
    });
  }

  /** The page setting that keeps the guide away (the seed sets it too, for the demo users who never saw the guide). */
  markCompleted(q: Queryable, userId: string): Promise<void> {
    return this.wallets.setUserPageSetting(q, userId, ONBOARDING_COMPLETED_PAGE_SETTING, 'true');
  }

  async newsletter(auth: AuthContext): Promise<NewsletterConsent> {
    const row = await onboarding.findNewsletterConsent(this.db, auth.userId);
    return { Consent: row?.consent ?? false, UpdatedDate: row === null ? null : row.updated_at.toISOString() };
  }

  async setNewsletter(auth: AuthContext, consent: boolean): Promise<NewsletterConsent> {
    const at = this.clock.now();
    await onboarding.saveNewsletterConsent(this.db, auth.userId, consent, at);
    return { Consent: consent, UpdatedDate: at.toISOString() };
  }
}
