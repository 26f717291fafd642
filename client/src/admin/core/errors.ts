import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** `extensions.code` values the server puts on GraphQL errors. */
export type ServerErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

function messageFromBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    const message = body.errors?.[0]?.message ?? body.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §8: show the server's message when it is a string, else the call's
 * fallback. Network failures ("Failed to fetch") are not server messages, so
 * they get the fallback too.
 */
export function messageFromError(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    return typeof message === 'string' && message.trim() ? message : fallback;
  }
  if (ServerError.is(error)) return messageFromBody(error.bodyText) ?? fallback;
  return fallback;
}

/** The `extensions.code` of the first GraphQL error, if any. */
export function errorCode(error: unknown): ServerErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? (code as ServerErrorCode) : undefined;
}

/**
 * The input field a refusal is about, when the server names it (GraphQL
 * `extensions.field`, REST body `field`), e.g. 'mobile' for a taken number.
 */
export function errorField(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const field = error.errors[0]?.extensions?.field;
    return typeof field === 'string' && field ? field : undefined;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { field?: unknown; errors?: Array<{ extensions?: { field?: unknown } }> };
      const field = body.errors?.[0]?.extensions?.field ?? body.field;
      return typeof field === 'string' && field ? field : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
