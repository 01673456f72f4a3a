/**
 * The forgotten password (issue 28): an e-mail with a single-use link to the shell's
 * reset page, valid 30 minutes. Shared by the API (the link, the refusals) and the shell.
 */
export const PASSWORD_RESET_VALID_MINUTES = 30;

/** The shell's public pages of the forgotten password. */
export const FORGOT_PASSWORD_PATH = '/Account/ForgotPassword';
export const RESET_PASSWORD_PATH = '/Account/ResetPassword';

/** The `message` of the reset's refusals (the API's error object), which the page matches on. */
export const PasswordResetMessage = {
  /** Unknown, used or expired: one answer, so a refusal says nothing about other links. */
  LinkNotValid: 'Password reset link is not valid',
  PasswordNotAccepted: 'Password not accepted',
} as const;

/** The link in the e-mail: the asking application's origin, the reset page, the secret. */
export function passwordResetLink(origin: string, secret: string): string {
  return `${origin.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(secret)}`;
}
