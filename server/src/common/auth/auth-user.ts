import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { StaffRole } from './roles.js';

/** The signed-in staff member, as the guard loaded it for this request. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The session the token names (`sid`). */
  sessionId?: string;
}

export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => (requestOf(context) as { user?: AuthUser }).user);

/** The caller's address, for throttling (Express resolves proxies per 'trust proxy'). */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext) => requestOf(context).ip ?? 'unknown');

/**
 * The caller's User-Agent, to name a session's browser or client. A custom
 * decorator rather than `@Headers('user-agent')`, which the OpenAPI document
 * would list as a required header.
 */
export const UserAgent = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => requestOf(context).headers['user-agent'],
);
