import type { ReactElement } from 'react';
import { renderInPage as renderInShell, settled, type PageOptions } from '@kk/ui/test-support';
import { homeSlots } from '../app/homeSlots';
import { registerDialogTexts } from '../app/dialogTexts';
import { registerHomeTexts } from '../app/texts';
import { HomeSlotsProvider } from '../features/home/slots';

export { settled };

// Every test ends with its loads shown, so none lands after the test (React's act warning).
afterEach(settled);

/** All the remote's texts: the home page's and the dialogs' (which the app loads with the first dialog). */
function registerWalletTexts(): void {
  registerHomeTexts();
  registerDialogTexts();
}

/** Renders inside the page's providers, with the slots the app gives the home page (the other features' panel and dialogs). */
export function renderInPage(ui: ReactElement, options: PageOptions = {}) {
  return renderInShell(ui, registerWalletTexts, { ...options, wrap: (children) => <HomeSlotsProvider value={homeSlots}>{children}</HomeSlotsProvider> });
}
