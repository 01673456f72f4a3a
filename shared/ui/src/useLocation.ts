import { useSyncExternalStore } from 'react';
import { subscribeToLocation } from '@kk/platform';

export interface PageLocation {
  /** The path as the address bar has it. */
  pathname: string;
  /** The path lower-cased, for matching routes without regard to case. */
  path: string;
  query: URLSearchParams;
}

const current = () => `${window.location.pathname}${window.location.search}`;

/**
 * The page's address, following single-spa's navigation, the browser's back and forward
 * and `navigate` from @kk/platform. The one routing hook of the shell and the remotes.
 */
export function useLocation(): PageLocation {
  const href = useSyncExternalStore(subscribeToLocation, current);
  const url = new URL(href, 'http://page');
  return { pathname: url.pathname, path: url.pathname.toLowerCase(), query: url.searchParams };
}
