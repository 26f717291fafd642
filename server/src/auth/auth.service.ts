import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { decoyHash, verifySecret } from '../common/auth/passwords.js';
import { AppError } from '../common/errors/app-error.js';
import { AttemptLimiters, type AttemptLimiter } from '../common/throttle/attempt-limiter.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { LoginInput } from './dto/login.input.js';
import type { LoginResult } from './models/login-result.model.js';
import { StaffUsersService } from '../staff-users/staff-users.service.js';
import { HistoryService } from '../history/history.service.js';
import { SessionsService, type RequestOrigin } from '../staff-sessions/sessions.service.js';
import { TwoFactorService, type SigningInStaff } from './two-factor/two-factor.service.js';
import type { TwoFactorChallenge } from './two-factor/two-factor.models.js';
import { INACTIVE_ACCOUNT, PasswordService } from './password/password.service.js';
import type { PasswordChangeChallenge } from './password/password.models.js';
import type { PreferencesInput } from '../staff-users/dto/preferences.input.js';

export { INACTIVE_ACCOUNT };

export const WRONG_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly staffUsers: StaffUsersService,
    limiters: AttemptLimiters,
    private readonly history: HistoryService,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly passwords: PasswordService,
  ) {
    const { maxPerKey, maxPerAccount, maxPerIp, windowMinutes } = config.loginThrottle;
    // Tight per account and client together; loose per account alone (NIST 800-63B allows up to 100),
    // so that a stranger cannot lock staff out; and per client IP, across accounts.
    this.limiter = limiters.create(
      [
        { name: 'login-account-client', points: maxPerKey, windowMinutes, onSuccess: 'clear' },
        { name: 'login-account', points: maxPerAccount ?? 100, windowMinutes, onSuccess: 'refund' },
        { name: 'login-ip', points: maxPerIp, windowMinutes, onSuccess: 'refund' },
      ],
      'login',
    );
  }

  /**
   * Same answer, in about the same time, for an unknown email and a wrong
   * password; failures are throttled per account and per IP.
   */
  async login(input: LoginInput, ip: string, userAgent?: string): Promise<LoginResult | TwoFactorChallenge | PasswordChangeChallenge> {
    const email = input.email.toLowerCase();
    // Reserved before the password is checked, so parallel guesses cannot overrun the limits.
    const attempt = await this.reserveAttempt(email, ip);
    const staff = await this.prisma.staffUser.findUnique({ where: { email } });
    const valid = await verifySecret(staff?.passwordHash ?? (await decoyHash()), input.password);
    if (!staff || !valid) {
      await this.history.recordSignIn('sign_in_refused', staff, ip);
      throw AppError.unauthenticated(WRONG_CREDENTIALS);
    }
    await attempt.succeeded();
    if (!staff.status) {
      await this.history.recordSignIn('sign_in_refused', staff, ip);
      throw AppError.unauthenticated(INACTIVE_ACCOUNT);
    }
    // A temporary password earns only the step that replaces it.
    const passwordChange = await this.passwords.challengeFor(staff);
    if (passwordChange) return passwordChange;
    return this.afterPassword(staff, { ip, userAgent });
  }

  /** The member set their own password in place of a temporary one: sign-in goes on. */
  async changeTemporaryPassword(challenge: string, newPassword: string, origin: RequestOrigin): Promise<LoginResult | TwoFactorChallenge> {
    const staff = await this.passwords.changeTemporary(challenge, newPassword, origin.ip);
    return this.afterPassword(staff, origin);
  }

  /** With two-factor sign-in on (or required), the password only earns a challenge for the second step. */
  private async afterPassword(staff: SigningInStaff, origin: RequestOrigin): Promise<LoginResult | TwoFactorChallenge> {
    return (await this.twoFactor.challengeFor(staff)) ?? this.issueToken(staff, origin);
  }

  /** One sign-in attempt counted by the throttles (a wrong password or a wrong second-step code). */
  reserveAttempt(email: string, ip: string) {
    return this.limiter.reserve([`${email}|${ip}`, email, ip]);
  }

  /**
   * The one place a sign-in token is made, for the one-step and the two-step
   * sign-in alike: a new session, named in the token (`sid`).
   */
  async issueToken(staff: SigningInStaff, origin: RequestOrigin): Promise<LoginResult> {
    const user = await this.staffUsers.get(staff.id);
    await this.history.recordSignIn('sign_in', staff, origin.ip);
    return { token: await this.sessions.start(staff, origin), user };
  }

  details(user: AuthUser) {
    return this.staffUsers.get(user.id);
  }

  /** The signed-in member's own admin language and digits. */
  setPreferences(user: AuthUser, input: PreferencesInput) {
    return this.staffUsers.setPreferences(user.id, input);
  }
}
