import { ONBOARDING_COMPLETED_PAGE_SETTING, ONBOARDING_STEP_COUNT } from '@kk/contracts';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { insertTermType, saveProgress } from '../modules/onboarding/repository';
import type { WalletService } from '../modules/wallet/service';
import type { DemoUserKey } from './demo-users';

/** The term types; a guardian sees one with the role Term-{name} (demo-logins.json). */
export const DEMO_TERM_TYPES = [
  { id: 1, name: 'Handelsbetingelser' },
  { id: 2, name: 'Privatlivspolitik' },
] as const;

/** The guardians who meet the onboarding guide at their first login (its end-to-end test). */
export const NEW_DEMO_GUARDIANS: readonly DemoUserKey[] = ['newParent', 'kkpayNew'];

/**
 * The term types, and a finished guide for every demo user but the new guardians: their
 * progress completed and OnboardingIsCompleted set where their page settings live, so the
 * guide does not open over the other demos (and their end-to-end tests).
 */
export async function seedDemoOnboarding(
  tx: Queryable,
  ids: { users: Record<DemoUserKey, string> },
  wallets: WalletService,
  clock: Clock,
): Promise<void> {
  for (const type of DEMO_TERM_TYPES) await insertTermType(tx, type);
  const now = clock.now();
  for (const [key, userId] of Object.entries(ids.users) as [DemoUserKey, string][]) {
    if (NEW_DEMO_GUARDIANS.includes(key)) continue;
    await saveProgress(tx, userId, { isCompleted: true, isSkipped: false, currentStep: ONBOARDING_STEP_COUNT - 1, lastUpdate: now });
    await wallets.setUserPageSetting(tx, userId, ONBOARDING_COMPLETED_PAGE_SETTING, 'true');
  }
}
