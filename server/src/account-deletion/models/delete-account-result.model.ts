import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The answer of a self-service account deletion' })
export class DeleteAccountResult {
  @Field({ description: "'Your account has been deleted'" })
  message: string;
}
