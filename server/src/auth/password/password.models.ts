import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    'Sign-in needs a new password first: the password was right, but it is a temporary one the superadmin set. Send `challenge` with the new password to `changeTemporaryPassword` within 5 minutes.',
})
export class PasswordChangeChallenge {
  @Field({ description: 'Always true: tells this answer from a token' })
  passwordChangeRequired: boolean;

  @Field({ description: 'Signed proof that the temporary password was right, valid 5 minutes; not a sign-in token' })
  challenge: string;

  @Field({ description: 'When the challenge stops being accepted (ISO 8601 date-time, UTC)' })
  expiresAt: Date;
}
