import { ArgsType, Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsInt, IsNotEmpty, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import { PageArgs } from '../../common/dto/page.args.js';
import { RecordId } from '../../common/dto/id.input.js';
import { ToBoolean, ToNumber } from '../../common/dto/transforms.js';
import { ScheduledNotificationStatus } from '../models/scheduled-notification.model.js';

/** What a notification may be about: the subjects of today's 'Send notification'. */
export enum NotificationSubject {
  custom_category = 'custom_category',
  subcategory = 'subcategory',
  festival = 'festival',
}
registerEnumType(NotificationSubject, {
  name: 'NotificationSubject',
  description: 'custom_category, subcategory or festival',
  valuesMap: {
    custom_category: { description: 'A custom category' },
    subcategory: { description: 'A subcategory' },
    festival: { description: 'A festival' },
  },
});

export const SEND_AT_FORMAT =
  'Send time must be a date and time with its offset, such as 2026-11-14T07:00:00+05:30 (India time) or 2026-11-14T01:30:00Z';
/** A date-time with an explicit offset or Z: a time without one, or with a zone word ('IST'), is ambiguous. */
const SEND_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const SendAtField = (description: string) =>
  Field(() => String, { description: `${description}: ISO 8601 with its offset (India time is +05:30), in the future, within a year` });

@InputType({ description: "Send a notification later: the subject's title and text as 'Send notification' sends them now" })
export class ScheduleNotificationInput {
  @Field(() => NotificationSubject, { description: 'What it is about' })
  @IsEnum(NotificationSubject, { message: 'subjectType must be one of: custom_category, subcategory, festival' })
  subjectType: NotificationSubject;

  @Field(() => ID, { description: 'The id of the record it is about' })
  @IsUUID('all', { message: 'Record not found' })
  @IsNotEmpty({ message: 'subjectId is required' })
  subjectId: string;

  @SendAtField('When it goes out')
  @Matches(SEND_AT, { message: SEND_AT_FORMAT })
  @IsNotEmpty({ message: 'Send time is required' })
  sendAt: string;
}

@InputType({ description: 'A new time for a scheduled notification' })
export class MoveScheduledNotificationInput {
  @RecordId('Scheduled notification not found', 'The scheduled notification to move')
  id: string;

  @SendAtField('The new time')
  @Matches(SEND_AT, { message: SEND_AT_FORMAT })
  @IsNotEmpty({ message: 'Send time is required' })
  sendAt: string;
}

/** The Notifications screen and the menus: a page, optionally of one status, automatic ones only, or the next days only. */
@ArgsType()
export class ScheduledNotificationsArgs extends PageArgs {
  @Field(() => ScheduledNotificationStatus, {
    nullable: true,
    description: 'Only this status (scheduled ones come soonest first, the rest newest first)',
  })
  @IsOptional()
  @IsEnum(ScheduledNotificationStatus, { message: `status must be one of: ${Object.values(ScheduledNotificationStatus).join(', ')}` })
  status?: ScheduledNotificationStatus;

  @Field(() => Boolean, { nullable: true, description: "true: only festival mornings (automatic); false: only staff's" })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'automatic must be true or false' })
  automatic?: boolean;

  @Field(() => Int, { nullable: true, description: 'Only those due within this many days from now (1 to 400)' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'withinDays must be a whole number' })
  @Min(1, { message: 'withinDays must be from 1 to 400' })
  @Max(400, { message: 'withinDays must be from 1 to 400' })
  withinDays?: number;
}
