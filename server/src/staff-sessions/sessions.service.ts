import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import type { Page } from '../common/graphql/paginated.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { StaffRole } from '../generated/prisma/enums.js';
import { HistoryService } from '../history/history.service.js';
import { plainIp, summariseClient } from './client-summary.js';
import type { StaffSessionModel } from './models/staff-session.model.js';

/** Where a sign-in or a request came from. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

/** The account a token is issued to. */
interface SignedInStaff {
  id: string;
  name: string;
  role: StaffRole;
  tokenVersion: number;
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

const sessionSelect = { id: true, client: true, ip: true, createdAt: true, lastSeenAt: true } satisfies Prisma.StaffSessionSelect;

/**
 * Staff sessions: every token is issued here (`start`), with its session's id
 * as the `sid` claim; the JWT strategy refuses a token whose session has
 * ended. Ending sessions is recorded in History, with who and from where.
 */
@Injectable()
export class SessionsService {
  /** A session older than a token's lifetime has no live token left: it is not listed. */
  private readonly lifetimeMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    private readonly history: HistoryService,
  ) {
    // The config already refused any other shape (30m, 12h, 7d).
    const match = /^(\d+)([smhd])$/.exec(config.jwtExpiresIn);
    this.lifetimeMs = match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : 12 * UNIT_MS.h;
  }

  /** The one place a staff token is made: opens a session and answers its token. */
  async start(staff: SignedInStaff, origin: RequestOrigin): Promise<string> {
    const session = await this.prisma.staffSession.create({
      data: { staffId: staff.id, client: summariseClient(origin.userAgent), ip: plainIp(origin.ip) },
      select: { id: true },
    });
    return this.jwt.signAsync({ sub: staff.id, role: staff.role, ver: staff.tokenVersion, sid: session.id });
  }

  /** A member's open sessions, newest first; `currentId` marks the caller's own. */
  async list(staffId: string, currentId: string | undefined, page: { page: number; limit: number }): Promise<Page<StaffSessionModel>> {
    const where = this.openWhere(staffId);
    const [rows, totalCount] = await Promise.all([
      this.prisma.staffSession.findMany({
        where,
        select: sessionSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page.page - 1) * page.limit,
        take: page.limit,
      }),
      this.prisma.staffSession.count({ where }),
    ]);
    return { items: rows.map((row) => ({ ...row, current: row.id === currentId })), totalCount };
  }

  /** Ends one of the caller's own sessions (the superadmin: anyone's). */
  async end(actor: AuthUser, id: string, ip: string | undefined): Promise<number> {
    const session = await this.prisma.staffSession.findUnique({ where: { id }, select: { staffId: true, endedAt: true } });
    if (!session || (session.staffId !== actor.id && actor.role !== 'superadmin')) throw AppError.notFound('Session not found');
    if (session.endedAt) return 0;
    return this.endWhere(actor, session.staffId, { id }, ip, true);
  }

  /** Ends every session of the caller but the one asking; recorded even when none was open (the caller asked). */
  endOthers(actor: AuthUser, ip: string): Promise<number> {
    return this.endWhere(actor, actor.id, this.except(actor.sessionId), ip, true);
  }

  /** The superadmin ends every session of a member (their own asking one excepted). */
  endMember(actor: AuthUser, staffId: string, ip: string | undefined): Promise<number> {
    return this.endWhere(actor, staffId, this.except(actor.sessionId), ip, true);
  }

  /**
   * Ends every open session of `staffId` but `exceptId` (the actor's own) after
   * a change to the account: a password, role or status change, a second-factor
   * reset. Recorded in History only when some were open, as part of that change.
   */
  endAllOf(actor: AuthUser, staffId: string, exceptId?: string): Promise<number> {
    return this.endWhere(actor, staffId, this.except(exceptId), undefined, false);
  }

  private except(sessionId: string | undefined): Prisma.StaffSessionWhereInput {
    return sessionId ? { id: { not: sessionId } } : {};
  }

  private async endWhere(
    actor: AuthUser,
    staffId: string,
    filter: Prisma.StaffSessionWhereInput,
    ip: string | undefined,
    recordNone: boolean,
  ): Promise<number> {
    const { count } = await this.prisma.staffSession.updateMany({
      where: { ...filter, staffId, endedAt: null },
      data: { endedAt: new Date() },
    });
    if (!count && !recordNone) return 0;
    // Ended by an account change: from where the actor's own session signed in.
    const from =
      ip ?? (actor.sessionId ? (await this.prisma.staffSession.findUnique({ where: { id: actor.sessionId }, select: { ip: true } }))?.ip : undefined);
    await this.history.recordSessionEnd(actor, staffId, count, from);
    return count;
  }

  private openWhere(staffId: string): Prisma.StaffSessionWhereInput {
    return { staffId, endedAt: null, createdAt: { gt: new Date(Date.now() - this.lifetimeMs) } };
  }
}
