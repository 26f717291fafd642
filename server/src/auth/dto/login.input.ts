import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/dto/transforms.js';
import { INVALID_LOGIN_EMAIL } from '../../common/dto/validation-messages.js';

@InputType({ description: "A staff member's sign-in credentials" })
export class LoginInput {
  @Field({ description: "The staff account's email address (matched without regard to case)" })
  @Trim()
  @IsEmail({}, { message: INVALID_LOGIN_EMAIL })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;

  @Field({ description: "The account's password, at most 128 characters" })
  @MaxLength(128, { message: 'Invalid email or password' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
