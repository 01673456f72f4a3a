import { NAVIGATE_EVENT } from './navigation';

/**
 * Calls `onChange` whenever the page's address changes: the browser's back and forward
 * (popstate), single-spa's routing event (after pushState/replaceState) and `navigate`
 * (which the shell also needs before single-spa starts). Returns the unsubscribe.
 */
export function subscribeToLocation(onChange: () => void): () => void {
  const events = ['popstate', 'single-spa:routing-event', NAVIGATE_EVENT];
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

/** A query parameter, matched without regard to case (WalletID, walletid). */
export function queryValue(query: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of query) if (key.toLowerCase() === wanted) return value;
  return null;
}
