import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Messages between the platform and the card provider (notifications one way, API calls
 * the other) carry an HMAC-SHA256 over the timestamp and the exact bytes of the body,
 * with a secret both sides share: `t=<unix seconds>,v1=<hex>`. The timestamp is signed
 * too, so an old message cannot be replayed with a fresh time.
 */
export const PROVIDER_SIGNATURE_HEADER = 'sandbox-signature';

/** How far a signed message's time may be from ours: covers clock drift and retries in flight. */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck =
  | { valid: true }
  | { valid: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

function digest(secret: string, timestampSeconds: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`, 'utf8').digest();
}

export function signProviderMessage(secret: string, rawBody: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${digest(secret, timestampSeconds, rawBody).toString('hex')}`;
}

const HEADER_FORMAT = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

export function checkProviderSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds: number = DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (header === undefined || header === '') return { valid: false, reason: 'missing' };
  const match = HEADER_FORMAT.exec(header.trim());
  if (!match) return { valid: false, reason: 'malformed' };
  const timestampSeconds = Number(match[1]);
  if (Math.abs(nowSeconds - timestampSeconds) > toleranceSeconds) return { valid: false, reason: 'stale' };
  const expected = digest(secret, timestampSeconds, rawBody);
  const given = Buffer.from(match[2] ?? '', 'hex');
  // Constant time, so the comparison does not leak how many leading bytes were right.
  return given.length === expected.length && timingSafeEqual(given, expected) ? { valid: true } : { valid: false, reason: 'mismatch' };
}

/**
 * What a call without a body (a GET) signs in place of one: its method and request
 * target (path and query, exactly as sent), so a signature for one payment's status
 * cannot be used to ask about another.
 */
export function signedRequestLine(method: string, pathAndQuery: string): string {
  return `${method.toUpperCase()} ${pathAndQuery}`;
}
