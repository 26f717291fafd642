import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { KeyObject } from 'node:crypto';
import passport from 'passport';
import { type Caller, JWT_STRATEGY, JwtStrategy, SESSION_EXPIRED, SIGN_IN_FIRST, tokenFromRequest } from './jwt.strategy.js';

export { type Caller, JWT_ALGORITHM } from './jwt.strategy.js';

/**
 * Who a request is, through the passport-jwt strategy (`JwtStrategy`), asked
 * once per request: a GraphQL document with a thousand aliased fields runs the
 * guard a thousand times, and each asks here for the same answer. The one
 * global guard and the GraphQL plugins call it; passport's own AuthGuard is
 * not used, so that a route without a declared policy stays refused.
 */
@Injectable()
export class Authenticator {
  private readonly callers = new WeakMap<Request, Promise<Caller>>();

  constructor(private readonly strategy: JwtStrategy) {}

  /** The secret as a key object, for signing too. */
  get signingKey(): KeyObject {
    return this.strategy.signingKey;
  }

  callerOf(request: Request): Promise<Caller> {
    let caller = this.callers.get(request);
    if (!caller) {
      caller = this.identify(request);
      this.callers.set(request, caller);
    }
    return caller;
  }

  private identify(request: Request): Promise<Caller> {
    return new Promise((resolve, reject) => {
      const authenticate = passport.authenticate(JWT_STRATEGY, { session: false }, (error: unknown, caller: Caller | false) => {
        if (error) reject(asError(error));
        // passport-jwt fails a missing, malformed, badly signed or expired token before `validate`.
        else resolve(caller || { refused: tokenFromRequest(request) ? SESSION_EXPIRED : SIGN_IN_FIRST });
      }) as (request: Request, response: Response, next: () => void) => void;
      authenticate(request, {} as Response, () => undefined);
    });
  }
}

/**
 * An error from `validate` as an Error that keeps its message and code: an
 * outage's socket error may come from another realm (Node's internals under a
 * test runner's VM), so not `instanceof Error`, and toAppError reads its code
 * to answer 503 rather than 500.
 */
function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; code?: unknown };
  return Object.assign(new Error(typeof message === 'string' ? message : 'Authentication failed'), code === undefined ? {} : { code });
}
