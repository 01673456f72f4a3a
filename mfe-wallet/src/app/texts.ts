import { addTranslations, mergeTextFiles } from '@kk/platform';
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

export function registerHomeTexts(): void {
  addTranslations('wallet', mergeTextFiles(homeTextFiles));
}
