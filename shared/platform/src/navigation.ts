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
