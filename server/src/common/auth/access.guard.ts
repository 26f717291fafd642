import { type CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error.js';
import { requestContext } from '../logging/logger.js';
import { type AuthUser, requestOf } from './auth-user.js';
import { Authenticator } from './authenticator.js';
import { ACCESS_POLICY, type AccessPolicy } from './roles.js';

/**
 * The one global guard for REST and GraphQL. Reads the operation's declared
 * policy: public passes; roles need a valid token and one of the roles;
 * an operation that declares nothing is refused (deny by default).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: Authenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [context.getHandler(), context.getClass()]);
    if (!policy) throw AppError.forbidden('This operation declares no access policy');
    if (policy.kind === 'public') return true;

    const request = requestOf(context);
    const caller = await this.authenticator.callerOf(request);
    if ('refused' in caller) throw AppError.unauthenticated(caller.refused);
    (request as { user?: AuthUser }).user = caller.user;
    // Services that record who acted (the trash) read it from the request's context.
    const store = requestContext.getStore();
    if (store) store.actor = { id: caller.user.id, name: caller.user.name, role: caller.user.role };
    if (!policy.roles.includes(caller.user.role)) throw AppError.forbidden();
    return true;
  }
}
