import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCode, messageFromError } from '../shared/errors';

/** What the login screen says when the server ended a session without a message of its own. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again';

/**
 * Only the server saying "not signed in" ends a session: a GraphQL
 * UNAUTHENTICATED error or an HTTP 401. Network failures, 5xx answers and
 * other errors are transient (a restart, a deploy) and keep the token.
 */
export function isUnauthenticated(error: unknown): boolean {
  if (errorCode(error) === 'UNAUTHENTICATED') return true;
  return ServerError.is(error) && error.statusCode === 401;
}

/** The server's reason for ending the session (expired, inactive, removed), for the login screen. */
export function sessionEndReason(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return messageFromError(error, SESSION_EXPIRED);
  return SESSION_EXPIRED;
}
