import { TERM_ROLE_PREFIX } from '@kk/contracts';

/**
 * The onboarding guide's rules on the server (spec sections 4 and 6): how a saved
 * progress changes, and which term types a user sees and may answer. Pure.
 */

/** A user's progress through the guide; no saved progress is NO_PROGRESS. */
export interface Progress {
  isCompleted: boolean;
  isSkipped: boolean;
  currentStep: number;
  lastUpdate: Date | null;
}

/** Progress as it is saved: with the time of the save. */
export type SavedProgress = Progress & { lastUpdate: Date };

export const NO_PROGRESS: Progress = { isCompleted: false, isSkipped: false, currentStep: 0, lastUpdate: null };

export interface ProgressUpdate {
  currentStep?: number;
  isCompleted?: boolean;
  isSkipped?: boolean;
}

/** Finished (completed) or closed (skipped): the guide does not start again. */
export function hasEnded(progress: Progress): boolean {
  return progress.isCompleted || progress.isSkipped;
}

/**
 * The progress after an update, or null when the update changes nothing (nothing is
 * written then). A guide that has ended stays ended: neither flag is ever cleared, and a
 * step saved afterwards (a late save of the step that was loading) is ignored. Finishing a
 * closed guide still records it as completed.
 */
export function applyProgressUpdate(current: Progress, update: ProgressUpdate, now: Date): SavedProgress | null {
  const isCompleted = current.isCompleted || update.isCompleted === true;
  const isSkipped = current.isSkipped || update.isSkipped === true;
  const currentStep = hasEnded(current) || update.currentStep === undefined ? current.currentStep : update.currentStep;
  if (isCompleted === current.isCompleted && isSkipped === current.isSkipped && currentStep === current.currentStep) return null;
  return { isCompleted, isSkipped, currentStep, lastUpdate: now };
}

/** Whether this update is the one that ends the guide (it then sets OnboardingIsCompleted). */
export function endsGuide(before: Progress, after: Progress): boolean {
  return !hasEnded(before) && hasEnded(after);
}

export type TermDocument = 'terms' | 'dataPolicy';

export interface TermType {
  id: number;
  name: string;
  /** The current version: only an acceptance of this version counts. */
  version: number;
  /** The guide cannot be finished while a wallet has not accepted it. */
  required: boolean;
  /** The brand document that holds its text. */
  document: TermDocument;
}

/** The role a user needs to see and answer a term type (spec section 6: Term-{term name}). */
export function termRole(type: Pick<TermType, 'name'>): string {
  return `${TERM_ROLE_PREFIX}${type.name}`;
}

/** The term types a user sees: those they have the role Term-{name} for, in the order given. */
export function visibleTermTypes<T extends Pick<TermType, 'name'>>(types: readonly T[], roles: readonly string[]): T[] {
  return types.filter((type) => roles.includes(termRole(type)));
}

/** A wallet's latest answer to a term type, with the version it was given to. */
export interface LatestTermAnswer {
  walletId: string;
  termTypeId: number;
  accepted: boolean;
  version: number;
}

/**
 * Whether the latest answer accepts the type as it is now: an acceptance of an earlier
 * version does not count (issue 23: a new version asks again), nor does a withdrawal.
 */
export function acceptsCurrentVersion(type: Pick<TermType, 'version'>, answer: Pick<LatestTermAnswer, 'accepted' | 'version'> | undefined): boolean {
  return answer !== undefined && answer.accepted && answer.version === type.version;
}

export interface UnacceptedTerm<T extends TermType = TermType> {
  walletId: string;
  type: T;
}

/**
 * The required term types (of those given, the ones the user sees) that a wallet has not
 * accepted in their current version: one entry per wallet and type, wallets in the order
 * given, then types.
 */
export function unacceptedTerms<T extends TermType>(
  visibleTypes: readonly T[],
  walletIds: readonly string[],
  answers: readonly LatestTermAnswer[],
): UnacceptedTerm<T>[] {
  const latest = new Map(answers.map((answer) => [`${answer.walletId}:${answer.termTypeId}`, answer]));
  return walletIds.flatMap((walletId) =>
    visibleTypes
      .filter((type) => type.required && !acceptsCurrentVersion(type, latest.get(`${walletId}:${type.id}`)))
      .map((type) => ({ walletId, type })),
  );
}

/**
 * Issue 23: the guide is finished only with every required term accepted. An update that
 * finishes it (isCompleted) while terms are unaccepted is refused: these are the terms that
 * refuse it (none: it may go ahead). Closing (isSkipped) is always allowed; the terms then
 * stay unaccepted and are asked again.
 */
export function termsRefusingUpdate<T extends UnacceptedTerm>(update: ProgressUpdate, unaccepted: readonly T[]): readonly T[] {
  return update.isCompleted === true ? unaccepted : [];
}
