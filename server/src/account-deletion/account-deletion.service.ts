import { Inject, Injectable } from '@nestjs/common';
import { AppUsersService } from '../app-users/app-users.service.js';
import { normalizeMobile } from '../app-users/mobile.js';
import { decoyHash, verifySecret } from '../common/auth/passwords.js';
import { AppError } from '../common/errors/app-error.js';
import { FailureLimiter } from '../common/throttle/failure-limiter.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type DeleteAccountInput, WRONG_MOBILE_OR_PIN } from './dto/delete-account.input.js';
import type { DeleteAccountResult } from './models/delete-account-result.model.js';

export const ACCOUNT_DELETED = 'Your account has been deleted';

/** Self-service deletion (spec §2 /delete-account): an app user removes their own account with mobile and pin. */
@Injectable()
export class AccountDeletionService {
  private readonly limiter: FailureLimiter;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly appUsers: AppUsersService,
  ) {
    // The clock is read per call (not bound once) so tests can move it past the window.
    this.limiter = new FailureLimiter(config.deleteAccountThrottle, 'account deletion', () => Date.now());
  }

  /**
   * An unknown mobile and a wrong pin get the same 401, in about the same
   * time (a decoy hash is verified). Each attempt counts as a failure before
   * the pin is checked, so parallel guesses cannot overrun the limit; a
   * success clears the number's count.
   */
  async deleteAccount(input: DeleteAccountInput, ip: string): Promise<DeleteAccountResult> {
    const mobile = normalizeMobile(input.mobile);
    this.limiter.assertAllowed(mobile, ip);
    this.limiter.recordFailure(mobile, ip);

    const account = await this.appUsers.findCredentials(mobile);
    const valid = await verifySecret(account?.pinHash ?? (await decoyHash()), input.pin);
    if (!account || !valid) throw AppError.unauthenticated(WRONG_MOBILE_OR_PIN);

    this.limiter.recordSuccess(mobile);
    await this.appUsers.deleteWithEverything(account.id, { audit: true });
    return { message: ACCOUNT_DELETED };
  }
}
