import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { currentRequestId } from '../logging/logger.js';
import { toAppError } from './to-app-error.js';

/**
 * The one place errors leave the server. REST gets `{ message }` with the
 * status; GraphQL gets the same message with `extensions.code`. Never a stack.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost) {
    const { appError, unexpected } = toAppError(error);
    if (unexpected) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));

    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(appError.message, {
        extensions: { code: appError.code, status: appError.status },
      });
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    // The request id is also the X-Request-Id header and on the request's log lines.
    response.status(appError.status).json({ message: appError.message, requestId: currentRequestId() });
  }
}
