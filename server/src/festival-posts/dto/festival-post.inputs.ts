import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { CalendarDayField } from '../../festivals/dto/calendar-day.field.js';
import { OptionalFlag } from '../../common/dto/flags.js';

/** Spec §5 spells these so. */
export const POST_NAME_LABEL = 'PostName';
export const FESTIVAL_REQUIRED = required('Festival');

@InputType()
export class CreateFestivalPostInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Festival not found' })
  @IsNotEmpty({ message: FESTIVAL_REQUIRED })
  festivalId: string;

  @Field()
  @RequiredText(POST_NAME_LABEL)
  postName: string;

  @Field({ description: 'First day, YYYY-MM-DD' })
  @CalendarDayField('Start Date', { required: true })
  postStartDate: string;

  @Field({ description: 'Last day (inclusive), YYYY-MM-DD; not before postStartDate' })
  @CalendarDayField('End Date', { required: true })
  postEndDate: string;

  @Field()
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean;
}

@InputType()
export class UpdateFestivalPostInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Festival post not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'Festival not found' })
  @IsNotEmpty({ message: FESTIVAL_REQUIRED })
  festivalId?: string;

  @Field({ nullable: true })
  @RequiredText(POST_NAME_LABEL, { optional: true })
  postName?: string;

  @Field({ nullable: true, description: 'First day, YYYY-MM-DD' })
  @CalendarDayField('Start Date')
  postStartDate?: string;

  @Field({ nullable: true, description: 'Last day (inclusive), YYYY-MM-DD' })
  @CalendarDayField('End Date')
  postEndDate?: string;

  @OptionalFlag('Status')
  status?: boolean;
}

/**
 * The visible range of a calendar: posts that overlap [start, end). Both or
 * neither (neither: every post, as the older clients ask).
 */
@ArgsType()
export class PostsRangeArgs {
  @Field(() => String, { nullable: true, description: 'First day of the range, YYYY-MM-DD' })
  @CalendarDayField('start')
  start?: string | null;

  @Field(() => String, { nullable: true, description: 'The day after the range (exclusive), YYYY-MM-DD' })
  @CalendarDayField('end')
  end?: string | null;
}

/** `GET /post/festivalpost?id=`: the post to edit, when given. */
@ArgsType()
export class FestivalPostFormArgs {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'Festival post not found' })
  id?: string;
}
