import type { ReactElement } from 'react';
import { renderInPage as renderInShell, settled, type PageOptions } from '@kk/ui/test-support';
import { registerTransactionsTexts } from '../app/texts';

export { settled };

// Every test ends with its loads shown, so none lands after the test (React's act warning).
afterEach(settled);

/** A screen of the remote in the page's providers; the partner site unless told. */
export function renderInPage(ui: ReactElement, options: PageOptions = {}) {
  return renderInShell(ui, registerTransactionsTexts, { application: 'partner', ...options });
}
