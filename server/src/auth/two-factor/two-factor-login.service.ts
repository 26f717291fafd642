import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { HistoryService } from '../../history/history.service.js';
import type { RequestOrigin } from '../../staff-sessions/sessions.service.js';
import { AuthService, INACTIVE_ACCOUNT } from '../auth.service.js';
import type { TwoFactorChallengeInput, VerifyTwoFactorInput } from './two-factor.inputs.js';
import type { TwoFactorLoginResult, TwoFactorSetup } from './two-factor.models.js';
import { INVALID_CODE, TwoFactorService, type SigningInStaff } from './two-factor.service.js';

/** The second step of a sign-in: a code (or recovery code) for the challenge the password earned. */
@Injectable()
export class TwoFactorLoginService {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly history: HistoryService,
  ) {}

  /** For a member who must enrol before signing in: their new secret and its QR code. */
  async startEnrolment(input: TwoFactorChallengeInput, ip: string): Promise<TwoFactorSetup> {
    const { staff, enrol } = await this.twoFactor.staffOfChallenge(input.challenge);
    if (!enrol) throw AppError.conflict('Two-factor sign-in is already on');
    return this.twoFactor.beginSetup(staff, staff, ip);
  }

  /** A wrong code counts against the same throttles as a wrong password. */
  async verify(input: VerifyTwoFactorInput, origin: RequestOrigin): Promise<TwoFactorLoginResult> {
    const { ip } = origin;
    const { staff, enrol } = await this.twoFactor.staffOfChallenge(input.challenge);
    const attempt = await this.auth.reserveAttempt(staff.email, ip);
    if (!staff.status) throw AppError.unauthenticated(INACTIVE_ACCOUNT);
    if (enrol) {
      // confirmSetup refuses a wrong code with 400; here it is a failed sign-in.
      const recovery = await this.twoFactor.confirmSetup(staff, input.code, ip).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return this.refuse(staff, error.message, ip);
        throw error;
      });
      await attempt.succeeded();
      return { ...(await this.auth.issueToken(staff, origin)), recoveryCodes: recovery.codes };
    }
    if (!(await this.twoFactor.acceptCode(staff, input.code, ip))) return this.refuse(staff, INVALID_CODE, ip);
    await attempt.succeeded();
    return { ...(await this.auth.issueToken(staff, origin)), recoveryCodes: null };
  }

  private async refuse(staff: SigningInStaff, message: string, ip: string): Promise<never> {
    await this.history.recordSignIn('sign_in_refused', staff, ip);
    throw AppError.unauthenticated(message);
  }
}
