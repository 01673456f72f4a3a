import type { ReactElement } from 'react';
import { renderInPage as renderInShell, settled, type PageOptions } from '@kk/ui/test-support';
import { homeSlots } from '../app/homeSlots';
import { registerWalletTexts } from '../app/texts';
import { HomeSlotsProvider } from '../features/home/slots';

export { settled };

// Every test ends with its loads shown, so none lands after the test (React's act warning).
afterEach(settled);

/** Renders inside the page's providers, with the slots the app gives the home page (the other features' panel and dialogs). */
export function renderInPage(ui: ReactElement, options: PageOptions = {}) {
  return renderInShell(ui, registerWalletTexts, { ...options, wrap: (children) => <HomeSlotsProvider value={homeSlots}>{children}</HomeSlotsProvider> });
}
