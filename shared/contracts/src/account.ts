import { z } from 'zod';

/** The three applications the one front end serves (spec section 1). */
export const ApplicationName = z.enum(['wallet', 'partner', 'support']);
export type ApplicationName = z.infer<typeof ApplicationName>;

export const LoginRequest = z.object({
  Email: z.string().trim().min(3).max(254),
  Password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionUser = z.object({
  ID: z.string().uuid(),
  Name: z.string(),
  Email: z.string(),
  Roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResponse = z.object({
  AccessToken: z.string(),
  ExpiresAt: z.string().datetime(),
  User: SessionUser,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /api/Account/Me: the user plus the customers (tenants) the user belongs to. */
export const MeResponse = SessionUser.extend({
  Customers: z.array(z.object({ ID: z.string().uuid(), Name: z.string(), PageKey: z.string() })),
  ExpiresAt: z.string().datetime(),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** POST /api/Account/ForgotPassword (anonymous): the same 204 whether or not the e-mail has an account. */
export const ForgotPasswordRequest = z.object({
  Email: z.string().trim().min(3).max(254),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** POST /api/Account/ResetPassword (anonymous): the e-mail's single-use link's token and the new password. */
export const ResetPasswordRequest = z.object({
  Token: z.string().trim().min(1).max(200),
  NewPassword: z.string().min(1).max(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
