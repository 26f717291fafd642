import { Logger } from '@nestjs/common';
import { matchRefusal, type RefusalParams } from '../../../../shared/refusals.js';
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
  /** The refusal's stable code in `shared/refusals.ts`, when the catalogue knows the message; the admin shows its text in the staff member's language. */
  messageCode?: string;
  /** The values the message was built from (`{ label: 'Category Name' }`), with `messageCode`. */
  messageParams?: RefusalParams;
}

/** `messageCode` and `messageParams` for an English message, or nothing when the catalogue does not know it. */
export function refusalFields(message: string): { messageCode?: string; messageParams?: RefusalParams } {
  const refusal = matchRefusal(message);
  return refusal ? { messageCode: refusal.code, messageParams: refusal.params } : {};
}

const logger = new Logger('Errors');

/** The AppError a caller sees for any thrown value; what the caller did not cause is logged with its stack. */
export function answerFor(error: unknown): AppError {
  const { appError, unexpected } = toAppError(error);
  if (unexpected) logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return appError;
}

/** REST: `{ message, requestId, field?, messageCode?, messageParams? }` beside the HTTP status; `message` stays the spec's English. */
export function restErrorBody(appError: AppError): RestErrorBody {
  return {
    message: appError.message,
    requestId: currentRequestId(),
    ...(appError.field ? { field: appError.field } : {}),
    ...refusalFields(appError.message),
  };
}

/**
 * GraphQL: what every error's `extensions` carries; `field` when the refusal
 * names an input field, `messageCode` and `messageParams` when the catalogue
 * knows its message.
 */
export function graphqlErrorExtensions(
  code: unknown,
  field?: unknown,
  message?: string,
): { code: string; requestId: string | undefined; field?: string; messageCode?: string; messageParams?: RefusalParams } {
  return {
    code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
    requestId: currentRequestId(),
    ...(typeof field === 'string' && field ? { field } : {}),
    ...(message ? refusalFields(message) : {}),
  };
}

/** GraphQL, for a request refused before Apollo runs (bad JSON, too large): a GraphQL-shaped body. */
export function graphqlErrorBody(appError: AppError) {
  return { errors: [{ message: appError.message, extensions: graphqlErrorExtensions(appError.code, appError.field, appError.message) }] };
}
