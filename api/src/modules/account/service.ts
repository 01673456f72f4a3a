import type { ApplicationName, LoginResponse, MeResponse } from '@kk/contracts';
import type { Clock } from '../../clock';
import type { ApiConfig } from '../../config';
import { mayUseApplication } from '../../core/application-access';
import { normalizeEmail } from '../../core/email';
import { AppError, forbidden, tooManyRequests } from '../../core/errors';
import { decideLoginAttempt, loginWindowStart } from '../../core/login-rate-limit';
import { passwordProblems } from '../../core/password-policy';
import { expiryAtLogin, isSessionActive, slidIdleExpiry } from '../../core/session-expiry';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { TenancyService } from '../tenancy/service';
import { hashAccessToken, newAccessToken } from './access-token';
import { hashPassword, verifyPassword } from './password-hash';
import * as accounts from './repository';

/** One message for an unknown e-mail and a wrong password, so a login reveals no accounts. */
export const LOGIN_FAILED_MESSAGE = 'Wrong e-mail or password';

export interface LoginAttempt {
  email: string;
  password: string;
  application: ApplicationName;
  ip: string;
  /** The language header's culture: remembered for the e-mails the user gets (receipts, notices). */
  language?: 'da' | 'en' | undefined;
}

export interface NewUserAccount {
  email: string;
  name: string;
  password: string;
  roles: readonly string[];
}

export class AccountService {
  /** Verified against when the e-mail is unknown, so both failures take as long. */
  private decoyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly tenancy: TenancyService,
  ) {}

  async login(attempt: LoginAttempt): Promise<LoginResponse> {
    const email = normalizeEmail(attempt.email);
    const now = this.clock.now();
    const policy = this.config.loginRateLimit;
    await this.recordAttempt(email, attempt.ip, now);

    const user = await accounts.findUserByEmail(this.db, email);
    const passwordMatches = await verifyPassword(attempt.password, user?.password_hash ?? (await this.decoy()));
    if (!user || !passwordMatches) throw new AppError(401, LOGIN_FAILED_MESSAGE, 'The e-mail or the password is not correct');

    await accounts.clearLoginAttempts(this.db, email, loginWindowStart(now, policy));
    if (attempt.language !== undefined) await accounts.rememberLanguage(this.db, user.id, attempt.language);
    if (!mayUseApplication(attempt.application, user.roles)) {
      throw forbidden(`The user may not sign in to the ${attempt.application} application`);
    }
    return this.openSession(user, attempt.application);
  }

  /**
   * Runs `attempt` under the login's limit, counted under `key` (an e-mail, or another name
   * for what is being guessed) and the client's address: past the limit it answers 429
   * without running; an attempt that throws counts as a failure, one that succeeds is
   * forgotten. The invitation's sign-up uses it (POST /api/Account/Register).
   */
  async limitedLikeLogin<T>(key: string, ip: string, attempt: () => Promise<T>): Promise<T> {
    const recorded = await this.recordAttempt(key, ip, this.clock.now());
    const result = await attempt();
    await accounts.forgetLoginAttempt(this.db, recorded.attemptId);
    return result;
  }

  /**
   * Counts an attempt under the login's limit (per `key` and per client address) that is
   * never forgotten, for requests that each may send something (the forgotten password's
   * e-mail): past the limit, the login's 429.
   */
  async countLikeLogin(key: string, ip: string): Promise<void> {
    await this.recordAttempt(key, ip, this.clock.now());
  }

  /** A new session for a user who proved who they are: the login's answer. */
  async openSession(user: { id: string; name: string; email: string; roles: string[] }, application: ApplicationName): Promise<LoginResponse> {
    const token = newAccessToken();
    const expiry = expiryAtLogin(this.clock.now(), this.config.session);
    await accounts.insertSession(this.db, {
      tokenHash: hashAccessToken(token),
      userId: user.id,
      application,
      createdAt: this.clock.now(),
      ...expiry,
    });
    return {
      AccessToken: token,
      ExpiresAt: expiry.absoluteExpiresAt.toISOString(),
      User: { ID: user.id, Name: user.name, Email: user.email, Roles: user.roles },
    };
  }

  /** Records an attempt and refuses (429) when the key or the address is past its limit. */
  private async recordAttempt(key: string, ip: string, now: Date): Promise<accounts.RecordedLoginAttempt> {
    const policy = this.config.loginRateLimit;
    const recorded = await accounts.recordLoginAttempt(this.db, { email: key, ip, at: now, windowStart: loginWindowStart(now, policy) });
    const decision = decideLoginAttempt(recorded, policy);
    if (!decision.allowed) {
      // A refused attempt checked nothing, so it does not count as a failure.
      await accounts.forgetLoginAttempt(this.db, recorded.attemptId);
      throw tooManyRequests(
        decision.limitedBy === 'email'
          ? 'Too many failed logins for this e-mail; try again later'
          : 'Too many failed logins from this address; try again later',
      );
    }
    return recorded;
  }

  /** The caller behind a bearer token, sliding the idle expiry; null when there is no live session. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const found = await accounts.findSessionByTokenHash(this.db, hashAccessToken(token));
    if (!found) return null;
    const now = this.clock.now();
    const expiry = { idleExpiresAt: found.idle_expires_at, absoluteExpiresAt: found.absolute_expires_at };
    if (!isSessionActive({ ...expiry, revokedAt: found.revoked_at }, now)) return null;
    const slid = slidIdleExpiry(expiry, now, this.config.session);
    if (slid !== null) await accounts.extendSession(this.db, found.session_id, now, slid);
    return {
      sessionId: found.session_id,
      userId: found.user_id,
      name: found.name,
      email: found.email,
      roles: found.roles,
      application: found.application,
      expiresAt: found.absolute_expires_at,
    };
  }

  async logout(auth: AuthContext): Promise<void> {
    await accounts.revokeSession(this.db, auth.sessionId, this.clock.now());
  }

  async me(auth: AuthContext): Promise<MeResponse> {
    const customers = await this.tenancy.customersOfUser(auth.userId);
    return {
      ID: auth.userId,
      Name: auth.name,
      Email: auth.email,
      Roles: auth.roles,
      Customers: customers,
      ExpiresAt: auth.expiresAt.toISOString(),
    };
  }

  /** Creates a user with a password that passes the policy; returns the user's id. */
  async createUser(q: Queryable, account: NewUserAccount): Promise<string> {
    const email = normalizeEmail(account.email);
    const problems = passwordProblems(account.password, { email });
    if (problems.length > 0) throw new Error(`Password for ${email} ${problems.join(', ')}`);
    return accounts.insertUser(q, { email, name: account.name, roles: account.roles, passwordHash: await hashPassword(account.password) });
  }

  countUsers(q: Queryable = this.db): Promise<number> {
    return accounts.countUsers(q);
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(newAccessToken());
    return this.decoyHash;
  }
}
