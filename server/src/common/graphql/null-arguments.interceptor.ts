import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

/**
 * GraphQL lets a caller pass `null` for any optional argument; here it means
 * the same as leaving the argument out (`categories(status: null)` lists all
 * categories), for every operation at once. GraphQL itself refuses null for
 * required arguments. Only the arguments themselves: a null field inside an
 * input object is kept, since some updates use it to clear a value.
 * Interceptors run before the parameters are read, so the pipes and the
 * resolver see the argument as absent.
 */
@Injectable()
export class NullArgumentsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<string>() === 'graphql') {
      const args = context.getArgByIndex<Record<string, unknown> | undefined>(1);
      if (args && typeof args === 'object') {
        for (const name of Object.keys(args)) if (args[name] === null) delete args[name];
      }
    }
    return next.handle();
  }
}
