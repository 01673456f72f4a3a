import { z } from 'zod';

/**
 * Account information (spec sections 2, 3 "Grade", 5 "Grades", "Wallet registration fields
 * by page variant", "Other", and 6): the signed-in user's name, e-mail, mobile number and
 * password, and their children's wallets' name, grade, e-mail and mobile number.
 */

/** Which kind a grade is: an ordinary grade, one from a special grade list, the employee grade. */
export const GradeLevel = z.enum(['Grade', 'Special', 'Employee']);
export type GradeLevel = z.infer<typeof GradeLevel>;

/** Spec section 3, "Grade": Name ('2. A'), Letter, Number, Level. */
export const Grade = z.object({
  Name: z.string(),
  Letter: z.string(),
  Number: z.number().int(),
  Level: GradeLevel,
});
export type Grade = z.infer<typeof Grade>;

export const SpecialGradeList = z.object({ Name: z.string(), Grades: z.array(Grade) });
export type SpecialGradeList = z.infer<typeof SpecialGradeList>;

/** A customer's list, answered for each of the caller's customers it applies to (its own or a parent's). */
export const CustomerSpecialGradeList = SpecialGradeList.extend({ CustomerID: z.string().uuid() });
export type CustomerSpecialGradeList = z.infer<typeof CustomerSpecialGradeList>;

/** GET /api/SpecialGrade/: the caller's customers' lists, the system-wide lists and the employee grade. */
export const SpecialGradesResponse = z.object({
  CustomerLists: z.array(CustomerSpecialGradeList),
  SystemLists: z.array(SpecialGradeList),
  EmployeeGrade: Grade,
});
export type SpecialGradesResponse = z.infer<typeof SpecialGradesResponse>;

/** Spec section 5, "Wallet registration fields by page variant". */
export const RegistrationField = z.enum(['Email', 'MobileNumber', 'CreditCard', 'SchoolCard', 'Picture']);
export type RegistrationField = z.infer<typeof RegistrationField>;
export const RegistrationFieldRule = z.object({ Field: RegistrationField, Required: z.boolean() });
export type RegistrationFieldRule = z.infer<typeof RegistrationFieldRule>;

/** One of the user's wallets (a guardian's children, else the wallets they hold). */
export const AccountWalletInformation = z.object({
  WalletID: z.string().uuid(),
  Name: z.string(),
  Grade: Grade.nullable(),
  Email: z.string().nullable(),
  /** Ten digits: a 2-digit country code and 8 digits ('4520123401'). */
  MobileNumber: z.string().nullable(),
  Customer: z.object({ ID: z.string().uuid(), Name: z.string(), PageKey: z.string() }),
  /** The fields the wallet's page variant asks for, and which are required. */
  RegistrationFields: z.array(RegistrationFieldRule),
  /** The page setting ShowSpecialGradeSelect of the wallet's customer (or a parent) is 'true'. */
  ShowSpecialGradeSelect: z.boolean(),
  /** The employee grade ('99. A') may be chosen: the user's own wallet, which no guardian manages. */
  EmployeeGradeApplies: z.boolean(),
});
export type AccountWalletInformation = z.infer<typeof AccountWalletInformation>;

/** Why the user may not change their information: a role denies it, or the role to change it is missing. */
export const AccountChangeRefusal = z.enum(['denied', 'missingRole']);
export type AccountChangeRefusal = z.infer<typeof AccountChangeRefusal>;

/** GET /api/Account/Information. */
export const AccountInformation = z.object({
  Name: z.string(),
  Email: z.string(),
  MobileNumber: z.string().nullable(),
  /** The role ChangeAccountInformation and not Deny-AccountInformationChange. */
  MayChange: z.boolean(),
  ChangeRefusal: AccountChangeRefusal.nullable(),
  Wallets: z.array(AccountWalletInformation),
});
export type AccountInformation = z.infer<typeof AccountInformation>;

/** What a phone field may hold before it is read: digits, spaces, '+', '-', parentheses. */
const PhoneText = z.string().trim().max(30);

/** PUT /api/Account/Information: the user's name and mobile number (null removes it). */
export const UpdateAccountInformation = z
  .object({
    Name: z.string().trim().min(1).max(200),
    MobileNumber: PhoneText.nullable(),
  })
  .strict();
export type UpdateAccountInformation = z.infer<typeof UpdateAccountInformation>;

/** PUT /api/Account/Email: a new e-mail, confirmed with the current password. */
export const UpdateAccountEmail = z
  .object({
    Email: z.string().trim().min(3).max(254),
    CurrentPassword: z.string().min(1).max(200),
  })
  .strict();
export type UpdateAccountEmail = z.infer<typeof UpdateAccountEmail>;

/** The shortest new password accepted (@kk/domain NEW_PASSWORD_MIN_LENGTH; the API's password policy says the rest). */
const NEW_PASSWORD_MIN_LENGTH = 8;

/** PUT /api/Account/Password: the user's other sessions end; the current one stays. */
export const UpdateAccountPassword = z
  .object({
    CurrentPassword: z.string().min(1).max(200),
    NewPassword: z.string().min(NEW_PASSWORD_MIN_LENGTH).max(200),
  })
  .strict();
export type UpdateAccountPassword = z.infer<typeof UpdateAccountPassword>;

/** PUT /api/Wallet/Information?walletID=: only the fields sent change; null removes a value. */
export const WalletInformationQuery = z.object({ walletID: z.string().uuid() });
export const UpdateWalletInformation = z
  .object({
    Name: z.string().trim().min(1).max(200).optional(),
    /** A grade as a person writes it ('2. A', '2A'), read by @kk/domain parseGrade. */
    Grade: z.string().trim().max(20).nullable().optional(),
    Email: z.string().trim().max(254).nullable().optional(),
    MobileNumber: PhoneText.nullable().optional(),
  })
  .strict();
export type UpdateWalletInformation = z.infer<typeof UpdateWalletInformation>;
