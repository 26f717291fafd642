import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * Older clients of the REST facade know records by `_id`. Answers carry both
 * `id` and `_id`; bodies and queries may name either.
 */
export function withLegacyIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withLegacyIds);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const record: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) record[key] = withLegacyIds(inner);
  if (typeof record.id === 'string' && record._id === undefined) record._id = record.id;
  return record;
}

@Injectable()
export class LegacyIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return next.handle().pipe(map(withLegacyIds));
  }
}

/** Express middleware for /adminapi: `_id` in a body or query stands for `id`. */
export function acceptLegacyIds(request: Request, _response: Response, next: NextFunction) {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && body._id !== undefined && body.id === undefined) {
    body.id = body._id;
  }
  const query = request.query as Record<string, unknown>;
  if (query._id !== undefined && query.id === undefined) {
    // Express 5 makes req.query a getter; redefine it with the alias added.
    const withId = { ...query, id: query._id };
    Object.defineProperty(request, 'query', { value: withId, writable: true });
  }
  next();
}
