import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type pg from 'pg';
import { PG_POOL } from '../postgres/pool.js';
import { isUuid } from '../dto/ids.js';
import type { AuthUser } from './auth-user.js';

export const JWT_ALGORITHM = 'HS256';
export const JWT_STRATEGY = 'jwt';

export const SIGN_IN_FIRST = 'Please sign in to continue';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again';
/** Said to a signed-in staff member whose account was deactivated or deleted meanwhile (shown on the login screen). */
export const SESSION_ACCOUNT_INACTIVE = 'Your account is inactive. Please contact the superadmin';
/** Said to a session that was ended (by its owner, the superadmin, or a change to the account). */
export const SESSION_ENDED = 'This session was ended. Please sign in again';
export const SESSION_ACCOUNT_REMOVED = 'Your account no longer exists. Please contact the superadmin';

/** Who a request is: a staff member, or why not (the 401's message). */
export type Caller = { user: AuthUser } | { refused: string };

/**
 * The staff row every signed-in request reads, straight from the pool: asked
 * on every request, it costs less and makes less garbage than Prisma's
 * findUnique and its mapping (issue 15, docs/decisions.md). A read, so the
 * history adapter has nothing to add. The token's session (`sid`) is read in
 * the same statement, by primary key: an ended session is refused at its next
 * request in every process, at the cost of one index probe (docs/performance.md).
 */
const STAFF_SQL = `SELECT s."id", s."name", s."email", s."role"::text AS "role", s."status", s."tokenVersion",
  (ss."id" IS NOT NULL AND ss."endedAt" IS NULL) AS "sessionOpen", ss."lastSeenAt" < now() - interval '1 minute' AS "sessionStale"
  FROM "StaffUser" s LEFT JOIN "StaffSession" ss ON ss."id" = $2 AND ss."staffId" = s."id"
  WHERE s."id" = $1`;

/** Last seen, written at most once a minute per session; the WHERE keeps two processes from both writing. */
const TOUCH_SQL = `UPDATE "StaffSession" SET "lastSeenAt" = now() WHERE "id" = $1 AND "lastSeenAt" < now() - interval '1 minute'`;

interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: AuthUser['role'];
  status: boolean;
  tokenVersion: number;
  sessionOpen: boolean;
  sessionStale: boolean | null;
}

interface TokenPayload {
  sub?: unknown;
  ver?: unknown;
  sid?: unknown;
}

/** The token from `Authorization: Bearer <token>` or a bare `Authorization: <token>`. */
export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return (match ? match[1] : header).trim() || null;
}

/**
 * The passport-jwt strategy: passport-jwt verifies the token (HS256 only, with
 * expiry) and `validate` loads the staff account with one indexed query (STAFF_SQL), so
 * that deleting or deactivating someone, or changing their password, ends
 * their sessions at once. It answers a `Caller` for a well-signed token (the
 * account, or why it is refused); a missing or bad token fails in passport.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  /** Made once: handing jsonwebtoken a string makes it try (and fail) a public key first on every call. */
  readonly signingKey: KeyObject;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {
    const key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    super({
      jwtFromRequest: tokenFromRequest,
      // jsonwebtoken takes a KeyObject where passport-jwt's types say string or Buffer.
      secretOrKey: key as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
    });
    this.signingKey = key;
  }

  async validate(payload: TokenPayload): Promise<Caller> {
    // A well-signed token naming no uuid was not made by us: refuse, never query with it.
    // A token without a session (issued before sessions existed) is refused too.
    if (!isUuid(payload?.sub) || !isUuid(payload.sid)) return { refused: SESSION_EXPIRED };
    // Named: each pooled connection parses and plans it once, not on every request (docs/performance.md).
    const staff = (await this.pool.query<StaffRow>({ name: 'staff-session-check', text: STAFF_SQL, values: [payload.sub, payload.sid] })).rows[0];
    if (!staff) return { refused: SESSION_ACCOUNT_REMOVED };
    // Issued before the last password change.
    if ((payload.ver ?? 0) !== staff.tokenVersion) return { refused: SESSION_EXPIRED };
    if (!staff.status) return { refused: SESSION_ACCOUNT_INACTIVE };
    if (!staff.sessionOpen) return { refused: SESSION_ENDED };
    if (staff.sessionStale) this.touch(payload.sid);
    return { user: { id: staff.id, name: staff.name, email: staff.email, role: staff.role, sessionId: payload.sid } };
  }

  /** Not awaited: last seen is a hint, and the request need not wait for it. */
  private touch(sessionId: string): void {
    this.pool.query(TOUCH_SQL, [sessionId]).catch(() => undefined);
  }
}
