import { ONBOARDING_COMPLETED_PAGE_SETTING, ONBOARDING_STEP_COUNT } from '@kk/contracts';
import type { Clock } from '../clock';
import { visibleTermTypes, type TermType } from '../core/onboarding';
import type { Queryable } from '../db/db';
import { insertTermAnswers, insertTermType, saveProgress, type TermAnswer } from '../modules/onboarding/repository';
import { findViewerFacts, walletsHeldBy, walletsInGroups } from '../modules/wallet/repository';
import type { WalletService } from '../modules/wallet/service';
import { DEMO_USERS, type DemoUserKey } from './demo-users';

/**
 * The term types, both required, in version 1; a guardian sees one with the role
 * Term-{name} (demo-logins.json). Each links to the brand's own copy of its document.
 */
export const DEMO_TERM_TYPES: readonly TermType[] = [
  { id: 1, name: 'Handelsbetingelser', version: 1, required: true, document: 'terms' },
  { id: 2, name: 'Privatlivspolitik', version: 1, required: true, document: 'dataPolicy' },
];

/** The guardians who meet the onboarding guide at their first login (its end-to-end test). */
export const NEW_DEMO_GUARDIANS: readonly DemoUserKey[] = ['newParent', 'kkpayNew'];

/**
 * The term types, and a finished guide for every demo user but the new guardians: their
 * progress completed, OnboardingIsCompleted set where their page settings live, and the
 * terms they see accepted for their wallets (issue 23: a finished guide has them), so
 * neither the guide nor its terms notice opens over the other demos (and their end-to-end
 * tests).
 */
export async function seedDemoOnboarding(
  tx: Queryable,
  ids: { users: Record<DemoUserKey, string> },
  wallets: WalletService,
  clock: Clock,
): Promise<void> {
  for (const type of DEMO_TERM_TYPES) await insertTermType(tx, type);
  const now = clock.now();
  const answered = new Set<string>();
  for (const [key, userId] of Object.entries(ids.users) as [DemoUserKey, string][]) {
    if (NEW_DEMO_GUARDIANS.includes(key)) continue;
    await saveProgress(tx, userId, { isCompleted: true, isSkipped: false, currentStep: ONBOARDING_STEP_COUNT - 1, lastUpdate: now });
    await wallets.setUserPageSetting(tx, userId, ONBOARDING_COMPLETED_PAGE_SETTING, 'true');
    await acceptTermsOfWallets(tx, userId, DEMO_USERS[key].roles, answered, now);
  }
}

/** Accepts the terms the user sees for the wallets GetChildren gives them, once per wallet and type. */
async function acceptTermsOfWallets(tx: Queryable, userId: string, roles: readonly string[], answered: Set<string>, at: Date): Promise<void> {
  const types = visibleTermTypes(DEMO_TERM_TYPES, roles);
  if (types.length === 0) return;
  const facts = await findViewerFacts(tx, userId);
  const walletRows = facts.guardian_of_group_ids.length > 0 ? await walletsInGroups(tx, facts.guardian_of_group_ids) : await walletsHeldBy(tx, userId);
  const answers: TermAnswer[] = walletRows
    .flatMap((wallet) => types.map((type) => ({ walletId: wallet.id, termTypeId: type.id, accepted: true })))
    .filter((answer) => !answered.has(`${answer.walletId}:${answer.termTypeId}`));
  for (const answer of answers) answered.add(`${answer.walletId}:${answer.termTypeId}`);
  await insertTermAnswers(tx, userId, answers, at);
}
