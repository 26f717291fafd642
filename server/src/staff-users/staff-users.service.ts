import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../common/auth/auth-user.js';
import { hashSecret } from '../common/auth/passwords.js';
import { assertPasswordNotCommon } from '../common/auth/common-passwords.js';
import { StaffRole } from '../common/auth/roles.js';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import { SessionsService } from '../staff-sessions/sessions.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { CreateStaffUserInput, UpdateStaffUserInput } from './dto/staff-user.inputs.js';
import { type StaffUserModel, staffUserSelect } from './models/staff-user.model.js';
import { STAFF_USER } from '../../../shared/entities/index.js';
import type { PreferencesInput } from './dto/preferences.input.js';

const NOT_FOUND = 'User not found';

/** Admin users (spec §2): staff accounts managed by the superadmin. */
@Injectable()
export class StaffUsersService {
  private readonly logger = new Logger(StaffUsersService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
  ) {}

  /** Admins and employees, newest first; the superadmin manages themselves elsewhere. */
  async list(options: { search?: string; skip?: number; take?: number } = {}) {
    const where: Prisma.StaffUserWhereInput = {
      role: { in: [StaffRole.admin, StaffRole.employee] },
      ...(options.search
        ? {
            OR: [{ name: { contains: options.search, mode: 'insensitive' } }, { email: { contains: options.search, mode: 'insensitive' } }],
          }
        : {}),
    };
    const [items, totalCount] = await this.prisma.$transaction([
      this.prisma.staffUser.findMany({
        where,
        select: staffUserSelect,
        orderBy: { createdAt: 'desc' },
        skip: options.skip,
        take: options.take,
      }),
      this.prisma.staffUser.count({ where }),
    ]);
    return { items, totalCount };
  }

  async get(id: string): Promise<StaffUserModel> {
    const user = await this.prisma.staffUser.findUnique({ where: { id }, select: staffUserSelect });
    if (!user) throw AppError.notFound(NOT_FOUND);
    return user;
  }

  async create(input: CreateStaffUserInput): Promise<StaffUserModel> {
    const email = input.email.toLowerCase();
    await this.assertEmailFree(email);
    await assertPasswordNotCommon(input.password);
    return this.prisma.staffUser.create({
      data: {
        name: input.name,
        email,
        role: input.role,
        status: input.status,
        passwordHash: await hashSecret(input.password),
      },
      select: staffUserSelect,
    });
  }

  async update(actor: AuthUser, input: UpdateStaffUserInput): Promise<StaffUserModel> {
    const existing = await this.get(input.id);
    if (existing.id === actor.id && input.status === false) {
      throw AppError.badInput('You cannot deactivate your own account');
    }
    if (existing.role === StaffRole.superadmin && input.role && input.role !== StaffRole.superadmin) {
      throw AppError.badInput('The superadmin role cannot be changed here');
    }
    const email = input.email?.toLowerCase();
    if (email && email !== existing.email) await this.assertEmailFree(email);
    const password = input.password?.trim() ? input.password : undefined;
    if (password !== undefined && password.length < 8) {
      throw AppError.badInput('Password must be at least 8 characters');
    }
    if (password !== undefined) await assertPasswordNotCommon(password);
    const updated = await this.prisma.staffUser.update({
      where: { id: input.id },
      data: {
        name: input.name,
        email,
        role: input.role,
        status: input.status,
        ...(password ? { passwordHash: await hashSecret(password) } : {}),
      },
      select: staffUserSelect,
    });
    // A new password, role or deactivation ends the member's other sessions.
    if (password || updated.role !== existing.role || (existing.status && !updated.status)) {
      await this.sessions.endAllOf(actor, existing.id, actor.sessionId);
    }
    return updated;
  }

  async delete(actor: AuthUser, id: string): Promise<StaffUserModel> {
    const existing = await this.get(id);
    if (existing.id === actor.id) throw AppError.badInput('You cannot delete your own account');
    if (existing.role === StaffRole.superadmin) throw AppError.badInput('A superadmin account cannot be deleted');
    await this.prisma.staffUser.delete({ where: { id } });
    return existing;
  }

  /** A member's own language and digits in the admin (any signed-in member, for themselves only). */
  async setPreferences(id: string, input: PreferencesInput): Promise<StaffUserModel> {
    return this.prisma.staffUser.update({
      where: { id },
      data: { language: input.language, gujaratiDigits: input.gujaratiDigits },
      select: staffUserSelect,
    });
  }

  private async assertEmailFree(email: string) {
    const taken = await this.prisma.staffUser.findUnique({ where: { email }, select: { id: true } });
    if (taken) throw AppError.conflict(STAFF_USER.messages.taken.email, 'email');
  }

  /**
   * First start: with no superadmin yet, create one from ADMIN_EMAIL and
   * ADMIN_PASSWORD; without a password, generate one. Answers the generated
   * password, which the start-up banner shows once (main.ts).
   */
  async ensureSuperadmin(email: string, password: string | undefined): Promise<{ generatedPassword?: string }> {
    const existing = await this.prisma.staffUser.count({ where: { role: StaffRole.superadmin } });
    if (existing > 0) return {};
    const secret = password ?? randomBytes(12).toString('base64url');
    await this.prisma.staffUser.upsert({
      where: { email },
      update: { role: StaffRole.superadmin, status: true, passwordHash: await hashSecret(secret) },
      create: { name: 'Super Admin', email, role: StaffRole.superadmin, passwordHash: await hashSecret(secret) },
    });
    if (password) {
      this.logger.log(`Created the superadmin ${email} with the password from ADMIN_PASSWORD`);
      return {};
    }
    return { generatedPassword: secret };
  }
}
