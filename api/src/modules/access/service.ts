import type { AcceptInvitationResponse, AccessEntry, ApplicationName, InvitationInfo, InvitedUser, LoginResponse } from '@kk/contracts';
import {
  firstName,
  INVITATION_GONE_MESSAGES,
  INVITATION_NOT_FOUND_MESSAGE,
  invitationExpiry,
  invitationLink,
  invitationStatus,
  isAllowedReturnUrl,
  MAX_OPEN_INVITATIONS,
  USER_ALREADY_EXISTS_MESSAGE,
} from '@kk/domain';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../core/email';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { passwordProblems } from '../../core/password-policy';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { hashAccessToken, newAccessToken } from '../account/access-token';
import type { AccountService } from '../account/service';
import type { MailService } from '../mail/service';
import type { ContentLanguage } from '../notifications/language';
import { guardianRolesFor } from './guardian-roles';
import { invitationMail } from './invitation-mail';
import * as access from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Not found, not yours and no longer open answer alike, so ids of other families cannot be probed. */
const NO_INVITATION = 'No open invitation of yours has this token';
const NO_ACCESS = 'No access of yours has this id';

const GONE_REASONS = {
  expired: 'The invitation has expired; ask the inviter to send a new one',
  used: 'The invitation has already been accepted',
  withdrawn: 'The invitation was withdrawn by the inviter',
} as const;

function toInvitedUser(row: { id: string; email: string; created_at: Date | string; expires_at: Date | string }): InvitedUser {
  return { Email: row.email, Token: row.id, CreatedDate: iso(row.created_at), ExpiresDate: iso(row.expires_at) };
}

export interface InviteContext {
  /** The site the inviter used (scheme, host and port): the link goes there. */
  origin: string;
  language: ContentLanguage;
}

/** One pupil's guardian to invite, for a school (the pupil import). */
export interface SchoolInvitation {
  email: string;
  walletGroupId: string;
  walletId: string;
  childName: string;
}

export interface RegisterAttempt {
  name: string;
  password: string;
  secret: string;
  application: ApplicationName;
  ip: string;
}

/**
 * Shared access: a guardian invites a second guardian by e-mail (AddUser), who accepts by
 * signing up or signing in (Register, AcceptInvitation) and then guards the same wallet
 * groups, recorded as an access that RemoveAccess undoes exactly.
 */
export class AccessService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly accounts: AccountService,
    private readonly ownOrigins: readonly (string | RegExp)[],
  ) {}

  async openInvitations(auth: AuthContext): Promise<InvitedUser[]> {
    return (await access.openInvitationsOf(this.db, auth.userId, this.clock.now())).map(toInvitedUser);
  }

  async accesses(auth: AuthContext): Promise<AccessEntry[]> {
    return (await access.accessesOf(this.db, auth.userId)).map((row) => ({
      ID: row.id,
      Name: row.name,
      Email: row.email,
      CreatedDate: iso(row.created_at),
      Direction: row.given ? 'Given' : 'Received',
    }));
  }

  /**
   * Sends an invitation: a random secret (only its SHA-256 is kept) in a link to the
   * acceptance page on the inviter's site. Refused, with nothing sent: a caller who guards
   * no children of their own (403), their own e-mail, an e-mail already in their list or
   * whose user already shares their children (409 'User already exists'), more than
   * MAX_OPEN_INVITATIONS open ones.
   */
  async addUser(auth: AuthContext, rawEmail: string, context: InviteContext): Promise<InvitedUser> {
    const email = normalizeEmail(rawEmail);
    if (email === normalizeEmail(auth.email)) throw badRequest('You cannot invite yourself');
    if (!isAllowedReturnUrl(`${context.origin}/`, this.ownOrigins)) throw badRequest(`${context.origin} is not one of the platform's sites`);
    return this.db.transaction(async (tx) => {
      await access.lockInviter(tx, auth.userId);
      const now = this.clock.now();
      const groups = await access.ownGroupIds(tx, auth.userId);
      if (groups.length === 0) throw forbidden('Only a guardian of children can invite others');
      if (await access.openInvitationExists(tx, auth.userId, email, now)) {
        throw new AppError(409, USER_ALREADY_EXISTS_MESSAGE, 'The e-mail is already in your invitation list');
      }
      if (await access.emailGuardsAll(tx, email, groups)) {
        throw new AppError(409, USER_ALREADY_EXISTS_MESSAGE, 'The user with this e-mail already shares your children');
      }
      if ((await access.countOpenInvitations(tx, auth.userId, now)) >= MAX_OPEN_INVITATIONS) {
        throw new AppError(409, 'Request is invalid', `At most ${MAX_OPEN_INVITATIONS} invitations can be open at a time; withdraw one first`);
      }
      const children = await access.childrenOfGroups(tx, groups);
      const secret = newAccessToken();
      const expiresAt = invitationExpiry(now);
      const id = await access.insertInvitation(tx, { inviterId: auth.userId, email, secretHash: hashAccessToken(secret), createdAt: now, expiresAt });
      const message = invitationMail(
        { inviterName: auth.name, children: children.map((child) => firstName(child.name)), link: invitationLink(context.origin, secret) },
        context.language,
      );
      await this.mail.send({ to: email, kind: 'invitation', customerId: children[0]?.customer_id ?? null, ...message }, tx);
      return toInvitedUser({ id, email, created_at: now, expires_at: expiresAt });
    });
  }

  /**
   * A school invites each new pupil's guardian (the pupil import, in the import's
   * transaction): one invitation per pupil, to that pupil's wallet group, in the school's
   * name, with the same single-use link, validity and e-mail as a guardian's invitation.
   * The invitations are written in one statement; each e-mail goes through the mail module.
   * A guardian who already has an account accepts it signed in, as any invitation.
   */
  async inviteToWalletGroups(
    tx: Queryable,
    school: { inviterId: string; customerId: string; customerName: string },
    invitations: readonly SchoolInvitation[],
    context: InviteContext,
  ): Promise<number> {
    if (invitations.length === 0) return 0;
    if (!isAllowedReturnUrl(`${context.origin}/`, this.ownOrigins)) throw badRequest(`${context.origin} is not one of the platform's sites`);
    const now = this.clock.now();
    const expiresAt = invitationExpiry(now);
    const prepared = invitations.map((invitation) => ({ ...invitation, id: randomUUID(), email: normalizeEmail(invitation.email), secret: newAccessToken() }));
    await access.insertSchoolInvitations(tx, {
      inviterId: school.inviterId,
      customerId: school.customerId,
      createdAt: now,
      expiresAt,
      rows: prepared.map((p) => ({ id: p.id, email: p.email, secretHash: hashAccessToken(p.secret), walletGroupId: p.walletGroupId })),
    });
    for (const p of prepared) {
      const message = invitationMail({ inviterName: school.customerName, children: [firstName(p.childName)], link: invitationLink(context.origin, p.secret) }, context.language);
      await this.mail.send({ to: p.email, kind: 'invitation', customerId: school.customerId, walletId: p.walletId, ...message }, tx);
    }
    return prepared.length;
  }

  /** Withdraws an open invitation of the caller's (its public id); anything else is 404. */
  async removeUser(auth: AuthContext, invitationId: string): Promise<void> {
    if (!(await access.withdrawInvitation(this.db, auth.userId, invitationId, this.clock.now()))) {
      throw new AppError(404, 'Not found', NO_INVITATION);
    }
  }

  /**
   * Ends an access the caller gave or received: the receiver stops guarding the groups the
   * access made them guardian of, and loses the roles it gave them. What another access of
   * the receiver also covers is handed to that access instead of removed.
   */
  async removeAccess(auth: AuthContext, accessId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found = await access.findAccess(tx, accessId);
      if (found === null || (found.giver_user_id !== auth.userId && found.receiver_user_id !== auth.userId)) {
        throw new AppError(404, 'Not found', NO_ACCESS);
      }
      await access.lockReceiver(tx, found.receiver_user_id);
      // Read again under the receiver's lock: a removal running beside this one may have won.
      const current = await access.findAccess(tx, accessId);
      if (current === null) throw new AppError(404, 'Not found', NO_ACCESS);
      const receiver = current.receiver_user_id;
      for (const group of await access.accessGroups(tx, accessId)) {
        if (!group.owns_guardian_row) continue;
        const heir = await access.otherAccessCovering(tx, receiver, group.wallet_group_id, accessId);
        if (heir !== null) await access.setOwnsGuardianRow(tx, heir, group.wallet_group_id);
        else await access.removeGuardianRow(tx, group.wallet_group_id, receiver);
      }
      if (current.added_roles.length > 0) {
        const heir = await access.otherAccessOf(tx, receiver, accessId);
        if (heir !== null) await access.appendAddedRoles(tx, heir, current.added_roles);
        else await access.removeRoles(tx, receiver, current.added_roles);
      }
      await access.deleteAccess(tx, accessId);
    });
  }

  /** What the acceptance page shows (public: the secret is the credential). */
  async invitation(secret: string): Promise<InvitationInfo> {
    const found = await this.openInvitation(this.db, secret);
    const children = await access.childrenOfGroups(this.db, await this.groupsOf(this.db, found));
    return {
      InviterName: found.school_name ?? found.inviter_name,
      Email: found.email,
      Children: children.map((child) => firstName(child.name)),
      ExpiresDate: iso(found.expires_at),
      HasAccount: (await access.userIdByEmail(this.db, found.email)) !== null,
    };
  }

  /** The signed-in invitee accepts: only as the invited e-mail, only while the invitation is open. */
  async accept(auth: AuthContext, secret: string): Promise<AcceptInvitationResponse> {
    return this.db.transaction(async (tx) => {
      const found = await this.openInvitation(tx, secret, true);
      if (normalizeEmail(auth.email) !== found.email) throw forbidden('The invitation was sent to another e-mail address');
      return this.grant(tx, found, auth.userId);
    });
  }

  /**
   * A new user for the invited e-mail, who accepts the invitation in the same transaction
   * and is signed in (the login's answer). Limited like the login: per invitation and per
   * client address, so links cannot be guessed; a password the policy refuses is refused
   * before anything is counted.
   */
  async register(attempt: RegisterAttempt): Promise<LoginResponse> {
    if (attempt.application !== 'wallet') throw forbidden('Accounts are created on the wallet site');
    const problems = passwordProblems(attempt.password);
    if (problems.length > 0) throw badRequest(`Password ${problems.join(', ')}`);
    const secretHash = hashAccessToken(attempt.secret.trim());
    return this.accounts.limitedLikeLogin(`invitation:${secretHash}`, attempt.ip, async () => {
      const user = await this.db.transaction(async (tx) => {
        const found = await this.openInvitation(tx, attempt.secret, true);
        await access.lockEmail(tx, found.email);
        if ((await access.userIdByEmail(tx, found.email)) !== null) {
          throw new AppError(409, USER_ALREADY_EXISTS_MESSAGE, 'An account with this e-mail exists: log in and accept the invitation');
        }
        const withEmail = passwordProblems(attempt.password, { email: found.email });
        if (withEmail.length > 0) throw badRequest(`Password ${withEmail.join(', ')}`);
        const name = attempt.name.trim();
        const userId = await this.accounts.createUser(tx, { email: found.email, name, password: attempt.password, roles: [] });
        await this.grant(tx, found, userId);
        return { id: userId, name, email: found.email, roles: await access.rolesOf(tx, userId) };
      });
      return this.accounts.openSession(user, attempt.application);
    });
  }

  /** The groups an invitation covers: a school's its one group, a guardian's the inviter's own. */
  private async groupsOf(q: Queryable, invitation: access.InvitationRow): Promise<string[]> {
    return invitation.wallet_group_id !== null ? [invitation.wallet_group_id] : access.ownGroupIds(q, invitation.inviter_user_id);
  }

  /**
   * A school's invitation (the pupil import): the receiver becomes a guardian of the
   * pupil's group in their own right, as a school's registration makes one (no access is
   * recorded, so they can share the child on), and gets the guardian roles they lack.
   */
  private async grantSchoolInvitation(tx: Queryable, invitation: access.InvitationRow, groupId: string, receiverId: string): Promise<AcceptInvitationResponse> {
    const now = this.clock.now();
    const had = new Set(await access.rolesOf(tx, receiverId));
    await access.addRoles(tx, receiverId, guardianRolesFor([]).filter((role) => !had.has(role)));
    await access.addGuardianRow(tx, groupId, receiverId);
    await access.markInvitationUsed(tx, invitation.id, receiverId, now);
    const children = await access.childrenOfGroups(tx, [groupId]);
    return { AccessID: invitation.id, Children: children.map((child) => firstName(child.name)) };
  }

  /** The invitation of a secret while it can be accepted: 404 unknown, 410 expired, used or withdrawn. */
  private async openInvitation(q: Queryable, secret: string, lock = false): Promise<access.InvitationRow> {
    const found = await access.invitationBySecretHash(q, hashAccessToken(secret.trim()), lock);
    if (found === null) throw new AppError(404, INVITATION_NOT_FOUND_MESSAGE, 'No invitation has this link');
    const status = invitationStatus(
      { expiresAt: new Date(found.expires_at), usedAt: date(found.used_at), withdrawnAt: date(found.withdrawn_at) },
      this.clock.now(),
    );
    if (status !== 'open') throw new AppError(410, INVITATION_GONE_MESSAGES[status], GONE_REASONS[status]);
    return found;
  }

  /**
   * The receiver becomes guardian of the inviter's own wallet groups and gets the guardian
   * roles they lack, recorded as an access; the invitation is used. In the caller's
   * transaction, under the receiver's lock.
   */
  private async grant(tx: Queryable, invitation: access.InvitationRow, receiverId: string): Promise<AcceptInvitationResponse> {
    if (receiverId === invitation.inviter_user_id) throw badRequest('You cannot accept your own invitation');
    await access.lockReceiver(tx, receiverId);
    if (invitation.wallet_group_id !== null) return this.grantSchoolInvitation(tx, invitation, invitation.wallet_group_id, receiverId);
    const groups = await access.ownGroupIds(tx, invitation.inviter_user_id);
    if (groups.length === 0) throw new AppError(409, 'Request is invalid', 'The inviter no longer guards any children');
    const now = this.clock.now();
    const had = new Set(await access.rolesOf(tx, receiverId));
    const added = guardianRolesFor(await access.rolesOf(tx, invitation.inviter_user_id)).filter((role) => !had.has(role));
    await access.addRoles(tx, receiverId, added);
    const accessId = await access.insertAccess(tx, { invitationId: invitation.id, giverId: invitation.inviter_user_id, receiverId, addedRoles: added, at: now });
    for (const group of groups) {
      await access.insertAccessGroup(tx, accessId, group, await access.addGuardianRow(tx, group, receiverId));
    }
    await access.markInvitationUsed(tx, invitation.id, receiverId, now);
    const children = await access.childrenOfGroups(tx, groups);
    return { AccessID: accessId, Children: children.map((child) => firstName(child.name)) };
  }
}
