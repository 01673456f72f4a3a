import { z } from 'zod';

/**
 * Shared access (spec sections 3 "Onboarding support entities" and 7 "Onboarding"): a
 * guardian invites another person by e-mail; the invitation's secret travels only in the
 * e-mail's link, and accepting it makes that person a guardian of the inviter's children.
 * The rules (expiry, the duplicate's message, e-mail and password checks) are in
 * @kk/domain `access.ts` and `passwordPolicy.ts`.
 */

const EmailAddress = z.string().trim().toLowerCase().min(3).max(254).email();

/** The invitation's secret as the e-mail's link carries it (43 base64url characters). */
const InvitationSecret = z.string().trim().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/);

/** Spec "Invitation: Email, Token": an open invitation the caller sent. Token is its public id, never the secret. */
export const InvitedUser = z.object({
  Email: z.string(),
  Token: z.string().uuid(),
  CreatedDate: z.string().datetime(),
  ExpiresDate: z.string().datetime(),
});
export type InvitedUser = z.infer<typeof InvitedUser>;
/** GET /api/AllowAccess/GetUsers: the caller's open invitations, newest first. */
export const GetUsersResponse = z.array(InvitedUser);
export type GetUsersResponse = z.infer<typeof GetUsersResponse>;

/**
 * Spec "Access entry: ID": a shared access the caller gave (Name and Email are the other
 * guardian's) or received (Name and Email are the inviter's).
 */
export const AccessEntry = z.object({
  ID: z.string().uuid(),
  Name: z.string(),
  Email: z.string(),
  CreatedDate: z.string().datetime(),
  Direction: z.enum(['Given', 'Received']),
});
export type AccessEntry = z.infer<typeof AccessEntry>;
/** GET /api/AllowAccess/GetMyAccesses: newest first. */
export const GetMyAccessesResponse = z.array(AccessEntry);
export type GetMyAccessesResponse = z.infer<typeof GetMyAccessesResponse>;

/** POST /api/AllowAccess/AddUser. */
export const AddUserRequest = z.object({ email: EmailAddress }).strict();
export type AddUserRequest = z.infer<typeof AddUserRequest>;
export const AddUserResponse = InvitedUser;
export type AddUserResponse = z.infer<typeof AddUserResponse>;

/** POST /api/AllowAccess/RemoveUser: withdraws an open invitation by its public id. */
export const RemoveUserRequest = z.object({ token: z.string().uuid() }).strict();
export type RemoveUserRequest = z.infer<typeof RemoveUserRequest>;

/** POST /api/AllowAccess/RemoveAccess: ends an access the caller gave or received. */
export const RemoveAccessRequest = z.object({ accessID: z.string().uuid() }).strict();
export type RemoveAccessRequest = z.infer<typeof RemoveAccessRequest>;

/** GET /api/AllowAccess/Invitation?token=<secret> (public). */
export const InvitationQuery = z.object({ token: InvitationSecret });
/**
 * An invitation that can still be accepted: who sent it, to whom, for which children (first
 * names), and whether the invited e-mail already has an account (then: log in, not sign up).
 * An expired, used or withdrawn invitation answers 410, an unknown one 404.
 */
export const InvitationInfo = z.object({
  InviterName: z.string(),
  Email: z.string(),
  Children: z.array(z.string()),
  ExpiresDate: z.string().datetime(),
  HasAccount: z.boolean(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;

/** POST /api/AllowAccess/AcceptInvitation (signed in as the invited e-mail). */
export const AcceptInvitationRequest = z.object({ token: InvitationSecret }).strict();
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;
export const AcceptInvitationResponse = z.object({ AccessID: z.string().uuid(), Children: z.array(z.string()) });
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;

/**
 * POST /api/Account/Register (public): a new user for the invited e-mail, signed in at once
 * (answered like the login). The invitation is accepted in the same transaction.
 */
export const RegisterRequest = z
  .object({
    Name: z.string().trim().min(1).max(200),
    Password: z.string().min(1).max(200),
    Token: InvitationSecret,
  })
  .strict();
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** GET /api/DevMail/Messages: an e-mail the database transport kept (development only). */
export const DevMailMessage = z.object({
  ID: z.string().uuid(),
  /** An e-mail, or a text message the SMS sandbox kept (To is then the mobile number). */
  Channel: z.enum(['email', 'sms']),
  To: z.string(),
  Subject: z.string(),
  Text: z.string(),
  Html: z.string(),
  CreatedDate: z.string().datetime(),
});
export type DevMailMessage = z.infer<typeof DevMailMessage>;
export const DevMailMessagesResponse = z.array(DevMailMessage);
export type DevMailMessagesResponse = z.infer<typeof DevMailMessagesResponse>;
