export interface SessionPolicy {
  /** A session ends after this long without an authenticated request. */
  idleTimeoutMs: number;
  /** A session ends this long after login, however active it is. */
  absoluteTimeoutMs: number;
}

export interface SessionExpiry {
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

/**
 * Sliding the idle expiry on every request would write to the database on every request;
 * sliding only when it moves by more than this keeps the idle timeout exact to a minute.
 */
export const IDLE_SLIDE_GRANULARITY_MS = 60_000;

export function expiryAtLogin(now: Date, policy: SessionPolicy): SessionExpiry {
  const absoluteExpiresAt = new Date(now.getTime() + policy.absoluteTimeoutMs);
  return { idleExpiresAt: earliest(new Date(now.getTime() + policy.idleTimeoutMs), absoluteExpiresAt), absoluteExpiresAt };
}

export function isSessionActive(session: SessionExpiry & { revokedAt: Date | null }, now: Date): boolean {
  return session.revokedAt === null && now < session.idleExpiresAt && now < session.absoluteExpiresAt;
}

/**
 * The idle expiry after an authenticated request at `now`, or null when the stored one is
 * close enough that writing a new one is not worth a database write.
 */
export function slidIdleExpiry(session: SessionExpiry, now: Date, policy: SessionPolicy): Date | null {
  const next = earliest(new Date(now.getTime() + policy.idleTimeoutMs), session.absoluteExpiresAt);
  return next.getTime() - session.idleExpiresAt.getTime() >= IDLE_SLIDE_GRANULARITY_MS ? next : null;
}

function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
