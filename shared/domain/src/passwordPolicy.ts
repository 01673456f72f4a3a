/**
 * The password policy of the platform: what the API enforces when a password is set (a new
 * account, an invitation's sign-up) and what the browser checks before sending it. Length
 * matters most (NIST SP 800-63B), so the rules are a minimum length, a mix of letters and
 * something else, and no well-known or personal password.
 */
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

/** Each rule a password can break, by key (the browser's texts use the same keys). */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'lettersAndOthers' | 'tooCommon' | 'containsEmail';

const PROBLEM_TEXTS: Record<PasswordProblem, string> = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  lettersAndOthers: 'must contain both letters and digits or symbols',
  tooCommon: 'is too common',
  containsEmail: 'must not contain the e-mail address',
};

/** The rules a password breaks, in the order above; an empty list means it is accepted. */
export function passwordProblemKeys(password: string, context: PasswordContext = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) problems.push('lettersAndOthers');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('tooCommon');
  const localPart = context.email?.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) problems.push('containsEmail');
  return problems;
}

/** The problems in words, as the API's refusals give them ('must be at least 8 characters'). */
export function passwordProblems(password: string, context: PasswordContext = {}): string[] {
  return passwordProblemKeys(password, context).map((key) => PROBLEM_TEXTS[key]);
}

export function isAcceptablePassword(password: string, context: PasswordContext = {}): boolean {
  return passwordProblemKeys(password, context).length === 0;
}
