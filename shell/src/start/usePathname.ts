import { useSyncExternalStore } from 'react';
import { NAVIGATE_EVENT } from '@kk/platform';

function subscribe(onChange: () => void): () => void {
  // single-spa fires its routing event after pushState/replaceState as well as popstate.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener(NAVIGATE_EVENT, onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
