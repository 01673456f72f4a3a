import type { ReactElement } from 'react';
import { renderInPage as renderInShell, settled, type PageOptions } from '@kk/ui/test-support';
import { registerMeetingTexts } from '../app/texts';

export { settled };
export { freezeClock, freezeClockInEachTest } from '@kk/platform/test-support';

// Every test ends with its loads shown, so none lands after the test (React's act warning).
afterEach(settled);

export function renderInPage(ui: ReactElement, options: PageOptions = {}) {
  return renderInShell(ui, registerMeetingTexts, options);
}
