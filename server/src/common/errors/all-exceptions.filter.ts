import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { answerMethodNotAllowed } from '../http/method-not-allowed.js';
import { answerFor, restErrorBody } from './error-answer.js';

/**
 * Where errors leave Nest. REST gets `{ message, requestId }` with the
 * status; GraphQL gets the same message with `extensions.code` (shapes in
 * error-answer.ts). Never a stack.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const appError = answerFor(error);

    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(appError.message, {
        extensions: { code: appError.code, status: appError.status, ...(appError.field ? { field: appError.field } : {}) },
      });
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    // No route for this method: when the path has routes for other methods, 405 with the ones it has.
    if (answerMethodNotAllowed(error, host.switchToHttp().getRequest<Request>(), response)) return;
    response.status(appError.status).json(restErrorBody(appError));
  }
}
