import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { required } from '../../common/dto/validation-messages.js';
import { CalendarDayField } from '../../festivals/dto/calendar-day.field.js';
import { OptionalFlag, RequiredFlag } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

/** Spec §5 spells these so. */
export const POST_NAME_LABEL = 'PostName';
export const FESTIVAL_REQUIRED = required('Festival');

@InputType({ description: 'A new festival post' })
export class CreateFestivalPostInput {
  @Field(() => ID, { description: 'The festival it is for (an active one)' })
  @IsUUID('all', { message: 'Festival not found' })
  @IsNotEmpty({ message: FESTIVAL_REQUIRED })
  festivalId: string;

  @Field({ description: "The post's name, 1 to 100 characters" })
  @RequiredText(POST_NAME_LABEL)
  postName: string;

  @Field({ description: 'First day, YYYY-MM-DD' })
  @CalendarDayField('Start Date', { required: true })
  postStartDate: string;

  @Field({ description: 'Last day (inclusive), YYYY-MM-DD; not before postStartDate' })
  @CalendarDayField('End Date', { required: true })
  postEndDate: string;

  @RequiredFlag('Status', 'Active (true) or inactive (false)')
  status: boolean;
}

@InputType({ description: 'Changes to a festival post: absent fields keep their value' })
export class UpdateFestivalPostInput {
  @RecordId('Festival post not found', 'The post to change')
  id: string;

  @Field(() => ID, { nullable: true, description: 'The festival it is for instead' })
  @IsOptional()
  @IsUUID('all', { message: 'Festival not found' })
  @IsNotEmpty({ message: FESTIVAL_REQUIRED })
  festivalId?: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText(POST_NAME_LABEL, { optional: true })
  postName?: string;

  @Field({ nullable: true, description: 'First day, YYYY-MM-DD' })
  @CalendarDayField('Start Date')
  postStartDate?: string;

  @Field({ nullable: true, description: 'Last day (inclusive), YYYY-MM-DD' })
  @CalendarDayField('End Date')
  postEndDate?: string;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
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
  @Field(() => ID, { nullable: true, description: 'The post to edit; absent when adding one' })
  @IsOptional()
  @IsUUID('all', { message: 'Festival post not found' })
  id?: string;
}
