import type { TFunction } from 'i18next';
import { formatOre, kronerToOre, parseDecimalInput, type Culture, type RefillField, type RefillProblem } from '@kk/domain';

/** What the person typed as kroner: NaN when it is not an amount (the refill rules then say so). */
export function typedKroner(text: string): number {
  if (text.trim() === '') return 0;
  return parseDecimalInput(text) ?? Number.NaN;
}

/** The first problem of each field, as the text shown under it. */
export function problemTexts(problems: readonly RefillProblem[], t: TFunction, culture: Culture): Partial<Record<RefillField, string>> {
  const texts: Partial<Record<RefillField, string>> = {};
  for (const problem of problems) {
    if (texts[problem.field]) continue;
    texts[problem.field] =
      problem.code === 'above_maximum'
        ? t('refill.problems.above_maximum', { maximum: formatOre(kronerToOre(problem.maximumKroner ?? 0), culture) })
        : t(`refill.problems.${problem.code}`);
  }
  return texts;
}
