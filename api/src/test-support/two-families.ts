import { TestClock, useApiHarness } from './app';

/**
 * The set-up of the tests of a family's own pages (the overview, the transactions): the
 * parents of two families, parent@demo.dk (the Jensens) and kkpay's (the Nielsens), signed
 * in on Tuesday 10 March 2026, 10:00 in Copenhagen. Read `api` in hooks and tests.
 */
export function useTwoFamilies() {
  const clock = new TestClock(new Date('2026-03-10T09:00:00Z'));
  const api = useApiHarness({ clock, login: ['parent', 'kkpayParent'] });
  return { clock, api };
}
