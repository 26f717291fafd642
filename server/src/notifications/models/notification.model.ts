import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NotificationState } from '../../generated/prisma/enums.js';

registerEnumType(NotificationState, { name: 'NotificationState', description: 'queued, delivered or failed' });

@ObjectType('Notification')
export class NotificationModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'What it is about: custom_category, subcategory or festival' })
  subjectType: string;

  @Field(() => ID)
  subjectId: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  body: string | null;

  @Field({ description: 'The FCM topic it goes to' })
  topic: string;

  @Field(() => NotificationState)
  state: NotificationState;

  @Field(() => String, { nullable: true, description: 'Why the last delivery attempt failed' })
  error: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the staff member who sent it' })
  sentByName: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
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
