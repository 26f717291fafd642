import { HttpStatus } from '@nestjs/common';

/** Error codes shared by REST (as HTTP statuses) and GraphQL (as extensions.code). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  TOO_MANY_REQUESTS: HttpStatus.TOO_MANY_REQUESTS,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  INTERNAL_SERVER_ERROR: HttpStatus.INTERNAL_SERVER_ERROR,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again shortly';

/**
 * A failure a caller should see, with the text the spec gives for it.
 * Services throw these; one filter turns them into HTTP or GraphQL answers.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /**
     * The input field the refusal is about (its name in the GraphQL input and
     * the REST body, e.g. 'mobile'), so a form can show it under that field.
     */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static badInput(message: string, field?: string) {
    return new AppError('BAD_USER_INPUT', message, field);
  }
  static unauthenticated(message = 'Please sign in to continue') {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message: string) {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string, field?: string) {
    return new AppError('CONFLICT', message, field);
  }
  static tooMany(message: string) {
    return new AppError('TOO_MANY_REQUESTS', message);
  }
  static databaseDown() {
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE);
  }
}
