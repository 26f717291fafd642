import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { assertPasswordNotCommon } from '../../common/auth/common-passwords.js';
import { hashSecret } from '../../common/auth/passwords.js';
import { AppError } from '../../common/errors/app-error.js';
import { currentRequestId } from '../../common/logging/logger.js';
import { AttemptLimiters, type AttemptLimiter } from '../../common/throttle/attempt-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { SessionsService } from '../../staff-sessions/sessions.service.js';

export const RESET_LINK_SENT = 'If that email belongs to a staff account, a link to set a new password has been sent.';
export const RESET_NOT_SET_UP = 'Password reset by email is not set up';
const LINK_EXPIRED = 'This link has expired or was already used. Please ask for a new one';
export const RESET_LINK_MINUTES = 30;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * 'Forgot password?' (when SMTP_URL is set): a one-time link by email, valid
 * 30 minutes; a newer link replaces the older (one hash per account). The
 * request answers the same whether or not the email belongs to staff, and the
 * email is sent after the answer, so the time does not tell either.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly limiter: AttemptLimiter;
  /** Made at the first email: nodemailer (0.6 MB of code) is not loaded by a server that sends none. */
  private mailer?: Promise<Transporter>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    limiters: AttemptLimiters,
  ) {
    const { maxPerKey, maxPerIp, windowMinutes } = config.loginThrottle;
    // Every request counts: an email cannot be flooded with links, nor a client try many addresses.
    this.limiter = limiters.create(
      [
        { name: 'reset-email', points: maxPerKey, windowMinutes, onSuccess: 'refund' },
        { name: 'reset-ip', points: maxPerIp, windowMinutes, onSuccess: 'refund' },
      ],
      'password reset',
    );
  }

  get available(): boolean {
    return Boolean(this.config.mail);
  }

  /** Answers RESET_LINK_SENT whether or not the email is a staff member's. */
  async request(rawEmail: string, ip: string): Promise<string> {
    const { mail: settings } = this.config;
    if (!settings) throw AppError.notFound(RESET_NOT_SET_UP);
    const email = rawEmail.trim().toLowerCase();
    await this.limiter.reserve([email, ip]);
    const staff = await this.prisma.staffUser.findUnique({ where: { email }, select: { id: true, name: true, status: true } });
    if (!staff?.status) return RESET_LINK_SENT;
    const token = randomBytes(32).toString('base64url');
    await this.quietly((tx) =>
      tx.staffUser.update({
        where: { id: staff.id },
        data: { passwordResetHash: tokenHash(token), passwordResetExpiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) },
        select: { id: true },
      }),
    );
    const link = `${this.config.publicUrl}/admin/reset-password?token=${token}`;
    this.mailer ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings.smtpUrl));
    const mail = this.mailer.then((mailer) =>
      mailer.sendMail({
        from: settings.from,
        to: email,
        subject: 'Set a new password',
        text: `Hello ${staff.name},\n\nTo set a new password for the admin, open this link within ${RESET_LINK_MINUTES} minutes:\n\n${link}\n\nIt works once. If you did not ask for it, ignore this email: your password stays as it is.\n`,
      }),
    );
    mail.catch((error: unknown) => this.logger.error(`The password-reset email could not be sent: ${String(error)}`));
    return RESET_LINK_SENT;
  }

  /** Sets a new password with the emailed link's token (once, within 30 minutes) and ends every session of the member. */
  async reset(token: string, newPassword: string, ip: string): Promise<boolean> {
    if (!this.config.mail) throw AppError.notFound(RESET_NOT_SET_UP);
    await assertPasswordNotCommon(newPassword, 'newPassword');
    const passwordHash = await hashSecret(newPassword);
    const staff = await this.quietly(async (tx) => {
      const found = await tx.staffUser.findFirst({
        where: { passwordResetHash: tokenHash(token), passwordResetExpiresAt: { gt: new Date() } },
        select: { id: true, name: true, email: true, role: true },
      });
      if (!found) return null;
      // The condition makes two racing uses agree: only one clears the hash.
      const { count } = await tx.staffUser.updateMany({
        where: { id: found.id, passwordResetHash: tokenHash(token) },
        data: { passwordHash, passwordResetHash: null, passwordResetExpiresAt: null, mustChangePassword: false },
      });
      if (count !== 1) return null;
      await tx.auditEvent.create({
        data: {
          action: 'password_change',
          entityKind: 'StaffUser',
          entityId: found.id,
          staffId: found.id,
          staffName: found.name,
          staffRole: found.role,
          requestId: currentRequestId() ?? null,
          clientIp: ip,
        },
      });
      return found;
    });
    if (!staff) throw AppError.badInput(LINK_EXPIRED, 'token');
    await this.sessions.endAllOf(staff, staff.id);
    return true;
  }

  /** Writes the triggers skip: the History event, when any, is written explicitly. */
  private quietly<T>(work: (tx: Parameters<Parameters<PrismaService['$transaction']>[0]>[0]) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT set_config('app.audit', '', true)`;
      return work(tx);
    });
  }
}
