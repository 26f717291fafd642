import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { AppError } from '../errors/app-error.js';
import type { AuthUser } from './auth-user.js';

export const JWT_ALGORITHM = 'HS256';
/** Said to a signed-in staff member whose account was deactivated or deleted meanwhile (shown on the login screen). */
export const SESSION_ACCOUNT_INACTIVE = 'Your account is inactive. Please contact the superadmin';
export const SESSION_ACCOUNT_REMOVED = 'Your account no longer exists. Please contact the superadmin';

/** The token from `Authorization: Bearer <token>` or a bare `Authorization: <token>`. */
export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return (match ? match[1] : header).trim() || null;
}

interface TokenPayload {
  sub: string;
}

/**
 * Verifies the signature and expiry (HS256 only), then loads the account so
 * that a deleted or deactivated staff member loses access at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
  ) {
    super({
      jwtFromRequest: tokenFromRequest,
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<AuthUser | false> {
    if (typeof payload?.sub !== 'string') return false;
    const staff = await this.prisma.staffUser.findUnique({
      where: { id: payload.sub },
      select: { id: true, name: true, email: true, role: true, status: true },
    });
    // A valid token of a removed or deactivated account: say why, so the login screen can tell them.
    if (!staff) throw AppError.unauthenticated(SESSION_ACCOUNT_REMOVED);
    if (!staff.status) throw AppError.unauthenticated(SESSION_ACCOUNT_INACTIVE);
    return { id: staff.id, name: staff.name, email: staff.email, role: staff.role };
  }
}
