import { create } from 'zustand';
import type { MeResponse } from '@kk/contracts';

/** Local-storage key of the access token (the spec removes it on an expired session). */
export const ACCESS_TOKEN_KEY = 'kk.accessToken';

interface SessionState {
  token: string | null;
  user: MeResponse | null;
  /** The session of this page ended by expiry (not by a sign-out, nor never begun). */
  expired: boolean;
  setToken(token: string): void;
  setUser(user: MeResponse | null): void;
  /** Forget the session in this browser: the token leaves local storage. */
  clear(): void;
  /** Forget the session because the server said it expired. */
  expire(): void;
}

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  user: null,
  expired: false,
  setToken(token) {
    globalThis.localStorage?.setItem(ACCESS_TOKEN_KEY, token);
    set({ token, expired: false });
  },
  setUser(user) {
    set({ user });
  },
  clear() {
    globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
    set({ token: null, user: null, expired: false });
  },
  expire() {
    globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
    set({ token: null, user: null, expired: true });
  },
}));
