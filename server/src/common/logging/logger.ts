import type { LoggerService } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { createRequire } from 'node:module';

/** Who is acting, once the access guard has verified the caller. */
export interface RequestActor {
  id: string;
  name: string;
  role: string;
}

/**
 * The request being served, so every line logged while serving it carries its
 * id, and services can name the staff member acting (the guard sets `actor`).
 */
export const requestContext = new AsyncLocalStorage<{
  requestId: string;
  /** Made here, never taken from the client (unlike requestId): History groups what one request wrote by it. */
  operationId: string;
  actor?: RequestActor;
}>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** The signed-in staff member serving this request, if any (set by AccessGuard). */
export function currentActor(): RequestActor | undefined {
  return requestContext.getStore()?.actor;
}

export interface LoggerOptions {
  /** Default: LOG_LEVEL, else 'warn' under tests and 'info' otherwise. */
  level?: string;
  /** Where lines go; default stdout, pretty when it is a terminal, JSON lines otherwise. */
  destination?: DestinationStream;
}

type PrettyStream = (options: Record<string, unknown>) => DestinationStream;

/** pino-pretty, loaded only for a terminal: a server writing JSON lines never holds it. */
function loadPretty(): PrettyStream {
  const loaded = createRequire(import.meta.url)('pino-pretty') as PrettyStream & { default?: PrettyStream };
  return loaded.default ?? loaded;
}

/** A pino logger whose lines carry `requestId` when written while serving a request. */
export function createLogger({ level, destination }: LoggerOptions = {}): Logger {
  const chosenLevel = level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info');
  const stream =
    destination ??
    (process.stdout.isTTY
      ? loadPretty()({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true })
      : pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level: chosenLevel,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Not when the line or its logger already names it: pino-http's request
      // lines come from a child logger bound to the request id.
      mixin: (mergeObject: object, _level: number, logger: Logger) => {
        const requestId = currentRequestId();
        return requestId && !('requestId' in mergeObject) && !('requestId' in logger.bindings()) ? { requestId } : {};
      },
    },
    stream,
  );
}

let processLogger: Logger | undefined;

/** The process's one logger (main.ts, the app, the request lines). */
export function appLogger(): Logger {
  processLogger ??= createLogger();
  return processLogger;
}

// Nest's start-up chatter (every module and route) is for debugging only.
const DEBUG_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'GraphQLModule']);

/** Nest's Logger on top of pino: same lines, same request ids. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]) {
    // Nest passes the context last, and for errors a stack before it.
    const context = typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const chosen: Level = level === 'info' && context && DEBUG_CONTEXTS.has(context) ? 'debug' : level;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[chosen]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message) this.logger[chosen]({ ...fields, ...message });
    else this.logger[chosen](fields, String(message));
  }
}
