export interface LoginRateLimitPolicy {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowMs: number;
}

/** Failed (or still running) login attempts inside the window, before the current one. */
export interface RecentLoginAttempts {
  forEmail: number;
  forIp: number;
}

export type LoginAttemptDecision = { allowed: true } | { allowed: false; limitedBy: 'email' | 'ip' };

export function loginWindowStart(now: Date, policy: LoginRateLimitPolicy): Date {
  return new Date(now.getTime() - policy.windowMs);
}

/**
 * Whether a login attempt may check the password at all. The e-mail limit stops guessing
 * one account's password; the higher address limit stops one client trying many accounts.
 */
export function decideLoginAttempt(recent: RecentLoginAttempts, policy: LoginRateLimitPolicy): LoginAttemptDecision {
  if (recent.forEmail >= policy.maxFailuresPerEmail) return { allowed: false, limitedBy: 'email' };
  if (recent.forIp >= policy.maxFailuresPerIp) return { allowed: false, limitedBy: 'ip' };
  return { allowed: true };
}
