import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCode, messageFromError } from './errors';

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

/** When a JWT says it expires (its `exp`), or undefined when it does not say or cannot be read. */
export function tokenExpiresAt(token: string): Date | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
