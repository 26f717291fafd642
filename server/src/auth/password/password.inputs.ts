import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/dto/transforms.js';
import { RecordId } from '../../common/dto/id.input.js';
import { INVALID_LOGIN_EMAIL, required } from '../../common/dto/validation-messages.js';

/** A new password: 8 to 128 characters (and not a common one, checked by the service). */
const NewPassword = (description: string) =>
  applyDecorators(
    IsString({ message: required('Password') }),
    IsNotEmpty({ message: required('Password') }),
    MinLength(8, { message: 'Password must be at least 8 characters' }),
    MaxLength(128, { message: 'Password must be at most 128 characters' }),
    Field({ description }),
  );

@InputType({ description: 'A temporary password for a staff member, to be changed at their next sign-in' })
export class SetTemporaryPasswordInput {
  @RecordId('User not found', "The staff member's id")
  id: string;

  @NewPassword('The temporary password, 8 to 128 characters; tell it to the member')
  password: string;
}

@InputType({ description: 'The step after a sign-in with a temporary password' })
export class ChangeTemporaryPasswordInput {
  @Field({ description: 'The challenge the sign-in answered' })
  @IsNotEmpty({ message: 'Challenge is required' })
  @IsString({ message: 'Challenge is required' })
  @MaxLength(2000, { message: 'Sign-in expired. Please sign in again' })
  challenge: string;

  @NewPassword('The new password, 8 to 128 characters, not the temporary one')
  newPassword: string;
}

@InputType({ description: "A staff member's email, for a link to set a new password" })
export class ForgotPasswordInput {
  @Field({ description: "The staff account's email address" })
  @Trim()
  @IsEmail({}, { message: INVALID_LOGIN_EMAIL })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  @MaxLength(254, { message: INVALID_LOGIN_EMAIL })
  email: string;
}

@InputType({ description: 'A new password, with the token from the emailed link' })
export class ResetPasswordInput {
  @Field({ description: 'The `token` of the emailed link' })
  @IsNotEmpty({ message: 'Token is required' })
  @IsString({ message: 'Token is required' })
  @MaxLength(200, { message: 'This link has expired or was already used. Please ask for a new one' })
  token: string;

  @NewPassword('The new password, 8 to 128 characters')
  newPassword: string;
}
