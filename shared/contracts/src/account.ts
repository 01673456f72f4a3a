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

/** Header the shell sends so the API knows which application a call comes from. */
export const APPLICATION_HEADER = 'x-application';
/** Header the shell sends with the active page key (chosen by sub-domain). */
export const PAGE_KEY_HEADER = 'x-page-key';
