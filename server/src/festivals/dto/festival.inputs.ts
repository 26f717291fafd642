import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { CalendarDayField } from './calendar-day.field.js';
import { OptionalFlag, StatusFilter } from '../../common/dto/flags.js';

const DAY_HELP = "A calendar day, YYYY-MM-DD; required when isFixedDate, not before today in India";

@InputType()
export class CreateFestivalInput {
  @Field()
  @RequiredText('Festival Name')
  festivalName: string;

  @Field({ defaultValue: false, description: 'On: the festival falls on festivalDate; off: every year, no fixed date' })
  @ToBoolean()
  @IsBoolean({ message: 'Is Fixed Date must be true or false' })
  isFixedDate: boolean = false;

  @Field(() => String, { nullable: true, description: DAY_HELP })
  @CalendarDayField('Festival Date')
  festivalDate?: string | null;

  @Field({ defaultValue: true })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;

  @Field(() => String, { nullable: true })
  @OptionalText('Festival Description', 2000)
  festivalDescription?: string | null;
}

@InputType()
export class UpdateFestivalInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Festival not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true })
  @RequiredText('Festival Name', { optional: true })
  festivalName?: string;

  @Field({ nullable: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'Is Fixed Date must be true or false' })
  isFixedDate?: boolean;

  @Field(() => String, { nullable: true, description: `${DAY_HELP}. Absent keeps the stored day` })
  @CalendarDayField('Festival Date')
  festivalDate?: string | null;

  @OptionalFlag('Status')
  status?: boolean;

  @Field(() => String, { nullable: true, description: 'Absent keeps it; blank clears it' })
  @OptionalText('Festival Description', 2000)
  festivalDescription?: string | null;
}

@ArgsType()
export class FestivalsArgs {
  @StatusFilter('festivals')
  status?: boolean;
}
