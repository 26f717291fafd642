import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestContext } from './logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// A caller's own id (from a proxy) is kept when it is short and plain.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const PROBES = new Set(['/livez', '/readyz']);

type ServedRequest = IncomingMessage &
  Partial<Pick<Request, 'route' | 'baseUrl' | 'originalUrl' | 'body'>> & { id?: unknown; user?: { id?: string } };

/** '/adminapi/categories/update' or '/business/:id' style (the matched route, not the raw URL), GraphQL with its operation. */
function routeOf(request: ServedRequest): string {
  const url = request.originalUrl ?? request.url ?? '';
  const pathOnly = url.split('?')[0];
  if (pathOnly === '/graphql' || pathOnly.startsWith('/graphql/')) {
    const operationName = (request.body as { operationName?: unknown } | undefined)?.operationName;
    const operation = typeof operationName === 'string' ? operationName : undefined;
    return operation ? `/graphql ${operation}` : '/graphql';
  }
  const routePath = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof routePath === 'string' && routePath) return `${request.baseUrl ?? ''}${routePath}`;
  return pathOnly;
}

function requestLine(request: ServedRequest, response: ServerResponse, responseTime: number) {
  // The request id comes from the request's child logger (customAttributeKeys below).
  return {
    method: request.method,
    route: routeOf(request),
    status: response.statusCode,
    durationMs: Math.round(responseTime),
    userId: request.user?.id ?? null,
  };
}

/**
 * One JSON line per request (method, route, status, duration, user id) with a
 * request id, which is also the X-Request-Id answer header and is on every
 * line logged while the request is served.
 */
export function requestLogging(logger: Logger) {
  const httpLogger = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (request, response) => {
      const incoming = request.headers['x-request-id'];
      const requestId = typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      response.setHeader(REQUEST_ID_HEADER, requestId);
      return requestId;
    },
    // A refused request (4xx) is the API working as specified; only failures (5xx) are errors.
    // A probe's 503 (/readyz while stopping or while the database is down) is its answer, not a failure of the app.
    customLogLevel: (request, response, error) =>
      (error || response.statusCode >= 500) && !PROBES.has(((request as ServedRequest).originalUrl ?? request.url ?? '').split('?')[0])
        ? 'error'
        : 'info',
    customSuccessObject: (request, response, value: { responseTime: number }) => requestLine(request as ServedRequest, response, value.responseTime),
    customErrorObject: (request, response, error, value: { responseTime: number }) => ({
      ...requestLine(request as ServedRequest, response, value.responseTime),
      err: error,
    }),
    customSuccessMessage: (request, response) => `${request.method} ${routeOf(request as ServedRequest)} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${routeOf(request as ServedRequest)} ${response.statusCode}`,
  });

  return (request: Request, response: Response, next: NextFunction) => {
    httpLogger(request, response);
    requestContext.run({ requestId: String(request.id as string | number), operationId: randomUUID() }, next);
  };
}
