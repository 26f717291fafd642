import { Inject, Injectable } from '@nestjs/common';
import { AppUsersService } from '../app-users/app-users.service.js';
import { normalizeMobile } from '../app-users/mobile.js';
import { decoyHash, verifySecret } from '../common/auth/passwords.js';
import { AppError } from '../common/errors/app-error.js';
import { AttemptLimiters, type AttemptLimiter } from '../common/throttle/attempt-limiter.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type DeleteAccountInput, WRONG_MOBILE_OR_PIN } from './dto/delete-account.input.js';
import type { DeleteAccountResult } from './models/delete-account-result.model.js';

export const ACCOUNT_DELETED = 'Your account has been deleted';

/** Self-service deletion (spec §2 /delete-account): an app user removes their own account with mobile and pin. */
@Injectable()
export class AccountDeletionService {
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly appUsers: AppUsersService,
    limiters: AttemptLimiters,
  ) {
    const { maxPerKey, maxPerIp, windowMinutes } = config.deleteAccountThrottle;
    // Unlike sign-in, the number alone is throttled tightly: a pin has only
    // 10,000 values, and being locked out costs its owner only a wait before
    // deleting the account, not their work.
    this.limiter = limiters.create(
      [
        { name: 'pin-mobile', points: maxPerKey, windowMinutes, onSuccess: 'clear' },
        { name: 'pin-ip', points: maxPerIp, windowMinutes, onSuccess: 'refund' },
      ],
      'account deletion',
    );
  }

  /**
   * An unknown mobile and a wrong pin get the same 401, in about the same
   * time (a decoy hash is verified). The attempt is reserved (in PostgreSQL,
   * shared by every process) before the pin is checked, so parallel guesses
   * cannot overrun the limit; a success clears the number's count.
   */
  async deleteAccount(input: DeleteAccountInput, ip: string): Promise<DeleteAccountResult> {
    const mobile = normalizeMobile(input.mobile);
    const attempt = await this.limiter.reserve([mobile, ip]);

    const account = await this.appUsers.findCredentials(mobile);
    const valid = await verifySecret(account?.pinHash ?? (await decoyHash()), input.pin);
    if (!account || !valid) throw AppError.unauthenticated(WRONG_MOBILE_OR_PIN);

    await attempt.succeeded();
    await this.appUsers.deleteWithEverything(account.id, { audit: true });
    return { message: ACCOUNT_DELETED };
  }
}
