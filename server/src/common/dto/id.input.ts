import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsUUID } from 'class-validator';

/** `{ id }`: REST delete bodies and GraphQL id arguments. */
@InputType('IdInput', { description: "A record's id" })
@ArgsType()
export class IdArgs {
  @Field(() => ID, { description: "The record's id (UUID)" })
  @IsUUID('all', { message: 'Record not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;
}
