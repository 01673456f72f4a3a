import type {
  AccountInformation,
  AccountWalletInformation,
  Grade,
  UpdateAccountEmail,
  UpdateAccountInformation,
  UpdateAccountPassword,
  UpdateWalletInformation,
} from '@kk/contracts';
import {
  acceptGrade,
  accountChangeRefusal,
  AccountInformationMessage,
  CHANGE_ACCOUNT_INFORMATION_ROLE,
  DENY_ACCOUNT_INFORMATION_CHANGE_ROLE,
  employeeGradeApplies,
  formatGrade,
  isEmailAddress,
  isRegistrationFieldRequired,
  normalizePhoneNumber,
  specialGradesShown,
  walletRegistrationFields,
} from '@kk/domain';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../core/email';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { passwordProblems } from '../../core/password-policy';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { phoneCountryCodes } from '../assets/service';
import type { GradesService } from '../grades/service';
import type { WalletService } from '../wallet/service';
import * as info from './information-repository';
import { hashPassword, verifyPassword } from './password-hash';

const NO_WALLET_REASON = 'The wallet does not exist or you have no access to it';
const MOBILE_RULE = 'MobileNumber must be 10 digits: a 2-digit country code and 8 digits';

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

function gradeOf(row: info.WalletInformationRow): Grade | null {
  if (row.grade_number === null || row.grade_letter === null || row.grade_level === null) return null;
  return { Name: formatGrade(row.grade_number, row.grade_letter), Number: row.grade_number, Letter: row.grade_letter, Level: row.grade_level };
}

/**
 * The signed-in user's account information and their children's wallets' (spec sections
 * 2, 5 and 6). Every change needs the role ChangeAccountInformation and is refused (403,
 * nothing changed) for the role Deny-AccountInformationChange; changing the e-mail or the
 * password asks for the current password.
 */
export class AccountInformationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
    private readonly grades: GradesService,
  ) {}

  async information(auth: AuthContext): Promise<AccountInformation> {
    const user = await this.user(auth);
    const refusal = accountChangeRefusal(auth.roles);
    const rows = await info.walletInformation(this.db, await this.wallets.walletIdsOf(auth));
    return {
      Name: user.name,
      Email: user.email,
      MobileNumber: user.mobile_number,
      MayChange: refusal === null,
      ChangeRefusal: refusal,
      Wallets: rows.map((row) => this.walletOf(auth, row)),
    };
  }

  async updateInformation(auth: AuthContext, change: UpdateAccountInformation): Promise<AccountInformation> {
    this.assertMayChange(auth);
    const mobile = change.MobileNumber === null || change.MobileNumber === '' ? null : this.mobileNumber(change.MobileNumber);
    await info.updateUserInformation(this.db, auth.userId, { name: change.Name, mobileNumber: mobile });
    return this.information(auth);
  }

  /** The e-mail is the login: the current password confirms it, and no other user may have it. */
  async updateEmail(auth: AuthContext, change: UpdateAccountEmail): Promise<AccountInformation> {
    this.assertMayChange(auth);
    if (!isEmailAddress(change.Email)) throw badRequest('Email must be an e-mail address (name@domain.dk)');
    const email = normalizeEmail(change.Email);
    await this.assertCurrentPassword(auth, change.CurrentPassword);
    if (await info.emailTakenByOther(this.db, auth.userId, email)) throw this.emailTaken();
    try {
      await info.updateUserEmail(this.db, auth.userId, email);
    } catch (error) {
      // Another user took it between the check and the update.
      if (isUniqueViolation(error)) throw this.emailTaken();
      throw error;
    }
    return this.information(auth);
  }

  /** A new password that passes the policy; every other session of the user ends, this one stays. */
  async updatePassword(auth: AuthContext, change: UpdateAccountPassword): Promise<void> {
    this.assertMayChange(auth);
    const user = await this.assertCurrentPassword(auth, change.CurrentPassword);
    const problems = passwordProblems(change.NewPassword, { email: user.email });
    if (problems.length > 0) throw new AppError(400, AccountInformationMessage.PasswordNotAccepted, `NewPassword ${problems.join(', ')}`);
    const hash = await hashPassword(change.NewPassword);
    await this.db.transaction(async (tx) => {
      await info.updatePasswordHash(tx, auth.userId, hash);
      await info.revokeOtherSessions(tx, auth.userId, auth.sessionId, this.clock.now());
    });
  }

  /**
   * A child's name, grade, e-mail and mobile number, by the rules of the wallet's page
   * variant. The people who may change them are those whose orders may skip the wallet's
   * restrictions: a guardian of its family, staff looking after it in their own
   * application, or an adult on their own wallet without guardians, never a pupil on a
   * wallet a guardian manages (core/wallet-access.ts mayOverrideRestrictions).
   */
  async updateWallet(auth: AuthContext, walletId: string, change: UpdateWalletInformation): Promise<AccountWalletInformation> {
    this.assertMayChange(auth);
    const access = await this.wallets.assertAccess(auth, walletId);
    if (!access.mayOverrideRestrictions) throw forbidden("Only a guardian of the wallet's family may change its information");
    const [row] = await info.walletInformation(this.db, [walletId]);
    if (!row) throw forbidden(NO_WALLET_REASON);

    const next: info.WalletInformationChange = {};
    if (change.Name !== undefined) next.name = change.Name;
    if (change.Email !== undefined) next.email = this.walletEmail(row.page_key, change.Email);
    if (change.MobileNumber !== undefined) {
      if (change.MobileNumber === null || change.MobileNumber === '') throw badRequest('MobileNumber is required for every wallet');
      next.mobileNumber = this.mobileNumber(change.MobileNumber);
    }
    if (change.Grade !== undefined) next.grade = change.Grade === null || change.Grade === '' ? null : await this.walletGrade(auth, row, change.Grade);
    await info.updateWalletInformation(this.db, walletId, next);

    const [after] = await info.walletInformation(this.db, [walletId]);
    if (!after) throw forbidden(NO_WALLET_REASON);
    return this.walletOf(auth, after);
  }

  private walletOf(auth: AuthContext, row: info.WalletInformationRow): AccountWalletInformation {
    return {
      WalletID: row.id,
      Name: row.name,
      Grade: gradeOf(row),
      Email: row.email,
      MobileNumber: row.mobile_number,
      Customer: { ID: row.customer_id, Name: row.customer_name, PageKey: row.page_key },
      RegistrationFields: walletRegistrationFields(row.page_key),
      ShowSpecialGradeSelect: row.show_special_grade_select?.trim().toLowerCase() === 'true',
      EmployeeGradeApplies: employeeGradeApplies({ heldByCaller: row.holder_user_id === auth.userId, hasGuardians: row.wallet_group_id !== null }),
    };
  }

  /** Spec section 6: the role ChangeAccountInformation, and not Deny-AccountInformationChange. */
  private assertMayChange(auth: AuthContext): void {
    const refusal = accountChangeRefusal(auth.roles);
    if (refusal === 'denied') throw forbidden(`The role ${DENY_ACCOUNT_INFORMATION_CHANGE_ROLE} denies changes of account information`);
    if (refusal === 'missingRole') throw forbidden(`Changing account information needs the role ${CHANGE_ACCOUNT_INFORMATION_ROLE}`);
  }

  private async user(auth: AuthContext): Promise<info.UserInformationRow> {
    const user = await info.findUserInformation(this.db, auth.userId);
    if (!user) throw forbidden('The user no longer exists');
    return user;
  }

  private async assertCurrentPassword(auth: AuthContext, password: string): Promise<info.UserInformationRow> {
    const user = await this.user(auth);
    if (!(await verifyPassword(password, user.password_hash))) {
      throw new AppError(400, AccountInformationMessage.WrongPassword, 'CurrentPassword is not the password of the signed-in user');
    }
    return user;
  }

  private emailTaken(): AppError {
    return new AppError(409, AccountInformationMessage.EmailTaken, 'Another user signs in with this e-mail');
  }

  /** Spec section 5: 10 digits, a 2-digit country code from the country codes list and 8 digits. */
  private mobileNumber(text: string): string {
    const number = normalizePhoneNumber(text, phoneCountryCodes());
    if (number === null) throw badRequest(MOBILE_RULE);
    return number;
  }

  /** Spec section 5: a wallet's e-mail is required unless the page variant is kkpay. */
  private walletEmail(pageKey: string, text: string | null): string | null {
    if (text === null || text === '') {
      if (isRegistrationFieldRequired(pageKey, 'Email')) throw badRequest(`Email is required for wallets of the ${pageKey} page variant`);
      return null;
    }
    if (!isEmailAddress(text)) throw badRequest('Email must be an e-mail address (name@domain.dk)');
    return normalizeEmail(text);
  }

  /** An ordinary grade; a special grade where the page shows them; the employee grade on an adult's own wallet. */
  private async walletGrade(auth: AuthContext, row: info.WalletInformationRow, text: string): Promise<Grade> {
    const special = await this.grades.specialGradesForCustomer(row.customer_id);
    const shown = specialGradesShown({ listCount: special.listCount, showSpecialGradeSelect: row.show_special_grade_select, application: auth.application });
    const wallet = this.walletOf(auth, row);
    const accepted = acceptGrade(text, { specialGrades: shown ? special.grades : [], employeeGrade: wallet.EmployeeGradeApplies });
    if ('grade' in accepted) return accepted.grade;
    throw badRequest(
      accepted.problem === 'employee'
        ? "The employee grade (99 or higher) is only for an adult's own wallet"
        : "Grade must be a number from -1 to 12, a dot and a letter from A to Z, e.g. '2. A' or '2A'",
    );
  }
}
