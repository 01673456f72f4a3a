import { addTranslations } from '@kk/platform';
import { homeTexts } from './texts/homeTexts';
import { moneyTexts } from './texts/moneyTexts';
import { pageTexts } from './texts/pageTexts';

/** Every text of the wallet remote, in Danish and English (namespace 'wallet'). */
export const walletTexts = {
  da: { ...homeTexts.da, ...moneyTexts.da, ...pageTexts.da },
  en: { ...homeTexts.en, ...moneyTexts.en, ...pageTexts.en },
};

export function registerWalletTexts(): void {
  addTranslations('wallet', walletTexts);
}
