import { addTranslations, mergeTextFiles } from '@kk/platform';
import { customersTexts } from '../features/customers/texts';
import { detailsTexts } from '../features/details/texts';
import { helpDeskTexts } from '../features/helpdesk/texts';
import { messagesTexts } from '../features/messages/texts';
import { pupilImportTexts } from '../features/pupil-import/texts';
import { reconciliationTexts } from '../features/reconciliation/texts';
import { reportsTexts } from '../features/reports/texts';
import { schoolYearTexts } from '../features/school-year/texts';
import { searchTexts } from '../features/search/texts';
import { staffTexts } from '../features/staff/texts';
import { unitsTexts } from '../features/units/texts';
import { walletInfoTexts } from '../features/walletinfo/texts';
import { commonTexts } from './commonTexts';

/** Each feature's texts and the shared ones: one namespace ('transactions'). */
export const transactionsTextFiles = {
  common: commonTexts,
  customers: customersTexts,
  details: detailsTexts,
  helpdesk: helpDeskTexts,
  messages: messagesTexts,
  'pupil-import': pupilImportTexts,
  reconciliation: reconciliationTexts,
  reports: reportsTexts,
  'school-year': schoolYearTexts,
  search: searchTexts,
  staff: staffTexts,
  units: unitsTexts,
  walletinfo: walletInfoTexts,
};

/** Every text of the transactions remote, in Danish and English (namespace 'transactions'). */
export const transactionsTexts = mergeTextFiles(transactionsTextFiles);

export function registerTransactionsTexts(): void {
  addTranslations('transactions', transactionsTexts);
}
