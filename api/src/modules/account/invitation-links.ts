import type { ApplicationName } from '@kk/contracts';
import { passwordResetLink } from '@kk/domain';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/db';
import { hashAccessToken, newAccessToken } from './access-token';
import * as resets from './password-reset-repository';

/**
 * A new member of staff's first password (issue 28): the same single-use link as the
 * forgotten password's (a password_resets row holding only the secret's SHA-256), valid as
 * long as the invitation says, to the reset page of the site the member will use. Written in
 * the inviting transaction, so no link exists for an invitation that did not happen.
 */
export class InvitationLinks {
  constructor(private readonly clock: Clock) {}

  async invitationLink(q: Queryable, invite: { userId: string; application: ApplicationName; origin: string; validForMs: number }): Promise<string> {
    const secret = newAccessToken();
    const now = this.clock.now();
    await resets.insertPasswordReset(q, {
      userId: invite.userId,
      tokenHash: hashAccessToken(secret),
      application: invite.application,
      createdAt: now,
      expiresAt: new Date(now.getTime() + invite.validForMs),
    });
    return passwordResetLink(invite.origin, secret);
  }
}
