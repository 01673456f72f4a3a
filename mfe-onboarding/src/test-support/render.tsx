import type { ReactElement } from 'react';
import { renderInPage as renderInShell, settled, type PageOptions } from '@kk/ui/test-support';
import { registerOnboardingTexts } from '../app/texts';

export { settled };

/** Renders inside the page's providers with the onboarding texts registered. */
export function renderInPage(ui: ReactElement, options: PageOptions = {}) {
  return renderInShell(ui, registerOnboardingTexts, options);
}
