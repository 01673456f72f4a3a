import type { ApplicationName, Grade, GradeLevel } from '@kk/contracts';

/**
 * Grades (spec sections 3 "Grade", 5 "Grades", 6 and 9). A grade's name is number, dot,
 * letter: '2. A', also typed '2A'. Letters A to Z; numbers -1 to 12; an employee grade has
 * number 99 or higher, and the one offered is '99. A'. Special grades come as lists of a
 * customer and a system-wide list; their names follow the same rule (number -1 to 12 and a
 * letter), so a special grade differs from an ordinary one only in being offered by a list.
 *
 * Level (which the spec names without a meaning) says which kind a grade is: an ordinary
 * 'Grade', a 'Special' grade from a list, or the 'Employee' grade.
 */

export const GRADE_NUMBER_MIN = -1;
export const GRADE_NUMBER_MAX = 12;
export const EMPLOYEE_GRADE_NUMBER = 99;
/** The spec says only "99 or higher"; three digits keep a typo like '9999A' out. */
export const EMPLOYEE_GRADE_NUMBER_MAX = 999;
export const GRADE_LETTERS: readonly string[] = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** The numbers of ordinary grades, in order: -1, 0, 1, … 12. */
export const GRADE_NUMBERS: readonly number[] = Array.from({ length: GRADE_NUMBER_MAX - GRADE_NUMBER_MIN + 1 }, (_, index) => GRADE_NUMBER_MIN + index);

/** A number and a letter, a dot between, optional spaces: '2. A', '2A', '2.A', '-1 B'. */
const GRADE_PATTERN = /^\s*(-?\d{1,3})\s*\.?\s*([A-Za-z])\s*$/;

/** The name a grade is shown and stored by: '2. A'. */
export function formatGrade(number: number, letter: string): string {
  return `${number}. ${letter}`;
}

export function isEmployeeGradeNumber(number: number): boolean {
  return Number.isInteger(number) && number >= EMPLOYEE_GRADE_NUMBER && number <= EMPLOYEE_GRADE_NUMBER_MAX;
}

export function isOrdinaryGradeNumber(number: number): boolean {
  return Number.isInteger(number) && number >= GRADE_NUMBER_MIN && number <= GRADE_NUMBER_MAX;
}

/**
 * Reads a grade as a person types it or a list names it: '2. A' and '2A' are both number
 * 2, letter 'A' (a lower-case letter is read as its capital). An employee grade (99 or
 * higher) has level 'Employee', any other 'Grade'; null for anything else (13, -2, 50,
 * two letters, no letter).
 */
export function parseGrade(text: string): Grade | null {
  const match = GRADE_PATTERN.exec(text);
  if (!match) return null;
  // '-0' is 0.
  const number = Number(match[1]) || 0;
  const letter = (match[2] as string).toUpperCase();
  let level: GradeLevel;
  if (isOrdinaryGradeNumber(number)) level = 'Grade';
  else if (isEmployeeGradeNumber(number)) level = 'Employee';
  else return null;
  return { Name: formatGrade(number, letter), Number: number, Letter: letter, Level: level };
}

/** A name in a special grade list: an ordinary grade's name, with level 'Special'; null otherwise. */
export function parseSpecialGrade(text: string): Grade | null {
  const grade = parseGrade(text);
  return grade?.Level === 'Grade' ? { ...grade, Level: 'Special' } : null;
}

/** Spec section 3: the employee grade is number 99, named '99. A'. */
export const EMPLOYEE_GRADE: Grade = { Name: '99. A', Number: EMPLOYEE_GRADE_NUMBER, Letter: 'A', Level: 'Employee' };

/**
 * Spec section 6: special grades show when a customer or system list exists and either
 * the page setting ShowSpecialGradeSelect is true or the app is the partner site or the
 * support tool.
 */
export function specialGradesShown(context: {
  /** Special grade lists of the customer (its own and those it inherits) and system-wide ones. */
  listCount: number;
  /** The page setting ShowSpecialGradeSelect ('true' as the API stores it). */
  showSpecialGradeSelect: string | boolean | null | undefined;
  application: ApplicationName;
}): boolean {
  if (context.listCount <= 0) return false;
  if (context.application === 'partner' || context.application === 'support') return true;
  const setting = context.showSpecialGradeSelect;
  return setting === true || (typeof setting === 'string' && setting.trim().toLowerCase() === 'true');
}

/**
 * The employee grade is offered for an adult's own wallet (the holder is the signed-in
 * user and no guardian manages it), not for a child a guardian manages.
 */
export function employeeGradeApplies(wallet: { heldByCaller: boolean; hasGuardians: boolean }): boolean {
  return wallet.heldByCaller && !wallet.hasGuardians;
}

/**
 * The grade a wallet may be given, from the text a person chose: an ordinary grade; a
 * special grade when a list shown for the wallet names it (it then keeps level 'Special');
 * the employee grade only where it applies. The reason names what is wrong otherwise.
 */
export function acceptGrade(
  text: string,
  allowed: { specialGrades: readonly Grade[]; employeeGrade: boolean },
): { grade: Grade } | { problem: 'unreadable' | 'employee' } {
  const grade = parseGrade(text);
  if (grade === null) return { problem: 'unreadable' };
  if (grade.Level === 'Employee') return allowed.employeeGrade ? { grade } : { problem: 'employee' };
  const special = allowed.specialGrades.find((candidate) => candidate.Name === grade.Name);
  return { grade: special ? { ...grade, Level: 'Special' } : grade };
}
