import type { Grade } from '@kk/contracts';
import { formatGrade, GRADE_NUMBER_MAX, GRADE_NUMBER_MIN, isOrdinaryGradeNumber } from './grades';

/**
 * A new school year (issue 28): the support tool runs it per customer on a chosen date.
 * Spec sections 3 "Grade" and 5 "Grades": ordinary grades are numbered -1 to 12 with a
 * letter A to Z; special grades (from a list) and the employee grade (99 or higher) are
 * not school years and stay as they are. An ordinary grade moves up one number and keeps
 * its letter; a pupil in the last grade becomes a leaver.
 *
 * The last grade is the customer's choice at scheduling time: the Danish folkeskole ends
 * after 9th grade (the default), a school with a 10th grade or a gymnasium picks 10 to 12.
 */

/** Danish folkeskole: the 9th grade is the last. */
export const DEFAULT_LAST_GRADE = 9;

export type SchoolYearOutcome =
  /** The grade for the new year (an ordinary grade one number up, the same letter). */
  | { kind: 'moves'; grade: Grade }
  /** Special grade, employee grade, no grade or a grade above the last: nothing changes. */
  | { kind: 'stays' }
  /** The pupil was in the last grade and leaves. */
  | { kind: 'leaver' };

/** Whether a last grade the support tool picked is one the rule accepts (an ordinary grade number, -1 to 12). */
export function isValidLastGrade(lastGrade: number): boolean {
  return Number.isInteger(lastGrade) && lastGrade >= GRADE_NUMBER_MIN && lastGrade <= GRADE_NUMBER_MAX;
}

/**
 * The next school year for one wallet's grade. Only level 'Grade' moves: 'Special' and
 * 'Employee' stay, as does a wallet without a grade or with an ordinary grade above the
 * last one (someone registered in a grade the school does not end with). Throws on a
 * last grade outside -1 to 12.
 */
export function nextSchoolYear(grade: Grade | null | undefined, lastGrade: number = DEFAULT_LAST_GRADE): SchoolYearOutcome {
  if (!isValidLastGrade(lastGrade)) throw new RangeError(`The last grade must be a whole number from ${GRADE_NUMBER_MIN} to ${GRADE_NUMBER_MAX}, not ${lastGrade}`);
  if (!grade || grade.Level !== 'Grade' || !isOrdinaryGradeNumber(grade.Number)) return { kind: 'stays' };
  if (grade.Number === lastGrade) return { kind: 'leaver' };
  if (grade.Number > lastGrade) return { kind: 'stays' };
  const number = grade.Number + 1;
  return { kind: 'moves', grade: { Name: formatGrade(number, grade.Letter), Number: number, Letter: grade.Letter, Level: 'Grade' } };
}

/** What a rollover would do to a set of wallets: for the support tool's preview and the job, from one rule. */
export function planSchoolYear<W extends { grade: Grade | null }>(
  wallets: readonly W[],
  lastGrade: number = DEFAULT_LAST_GRADE,
): { moves: { wallet: W; grade: Grade }[]; leavers: W[]; stays: W[] } {
  const plan: { moves: { wallet: W; grade: Grade }[]; leavers: W[]; stays: W[] } = { moves: [], leavers: [], stays: [] };
  for (const wallet of wallets) {
    const outcome = nextSchoolYear(wallet.grade, lastGrade);
    if (outcome.kind === 'moves') plan.moves.push({ wallet, grade: outcome.grade });
    else if (outcome.kind === 'leaver') plan.leavers.push(wallet);
    else plan.stays.push(wallet);
  }
  return plan;
}
