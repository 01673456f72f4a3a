import type { Grade } from '@kk/contracts';
import { EMPLOYEE_GRADE, parseGrade, parseSpecialGrade } from './grades';
import { DEFAULT_LAST_GRADE, isValidLastGrade, nextSchoolYear, planSchoolYear } from './schoolYear';

const grade = (text: string): Grade => parseGrade(text) as Grade;

describe('nextSchoolYear', () => {
  it('moves an ordinary grade up one number and keeps its letter', () => {
    expect(nextSchoolYear(grade('-1B'))).toEqual({ kind: 'moves', grade: { Name: '0. B', Number: 0, Letter: 'B', Level: 'Grade' } });
    expect(nextSchoolYear(grade('0. A'))).toEqual({ kind: 'moves', grade: { Name: '1. A', Number: 1, Letter: 'A', Level: 'Grade' } });
    expect(nextSchoolYear(grade('8C'))).toEqual({ kind: 'moves', grade: { Name: '9. C', Number: 9, Letter: 'C', Level: 'Grade' } });
  });

  it('makes the last grade leavers; the default last grade is the folkeskole 9th', () => {
    expect(DEFAULT_LAST_GRADE).toBe(9);
    expect(nextSchoolYear(grade('9. A'))).toEqual({ kind: 'leaver' });
    expect(nextSchoolYear(grade('9. A'), 10)).toEqual({ kind: 'moves', grade: { Name: '10. A', Number: 10, Letter: 'A', Level: 'Grade' } });
    expect(nextSchoolYear(grade('12. Z'), 12)).toEqual({ kind: 'leaver' });
  });

  it('leaves a grade above the last one as it is', () => {
    expect(nextSchoolYear(grade('10. A'), 9)).toEqual({ kind: 'stays' });
  });

  it('leaves special grades, the employee grade and no grade unchanged', () => {
    expect(nextSchoolYear(parseSpecialGrade('3. S'))).toEqual({ kind: 'stays' });
    expect(nextSchoolYear(parseSpecialGrade('9. S'))).toEqual({ kind: 'stays' });
    expect(nextSchoolYear(EMPLOYEE_GRADE)).toEqual({ kind: 'stays' });
    expect(nextSchoolYear(grade('120B'))).toEqual({ kind: 'stays' });
    expect(nextSchoolYear(null)).toEqual({ kind: 'stays' });
    expect(nextSchoolYear(undefined)).toEqual({ kind: 'stays' });
  });

  it('accepts a last grade from -1 to 12 only', () => {
    expect(isValidLastGrade(-1)).toBe(true);
    expect(isValidLastGrade(12)).toBe(true);
    expect(isValidLastGrade(13)).toBe(false);
    expect(isValidLastGrade(-2)).toBe(false);
    expect(isValidLastGrade(9.5)).toBe(false);
    expect(() => nextSchoolYear(grade('1A'), 13)).toThrow(RangeError);
  });
});

describe('planSchoolYear', () => {
  it('splits wallets into those that move, leave and stay', () => {
    const wallets = [
      { id: 'a', grade: grade('8A') },
      { id: 'b', grade: grade('9A') },
      { id: 'c', grade: parseSpecialGrade('9. S') },
      { id: 'd', grade: EMPLOYEE_GRADE },
      { id: 'e', grade: null },
    ];
    const plan = planSchoolYear(wallets);
    expect(plan.moves.map((move) => [move.wallet.id, move.grade.Name])).toEqual([['a', '9. A']]);
    expect(plan.leavers.map((wallet) => wallet.id)).toEqual(['b']);
    expect(plan.stays.map((wallet) => wallet.id)).toEqual(['c', 'd', 'e']);
  });
});
