import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../errors/app-error.js';
import { type AuthUser, requestOf } from './auth-user.js';
import { ACCESS_POLICY, type AccessPolicy } from './roles.js';

/**
 * The one global guard for REST and GraphQL. Reads the operation's declared
 * policy: public passes; roles need a valid token and one of the roles;
 * an operation that declares nothing is refused (deny by default).
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) throw AppError.forbidden('This operation declares no access policy');
    if (policy.kind === 'public') return true;

    await super.canActivate(context);
    const user = requestOf(context).user as AuthUser;
    if (!policy.roles.includes(user.role)) throw AppError.forbidden();
    return true;
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw error;
    if (!user) {
      const missing = info instanceof Error && /No auth token/i.test(info.message);
      throw AppError.unauthenticated(
        missing ? 'Please sign in to continue' : 'Your session has expired. Please sign in again',
      );
    }
    return user;
  }
}
