import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Authenticator } from '../auth/authenticator.js';
import { AppError } from '../errors/app-error.js';
import { graphqlErrorExtensions } from '../errors/error-answer.js';

/** Apollo's own headers for its CSRF check (preventCsrf.js), any one of them non-empty. */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;

/** Apollo's text for the same refusal, so a caller sees one message whichever check refused it. */
export const CSRF_BLOCKED =
  "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header " +
  '(with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value ' +
  'for one of the following headers: x-apollo-operation-name, apollo-require-preflight';

/**
 * Before graphql-upload reads a single part of a GraphQL multipart request:
 * Apollo's CSRF preflight header and a valid staff token. Apollo checks the
 * first only after graphql-upload has written every file to the temp folder,
 * and the token is checked later still, so without this an anonymous caller
 * could put 100 MB on disk per request. Roles are still checked per operation
 * by the access guard; here, signed in is enough. A refused body is never
 * parsed: Node reads and discards what is still arriving.
 */
export function multipartGate(authenticator: Authenticator): RequestHandler {
  return async (request: Request, _response: Response, next: NextFunction) => {
    if (!request.is('multipart/form-data')) return next();
    if (!PREFLIGHT_HEADERS.some((header) => (request.headers[header] ?? '').length > 0)) {
      return next(AppError.badInput(CSRF_BLOCKED));
    }
    try {
      const caller = await authenticator.callerOf(request);
      next('refused' in caller ? AppError.unauthenticated(caller.refused) : undefined);
    } catch (error) {
      next(error);
    }
  };
}

export const PERSISTED_QUERY_NOT_SUPPORTED = 'PersistedQueryNotSupported';

/** True when a GraphQL request (POST body or GET query) asks for an automatic persisted query. */
function asksForPersistedQuery(request: Request): boolean {
  const bodies: unknown[] = Array.isArray(request.body) ? request.body : [request.body];
  if (bodies.some((body) => (body as { extensions?: { persistedQuery?: unknown } } | undefined)?.extensions?.persistedQuery !== undefined)) {
    return true;
  }
  const extensions = request.query?.extensions;
  return typeof extensions === 'string' && extensions.includes('persistedQuery');
}

/**
 * Persisted queries are off (graphql-options.ts). Apollo then answers such a
 * request with HTTP 200, so its client may retry with the whole document; we
 * have no such client, and a caller sending a hash (matching its query or
 * not) is told plainly, with a 400, before Apollo looks at it.
 */
export function refusePersistedQueries(request: Request, response: Response, next: NextFunction) {
  if (!asksForPersistedQuery(request)) return next();
  response.status(400).json({
    errors: [{ message: PERSISTED_QUERY_NOT_SUPPORTED, extensions: graphqlErrorExtensions('PERSISTED_QUERY_NOT_SUPPORTED') }],
  });
}
