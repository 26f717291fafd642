import { Logger } from '@nestjs/common';
import { currentRequestId } from '../logging/logger.js';
import type { AppError } from './app-error.js';
import { toAppError } from './to-app-error.js';

/**
 * The one shape of an error answer, wherever it is raised (Nest's filter, the
 * Express middleware before Nest's router, Apollo's formatError). The request
 * id is also the X-Request-Id header and on the request's log lines.
 */
export interface RestErrorBody {
  message: string;
  requestId: string | undefined;
  /** The input field the refusal is about, when there is one (AppError.field). */
  field?: string;
}

const logger = new Logger('Errors');

/** The AppError a caller sees for any thrown value; what the caller did not cause is logged with its stack. */
export function answerFor(error: unknown): AppError {
  const { appError, unexpected } = toAppError(error);
  if (unexpected) logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return appError;
}

/** REST: `{ message, requestId, field? }` beside the HTTP status. */
export function restErrorBody(appError: AppError): RestErrorBody {
  return { message: appError.message, requestId: currentRequestId(), ...(appError.field ? { field: appError.field } : {}) };
}

/** GraphQL: what every error's `extensions` carries; `field` when the refusal names an input field. */
export function graphqlErrorExtensions(code: unknown, field?: unknown): { code: string; requestId: string | undefined; field?: string } {
  return {
    code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
    requestId: currentRequestId(),
    ...(typeof field === 'string' && field ? { field } : {}),
  };
}

/** GraphQL, for a request refused before Apollo runs (bad JSON, too large): a GraphQL-shaped body. */
export function graphqlErrorBody(appError: AppError) {
  return { errors: [{ message: appError.message, extensions: graphqlErrorExtensions(appError.code, appError.field) }] };
}
