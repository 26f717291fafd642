import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class DeleteAccountResult {
  @Field({ description: "'Your account has been deleted'" })
  message: string;
}
