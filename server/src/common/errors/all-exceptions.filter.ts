import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
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
        extensions: { code: appError.code, status: appError.status },
      });
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    response.status(appError.status).json(restErrorBody(appError));
  }
}
