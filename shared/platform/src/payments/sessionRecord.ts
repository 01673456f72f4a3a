/**
 * One record in the tab's session storage: what a payment keeps while the browser is on the
 * card provider's page (it survives that round trip and nothing else). Without storage the
 * record is simply missing; the payment itself is the same.
 */
export interface SessionRecord<T> {
  save(value: T): void;
  read(): T | null;
  clear(): void;
}

export function sessionRecord<T>(key: string): SessionRecord<T> {
  return {
    save(value) {
      try {
        globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or refused storage: the record is missing after the round trip.
      }
    },
    read() {
      try {
        const raw = globalThis.sessionStorage?.getItem(key);
        return raw ? (JSON.parse(raw) as T) : null;
      } catch {
        return null;
      }
    },
    clear() {
      try {
        globalThis.sessionStorage?.removeItem(key);
      } catch {
        // Nothing kept.
      }
    },
  };
}
