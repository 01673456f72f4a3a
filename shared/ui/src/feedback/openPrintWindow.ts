import { i18n, startPrintJob, type PrintSource } from '@kk/platform';
import { errorDialog } from '../dialogs/dialogStore';

/**
 * Spec section 2, "Print window", for any remote: opens the print window with the print
 * data (or its fetch). When the fetch fails the preparation window closes and the
 * print-error dialog shows. Resolves true once the window has its data.
 */
export async function openPrintWindow(source: PrintSource): Promise<boolean> {
  try {
    await startPrintJob(source);
    return true;
  } catch {
    await errorDialog({ title: i18n.t('ui:print.errorTitle'), message: i18n.t('ui:print.errorBody') });
    return false;
  }
}
