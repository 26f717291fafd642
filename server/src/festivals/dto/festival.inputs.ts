import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { CalendarDayField } from './calendar-day.field.js';
import { DateRuleField, DateRuleInput } from '../calendar/date-rule.types.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

const RULE_HELP = 'When isFixedDate is off: the rule its date is computed by each year (REST multipart: as JSON text); none means no fixed date';
const NOTIFY_AT = 'Notify At must be a time HH:MM, 00:00 to 23:59 (India time)';
const NOTIFY_ON_DAY_HELP = "On: the festival's notification goes out on each of its days at notifyAt (India time), if a post covers the day";
const NOTIFY_AT_HELP = "The time of the festival's own morning notification, HH:MM India time (default 07:00)";
const DAY_HELP = 'A calendar day, YYYY-MM-DD; required when isFixedDate, not before today in India';

@InputType({ description: 'A new festival' })
export class CreateFestivalInput {
  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Festival Name')
  festivalName: string;

  @Field({ defaultValue: false, description: 'On: the festival falls on festivalDate; off: every year, no fixed date' })
  @ToBoolean()
  @IsBoolean({ message: 'Is Fixed Date must be true or false' })
  isFixedDate: boolean = false;

  @Field(() => String, { nullable: true, description: DAY_HELP })
  @CalendarDayField('Festival Date')
  festivalDate?: string | null;

  @Field(() => DateRuleInput, { nullable: true, description: RULE_HELP })
  @DateRuleField()
  dateRule?: DateRuleInput | null;

  @Field({
    defaultValue: true,
    description: 'Active (true, the default) or inactive (false): the calendar and the post dialog show active ones only',
  })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;

  @Field(() => String, { nullable: true, description: 'A description, up to 2000 characters; null or blank for none' })
  @OptionalText('Festival Description', 2000)
  festivalDescription?: string | null;

  @RequiredFlag('Notify On Day', NOTIFY_ON_DAY_HELP, false)
  notifyOnDay?: boolean = false;

  @Field({ defaultValue: '07:00', description: NOTIFY_AT_HELP })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: NOTIFY_AT })
  @IsString({ message: NOTIFY_AT })
  notifyAt?: string = '07:00';
}

@InputType({ description: 'Changes to a festival: absent fields keep their value' })
export class UpdateFestivalInput {
  @RecordId('Festival not found', 'The festival to change')
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Festival Name', { optional: true })
  festivalName?: string;

  @Field({ nullable: true, description: 'true: the festival falls on its festivalDate; false: its dateRule gives the day each year' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'Is Fixed Date must be true or false' })
  isFixedDate?: boolean;

  @Field(() => String, { nullable: true, description: `${DAY_HELP}. Absent keeps the stored day` })
  @CalendarDayField('Festival Date')
  festivalDate?: string | null;

  @Field(() => DateRuleInput, { nullable: true, description: `${RULE_HELP}. Absent keeps it; null clears it` })
  @DateRuleField()
  dateRule?: DateRuleInput | null;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;

  @Field(() => String, { nullable: true, description: 'Absent keeps it; blank clears it' })
  @OptionalText('Festival Description', 2000)
  festivalDescription?: string | null;

  @OptionalFlag('Notify On Day', NOTIFY_ON_DAY_HELP)
  notifyOnDay?: boolean;

  @Field({ nullable: true, description: `${NOTIFY_AT_HELP}; absent keeps it` })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: NOTIFY_AT })
  @IsString({ message: NOTIFY_AT })
  @IsOptional()
  notifyAt?: string;
}

@ArgsType()
export class FestivalsArgs {
  @StatusFilter('festivals')
  status?: boolean;
}

@ArgsType()
export class FestivalDatesArgs {
  @Field(() => String, { description: 'First day, YYYY-MM-DD' })
  @CalendarDayField('From', { required: true })
  from: string;

  @Field(() => String, { description: 'Last day, YYYY-MM-DD (at most 400 days after from)' })
  @CalendarDayField('To', { required: true })
  to: string;
}

@ArgsType()
export class UpcomingFestivalsArgs {
  @Field(() => String, { description: 'First day, YYYY-MM-DD (today in India, as the admin shows it)' })
  @CalendarDayField('From', { required: true })
  from: string;

  @Field(() => Int, { defaultValue: 60, description: 'Days to list from the first, 1 to 400 (default 60)' })
  @IsInt({ message: 'Days must be from 1 to 400' })
  @Min(1, { message: 'Days must be from 1 to 400' })
  @Max(400, { message: 'Days must be from 1 to 400' })
  days: number;

  @Field(() => Int, { defaultValue: 5, description: 'Festivals to list at least, looking further when those days hold fewer, 0 to 20 (default 5)' })
  @IsInt({ message: 'At Least must be from 0 to 20' })
  @Min(0, { message: 'At Least must be from 0 to 20' })
  @Max(20, { message: 'At Least must be from 0 to 20' })
  atLeast: number;
}

@ArgsType()
export class FestivalRuleDatesArgs {
  @Field(() => DateRuleInput, { description: 'The date rule to compute' })
  @DateRuleField()
  rule: DateRuleInput;

  @Field(() => Int, { nullable: true, description: 'First year; this year in India when absent' })
  @IsOptional()
  @IsInt({ message: 'From Year must be from 1950 to 2100' })
  @Min(1950, { message: 'From Year must be from 1950 to 2100' })
  @Max(2100, { message: 'From Year must be from 1950 to 2100' })
  fromYear?: number | null;

  @Field(() => Int, { defaultValue: 4, description: 'How many years, 1 to 10' })
  @IsInt({ message: 'Years must be from 1 to 10' })
  @Min(1, { message: 'Years must be from 1 to 10' })
  @Max(10, { message: 'Years must be from 1 to 10' })
  years: number = 4;
}
