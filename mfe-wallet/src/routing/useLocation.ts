import { useSyncExternalStore } from 'react';
import { NAVIGATE_EVENT } from '@kk/platform';

function subscribe(onChange: () => void) {
  const events = ['popstate', 'single-spa:routing-event', NAVIGATE_EVENT];
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

const current = () => `${window.location.pathname}${window.location.search}`;

/** The path (lower-cased) and the query of the page, following single-spa's navigation. */
export function useLocation(): { path: string; query: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, current);
  const url = new URL(href, 'http://page');
  return { path: url.pathname.toLowerCase(), query: url.searchParams };
}

/** A query parameter, matched without regard to case (WalletID, walletid). */
export function queryValue(query: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of query) if (key.toLowerCase() === wanted) return value;
  return null;
}
