/**
 * Shared access (a second guardian, spec sections 3, 4, 5 and 7 "Onboarding"): the rules the
 * API's AllowAccess module and the browser's pages both follow.
 */

/** How long an invitation's link can be followed. */
export const INVITATION_VALID_DAYS = 7;

/** Open invitations one guardian may have at a time: enough for a family, too few to spam with. */
export const MAX_OPEN_INVITATIONS = 20;

/** The wallet site's page an invitation e-mail links to, with `?token=<secret>`. */
export const ACCEPT_INVITATION_PATH = '/AllowAccess/Accept';

/** The development mail page: the e-mails the database transport kept. */
export const DEV_MAIL_PATH = '/DevMail';

/**
 * The server's message when the e-mail is already in the inviter's invitation list, or its
 * user already shares the inviter's children (spec section 8: "the user already exists").
 */
export const USER_ALREADY_EXISTS_MESSAGE = 'User already exists';

/**
 * The server's message for an invitation that can no longer be accepted (410), by status;
 * the acceptance page shows its own text for each.
 */
export const INVITATION_GONE_MESSAGES = {
  expired: 'Invitation expired',
  used: 'Invitation used',
  withdrawn: 'Invitation withdrawn',
} as const satisfies Record<Exclude<InvitationStatus, 'open'>, string>;

/** The server's message for a link whose secret names no invitation (404). */
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found';

/** The longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A plausible e-mail address: one @, something before it, a domain with a dot after it, no
 * spaces. Deliberately loose (only the mail server can tell whether a mailbox exists).
 */
export function isEmailAddress(value: string): boolean {
  const text = value.trim();
  if (text.length === 0 || text.length > EMAIL_MAX_LENGTH) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}

export type InvitationStatus = 'open' | 'expired' | 'used' | 'withdrawn';

export interface InvitationFacts {
  expiresAt: Date;
  usedAt: Date | null;
  withdrawnAt: Date | null;
}

/** Used and withdrawn are final; an unused invitation expires at its expiry instant. */
export function invitationStatus(invitation: InvitationFacts, now: Date): InvitationStatus {
  if (invitation.usedAt !== null) return 'used';
  if (invitation.withdrawnAt !== null) return 'withdrawn';
  if (now.getTime() >= invitation.expiresAt.getTime()) return 'expired';
  return 'open';
}

/** When an invitation made at `createdAt` stops working. */
export function invitationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_VALID_DAYS * 86_400_000);
}

/** The address an invitation e-mail links to, on the site (origin) the inviter used. */
export function invitationLink(origin: string, secret: string): string {
  return `${origin.replace(/\/+$/, '')}${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(secret)}`;
}

/** A child's first name as the invitation names it: the wallet name's first word. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** 'Emma', 'Emma og Oliver', 'Emma, Oliver og Ida' (da); 'and' in English. */
export function joinNames(names: readonly string[], culture: 'da' | 'en'): string {
  const and = culture === 'da' ? 'og' : 'and';
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}
