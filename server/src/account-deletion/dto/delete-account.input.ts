import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ToMobile, ToPin } from '../../app-users/mobile.js';
import { INDIAN_MOBILE, INVALID_MOBILE, required } from '../../common/dto/validation-messages.js';

export const WRONG_MOBILE_OR_PIN = 'Mobile number or pin is incorrect';

/** Spec §3 delete-account payload, with the §5 texts. */
@InputType()
export class DeleteAccountInput {
  @Field({ description: 'Indian mobile number, with or without +91' })
  @ToMobile()
  @Matches(INDIAN_MOBILE, { message: INVALID_MOBILE })
  @IsNotEmpty({ message: required('Mobile Number') })
  @IsString({ message: required('Mobile Number') })
  mobile: string;

  // Any other pin is simply wrong: its shape is not checked, so the answer says nothing about it.
  @Field()
  @ToPin()
  @MaxLength(64, { message: WRONG_MOBILE_OR_PIN })
  @IsNotEmpty({ message: required('Pin Number') })
  @IsString({ message: required('Pin Number') })
  pin: string;
}
