import { NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { refusalFields } from '../errors/error-answer.js';
import { currentRequestId } from '../logging/logger.js';

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match: (path: string) => boolean;
}

/**
 * The methods the app's routes answer on this request's path (with HEAD
 * beside GET), read from Express's router: empty when no route has the path.
 * An unknown method on a known path is then a 405 with `Allow`, not a 404.
 */
export function allowedMethods(request: Request): string[] {
  const app = request.app as unknown as { router?: { stack: RouteLayer[] } };
  const methods = new Set<string>();
  // The full path: Nest's "no route" handler runs in a router mounted at the prefix, where request.path is relative.
  const path = request.baseUrl + request.path;
  for (const layer of app.router?.stack ?? []) {
    if (!layer.route || !layer.match(path)) continue;
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (enabled && method !== '_all') methods.add(method.toUpperCase());
    }
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/**
 * Answers 405 with `Allow` when `error` is the router's "no route" 404 and
 * the path has routes for other methods; false when it is not that case.
 */
export function answerMethodNotAllowed(error: unknown, request: Request, response: Response): boolean {
  if (!(error instanceof NotFoundException) || !error.message.startsWith('Cannot ')) return false;
  const allowed = allowedMethods(request);
  if (!allowed.length) return false;
  response.setHeader('Allow', allowed.join(', '));
  const message = `${request.method} is not allowed here. Allowed: ${allowed.join(', ')}`;
  response.status(405).json({ message, requestId: currentRequestId(), ...refusalFields(message) });
  return true;
}
