export const PASSWORD_MIN_LENGTH = 8;
/** Matches the LoginRequest contract, so every password that can be set can also be typed in. */
export const PASSWORD_MAX_LENGTH = 200;

const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123',
  'qwertyuiop', 'adgangskode', 'kodeord1', 'sommer2024', 'sommer2025', 'velkommen1', 'iloveyou',
]);

export interface PasswordContext {
  email?: string;
}

/**
 * The problems that make a password unacceptable; an empty list means it is accepted.
 * Length matters most (NIST SP 800-63B), so the rules are a minimum length, a mix of
 * letters and something else, and no well-known or personal password.
 */
export function passwordProblems(password: string, context: PasswordContext = {}): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) {
    problems.push('must contain both letters and digits or symbols');
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('is too common');
  const localPart = context.email?.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) {
    problems.push('must not contain the e-mail address');
  }
  return problems;
}

export function isAcceptablePassword(password: string, context: PasswordContext = {}): boolean {
  return passwordProblems(password, context).length === 0;
}
