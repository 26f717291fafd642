import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser } from '../common/auth/auth-user.js';
import { decoyHash, verifySecret } from '../common/auth/passwords.js';
import { AppError } from '../common/errors/app-error.js';
import { FailureLimiter } from '../common/throttle/failure-limiter.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { LoginInput } from './dto/login.input.js';
import type { LoginResult } from './models/login-result.model.js';
import { StaffUsersService } from '../staff-users/staff-users.service.js';

export const WRONG_CREDENTIALS = 'Invalid email or password';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact the superadmin';

@Injectable()
export class AuthService {
  private readonly limiter: FailureLimiter;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    private readonly staffUsers: StaffUsersService,
  ) {
    this.limiter = new FailureLimiter(config.loginThrottle, 'login');
  }

  /**
   * Same answer, in about the same time, for an unknown email and a wrong
   * password; failures are throttled per account and per IP.
   */
  async login(input: LoginInput, ip: string): Promise<LoginResult> {
    const email = input.email.toLowerCase();
    this.limiter.assertAllowed(email, ip);
    const staff = await this.prisma.staffUser.findUnique({ where: { email } });
    const valid = await verifySecret(staff?.passwordHash ?? (await decoyHash()), input.password);
    if (!staff || !valid) {
      this.limiter.recordFailure(email, ip);
      throw AppError.unauthenticated(WRONG_CREDENTIALS);
    }
    if (!staff.status) throw AppError.unauthenticated(INACTIVE_ACCOUNT);
    this.limiter.recordSuccess(email);
    const user = await this.staffUsers.get(staff.id);
    return { token: await this.jwt.signAsync({ sub: staff.id, role: staff.role, ver: staff.tokenVersion }), user };
  }

  details(user: AuthUser) {
    return this.staffUsers.get(user.id);
  }
}
