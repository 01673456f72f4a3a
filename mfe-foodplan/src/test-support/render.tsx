import type { ReactElement } from 'react';
import { renderInPage as renderInShell, settled, type PageOptions } from '@kk/ui/test-support';
import { registerFoodPlanTexts } from '../app/texts';

export { settled };

// Every test ends with its loads shown, so none lands after the test (React's act warning).
afterEach(settled);

export function renderInPage(ui: ReactElement, options: PageOptions = {}) {
  return renderInShell(ui, registerFoodPlanTexts, options);
}

/**
 * Freezes the clock at `now` for the availability rules while timers stay real (the
 * result dialogs' 1 s delay is waited for, as a person would).
 */
export function freezeClock(now: string): void {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'],
  });
}
