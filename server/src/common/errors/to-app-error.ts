import { HttpException, HttpStatus } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, ERROR_STATUS, type ErrorCode } from './app-error.js';

const codeByStatus = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** Field names in unique-violation messages, as users know them. */
const UNIQUE_FIELD_MESSAGES: Record<string, string> = {
  email: 'A user with this email already exists',
  mobile: 'A user with this mobile number already exists',
  variableName: 'A frame field with this variable name already exists',
};

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
        appError: AppError.conflict(field ? UNIQUE_FIELD_MESSAGES[field] : 'This record already exists'),
        unexpected: false,
      };
    }
    if (error.code === 'P2025') return { appError: AppError.notFound('Record not found'), unexpected: false };
    if (error.code === 'P2003') {
      return { appError: AppError.badInput('A referenced record does not exist'), unexpected: false };
    }
  }

  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    let message = error.message;
    if (typeof response === 'object' && response && 'message' in response) {
      const inner = (response as { message: unknown }).message;
      message = Array.isArray(inner) ? String(inner[0]) : String(inner);
    }
    if (status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ')) message = 'Not found';
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

  return { appError: new AppError('INTERNAL_SERVER_ERROR', 'Failed'), unexpected: true };
}
