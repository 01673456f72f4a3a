import { addTranslations, mergeTextFiles } from '@kk/platform';
import { accountTexts } from '../features/account/texts';
import { alertsTexts } from '../features/alerts/texts';
import { cardsTexts } from '../features/cards/texts';
import { controlsTexts } from '../features/controls/texts';
import { depositTexts } from '../features/deposit/texts';
import { insightTexts } from '../features/insight/texts';
import { leavingTexts } from '../features/leaving/texts';
import { nfcTexts } from '../features/nfc/texts';
import { pictureTexts } from '../features/picture/texts';
import { refillsTexts } from '../features/refills/texts';

/** The texts of the dialogs and sub-pages (namespace 'wallet'): one chunk, loaded with the first of them. */
export const dialogTextFiles = {
  insight: insightTexts,
  cards: cardsTexts,
  deposit: depositTexts,
  refills: refillsTexts,
  controls: controlsTexts,
  alerts: alertsTexts,
  leaving: leavingTexts,
  nfc: nfcTexts,
  picture: pictureTexts,
  account: accountTexts,
};

export function registerDialogTexts(): void {
  addTranslations('wallet', mergeTextFiles(dialogTextFiles));
}
