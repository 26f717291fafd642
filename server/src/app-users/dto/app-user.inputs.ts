import { applyDecorators } from '@nestjs/common';
import { Field, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToNumber } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { UserType } from '../../common/user-type.js';
import { MobileNumber, ToPin } from '../mobile.js';
import { OCCUPATIONS } from '../occupations.js';
import { OptionalFlag, RequiredFlag } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

export const PIN_PATTERN = /^\d{4,6}$/;
export const PIN_MESSAGE = 'Pin must be 4 to 6 digits';
const USER_TYPES = Object.values(UserType);
const USER_TYPE_MESSAGE = 'User Type must be business, panchayat or election';
const OCCUPATION_MESSAGE = 'Occupation must be one of the listed titles';
const MAX_DOWNLOAD_LIMIT = 100_000;
const DOWNLOAD_LIMIT_MESSAGE = `Download Limit must be a whole number from 0 to ${MAX_DOWNLOAD_LIMIT}`;

/** Optional text: trimmed, NFC (Gujarati input), and blank stored as "not given" (null). */
const OptionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().normalize('NFC');
    return text === '' ? null : text;
  });

/** Village, taluka or district: optional text up to 100 characters. */
const PlaceName = (label: string) =>
  applyDecorators(
    Field(() => String, { nullable: true, description: `${label}, up to 100 characters; blank or null for none (on update, absent keeps it)` }),
    OptionalText(),
    IsOptional(),
    MaxLength(100, { message: `${label} must be at most 100 characters` }),
    IsString({ message: `${label} must be text` }),
  );

/** A pin counts as given unless absent or blank (on update, blank keeps the old one). */
const pinGiven = (input: { pin?: unknown }) => input.pin !== undefined && input.pin !== null && input.pin !== '';

@InputType({ description: 'A new app user of the mobile app' })
export class CreateAppUserInput {
  @Field({ description: 'Full name, 1 to 100 characters (trimmed)' })
  @RequiredText('Name')
  name: string;

  @Field({ description: 'Indian mobile number, with or without +91' })
  @MobileNumber()
  mobile: string;

  @Field({ description: '4 to 6 digits; stored only as a hash' })
  @ToPin()
  @Matches(PIN_PATTERN, { message: PIN_MESSAGE })
  @IsNotEmpty({ message: required('Pin Number') })
  @IsString({ message: required('Pin Number') })
  pin: string;

  @Field(() => UserType, { description: 'What the user makes posters for; decides which profile and plans apply' })
  @IsIn(USER_TYPES, { message: USER_TYPE_MESSAGE })
  @IsNotEmpty({ message: required('User Type') })
  userType: UserType;

  @Field(() => String, { nullable: true, description: 'One of the titles the `occupations` query lists; null or blank for none' })
  @OptionalText()
  @IsOptional()
  @IsIn(OCCUPATIONS, { message: OCCUPATION_MESSAGE })
  occupation?: string | null;

  @RequiredFlag('Status', 'Active (true, the default) or inactive (false)', true)
  status: boolean = true;

  @Field(() => Int, { defaultValue: 10, description: 'Posters per day' })
  @ToNumber()
  @Max(MAX_DOWNLOAD_LIMIT, { message: DOWNLOAD_LIMIT_MESSAGE })
  @Min(0, { message: DOWNLOAD_LIMIT_MESSAGE })
  @IsInt({ message: DOWNLOAD_LIMIT_MESSAGE })
  downloadLimit: number = 10;

  @PlaceName('Village')
  village?: string | null;

  @PlaceName('Taluka')
  taluka?: string | null;

  @PlaceName('District')
  district?: string | null;
}

/** Absent fields keep their value; a blank pin keeps the old pin; blank text fields clear. */
@InputType({ description: 'Changes to an app user: absent fields keep their value, a blank pin keeps the old pin, blank text fields clear' })
export class UpdateAppUserInput {
  @RecordId('User not found', 'The app user to change')
  id: string;

  @Field({ nullable: true, description: 'New full name, 1 to 100 characters' })
  @RequiredText('Name', { optional: true })
  name?: string;

  @Field({ nullable: true, description: 'New Indian mobile number, with or without +91; must not be taken' })
  @MobileNumber({ optional: true })
  mobile?: string;

  @Field({ nullable: true, description: 'Blank or absent keeps the current pin' })
  @ToPin()
  @ValidateIf(pinGiven)
  @Matches(PIN_PATTERN, { message: PIN_MESSAGE })
  @IsString({ message: PIN_MESSAGE })
  pin?: string;

  @Field(() => UserType, { nullable: true, description: 'New user type' })
  @IsOptional()
  @IsIn(USER_TYPES, { message: USER_TYPE_MESSAGE })
  userType?: UserType;

  @Field(() => String, { nullable: true, description: 'New occupation, one of the `occupations` titles; blank clears it' })
  @OptionalText()
  @IsOptional()
  @IsIn(OCCUPATIONS, { message: OCCUPATION_MESSAGE })
  occupation?: string | null;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;

  @Field(() => Int, { nullable: true, description: 'New number of posters per day, 0 to 100000' })
  @ToNumber()
  @IsOptional()
  @Max(MAX_DOWNLOAD_LIMIT, { message: DOWNLOAD_LIMIT_MESSAGE })
  @Min(0, { message: DOWNLOAD_LIMIT_MESSAGE })
  @IsInt({ message: DOWNLOAD_LIMIT_MESSAGE })
  downloadLimit?: number;

  @PlaceName('Village')
  village?: string | null;

  @PlaceName('Taluka')
  taluka?: string | null;

  @PlaceName('District')
  district?: string | null;
}

/** GET /users/appuserinfo?userId= (`id` or `_id` are accepted too); REST only. */
export class AppUserInfoArgs {
  @ValidateIf((args: AppUserInfoArgs) => args.id === undefined)
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: 'User id is required' })
  userId?: string;

  @IsOptional()
  @IsUUID('all', { message: 'User not found' })
  id?: string;
}
