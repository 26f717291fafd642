import { Field, InputType } from '@nestjs/graphql';
import { IsBoolean, IsEnum } from 'class-validator';
import { StaffLanguage } from '../models/staff-user.model.js';

export const LANGUAGE_REQUIRED = 'Language must be en or gu';
export const DIGITS_REQUIRED = 'Gujarati digits must be true or false';

/** The signed-in member's own admin preferences. */
@InputType({ description: "The signed-in staff member's language and digits in the admin" })
export class PreferencesInput {
  @Field(() => StaffLanguage, { description: 'en (English, the default) or gu (Gujarati)' })
  @IsEnum(StaffLanguage, { message: LANGUAGE_REQUIRED })
  language: StaffLanguage;

  @Field({ description: 'In Gujarati, write numbers with Gujarati digits (૧૨૩); false keeps Latin digits' })
  @IsBoolean({ message: DIGITS_REQUIRED })
  gujaratiDigits: boolean;
}
