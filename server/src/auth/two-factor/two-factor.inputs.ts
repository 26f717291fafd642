import { Field, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/dto/transforms.js';

const CODE_DESCRIPTION = 'The 6-digit code from the authenticator app, or one of the recovery codes';

@InputType({ description: 'The second step of a sign-in' })
export class VerifyTwoFactorInput {
  @Field({ description: 'The challenge the first step answered' })
  @IsNotEmpty({ message: 'Challenge is required' })
  @IsString({ message: 'Challenge is required' })
  @MaxLength(2000, { message: 'Sign-in expired. Please sign in again' })
  challenge: string;

  @Field({ description: CODE_DESCRIPTION })
  @Trim()
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code is required' })
  @MaxLength(32, { message: 'Invalid code' })
  code: string;
}

@InputType({ description: 'A sign-in challenge' })
export class TwoFactorChallengeInput {
  @Field({ description: 'The challenge the first step answered' })
  @IsNotEmpty({ message: 'Challenge is required' })
  @IsString({ message: 'Challenge is required' })
  @MaxLength(2000, { message: 'Sign-in expired. Please sign in again' })
  challenge: string;
}

@InputType({ description: 'A code from the authenticator app, proving the device is at hand' })
export class TwoFactorCodeInput {
  @Field({ description: CODE_DESCRIPTION })
  @Trim()
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code is required' })
  @MaxLength(32, { message: 'Invalid code' })
  code: string;
}

@InputType({ description: 'Sign-in settings' })
export class SecuritySettingsInput {
  @Field({ description: 'Require two-factor sign-in for every staff member' })
  @IsBoolean({ message: 'Require two-factor must be true or false' })
  requireTwoFactor: boolean;
}
