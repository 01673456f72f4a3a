import type { Grade, SpecialGradeList } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { formatGrade, GRADE_LETTERS, GRADE_NUMBERS, type Validator } from '@kk/domain';
import { Stack, Text, type FormValidation } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';

/** The form fields of the grade: the choice (a number, a special grade, the employee grade, or none) and the letter. */
export const GRADE_CHOICE = 'gradeChoice';
export const GRADE_LETTER = 'gradeLetter';

const SPECIAL = 'special:';
const EMPLOYEE = 'employee:';
const isNumberChoice = (choice: string) => /^-?\d+$/.test(choice);

/** What the picker offers besides the ordinary grades. */
export interface GradeOptions {
  /** The special grade lists shown for the wallet (spec section 6); empty when they are not shown. */
  specialLists: readonly SpecialGradeList[];
  /** The employee grade, where it applies to the wallet. */
  employeeGrades: readonly Grade[];
}

/** The picker's values for a wallet's grade. */
export function gradeChoiceOf(grade: Grade | null, options: GradeOptions): { [GRADE_CHOICE]: string; [GRADE_LETTER]: string } {
  if (grade === null) return { [GRADE_CHOICE]: '', [GRADE_LETTER]: '' };
  if (grade.Level === 'Special' && options.specialLists.some((list) => list.Grades.some((g) => g.Name === grade.Name))) {
    return { [GRADE_CHOICE]: SPECIAL + grade.Name, [GRADE_LETTER]: '' };
  }
  if (grade.Level === 'Employee') return { [GRADE_CHOICE]: EMPLOYEE + grade.Name, [GRADE_LETTER]: '' };
  return { [GRADE_CHOICE]: String(grade.Number), [GRADE_LETTER]: grade.Letter };
}

/** The grade as the API reads it ('2. A'), null for none. */
export function gradeTextOf(values: Readonly<Record<string, string>>): string | null {
  const choice = values[GRADE_CHOICE] ?? '';
  if (choice === '') return null;
  if (choice.startsWith(SPECIAL)) return choice.slice(SPECIAL.length);
  if (choice.startsWith(EMPLOYEE)) return choice.slice(EMPLOYEE.length);
  return formatGrade(Number(choice), values[GRADE_LETTER] ?? '');
}

/** An ordinary grade needs its letter. */
export const gradeLetterValidators: Record<string, Validator> = {
  required: (value, values) => !isNumberChoice(values[GRADE_CHOICE] ?? '') || value !== '',
};

/** Spec sections 5 and 6: numbers -1 to 12 with a letter A to Z, the special grades where they show, the employee grade where it applies. */
export function GradePicker({ form, options }: { form: FormValidation; options: GradeOptions }) {
  const { t } = useTranslation('wallet');
  const choice = form.values[GRADE_CHOICE] ?? '';
  const letterShown = form.display(GRADE_LETTER);
  const choose = (value: string) => {
    form.setValue(GRADE_CHOICE, value);
    if (!isNumberChoice(value)) form.setValue(GRADE_LETTER, '');
  };
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <SelectField label={t('account.grade.number')} value={choice} onChange={choose}>
        <option value="">{t('account.grade.none')}</option>
        <optgroup label={t('account.grade.ordinary')}>
          {GRADE_NUMBERS.map((number) => (
            <option key={number} value={String(number)}>{t('account.grade.numberOption', { number })}</option>
          ))}
        </optgroup>
        {options.specialLists.map((list) => (
          <optgroup key={list.Name} label={list.Name}>
            {list.Grades.map((grade) => (
              <option key={grade.Name} value={SPECIAL + grade.Name}>{grade.Name}</option>
            ))}
          </optgroup>
        ))}
        {options.employeeGrades.map((grade) => (
          <option key={grade.Name} value={EMPLOYEE + grade.Name}>{t('account.grade.employee', { name: grade.Name })}</option>
        ))}
      </SelectField>
      <Stack gap="1">
        <SelectField
          label={t('account.grade.letter')}
          value={form.values[GRADE_LETTER] ?? ''}
          onChange={(value) => form.setValue(GRADE_LETTER, value)}
          disabled={!isNumberChoice(choice)}
          hint={isNumberChoice(choice) ? undefined : t('account.grade.letterHint')}
        >
          <option value="">–</option>
          {GRADE_LETTERS.map((letter) => (
            <option key={letter} value={letter}>{letter}</option>
          ))}
        </SelectField>
        {letterShown.invalid && <Text role="alert" color="fg.error" fontSize="sm">{t('account.grade.letterRequired')}</Text>}
      </Stack>
    </Stack>
  );
}
