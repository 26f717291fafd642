import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Paginated } from '../../common/graphql/paginated.js';
import { ScheduledNotificationStatus } from '../../generated/prisma/enums.js';

export { ScheduledNotificationStatus };
registerEnumType(ScheduledNotificationStatus, {
  name: 'ScheduledNotificationStatus',
  description: 'scheduled, sent, failed, cancelled or skipped',
  valuesMap: {
    scheduled: { description: 'Waiting for its time; may be cancelled or moved' },
    sent: { description: 'Handed to the delivery queue at its time' },
    failed: { description: 'Could not be sent; see reason' },
    cancelled: { description: 'Cancelled by staff, or its subject was deleted; see reason' },
    skipped: { description: "Its time came but it did not go (no post for the festival's day, inactive, cooldown); see reason" },
  },
});

@ObjectType('ScheduledNotification', {
  description: 'A notification to send at a later time (Send later, or a festival morning), and what became of it',
})
export class ScheduledNotificationModel {
  @Field(() => ID, { description: "The scheduled notification's id (UUID)" })
  id: string;

  @Field({ description: 'What it is about: custom_category, subcategory or festival' })
  subjectType: string;

  @Field(() => ID, { description: 'The id of the record it is about' })
  subjectId: string;

  @Field({ description: 'The title shown on the phone' })
  title: string;

  @Field(() => String, { nullable: true, description: 'The text under the title; null for none' })
  body: string | null;

  @Field({ description: 'When it goes out (ISO 8601 date-time, UTC)' })
  sendAt: Date;

  @Field(() => ScheduledNotificationStatus, { description: 'scheduled, sent, failed, cancelled or skipped' })
  status: ScheduledNotificationStatus;

  @Field(() => String, { nullable: true, description: 'Why it was skipped, failed or cancelled' })
  reason: string | null;

  @Field({ description: "true: the festival's own morning notification, scheduled by the server" })
  automatic: boolean;

  @Field(() => String, { nullable: true, description: 'Name of the staff member who scheduled it; null for an automatic one' })
  scheduledByName: string | null;

  @Field({ description: 'When it was scheduled (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

@ObjectType('ScheduledNotificationPage', { description: 'A page of scheduled notifications' })
export class ScheduledNotificationPage extends Paginated(ScheduledNotificationModel) {}

export const scheduledNotificationSelect = {
  id: true,
  subjectType: true,
  subjectId: true,
  title: true,
  body: true,
  sendAt: true,
  status: true,
  reason: true,
  automatic: true,
  scheduledByName: true,
  createdAt: true,
} as const;
