import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { isUuid } from '../dto/ids.js';
import type { AuthUser } from './auth-user.js';

export const JWT_ALGORITHM = 'HS256';

/** The token from `Authorization: Bearer <token>` or a bare `Authorization: <token>`. */
export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return (match ? match[1] : header).trim() || null;
}

export const SIGN_IN_FIRST = 'Please sign in to continue';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again';
/** Said to a signed-in staff member whose account was deactivated or deleted meanwhile (shown on the login screen). */
export const SESSION_ACCOUNT_INACTIVE = 'Your account is inactive. Please contact the superadmin';
export const SESSION_ACCOUNT_REMOVED = 'Your account no longer exists. Please contact the superadmin';

/** Who a request is: a staff member, or why not (the 401's message). */
export type Caller = { user: AuthUser } | { refused: string };

interface TokenPayload {
  sub?: unknown;
  ver?: unknown;
}

/**
 * Verifies a request's token (HS256 only, with expiry) and loads the staff
 * account with one indexed query, so that deleting or deactivating someone, or
 * changing their password, ends their sessions at once.
 *
 * Once per request: a GraphQL document with a thousand aliased fields runs the
 * guard a thousand times, and each asks here for the same answer.
 */
@Injectable()
export class Authenticator {
  /** Made once: handing jsonwebtoken a string makes it try (and fail) a public key first on every call. */
  private readonly key: KeyObject;
  private readonly jwt = new JwtService();
  private readonly callers = new WeakMap<Request, Promise<Caller>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /** The secret as a key object, for signing too. */
  get signingKey(): KeyObject {
    return this.key;
  }

  callerOf(request: Request): Promise<Caller> {
    let caller = this.callers.get(request);
    if (!caller) {
      caller = this.identify(request);
      this.callers.set(request, caller);
    }
    return caller;
  }

  private async identify(request: Request): Promise<Caller> {
    const token = tokenFromRequest(request);
    if (!token) return { refused: SIGN_IN_FIRST };
    let payload: TokenPayload;
    try {
      payload = this.jwt.verify<TokenPayload & object>(token, {
        secret: this.key as unknown as Buffer,
        algorithms: [JWT_ALGORITHM],
      });
    } catch {
      return { refused: SESSION_EXPIRED };
    }
    // A well-signed token naming no uuid was not made by us: refuse, never query with it.
    if (!isUuid(payload?.sub)) return { refused: SESSION_EXPIRED };
    const staff = await this.prisma.staffUser.findUnique({
      where: { id: payload.sub },
      select: { id: true, name: true, email: true, role: true, status: true, tokenVersion: true },
    });
    if (!staff) return { refused: SESSION_ACCOUNT_REMOVED };
    // Issued before the last password change.
    if ((payload.ver ?? 0) !== staff.tokenVersion) return { refused: SESSION_EXPIRED };
    if (!staff.status) return { refused: SESSION_ACCOUNT_INACTIVE };
    return { user: { id: staff.id, name: staff.name, email: staff.email, role: staff.role } };
  }
}
