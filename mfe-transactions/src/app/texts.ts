import { addTranslations } from '@kk/platform';
import { detailsTexts } from '../features/details/texts';
import { helpDeskTexts } from '../features/helpdesk/texts';
import { messagesTexts } from '../features/messages/texts';
import { searchTexts } from '../features/search/texts';
import { unitsTexts } from '../features/units/texts';
import { walletInfoTexts } from '../features/walletinfo/texts';
import { commonTexts } from './commonTexts';

/** Each feature's texts and the shared ones: one namespace ('transactions'). */
export const transactionsTextFiles = {
  common: commonTexts,
  details: detailsTexts,
  helpdesk: helpDeskTexts,
  messages: messagesTexts,
  search: searchTexts,
  units: unitsTexts,
  walletinfo: walletInfoTexts,
};

const files = Object.values(transactionsTextFiles);

/** Every text of the transactions remote, in Danish and English (namespace 'transactions'). */
export const transactionsTexts = {
  da: Object.assign({}, ...files.map((texts) => texts.da)) as Record<string, unknown>,
  en: Object.assign({}, ...files.map((texts) => texts.en)) as Record<string, unknown>,
};

export function registerTransactionsTexts(): void {
  addTranslations('transactions', transactionsTexts);
}
