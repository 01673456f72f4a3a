import { addTranslations } from '@kk/platform';
import { accountTexts } from '../features/account/texts';
import { alertsTexts } from '../features/alerts/texts';
import { cardsTexts } from '../features/cards/texts';
import { controlsTexts } from '../features/controls/texts';
import { depositTexts } from '../features/deposit/texts';
import { homeTexts } from '../features/home/texts';
import { insightTexts } from '../features/insight/texts';
import { nfcTexts } from '../features/nfc/texts';
import { pictureTexts } from '../features/picture/texts';
import { refillsTexts } from '../features/refills/texts';
import { transactionsTexts } from '../features/transactions/texts';
import { commonTexts } from './commonTexts';

/** Each feature's texts and the shared ones: one namespace ('wallet'), so the keys stay what they were. */
export const walletTextFiles = {
  common: commonTexts,
  home: homeTexts,
  transactions: transactionsTexts,
  insight: insightTexts,
  cards: cardsTexts,
  deposit: depositTexts,
  refills: refillsTexts,
  controls: controlsTexts,
  alerts: alertsTexts,
  nfc: nfcTexts,
  picture: pictureTexts,
  account: accountTexts,
};

const files = Object.values(walletTextFiles);

/** Every text of the wallet remote, in Danish and English (namespace 'wallet'). */
export const walletTexts = {
  da: Object.assign({}, ...files.map((texts) => texts.da)) as Record<string, unknown>,
  en: Object.assign({}, ...files.map((texts) => texts.en)) as Record<string, unknown>,
};

export function registerWalletTexts(): void {
  addTranslations('wallet', walletTexts);
}
