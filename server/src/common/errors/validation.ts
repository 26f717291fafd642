import { type ArgumentMetadata, Injectable, type Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { GqlParamtype } from '@nestjs/graphql/dist/enums/gql-paramtype.enum.js';
import { TypeMetadataStorage } from '@nestjs/graphql/dist/schema-builder/storages/type-metadata.storage.js';
import { malformedIdMessage } from '../dto/ids.js';
import { AppError } from './app-error.js';

/**
 * The first failing rule, depth first, in declaration order: its message, and
 * the property it is about (the innermost named one: `categoryName`, or `x`
 * for `regions[2].x`), so a form can show the message under that field.
 */
function firstValidationFailure(errors: ValidationError[]): { message: string; field?: string } | undefined {
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) return { message: messages[0], field: error.property };
    const nested = firstValidationFailure(error.children ?? []);
    if (nested) return nested.field && !/^\d+$/.test(nested.field) ? nested : { ...nested, field: error.property };
  }
  return undefined;
}

/** The 400 for failed validation: the first failing rule's message ('Invalid input' when none says more) and its field. */
export function validationRefusal(errors: ValidationError[]): AppError {
  const failure = firstValidationFailure(errors);
  return AppError.badInput(failure?.message ?? 'Invalid input', failure?.field);
}

/**
 * Validates every DTO and answers 400 with the first failing field's message,
 * naming that field (`field` in the REST body, `extensions.field` in GraphQL).
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
      exceptionFactory: validationRefusal,
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if ((metadata.type as unknown) === GqlParamtype.ARGS) value = withoutNullArguments(value, metadata);
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type === 'body' || metadata.type === 'query') {
      const message = malformedIdMessage(value) ?? malformedIdMessage(result);
      if (message) throw AppError.badInput(message);
    }
    return result;
  }
}

/**
 * GraphQL lets a caller pass `null` for any optional argument; it means the
 * same as leaving it out (`categories(status: null)` is all categories).
 * GraphQL itself refuses null for required ones, so: a null argument becomes
 * undefined, and so does a null field of an @ArgsType() class (each field is
 * an argument). Fields inside an input object keep their null, which some
 * updates use to clear a value.
 */
function withoutNullArguments(value: unknown, metadata: ArgumentMetadata): unknown {
  if (value === null) return undefined;
  const isArgsClass = metadata.metatype && TypeMetadataStorage.getArgumentsMetadataByTarget(metadata.metatype as Type<unknown>);
  if (!isArgsClass || !value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, argument]) => argument !== null));
}

export function createValidationPipe() {
  return new InputValidationPipe();
}
