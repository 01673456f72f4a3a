import type { ApplicationName } from '@kk/contracts';
import { isAllowedReturnUrl, PASSWORD_RESET_VALID_MINUTES, PasswordResetMessage, passwordResetLink } from '@kk/domain';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../core/email';
import { AppError, badRequest } from '../../core/errors';
import { passwordProblems } from '../../core/password-policy';
import { hideSecretLinksInText } from '../../core/secret-links';
import type { Db } from '../../db/db';
import type { MailService } from '../mail/service';
import type { ContentLanguage } from '../notifications/language';
import { hashAccessToken, newAccessToken } from './access-token';
import { hashPassword } from './password-hash';
import { passwordResetMail } from './password-reset-mail';
import * as resets from './password-reset-repository';
import type { AccountService } from './service';

const VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60_000;

export interface ForgotPasswordRequestFacts {
  email: string;
  application: ApplicationName;
  /** The site that asked (scheme, host and port): the link goes there. */
  origin: string;
  ip: string;
  /** The request's language, for a user whose language is not known yet. */
  language: ContentLanguage;
}

/**
 * The forgotten password (issue 28). A request answers the same whether or not the e-mail
 * has an account, under the login's limit (per e-mail and per address); for an account it
 * keeps the SHA-256 of a random secret (never the secret) for 30 minutes and sends the
 * secret in a link to the asking site's reset page. A reset with an open link sets the new
 * password, uses the link up and ends every session of the user, in one transaction.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly accounts: AccountService,
    private readonly mail: MailService,
    private readonly ownOrigins: readonly (string | RegExp)[],
  ) {}

  async forgotPassword(request: ForgotPasswordRequestFacts): Promise<void> {
    if (!isAllowedReturnUrl(`${request.origin}/`, this.ownOrigins)) throw badRequest(`${request.origin} is not one of the platform's sites`);
    const email = normalizeEmail(request.email);
    // Counted like a login attempt (the 429 is the login's), and never forgotten: each request may send an e-mail.
    await this.accounts.countLikeLogin(`password-reset:${email}`, request.ip);
    // The lookup and a secret are made either way, so both answers take the same path as far as they can.
    const account = await resets.findResetAccount(this.db, email);
    const secret = newAccessToken();
    const tokenHash = hashAccessToken(secret);
    if (account === null) return;
    const now = this.clock.now();
    const message = passwordResetMail(passwordResetLink(request.origin, secret), account.language ?? request.language);
    await this.db.transaction(async (tx) => {
      await resets.insertPasswordReset(tx, {
        userId: account.id,
        tokenHash,
        application: request.application,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VALID_MS),
      });
      // The message log keeps the text without the link: the secret is only in the e-mail.
      const loggedText = hideSecretLinksInText(message.text, { everyLink: true, note: '[link]' });
      await this.mail.send({ to: account.email, kind: 'password_reset', ...message, loggedText }, tx);
    });
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const tokenHash = hashAccessToken(token.trim());
    const open = await resets.findOpenReset(this.db, tokenHash, this.clock.now());
    if (open === null) throw this.linkNotValid();
    const problems = passwordProblems(newPassword, { email: open.email });
    if (problems.length > 0) throw new AppError(400, PasswordResetMessage.PasswordNotAccepted, `NewPassword ${problems.join(', ')}`);
    const hash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      // Exactly one reset takes the link: a second (or concurrent) one finds it used.
      const claimed = await resets.claimReset(tx, open.id, now);
      if (claimed === null) throw this.linkNotValid();
      await resets.setPasswordHash(tx, claimed.user_id, hash);
      await resets.revokeAllSessions(tx, claimed.user_id, now);
    });
  }

  private linkNotValid(): AppError {
    return new AppError(400, PasswordResetMessage.LinkNotValid, 'The link is unknown, already used or expired: ask for a new one');
  }
}
