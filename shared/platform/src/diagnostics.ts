import { bus } from './bus';

/**
 * Each mounted remote records the React module and the bus it was given, so a check in
 * the page (and the end-to-end test) can see that the singletons really are single.
 */
export interface RemoteDiagnostics {
  react: unknown;
  bus: typeof bus;
  origin: string;
}

declare global {
  interface Window {
    __KK_REMOTES__?: Record<string, RemoteDiagnostics>;
  }
}

export function recordRemote(name: string, react: unknown, origin: string): void {
  if (typeof window === 'undefined') return;
  window.__KK_REMOTES__ ??= {};
  window.__KK_REMOTES__[name] = { react, bus, origin };
}
