import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import { API_ROUTE, type ApiRouteOptions } from './api-route.js';

/** The REST facade's success body (issue #2 §7): `{ message, data }`, lists paged with totalCount. */
export interface Envelope<T> {
  message: string;
  data: T;
  totalCount?: number;
  /** App user lists: true when totalCount stopped at its cap (10,001, shown as "10,000+"). */
  countCapped?: boolean;
}

/** What a paged route's handler answers: one page and the count of all of them. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  countCapped?: boolean;
}

/** An answer whose `message` is not its route's usual one (the sign-in's 'Code required'). */
export class Reply<T> {
  constructor(
    readonly message: string,
    readonly data: T,
  ) {}
}

export function ok<T>(message: string, data: T, totalCount?: number, countCapped?: boolean): Envelope<T> {
  if (totalCount === undefined) return { message, data };
  return countCapped === undefined ? { message, data, totalCount } : { message, data, totalCount, countCapped };
}

/**
 * Wraps what a REST handler answers in `{ message, data }` with the success
 * `message` of its `@ApiRoute`, so each text is stated once, beside the
 * route's description ('Success' when it names none); a `paged` route answers
 * a `Page` and gets `totalCount` (and `countCapped`) beside `data`. File
 * answers pass through as they are.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const route = this.reflector.get<ApiRouteOptions | undefined>(API_ROUTE, context.getHandler());
    if (!route || isFile(route.data)) return next.handle();
    const message = route.message ?? 'Success';
    return next.handle().pipe(
      map((data: unknown) => {
        if (data instanceof Reply) return ok(data.message, data.data);
        if (!route.paged) return ok(message, data);
        const { items, totalCount, countCapped } = data as Page<unknown>;
        return ok(message, items, totalCount, countCapped);
      }),
    );
  }
}

function isFile(data: ApiRouteOptions['data']): boolean {
  return data !== null && typeof data === 'object' && 'file' in data;
}
