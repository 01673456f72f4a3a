import type { ReactNode } from 'react';

/**
 * What one step of a dialog shows. A dialog that moves through steps (loading, form,
 * result) keeps one dialog on the page and changes its parts: replacing the dialog itself
 * would hand focus back to the page between two dialogs, and the new one would take that
 * as the user leaving it.
 */
export interface DialogParts {
  title: string;
  testId: string;
  body: ReactNode;
  footer?: ReactNode;
}
