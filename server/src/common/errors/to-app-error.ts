import { HttpException, HttpStatus } from '@nestjs/common';
import { ENTITIES } from '../../../../shared/entities/index.js';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, ERROR_STATUS, type ErrorCode } from './app-error.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

const codeByStatus = new Map<number, ErrorCode>(Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]));

/** A unique field's 409 text, from the manifests' `messages.taken` (a taken email, mobile, variable name …). */
const UNIQUE_FIELD_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  ENTITIES.flatMap((entity): Array<[string, string]> =>
    Object.entries('messages' in entity && 'taken' in entity.messages ? entity.messages.taken : {}),
  ),
);

export interface DriverFailure {
  kind?: string;
  /** PostgreSQL's SQLSTATE, or Node's errno code for a socket. */
  code?: string;
  message?: string;
}

/** The driver adapter's error inside a Prisma error's meta, when there is one. */
export function driverFailure(meta: unknown): DriverFailure | null {
  const adapterError = (meta as { driverAdapterError?: { cause?: unknown } } | undefined)?.driverAdapterError;
  const found: unknown = adapterError?.cause ?? adapterError;
  if (!found || typeof found !== 'object') return null;
  const cause = found as { kind?: unknown; originalCode?: unknown; code?: unknown; message?: unknown };
  const code = typeof cause.originalCode === 'string' ? cause.originalCode : typeof cause.code === 'string' ? cause.code : undefined;
  const kind = typeof cause.kind === 'string' ? cause.kind : undefined;
  if (!code && !kind) return null;
  return { kind, code, message: typeof cause.message === 'string' ? cause.message : undefined };
}

const MULTIPART_FAILURE =
  /^(Malformed part header|Unexpected end of (form|file)|Multipart: Boundary not found|Malformed urlencoded form|Missing Content-Type)/;

/** Prisma's own codes for a database it cannot reach or a pool it waited on too long. */
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'TooManyConnections', 'SocketTimeout', 'TlsConnectionError']);

function isUnavailable(failure: DriverFailure | null): boolean {
  if (!failure) return false;
  if (failure.kind && UNAVAILABLE_KINDS.has(failure.kind)) return true;
  return isDatabaseUnavailable(failure.code, failure.message);
}

/**
 * Values PostgreSQL refused that came from the caller: a malformed uuid, a NUL
 * byte, a number out of range, a text longer than its column. A 400, never a 500.
 */
function refusedInput(failure: DriverFailure | null): string | null {
  if (!failure) return null;
  const code = failure.code ?? '';
  if (failure.kind === 'InvalidInputValue' || code === '22P02') {
    return /uuid/i.test(failure.message ?? '') ? 'Record not found' : 'Invalid input';
  }
  if (failure.kind === 'ValueOutOfRange' || code === '22003' || code === '22008') return 'A number or date is out of range';
  if (failure.kind === 'LengthMismatch' || code === '22001') return 'A value is too long';
  if (code === '22021' || code === '22P05') return 'Text must not contain NUL characters or invalid Unicode';
  if (code === '2201W' || code === '2201X') return 'page or limit is out of range';
  if (code === '54000') return 'A value is too long';
  return null;
}

/**
 * Maps anything thrown while serving a request to an AppError. Unknown errors
 * become a 500 with a generic message; their details go to the log only.
 */
export function toAppError(error: unknown): { appError: AppError; unexpected: boolean } {
  if (error instanceof AppError) return { appError: error, unexpected: false };

  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') {
      const target = JSON.stringify(error.meta ?? {});
      const field = Object.keys(UNIQUE_FIELD_MESSAGES).find((name) => target.includes(name));
      return {
        appError: field ? AppError.conflict(UNIQUE_FIELD_MESSAGES[field], field) : AppError.conflict('This record already exists'),
        unexpected: false,
      };
    }
    if (error.code === 'P2025') return { appError: AppError.notFound('Record not found'), unexpected: false };
    if (error.code === 'P2003') {
      return { appError: AppError.badInput('A referenced record does not exist'), unexpected: false };
    }
    const driver = driverFailure(error.meta);
    if (UNAVAILABLE_PRISMA_CODES.has(error.code) || isUnavailable(driver)) {
      return { appError: AppError.databaseDown(), unexpected: false };
    }
    const refused = refusedInput(driver);
    if (refused) return { appError: AppError.badInput(refused), unexpected: false };
  }
  if (error instanceof Prisma.PrismaClientInitializationError || error instanceof Prisma.PrismaClientRustPanicError) {
    return { appError: AppError.databaseDown(), unexpected: false };
  }
  if (error instanceof Prisma.PrismaClientValidationError) {
    // A value our DTOs let through (NaN, an out-of-range number): the caller's input, but log it to close the gap.
    return { appError: AppError.badInput('Invalid input'), unexpected: true };
  }
  // pg errors outside Prisma (the pool's own, raw queries) and the adapter's.
  // Duck-typed: socket errors may come from another realm (Node's internals under a test runner's VM).
  if (error && typeof error === 'object' && 'message' in error) {
    const direct = driverFailure({ driverAdapterError: { cause: error } }) ?? { message: String(error.message) };
    if (isUnavailable(direct)) return { appError: AppError.databaseDown(), unexpected: false };
  }

  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    let message = error.message;
    if (typeof response === 'object' && response && 'message' in response) {
      const inner = response.message;
      message = Array.isArray(inner) ? String(inner[0]) : String(inner);
    }
    if (status === (HttpStatus.NOT_FOUND as number) && message.startsWith('Cannot ')) message = 'Not found';
    const code = codeByStatus.get(status) ?? (status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
    return { appError: new AppError(code, message), unexpected: status >= 500 };
  }

  // Errors raised by body parsers and multer carry a status of their own.
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  const type = (error as { type?: string })?.type;
  if (type === 'entity.parse.failed') return { appError: AppError.badInput('Malformed JSON in request body'), unexpected: false };
  if (type === 'entity.too.large' || status === 413) {
    return { appError: new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'), unexpected: false };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = (error as Error).message || 'Bad request';
    return { appError: new AppError(codeByStatus.get(status) ?? 'BAD_USER_INPUT', message), unexpected: false };
  }

  // The multipart parser's own complaints about a body it cannot frame (GraphQL multipart, REST forms).
  if (error instanceof Error && (MULTIPART_FAILURE.test(error.message) || /[\\/]busboy[\\/]/.test(error.stack ?? ''))) {
    return { appError: AppError.badInput('Malformed multipart body'), unexpected: false };
  }

  return { appError: new AppError('INTERNAL_SERVER_ERROR', 'Failed'), unexpected: true };
}
