import type { ApplicationName } from '@kk/contracts';
import { ACCEPT_INVITATION_PATH, DEV_MAIL_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '@kk/domain';

/** The shell's pages anyone may open, signed in or not. */
export type PublicPageKind = 'devMail' | 'acceptInvitation' | 'forgotPassword' | 'resetPassword';

/**
 * Which public page an address shows, if any: the development mail page on every site (it
 * opens signed out too, to offer the login; its e-mails only a signed-in developer sees),
 * the invitation's acceptance page on the wallet site (an invitation makes a wallet-site guardian),
 * and the forgotten password's two pages on every site (each login page links to them).
 */
export function publicPageOf(pathname: string, application: ApplicationName): PublicPageKind | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === DEV_MAIL_PATH.toLowerCase()) return 'devMail';
  if (path === FORGOT_PASSWORD_PATH.toLowerCase()) return 'forgotPassword';
  if (path === RESET_PASSWORD_PATH.toLowerCase()) return 'resetPassword';
  if (path === ACCEPT_INVITATION_PATH.toLowerCase() && application === 'wallet') return 'acceptInvitation';
  return null;
}
