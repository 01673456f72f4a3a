/**
 * Back from a provider's page, the platform asks until the provider's answer is in (spec
 * section 9: every 2 s). A failed ask is asked again: only an answer that `isFinal`
 * accepts ends the wait. Null when `maxPolls` asks brought none, or `signal` stopped it.
 */
export async function pollUntil<T>(
  ask: () => Promise<T>,
  isFinal: (answer: T) => boolean,
  { intervalMs, maxPolls, signal }: { intervalMs: number; maxPolls: number; signal?: AbortSignal },
): Promise<T | null> {
  for (let polls = 1; ; polls += 1) {
    try {
      const answer = await ask();
      if (signal?.aborted) return null;
      if (isFinal(answer)) return answer;
    } catch {
      // Asked again.
    }
    if (signal?.aborted || polls >= maxPolls) return null;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (signal?.aborted) return null;
  }
}
