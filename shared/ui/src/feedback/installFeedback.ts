import { setFeedbackPresenter } from '@kk/platform';
import { errorDialog, setBusy } from '../dialogs/dialogStore';
import { notify } from './toasts';

/**
 * Connects the API client's feedback (success notice, error toast or dialog, spinner) to
 * this package's toaster and dialogs. The shell calls it once at start; a remote's
 * standalone page calls it for itself.
 */
export function installFeedback(): void {
  setFeedbackPresenter({
    success: () => void notify.success(),
    error: (error, presentation) => {
      if (presentation === 'dialog') void errorDialog({ error });
      else notify.error(error);
    },
    busy: setBusy,
  });
}
