import type { ApplicationName } from '@kk/contracts';

export type ExpiredSessionAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'stay' };

/** Where the wallet site sends a user whose session has expired. */
export const SESSION_EXPIRED_PATH = '/Account/SessionExpired';
/** The partner site's account logout. */
export const ACCOUNT_LOGOUT_PATH = '/Account/Logout';
export const LOGIN_PATH = '/Account/Login';

/**
 * Spec section 2: on HTTP 401 or 302 the token is removed; then the wallet site shows the
 * session-expired page, the partner site goes to the account logout, and the support
 * tool does not redirect.
 */
export function expiredSessionAction(application: ApplicationName): ExpiredSessionAction {
  switch (application) {
    case 'partner':
      return { kind: 'navigate', to: ACCOUNT_LOGOUT_PATH };
    case 'support':
      return { kind: 'stay' };
    default:
      return { kind: 'navigate', to: SESSION_EXPIRED_PATH };
  }
}

/** HTTP statuses that mean the session is gone (spec section 8, handling). */
export function isSessionExpiredStatus(status: number | undefined): boolean {
  return status === 401 || status === 302;
}
