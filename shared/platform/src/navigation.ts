/**
 * Client-side navigation that single-spa and the shell both observe: single-spa patches
 * history.pushState and re-evaluates which applications are active.
 */
export function navigate(to: string): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname + window.location.search === to) return;
  window.history.pushState(null, '', to);
  // The shell listens for this too, because before single-spa starts (signed out) no
  // routing event follows a pushState.
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

export const NAVIGATE_EVENT = 'kk:navigate';

/**
 * Sends the browser to a page of another site (the card provider's card or MobilePay
 * page); one function, so component tests can watch it instead of a navigation.
 */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
