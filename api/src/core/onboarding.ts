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

export interface TermType {
  id: number;
  name: string;
}

/** The role a user needs to see and answer a term type (spec section 6: Term-{term name}). */
export function termRole(type: TermType): string {
  return `${TERM_ROLE_PREFIX}${type.name}`;
}

/** The term types a user sees: those they have the role Term-{name} for, in the order given. */
export function visibleTermTypes<T extends TermType>(types: readonly T[], roles: readonly string[]): T[] {
  return types.filter((type) => roles.includes(termRole(type)));
}
