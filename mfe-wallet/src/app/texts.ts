import { addTranslations } from '@kk/platform';
import { homeTexts } from '../features/home/texts';
import { transactionsTexts } from '../features/transactions/texts';
import { commonTexts } from './commonTexts';

/**
 * The texts the home page shows, registered when the remote starts (namespace 'wallet').
 * The dialogs' and sub-pages' texts are in `dialogTexts.ts`, loaded with the first of them,
 * so the home page does not download them.
 */
export const homeTextFiles = {
  common: commonTexts,
  home: homeTexts,
  transactions: transactionsTexts,
};

type TextFile = { da: Record<string, unknown>; en: Record<string, unknown> };

/** One namespace's texts from several files, so the keys stay what they were. */
export function mergeTextFiles(files: Record<string, TextFile>): TextFile {
  const all = Object.values(files);
  return {
    da: Object.assign({}, ...all.map((texts) => texts.da)) as Record<string, unknown>,
    en: Object.assign({}, ...all.map((texts) => texts.en)) as Record<string, unknown>,
  };
}

export function registerHomeTexts(): void {
  addTranslations('wallet', mergeTextFiles(homeTextFiles));
}
