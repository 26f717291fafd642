import { type ArgumentMetadata, Injectable, ValidationError, ValidationPipe } from '@nestjs/common';
import { malformedIdMessage } from '../dto/ids.js';
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

/**
 * Validates every DTO and answers 400 with the first failing field's message.
 * Then, for REST bodies and queries, an `id`, `_id`, `userId` or `ids` that is
 * not a uuid is refused too, whether or not the route's DTO checks it (the
 * DTO's own message wins when it does), so no malformed id reaches the database.
 */
@Injectable()
export class InputValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => AppError.badInput(firstValidationMessage(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type === 'body' || metadata.type === 'query') {
      const message = malformedIdMessage(value) ?? malformedIdMessage(result);
      if (message) throw AppError.badInput(message);
    }
    return result;
  }
}

export function createValidationPipe() {
  return new InputValidationPipe();
}
