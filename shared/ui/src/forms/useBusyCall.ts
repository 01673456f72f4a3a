import { useState } from 'react';
import { notify } from '@kk/ui';

/**
 * A call the user started (a note, a ticket, a status change): busy until it settles, and a
 * failure shown as an error toast in the screen's own words. What the call changed on
 * success is its own business.
 */
export function useBusyCall(describe: (error: unknown) => string): { busy: boolean; run: (call: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      notify.error(describe(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
