import type { AccountChangeRefusal, RegistrationField, RegistrationFieldRule } from '@kk/contracts';

/** The role that lets a user change account information, and the role that denies it (spec section 6). */
export const CHANGE_ACCOUNT_INFORMATION_ROLE = 'ChangeAccountInformation';
export const DENY_ACCOUNT_INFORMATION_CHANGE_ROLE = 'Deny-AccountInformationChange';

/** Messages of the API's refusals the error catalogue does not name; the account page translates them. */
export const AccountInformationMessage = {
  WrongPassword: 'Wrong current password',
  EmailTaken: 'E-mail already in use',
  PasswordNotAccepted: 'Password not accepted',
} as const;

/** The shortest new password accepted (the API's password policy, api/src/core/password-policy.ts, says the rest). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/**
 * Who may change account information (spec section 6): the role ChangeAccountInformation,
 * unless the role Deny-AccountInformationChange disables editing. The denial wins.
 */
export function accountChangeRefusal(roles: readonly string[]): AccountChangeRefusal | null {
  if (roles.includes(DENY_ACCOUNT_INFORMATION_CHANGE_ROLE)) return 'denied';
  if (!roles.includes(CHANGE_ACCOUNT_INFORMATION_ROLE)) return 'missingRole';
  return null;
}

export function mayChangeAccountInformation(roles: readonly string[]): boolean {
  return accountChangeRefusal(roles) === null;
}

/** The page variant whose wallets register a school card and a picture, and may leave out the e-mail. */
const SCHOOL_CARD_PAGE_KEY = 'kkpay';

/**
 * Spec section 5, "Wallet registration fields by page variant": e-mail is required unless
 * the page is kkpay; school card and picture are required only on kkpay; mobile and credit
 * card are always required. In the order a form shows them.
 */
export function walletRegistrationFields(pageKey: string): RegistrationFieldRule[] {
  const kkpay = pageKey.toLowerCase() === SCHOOL_CARD_PAGE_KEY;
  return [
    { Field: 'Email', Required: !kkpay },
    { Field: 'MobileNumber', Required: true },
    { Field: 'CreditCard', Required: true },
    { Field: 'SchoolCard', Required: kkpay },
    { Field: 'Picture', Required: kkpay },
  ];
}

export function isRegistrationFieldRequired(pageKey: string, field: RegistrationField): boolean {
  return walletRegistrationFields(pageKey).some((rule) => rule.Field === field && rule.Required);
}

/** What a wallet has of its registration fields. */
export interface WalletRegistrationFacts {
  Email: string | null;
  MobileNumber: string | null;
  hasCreditCard: boolean;
  hasSchoolCard: boolean;
  hasPicture: boolean;
}

/** The required fields the wallet lacks, in the form's order. */
export function missingRegistrationFields(pageKey: string, facts: WalletRegistrationFacts): RegistrationField[] {
  const present: Record<RegistrationField, boolean> = {
    Email: (facts.Email ?? '').trim() !== '',
    MobileNumber: (facts.MobileNumber ?? '').trim() !== '',
    CreditCard: facts.hasCreditCard,
    SchoolCard: facts.hasSchoolCard,
    Picture: facts.hasPicture,
  };
  return walletRegistrationFields(pageKey)
    .filter((rule) => rule.Required && !present[rule.Field])
    .map((rule) => rule.Field);
}

