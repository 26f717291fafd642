import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from './app-error.js';

/** The first failing rule's message, depth first, in declaration order. */
export function firstValidationMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) return messages[0];
    const nested = firstValidationMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid input';
}

/** Validates every DTO; answers 400 with the first failing field's message. */
export function createValidationPipe() {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => AppError.badInput(firstValidationMessage(errors)),
  });
}
