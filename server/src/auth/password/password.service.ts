import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { hkdfSync } from 'node:crypto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertPasswordNotCommon } from '../../common/auth/common-passwords.js';
import { hashSecret, verifySecret } from '../../common/auth/passwords.js';
import { AppError } from '../../common/errors/app-error.js';
import { currentRequestId } from '../../common/logging/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { AuditAction, StaffRole } from '../../generated/prisma/enums.js';
import { SessionsService } from '../../staff-sessions/sessions.service.js';
import type { SigningInStaff } from '../two-factor/two-factor.service.js';
import type { PasswordChangeChallenge } from './password.models.js';

export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact the superadmin';
const CHALLENGE_EXPIRED = 'Sign-in expired. Please sign in again';
const CHALLENGE_MINUTES = 5;
const SAME_PASSWORD = 'The new password must differ from the temporary one';

const staffSelect = { id: true, name: true, email: true, role: true, status: true, tokenVersion: true, passwordHash: true } as const;

interface ChallengeClaims {
  sub: string;
  ver: number;
}

type Actor = { id: string; name: string; role: StaffRole };

/**
 * Temporary passwords: the superadmin sets one (the member's sessions end),
 * and the member's next sign-in answers a 'Password change required' challenge
 * instead of a token; the change step sets their own password and signs in
 * (through the second factor when they have one).
 */
@Injectable()
export class PasswordService {
  private readonly challengeKey: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
  ) {
    // Neither the token key nor the two-factor challenge's: each proves one thing only.
    this.challengeKey = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'poster-admin', 'password change challenge v1', 32)).toString('base64');
  }

  async setTemporary(actor: AuthUser, staffId: string, password: string, ip: string): Promise<boolean> {
    if (staffId === actor.id) throw AppError.badInput('You cannot set a temporary password for your own account');
    const staff = await this.prisma.staffUser.findUnique({ where: { id: staffId }, select: { id: true } });
    if (!staff) throw AppError.notFound('User not found');
    await assertPasswordNotCommon(password);
    const passwordHash = await hashSecret(password);
    await this.quietly(staffId, 'temporary_password_set', actor, ip, { passwordHash, mustChangePassword: true });
    await this.sessions.endAllOf(actor, staffId, actor.sessionId);
    return true;
  }

  /** For a sign-in with the right password: the change step when the password is a temporary one, else null. */
  async challengeFor(staff: SigningInStaff & { mustChangePassword: boolean }): Promise<PasswordChangeChallenge | null> {
    if (!staff.mustChangePassword) return null;
    const claims: ChallengeClaims = { sub: staff.id, ver: staff.tokenVersion };
    const challenge = await this.jwt.signAsync(claims, { secret: this.challengeKey, expiresIn: `${CHALLENGE_MINUTES}m` });
    return { passwordChangeRequired: true, challenge, expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) };
  }

  /**
   * Sets the member's own password in place of the temporary one; answers the
   * member as they now are (a new tokenVersion), to sign in.
   */
  async changeTemporary(challenge: string, newPassword: string, ip: string): Promise<SigningInStaff> {
    let claims: ChallengeClaims;
    try {
      claims = await this.jwt.verifyAsync<ChallengeClaims>(challenge, { secret: this.challengeKey });
    } catch {
      throw AppError.badInput(CHALLENGE_EXPIRED, 'challenge');
    }
    const staff = await this.prisma.staffUser.findUnique({ where: { id: claims.sub }, select: { ...staffSelect, mustChangePassword: true } });
    // A password change since (tokenVersion) or a change already made spends the challenge.
    if (!staff || staff.tokenVersion !== claims.ver || !staff.mustChangePassword) throw AppError.badInput(CHALLENGE_EXPIRED, 'challenge');
    if (!staff.status) throw AppError.unauthenticated(INACTIVE_ACCOUNT);
    await assertPasswordNotCommon(newPassword, 'newPassword');
    if (await verifySecret(staff.passwordHash, newPassword)) throw AppError.badInput(SAME_PASSWORD, 'newPassword');
    await this.quietly(staff.id, 'password_change', staff, ip, { passwordHash: await hashSecret(newPassword), mustChangePassword: false });
    // The trigger bumped tokenVersion with the new password: read it again for the token.
    return this.prisma.staffUser.findUniqueOrThrow({
      where: { id: staff.id },
      select: { id: true, name: true, email: true, role: true, status: true, tokenVersion: true },
    });
  }

  /**
   * The password write and its one History event in a transaction the row
   * triggers skip (the hash says nothing a reader needs).
   */
  private quietly(
    staffId: string,
    action: AuditAction,
    actor: Actor,
    ip: string,
    data: { passwordHash: string; mustChangePassword: boolean },
  ): Promise<unknown> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT set_config('app.audit', '', true)`;
      await tx.staffUser.update({ where: { id: staffId }, data, select: { id: true } });
      await tx.auditEvent.create({
        data: {
          action,
          entityKind: 'StaffUser',
          entityId: staffId,
          staffId: actor.id,
          staffName: actor.name,
          staffRole: actor.role,
          requestId: currentRequestId() ?? null,
          clientIp: ip,
        },
      });
    });
  }
}
