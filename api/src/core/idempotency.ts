import { createHash } from 'node:crypto';
import { badRequest } from './errors';

/** Stored answers are replayed for this long; after it a key may be used again. */
export const DEFAULT_IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

/** Why an Idempotency-Key header cannot be used; null when it can. */
export function idempotencyKeyProblem(key: string | undefined): string | null {
  if (key === undefined || key === '') return 'The Idempotency-Key header is required for this call';
  if (!KEY_SHAPE.test(key)) return 'The Idempotency-Key header must be 1 to 200 visible ASCII characters';
  return null;
}

/** The Idempotency-Key header of a call that needs one, or the 400 that says why it cannot be used. */
export function requireIdempotencyKey(key: string | undefined): string {
  const problem = idempotencyKeyProblem(key);
  if (problem !== null || key === undefined) throw badRequest(problem ?? 'The Idempotency-Key header is required');
  return key;
}

/** JSON with object keys sorted, so the same body always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a key was first used for: the operation and the body. The same key with another
 * fingerprint is refused (422), so a key can never replay an answer to a different request.
 */
export function requestFingerprint(operation: string, body: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(body)).digest('hex');
}

/** Keys created after this instant are still answered from the store. */
export function keysFreshAfter(now: Date, retentionMs: number): Date {
  return new Date(now.getTime() - retentionMs);
}
