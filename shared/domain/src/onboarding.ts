import type { OnboardingProgress, WalletTerm, WalletTermType } from '@kk/contracts';
import { matchesRoute } from './modules';
import { pageSettingIsTrue, pageSettingValue, type PageSettingLike } from './pageSettings';

/**
 * The onboarding guide's rules (spec sections 2, 4, 5 and 9, "Onboarding"): which of its
 * seven steps a tenant shows, where it starts, and how back and next move. Steps are
 * 0-based, as the saved progress counts them (currentStep 0 to 6).
 */
export const ONBOARDING_STEPS = ['welcome', 'schoolCard', 'card', 'refill', 'options', 'access', 'overview'] as const;
export type OnboardingStepName = (typeof ONBOARDING_STEPS)[number];

/** Spec section 9: the guide opens about a second after the page loads. */
export const ONBOARDING_START_DELAY_MS = 1000;
/** Spec section 9: a step counts as loaded (and is saved) this long after the guide moves to it. */
export const ONBOARDING_STEP_LOAD_DELAY_MS = 250;

/** The page settings the guide reads. */
export const ONBOARDING_SETTING = {
  full: 'OnboardingFull',
  newsletter: 'OnboardingOptionNewsletter',
  quickSale: 'OnboardingOptionQuickSale',
  selfOrdering: 'OnboardingOptionSelfOrder',
  allowAccess: 'OnboardingAllowAccess',
  /** Set to 'true' by the server when the guide is finished or closed, so it does not reappear. */
  isCompleted: 'OnboardingIsCompleted',
} as const;

/** The role that keeps a user from the guide (spec sections 5 and 6). */
export const DENY_ONBOARDING_ROLE = 'Deny-UseOnboarding';

/** The wallet site's home page, where the wallet remote is mounted: the only page the guide opens on. */
export const ONBOARDING_PATH = '/';

/**
 * A page setting is set when the page has it with a value other than 'false' (which means
 * off, as everywhere in the page settings) or nothing.
 */
export function pageSettingIsSet(settings: readonly PageSettingLike[], key: string): boolean {
  const value = pageSettingValue(settings, key)?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false';
}

/** Which choices step 5 offers: each by its own setting, or all with OnboardingFull. */
export interface OnboardingOptions {
  newsletter: boolean;
  quickSale: boolean;
  selfOrdering: boolean;
}

export function onboardingOptions(settings: readonly PageSettingLike[]): OnboardingOptions {
  const full = pageSettingIsSet(settings, ONBOARDING_SETTING.full);
  return {
    newsletter: full || pageSettingIsSet(settings, ONBOARDING_SETTING.newsletter),
    quickSale: full || pageSettingIsSet(settings, ONBOARDING_SETTING.quickSale),
    selfOrdering: full || pageSettingIsSet(settings, ONBOARDING_SETTING.selfOrdering),
  };
}

/**
 * Spec section 2, "Onboarding guide": steps 1 to 4 and 7 always; step 5 (options) when any
 * of OnboardingFull and the three option settings is set; step 6 (allow access) with
 * OnboardingFull or OnboardingAllowAccess. The 0-based indexes, in order.
 */
export function visibleOnboardingSteps(settings: readonly PageSettingLike[]): number[] {
  const options = onboardingOptions(settings);
  const showOptions = options.newsletter || options.quickSale || options.selfOrdering;
  const showAccess = pageSettingIsSet(settings, ONBOARDING_SETTING.full) || pageSettingIsSet(settings, ONBOARDING_SETTING.allowAccess);
  return ONBOARDING_STEPS.flatMap((name, index) => {
    if (name === 'options' && !showOptions) return [];
    if (name === 'access' && !showAccess) return [];
    return [index];
  });
}

/** What the guide's start depends on. */
export interface OnboardingStartFacts {
  /** The saved progress; null when the user has none yet (not started). */
  progress: (Pick<OnboardingProgress, 'isCompleted' | 'isSkipped' | 'currentStep'> & Pick<Partial<OnboardingProgress>, 'termsPending'>) | null;
  settings: readonly PageSettingLike[];
  roles: readonly string[];
}

/**
 * Spec section 4, "Onboarding": the step the guide opens at, or null when it does not open
 * (completed, skipped, the page setting OnboardingIsCompleted 'true', or the role
 * Deny-UseOnboarding). Without progress it starts at step 0, otherwise at the saved step;
 * a step beyond the last wraps to 0, and a saved step this tenant now hides moves on to
 * the next visible one.
 */
export function onboardingStartStep({ progress, settings, roles }: OnboardingStartFacts): number | null {
  if (roles.includes(DENY_ONBOARDING_ROLE)) return null;
  if (pageSettingIsTrue(settings, ONBOARDING_SETTING.isCompleted)) return null;
  if (progress?.isCompleted || progress?.isSkipped) return null;
  const visible = visibleOnboardingSteps(settings);
  const saved = progress?.currentStep ?? 0;
  const step = Number.isInteger(saved) && saved >= 0 && saved < ONBOARDING_STEPS.length ? saved : 0;
  return visible.find((index) => index >= step) ?? visible[0]!;
}

/** What opens on the home page: the guide at a step, or, once it has ended, the terms alone. */
export type OnboardingOpening = { mode: 'guide'; step: number } | { mode: 'terms' };

/**
 * Issue 23: the guide as onboardingStartStep opens it; a guide that has ended (finished,
 * closed, or OnboardingIsCompleted) while required terms are still to accept (a closed
 * guide, or a term in a new version) opens the terms alone instead, every time the home
 * page loads until they are accepted. Neither with Deny-UseOnboarding. Null: nothing opens
 * (and the shell need not load the onboarding remote).
 */
export function onboardingOpening(facts: OnboardingStartFacts): OnboardingOpening | null {
  if (facts.roles.includes(DENY_ONBOARDING_ROLE)) return null;
  const step = onboardingStartStep(facts);
  if (step !== null) return { mode: 'guide', step };
  return facts.progress?.termsPending === true ? { mode: 'terms' } : null;
}

/** Whether the guide may open on this page: the wallet site's home page only. */
export function isOnboardingPage(pathname: string): boolean {
  return matchesRoute([ONBOARDING_PATH], pathname);
}

/** The visible step after `step`, or null on the last. */
export function nextOnboardingStep(step: number, visible: readonly number[]): number | null {
  return visible.find((index) => index > step) ?? null;
}

/** The visible step before `step`, or null on the first. */
export function previousOnboardingStep(step: number, visible: readonly number[]): number | null {
  return [...visible].reverse().find((index) => index < step) ?? null;
}

/** 'Trin n af m': the step's place among the visible ones, counted from 1. */
export function onboardingStepPosition(step: number, visible: readonly number[]): { number: number; of: number } {
  const at = visible.indexOf(step);
  return { number: (at === -1 ? visible.filter((index) => index < step).length : at) + 1, of: visible.length };
}

function isWalletTerm(value: unknown): value is WalletTerm {
  if (!value || typeof value !== 'object') return false;
  const term = value as Partial<WalletTerm>;
  return typeof term.IsAccepted === 'boolean' && typeof term.Type?.ID === 'number' && typeof term.Type.Name === 'string';
}

/** A wallet's answered terms as GetChildren sends them (spec section 3, "Wallet in onboarding"). */
export function walletTermsOf(wallet: { Terms: readonly unknown[] }): WalletTerm[] {
  return wallet.Terms.filter(isWalletTerm);
}

/** Whether the wallet has accepted the term type. */
export function termAccepted(wallet: { Terms: readonly unknown[] }, termTypeId: number): boolean {
  return walletTermsOf(wallet).some((term) => term.Type.ID === termTypeId && term.IsAccepted);
}

/** A wallet and a term type it has not accepted. */
export interface UnacceptedWalletTerm<W> {
  wallet: W;
  type: WalletTermType;
}

/**
 * Issue 23: the required term types (of those the user sees) each wallet has not accepted
 * in their current version, wallets first, in the order given; `isAccepted` is what the
 * screen shows now (the server's IsAccepted, or the box the user just ticked). The guide
 * is not finished while any is left; the server refuses it too.
 */
export function unacceptedWalletTerms<W extends { WalletID: string }>(
  wallets: readonly W[],
  types: readonly WalletTermType[],
  isAccepted: (walletId: string, termTypeId: number) => boolean,
): UnacceptedWalletTerm<W>[] {
  return wallets.flatMap((wallet) =>
    types.filter((type) => type.IsRequired && !isAccepted(wallet.WalletID, type.ID)).map((type) => ({ wallet, type })),
  );
}
