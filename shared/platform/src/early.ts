// The first screen's reads, started before the page's code has arrived. The shell's entry
// file (which runs before any shared module can load) starts them with fetch; the API
// client adopts each answer once, by URL, instead of asking again. Both sides meet through
// one global, because they are two copies of this file: the entry carries its own.

const GLOBAL_KEY = '__kkEarlyGets';
/** An answer older than this is not adopted: the page asks afresh. */
const FRESH_FOR_MS = 30_000;

interface EarlyGet {
  token: string;
  startedAt: number;
  answer: Promise<{ ok: true; data: unknown } | null>;
}

type EarlyGets = Map<string, EarlyGet>;

function earlyGets(): EarlyGets {
  const holder = globalThis as unknown as Record<string, EarlyGets | undefined>;
  holder[GLOBAL_KEY] ??= new Map();
  return holder[GLOBAL_KEY];
}

/**
 * Starts a GET of each same-site path with the given headers (the API client's own) and
 * the bearer token. A failed or refused read is not kept: the client's own call then
 * meets the failure, with its usual handling (an expired session, the error's texts).
 */
export function startEarlyGets(paths: readonly string[], token: string, headers: Record<string, string>, { base = '', now = Date.now() } = {}): void {
  const gets = earlyGets();
  for (const path of paths) {
    const answer = fetch(`${base}${path}`, { headers: { ...headers, Authorization: `Bearer ${token}` }, credentials: 'same-origin' })
      .then(async (response) => (response.ok ? { ok: true as const, data: (await response.json()) as unknown } : null))
      .catch(() => null);
    gets.set(path, { token, startedAt: now, answer });
  }
}

/**
 * The early answer of a GET of `path`, once: null when none was started, it was made
 * with another token, or it is stale. The caller then asks the server itself.
 */
export function takeEarlyGet(path: string, token: string | null, now = Date.now()): Promise<{ ok: true; data: unknown } | null> | null {
  const gets = earlyGets();
  const early = gets.get(path);
  if (!early) return null;
  gets.delete(path);
  if (token === null || early.token !== token || now - early.startedAt > FRESH_FOR_MS) return null;
  return early.answer;
}

/** The early answer of `path` without taking it (the caller only looks); null when none was started. */
export function peekEarlyGet(path: string): Promise<{ ok: true; data: unknown } | null> | null {
  return earlyGets().get(path)?.answer ?? null;
}
