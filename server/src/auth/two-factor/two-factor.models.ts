import { createUnionType, Field, Int, ObjectType } from '@nestjs/graphql';
import { LoginResult } from '../models/login-result.model.js';
import { PasswordChangeChallenge } from '../password/password.models.js';

@ObjectType({
  description:
    'Sign-in needs a second step: the password was right, and the account has two-factor sign-in on (or must enrol). Send `challenge` with a code to `verifyTwoFactor` within 5 minutes.',
})
export class TwoFactorChallenge {
  @Field({ description: 'Always true: tells this answer from a token' })
  codeRequired: boolean;

  @Field({ description: 'Signed proof that the password was right, valid 5 minutes; not a sign-in token' })
  challenge: string;

  @Field({
    description:
      'True when the account has no second factor yet but the superadmin requires one: call `startTwoFactorEnrolment` with the challenge, scan the QR code, then `verifyTwoFactor`',
  })
  enrolmentRequired: boolean;

  @Field({ description: 'When the challenge stops being accepted (ISO 8601 date-time, UTC)' })
  expiresAt: Date;
}

export const LoginAnswer = createUnionType({
  name: 'LoginAnswer',
  description:
    'A token (`LoginResult`); for an account with two-factor sign-in, a `TwoFactorChallenge` to answer with a code; for a temporary password, a `PasswordChangeChallenge` to answer with a new password',
  types: () => [LoginResult, TwoFactorChallenge, PasswordChangeChallenge] as const,
  resolveType: (value: object) =>
    'passwordChangeRequired' in value ? PasswordChangeChallenge : 'challenge' in value ? TwoFactorChallenge : LoginResult,
});

@ObjectType({ description: 'A signed-in session after the second step' })
export class TwoFactorLoginResult extends LoginResult {
  @Field(() => [String], {
    nullable: true,
    description: 'Only when this sign-in enrolled the account: its 10 one-time recovery codes, shown this once',
  })
  recoveryCodes: string[] | null;
}

@ObjectType({ description: 'A new second factor to add to an authenticator app' })
export class TwoFactorSetup {
  @Field({ description: 'The secret in base32, to type in when the QR code cannot be scanned' })
  secret: string;

  @Field({ description: 'The otpauth:// URI the QR code holds' })
  otpauthUri: string;

  @Field({ description: 'The QR code as an SVG image in a data: URL' })
  qrCode: string;
}

@ObjectType({ description: 'One-time recovery codes: each signs in once in place of a code; shown only now' })
export class RecoveryCodes {
  @Field(() => [String], { description: 'Ten codes like `abcde-23456`' })
  codes: string[];
}

@ObjectType({ description: "The signed-in staff member's two-factor sign-in" })
export class TwoFactorStatus {
  @Field({ description: 'Sign-in asks for a code after the password' })
  enabled: boolean;

  @Field({ description: 'The superadmin requires two-factor sign-in for every staff member' })
  required: boolean;

  @Field(() => Int, { description: 'Recovery codes not yet used' })
  recoveryCodesLeft: number;
}

@ObjectType({ description: 'Sign-in settings the superadmin changes' })
export class SecuritySettings {
  @Field({ description: 'Every staff member must sign in with a second factor; those without one enrol at their next sign-in' })
  requireTwoFactor: boolean;
}
