import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsUUID } from 'class-validator';

/** `{ id }`: REST delete bodies and GraphQL id arguments. */
@InputType('IdInput')
@ArgsType()
export class IdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'Record not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;
}
