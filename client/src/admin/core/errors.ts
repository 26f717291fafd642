import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { currentLanguage, translate, translateRefusal } from './i18n/i18n';

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
 * they get the fallback too. Both in the member's language (issue 29.3): the
 * server's refusal by its `messageCode` and parameters, the fallback (an
 * English text of the admin's) through the catalogue.
 */
export function messageFromError(error: unknown, fallback: string): string {
  const message = englishMessage(error);
  // English: the server's message or the fallback exactly as written (the spec's texts).
  if (currentLanguage() === 'en') return message ?? fallback;
  if (message === undefined) return translate(fallback);
  const refusal = refusalOf(error);
  return refusal ? translateRefusal(refusal.code, refusal.params, message) : translate(message);
}

function englishMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }
  if (ServerError.is(error)) return messageFromBody(error.bodyText);
  return undefined;
}

/** The refusal's stable code and parameters (GraphQL `extensions`, REST body), when the server gave them. */
function refusalOf(error: unknown): { code: string; params: Record<string, string | number> } | undefined {
  let carrier: { messageCode?: unknown; messageParams?: unknown } | undefined;
  if (CombinedGraphQLErrors.is(error)) carrier = error.errors[0]?.extensions;
  else if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { messageCode?: unknown; messageParams?: unknown; errors?: Array<{ extensions?: typeof carrier }> };
      carrier = body.errors?.[0]?.extensions ?? body;
    } catch {
      return undefined;
    }
  }
  if (typeof carrier?.messageCode !== 'string') return undefined;
  const params = carrier.messageParams && typeof carrier.messageParams === 'object' ? (carrier.messageParams as Record<string, string | number>) : {};
  return { code: carrier.messageCode, params };
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
