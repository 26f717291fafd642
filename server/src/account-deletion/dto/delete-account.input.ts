import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MobileNumber, ToPin } from '../../app-users/mobile.js';
import { required } from '../../common/dto/validation-messages.js';

export const WRONG_MOBILE_OR_PIN = 'Mobile number or pin is incorrect';

/** Spec §3 delete-account payload, with the §5 texts. */
@InputType({ description: "The app user's own credentials, to delete their account from the public page (spec §5)" })
export class DeleteAccountInput {
  @Field({ description: 'Indian mobile number, with or without +91' })
  @MobileNumber()
  mobile: string;

  // Any other pin is simply wrong: its shape is not checked, so the answer says nothing about it.
  @Field({ description: "The account's pin number, 4 to 6 digits" })
  @ToPin()
  @MaxLength(64, { message: WRONG_MOBILE_OR_PIN })
  @IsNotEmpty({ message: required('Pin Number') })
  @IsString({ message: required('Pin Number') })
  pin: string;
}
