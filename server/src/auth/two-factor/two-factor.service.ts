import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { hkdfSync } from 'node:crypto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { currentRequestId } from '../../common/logging/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { SessionsService } from '../../staff-sessions/sessions.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { AuditAction, StaffRole } from '../../generated/prisma/enums.js';
import type { RecoveryCodes, SecuritySettings, TwoFactorChallenge, TwoFactorSetup, TwoFactorStatus } from './two-factor.models.js';
import { looksLikeTotp, matchingStep, newRecoveryCode, newSecret, otpauthUri, RECOVERY_CODE_COUNT, recoveryCodeHash, SecretBox } from './totp.js';

export const INVALID_CODE = 'Invalid code';
const CHALLENGE_EXPIRED = 'Sign-in expired. Please sign in again';
const CHALLENGE_MINUTES = 5;

/** A staff member as the sign-in reads them. */
export interface SigningInStaff {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  status: boolean;
  tokenVersion: number;
}

interface ChallengeClaims {
  sub: string;
  ver: number;
  enrol: boolean;
}

type Tx = Prisma.TransactionClient;
type Actor = { id: string; name: string; role: StaffRole } | null;

/**
 * Two-factor sign-in (TOTP, RFC 6238): enrolment, codes, recovery codes, the
 * sign-in challenge and the superadmin's settings. Each change is one
 * transaction with its History event (two_factor_* and recovery_code*); the
 * row triggers are told to skip those writes, whose columns say nothing a
 * reader needs (a sealed secret, the last time step).
 */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;
  private readonly challengeKey: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
  ) {
    this.box = new SecretBox(config.jwtSecret);
    // Not the token key: a challenge must never pass as a bearer token.
    this.challengeKey = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'poster-admin', 'two-factor challenge v1', 32)).toString('base64');
  }

  async settings(): Promise<SecuritySettings> {
    const row = await this.prisma.securitySetting.findUnique({ where: { id: 1 } });
    return { requireTwoFactor: row?.requireTwoFactor ?? false };
  }

  updateSettings(input: SecuritySettings): Promise<SecuritySettings> {
    return this.prisma.securitySetting.upsert({
      where: { id: 1 },
      create: { id: 1, requireTwoFactor: input.requireTwoFactor },
      update: { requireTwoFactor: input.requireTwoFactor },
      select: { requireTwoFactor: true },
    });
  }

  /** The second step a sign-in with the right password needs, or null for none. */
  async challengeFor(staff: SigningInStaff): Promise<TwoFactorChallenge | null> {
    const [factor, settings] = await Promise.all([
      this.prisma.staffTwoFactor.findUnique({ where: { staffId: staff.id }, select: { enabledAt: true } }),
      this.settings(),
    ]);
    const enabled = Boolean(factor?.enabledAt);
    if (!enabled && !settings.requireTwoFactor) return null;
    const claims: ChallengeClaims = { sub: staff.id, ver: staff.tokenVersion, enrol: !enabled };
    const challenge = await this.jwt.signAsync(claims, { secret: this.challengeKey, expiresIn: `${CHALLENGE_MINUTES}m` });
    return { codeRequired: true, challenge, enrolmentRequired: !enabled, expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) };
  }

  /** Who a challenge is for; refused (400: the caller signs in again) when expired, forged, or the password changed since. */
  async staffOfChallenge(challenge: string): Promise<{ staff: SigningInStaff; enrol: boolean }> {
    let claims: ChallengeClaims;
    try {
      claims = await this.jwt.verifyAsync<ChallengeClaims>(challenge, { secret: this.challengeKey });
    } catch {
      throw AppError.badInput(CHALLENGE_EXPIRED, 'challenge');
    }
    const staff = await this.prisma.staffUser.findUnique({
      where: { id: claims.sub },
      select: { id: true, name: true, email: true, role: true, status: true, tokenVersion: true },
    });
    if (!staff || staff.tokenVersion !== claims.ver) throw AppError.badInput(CHALLENGE_EXPIRED, 'challenge');
    return { staff, enrol: claims.enrol };
  }

  async status(user: AuthUser): Promise<TwoFactorStatus> {
    const [factor, recoveryCodesLeft, settings] = await Promise.all([
      this.prisma.staffTwoFactor.findUnique({ where: { staffId: user.id }, select: { enabledAt: true } }),
      this.prisma.staffRecoveryCode.count({ where: { staffId: user.id, usedAt: null } }),
      this.settings(),
    ]);
    return { enabled: Boolean(factor?.enabledAt), required: settings.requireTwoFactor, recoveryCodesLeft };
  }

  /** A new secret for the member, not yet in force until a code confirms it. */
  async beginSetup(staff: { id: string; email: string }, actor: Actor, ip: string): Promise<TwoFactorSetup> {
    const existing = await this.prisma.staffTwoFactor.findUnique({ where: { staffId: staff.id }, select: { enabledAt: true } });
    if (existing?.enabledAt) throw AppError.conflict('Two-factor sign-in is already on');
    const secret = newSecret();
    await this.quietly(async (tx) => {
      await tx.staffTwoFactor.upsert({
        where: { staffId: staff.id },
        create: { staffId: staff.id, secretCipher: this.box.seal(secret) },
        update: { secretCipher: this.box.seal(secret), lastUsedStep: 0 },
      });
      await this.record(tx, 'two_factor_setup_start', staff.id, actor, ip);
    });
    const uri = otpauthUri(secret, staff.email);
    // Loaded at the first enrolment: qrcode and pngjs are not needed by a server that enrols nobody.
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Turns the second factor on once a code from the new secret matches; answers the recovery codes. */
  async confirmSetup(staff: Actor & object, code: string, ip: string): Promise<RecoveryCodes> {
    const factor = await this.prisma.staffTwoFactor.findUnique({ where: { staffId: staff.id } });
    if (!factor) throw AppError.badInput('Start two-factor setup first');
    if (factor.enabledAt) throw AppError.conflict('Two-factor sign-in is already on');
    const step = this.stepOf(factor.secretCipher, code);
    if (step === null) throw AppError.badInput(INVALID_CODE, 'code');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.quietly(async (tx) => {
      await tx.staffTwoFactor.update({ where: { staffId: staff.id }, data: { enabledAt: new Date(), lastUsedStep: step } });
      await this.replaceRecoveryCodes(tx, staff.id, codes);
      await this.record(tx, 'two_factor_enable', staff.id, staff, ip);
    });
    return { codes };
  }

  /**
   * Checks a code for a member with the second factor on: a TOTP code once per
   * time step, or an unused recovery code, which is then spent.
   */
  async acceptCode(staff: Actor & object, code: string, ip: string): Promise<boolean> {
    const factor = await this.prisma.staffTwoFactor.findUnique({ where: { staffId: staff.id } });
    if (!factor?.enabledAt) return false;
    if (looksLikeTotp(code)) {
      const step = this.stepOf(factor.secretCipher, code);
      if (step === null) return false;
      // Only a later step than the last one accepted; the condition makes two racing requests agree.
      const { count } = await this.quietly((tx) =>
        tx.staffTwoFactor.updateMany({ where: { staffId: staff.id, lastUsedStep: { lt: step } }, data: { lastUsedStep: step } }),
      );
      return count === 1;
    }
    return this.quietly(async (tx) => {
      const { count } = await tx.staffRecoveryCode.updateMany({
        where: { staffId: staff.id, codeHash: recoveryCodeHash(code), usedAt: null },
        data: { usedAt: new Date() },
      });
      if (count !== 1) return false;
      await this.record(tx, 'recovery_code_use', staff.id, staff, ip);
      return true;
    });
  }

  async regenerateRecoveryCodes(user: AuthUser, code: string, ip: string): Promise<RecoveryCodes> {
    await this.requireCode(user, code, ip);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.quietly(async (tx) => {
      await this.replaceRecoveryCodes(tx, user.id, codes);
      await this.record(tx, 'recovery_codes_regenerate', user.id, user, ip);
    });
    return { codes };
  }

  async disable(user: AuthUser, code: string, ip: string): Promise<TwoFactorStatus> {
    if ((await this.settings()).requireTwoFactor) throw AppError.badInput('Two-factor sign-in is required for every staff member');
    await this.requireCode(user, code, ip);
    await this.remove(user.id, 'two_factor_disable', user, ip);
    return this.status(user);
  }

  /**
   * The superadmin's reset: the member signs in with the password alone (or
   * enrols again when required), and every session they have is ended.
   */
  async reset(actor: AuthUser, staffId: string, ip: string): Promise<boolean> {
    const factor = await this.prisma.staffTwoFactor.findUnique({ where: { staffId }, select: { enabledAt: true } });
    if (!factor) {
      const exists = await this.prisma.staffUser.count({ where: { id: staffId } });
      if (!exists) throw AppError.notFound('User not found');
      throw AppError.badInput('Two-factor sign-in is not on for this user');
    }
    await this.remove(staffId, 'two_factor_reset', actor, ip);
    await this.sessions.endAllOf(actor, staffId);
    return true;
  }

  private async requireCode(user: AuthUser, code: string, ip: string) {
    if (!(await this.acceptCode(user, code, ip))) throw AppError.badInput(INVALID_CODE, 'code');
  }

  private remove(staffId: string, action: AuditAction, actor: Actor, ip: string) {
    return this.quietly(async (tx) => {
      await tx.staffRecoveryCode.deleteMany({ where: { staffId } });
      await tx.staffTwoFactor.deleteMany({ where: { staffId } });
      await this.record(tx, action, staffId, actor, ip);
    });
  }

  private stepOf(secretCipher: string, code: string): number | null {
    const secret = this.box.open(secretCipher);
    if (!secret || !looksLikeTotp(code)) return null;
    return matchingStep(secret, code.trim());
  }

  private async replaceRecoveryCodes(tx: Tx, staffId: string, codes: string[]) {
    await tx.staffRecoveryCode.deleteMany({ where: { staffId } });
    await tx.staffRecoveryCode.createMany({ data: codes.map((code) => ({ staffId, codeHash: recoveryCodeHash(code) })) });
  }

  /**
   * One transaction whose row changes the history triggers skip (they see no
   * `app.audit`); the History event is the one `record` writes in it.
   */
  private quietly<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT set_config('app.audit', '', true)`;
      return work(tx);
    });
  }

  private async record(tx: Tx, action: AuditAction, staffId: string, actor: Actor, ip: string) {
    await tx.auditEvent.create({
      data: {
        action,
        entityKind: 'StaffUser',
        entityId: staffId,
        staffId: actor?.id ?? null,
        staffName: actor?.name ?? null,
        staffRole: actor?.role ?? null,
        requestId: currentRequestId() ?? null,
        clientIp: ip,
      },
    });
  }
}
