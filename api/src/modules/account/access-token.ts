import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds: a token cannot be recovered from its hash, so a leaked table opens no session. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
