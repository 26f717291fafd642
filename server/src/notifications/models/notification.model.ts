import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NotificationState } from '../../generated/prisma/enums.js';

registerEnumType(NotificationState, {
  name: 'NotificationState',
  description: 'queued, delivered or failed',
  valuesMap: {
    queued: { description: 'Waiting to be sent (retried on failure)' },
    delivered: { description: 'Accepted by the push service' },
    failed: { description: 'Given up on after its retries; see error' },
  },
});

@ObjectType('Notification', { description: "A push notification to the app's users about new content, and how its delivery went" })
export class NotificationModel {
  @Field(() => ID, { description: "The notification's id (UUID)" })
  id: string;

  @Field({ description: 'What it is about: custom_category, subcategory or festival' })
  subjectType: string;

  @Field(() => ID, { description: 'The id of the record it is about' })
  subjectId: string;

  @Field({ description: 'The title shown on the phone' })
  title: string;

  @Field(() => String, { nullable: true, description: 'The text under the title; null for none' })
  body: string | null;

  @Field({ description: 'The FCM topic it goes to' })
  topic: string;

  @Field(() => NotificationState, { description: 'queued, delivered or failed' })
  state: NotificationState;

  @Field(() => String, { nullable: true, description: 'Why the last delivery attempt failed' })
  error: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the staff member who sent it' })
  sentByName: string | null;

  @Field({ description: 'When it was queued (ISO 8601 date-time, UTC)' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When delivery succeeded (ISO 8601 date-time, UTC); null until then' })
  deliveredAt: Date | null;
}

export const notificationSelect = {
  id: true,
  subjectType: true,
  subjectId: true,
  title: true,
  body: true,
  topic: true,
  state: true,
  error: true,
  sentByName: true,
  createdAt: true,
  deliveredAt: true,
} as const;
