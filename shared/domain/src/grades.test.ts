import {
  acceptGrade,
  EMPLOYEE_GRADE,
  employeeGradeApplies,
  formatGrade,
  GRADE_LETTERS,
  GRADE_NUMBERS,
  parseGrade,
  parseSpecialGrade,
  specialGradesShown,
} from './grades';

describe('parseGrade', () => {
  it("reads '2. A' and '2A' as the same grade: number 2, letter A", () => {
    const expected = { Name: '2. A', Number: 2, Letter: 'A', Level: 'Grade' };
    expect(parseGrade('2. A')).toEqual(expected);
    expect(parseGrade('2A')).toEqual(expected);
    expect(parseGrade('2.A')).toEqual(expected);
    expect(parseGrade(' 2 a ')).toEqual(expected);
  });

  it('takes the numbers -1 to 12 and refuses those around them', () => {
    expect(parseGrade('-1. B')).toEqual({ Name: '-1. B', Number: -1, Letter: 'B', Level: 'Grade' });
    expect(parseGrade('0C')?.Name).toBe('0. C');
    expect(parseGrade('12. Z')?.Name).toBe('12. Z');
    expect(parseGrade('-2. A')).toBeNull();
    expect(parseGrade('13. A')).toBeNull();
    expect(parseGrade('50. A')).toBeNull();
    expect(parseGrade('98. A')).toBeNull();
  });

  it('takes the letters A to Z only, exactly one', () => {
    for (const letter of GRADE_LETTERS) expect(parseGrade(`3${letter}`)?.Letter).toBe(letter);
    expect(GRADE_LETTERS).toHaveLength(26);
    expect(parseGrade('3. Æ')).toBeNull();
    expect(parseGrade('3. AB')).toBeNull();
    expect(parseGrade('3.')).toBeNull();
    expect(parseGrade('A')).toBeNull();
    expect(parseGrade('')).toBeNull();
    expect(parseGrade('3. 1')).toBeNull();
  });

  it('reads 99 and higher as an employee grade', () => {
    expect(parseGrade('99. A')).toEqual(EMPLOYEE_GRADE);
    expect(parseGrade('99A')).toEqual({ Name: '99. A', Number: 99, Letter: 'A', Level: 'Employee' });
    expect(parseGrade('120. B')?.Level).toBe('Employee');
    expect(parseGrade('1000. A')).toBeNull();
  });

  it("names grades number, dot, space, letter; '-0' is 0", () => {
    expect(formatGrade(7, 'B')).toBe('7. B');
    expect(parseGrade('-0A')?.Name).toBe('0. A');
    expect(parseGrade('07. D')?.Name).toBe('7. D');
  });

  it('lists the ordinary numbers -1 to 12 in order', () => {
    expect(GRADE_NUMBERS).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('special grades', () => {
  it('are named like ordinary grades and carry level Special', () => {
    expect(parseSpecialGrade('3. S')).toEqual({ Name: '3. S', Number: 3, Letter: 'S', Level: 'Special' });
    expect(parseSpecialGrade('7S')?.Name).toBe('7. S');
    expect(parseSpecialGrade('S1')).toBeNull();
    expect(parseSpecialGrade('99. A')).toBeNull();
  });

  it.each([
    [0, 'true', 'wallet', false],
    [0, 'true', 'support', false],
    [1, 'true', 'wallet', true],
    [2, 'TRUE', 'wallet', true],
    [1, true, 'wallet', true],
    [1, 'false', 'wallet', false],
    [1, null, 'wallet', false],
    [1, undefined, 'wallet', false],
    [1, null, 'partner', true],
    [1, 'false', 'support', true],
  ] as const)('with %i lists, ShowSpecialGradeSelect %p, on the %s application: shown %p', (listCount, setting, application, shown) => {
    expect(specialGradesShown({ listCount, showSpecialGradeSelect: setting, application })).toBe(shown);
  });
});

describe('the employee grade', () => {
  it("applies to an adult's own wallet only", () => {
    expect(employeeGradeApplies({ heldByCaller: true, hasGuardians: false })).toBe(true);
    expect(employeeGradeApplies({ heldByCaller: true, hasGuardians: true })).toBe(false);
    expect(employeeGradeApplies({ heldByCaller: false, hasGuardians: true })).toBe(false);
    expect(employeeGradeApplies({ heldByCaller: false, hasGuardians: false })).toBe(false);
  });
});

describe('acceptGrade', () => {
  const specials = [parseSpecialGrade('3. S')!];

  it('accepts an ordinary grade, and marks one a list names as special', () => {
    expect(acceptGrade('2A', { specialGrades: specials, employeeGrade: false })).toEqual({ grade: { Name: '2. A', Number: 2, Letter: 'A', Level: 'Grade' } });
    expect(acceptGrade('3S', { specialGrades: specials, employeeGrade: false })).toEqual({ grade: { Name: '3. S', Number: 3, Letter: 'S', Level: 'Special' } });
    expect(acceptGrade('3S', { specialGrades: [], employeeGrade: false })).toEqual({ grade: { Name: '3. S', Number: 3, Letter: 'S', Level: 'Grade' } });
  });

  it('accepts the employee grade only where it applies, and refuses what it cannot read', () => {
    expect(acceptGrade('99. A', { specialGrades: [], employeeGrade: true })).toEqual({ grade: EMPLOYEE_GRADE });
    expect(acceptGrade('99. A', { specialGrades: [], employeeGrade: false })).toEqual({ problem: 'employee' });
    expect(acceptGrade('13. A', { specialGrades: [], employeeGrade: true })).toEqual({ problem: 'unreadable' });
  });
});
