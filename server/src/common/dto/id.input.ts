import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsUUID } from 'class-validator';
import { required } from './validation-messages.js';

/**
 * The id of the record an input names: 'Id is required' when absent, else
 * `notFound` when it is not a uuid (no record can have it).
 *
 * Listed in the order they are applied, which is the reverse of stacked
 * decorators: class-validator checks them in this order and reports the first.
 */
export const RecordId = (notFound: string, description: string) =>
  applyDecorators(
    IsNotEmpty({ message: 'Id is required' }),
    IsUUID('all', { message: notFound }),
    Field(() => ID, { description }),
  );

/** A required reference to another record (`categoryId`): '{label} is required', else '{label} not found'. */
export const RequiredId = (label: string, description: string) =>
  applyDecorators(
    IsNotEmpty({ message: required(label) }),
    IsUUID('all', { message: `${label} not found` }),
    Field(() => ID, { description }),
  );

/** `{ id }`: REST delete bodies and GraphQL id arguments. */
@InputType('IdInput', { description: "A record's id" })
@ArgsType()
export class IdArgs {
  @RecordId('Record not found', "The record's id (UUID)")
  id: string;
}
