import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * Older clients of the REST facade know records by `_id`. Answers carry both
 * `id` and `_id`; bodies and queries may name either.
 *
 * Adds `_id` in place, in one walk over the answer: REST answers are built
 * fresh for each request, so there is no need for a second copy of every row.
 */
export function withLegacyIds<T>(value: T): T {
  addLegacyIds(value, 0);
  return value;
}

function addLegacyIds(value: unknown, depth: number): void {
  if (value === null || typeof value !== 'object' || depth > 64) return;
  if (Array.isArray(value)) {
    for (const item of value) addLegacyIds(item, depth + 1);
    return;
  }
  if (value instanceof Date || ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const inner = record[key];
    if (inner !== null && typeof inner === 'object') addLegacyIds(inner, depth + 1);
  }
  if (typeof record.id === 'string' && record._id === undefined) record._id = record.id;
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
