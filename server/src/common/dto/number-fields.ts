import { applyDecorators } from '@nestjs/common';
import { Field, Int } from '@nestjs/graphql';
import { IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from './transforms.js';
import { required } from './validation-messages.js';

const PRIORITY_RANGE = 'Priority must be a whole number from 0 to 100000';

/**
 * Where a composed decorator records its bounds for the REST document: the
 * compiler plugin reads `@Min`/`@Max` only where they are written.
 */
export const RANGE_METADATA = 'dto:range';

const DocumentedRange =
  (minimum: number, maximum: number): PropertyDecorator =>
  (target, key) =>
    Reflect.defineMetadata(RANGE_METADATA, { minimum, maximum }, target, key);

/**
 * `priority`, the sort order in the app: a whole number from 0 to 100000,
 * lower first; numeric strings from forms are accepted. Required on create;
 * with `optional` (updates) an absent value keeps the current one.
 *
 * Listed in the order they are applied, which is the reverse of stacked
 * decorators: class-validator checks them in this order and reports the first.
 */
export const Priority = (options: { optional?: boolean } = {}) =>
  applyDecorators(
    ...(options.optional ? [] : [IsNotEmpty({ message: required('Priority') })]),
    IsInt({ message: PRIORITY_RANGE }),
    Min(0, { message: PRIORITY_RANGE }),
    Max(100_000, { message: PRIORITY_RANGE }),
    ...(options.optional ? [IsOptional()] : []),
    ToNumber(),
    DocumentedRange(0, 100_000),
    options.optional
      ? Field(() => Int, { nullable: true, description: 'New sort order, 0 to 100000 (lower first)' })
      : Field(() => Int, { description: 'Sort order in the app, 0 to 100000 (lower first)' }),
  );
