import {
  DENY_ONBOARDING_ROLE,
  ONBOARDING_COMPLETED_PAGE_SETTING,
  type NewsletterConsent,
  type OnboardingProgress,
  type UpdateOnboardingProgress,
} from '@kk/contracts';
import type { Clock } from '../../clock';
import { applyProgressUpdate, endsGuide, NO_PROGRESS, type Progress } from '../../core/onboarding';
import { forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import * as onboarding from './repository';

function toOnboardingProgress(progress: Progress): OnboardingProgress {
  return {
    isCompleted: progress.isCompleted,
    isSkipped: progress.isSkipped,
    currentStep: progress.currentStep,
    lastUpdate: progress.lastUpdate === null ? null : progress.lastUpdate.toISOString(),
  };
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

  async progress(auth: AuthContext): Promise<OnboardingProgress> {
    return toOnboardingProgress((await onboarding.findProgress(this.db, auth.userId)) ?? NO_PROGRESS);
  }

  /**
   * Saves the step as it loads, or the end of the guide (core/onboarding.ts
   * applyProgressUpdate: an ended guide stays ended). The update that ends it also sets the
   * page setting OnboardingIsCompleted to 'true' where the user's page settings live, in
   * the same transaction. Refused (403) with the role Deny-UseOnboarding.
   */
  async updateProgress(auth: AuthContext, update: UpdateOnboardingProgress): Promise<OnboardingProgress> {
    if (auth.roles.includes(DENY_ONBOARDING_ROLE)) throw forbidden(`The onboarding guide is not for users with the role ${DENY_ONBOARDING_ROLE}`);
    return this.db.transaction(async (tx) => {
      await onboarding.lockProgress(tx, auth.userId);
      const before = (await onboarding.findProgress(tx, auth.userId)) ?? NO_PROGRESS;
      const after = applyProgressUpdate(before, update, this.clock.now());
      if (after === null) return toOnboardingProgress(before);
      await onboarding.saveProgress(tx, auth.userId, after);
      if (endsGuide(before, after)) await this.markCompleted(tx, auth.userId);
      return toOnboardingProgress(after);
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
