import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Prisma } from '../../generated/prisma/client.js';
import { UserType } from '../../common/user-type.js';

/**
 * A plan staff sell and assign to app users (spec §3 Subscription). Named
 * SubscriptionPlan in GraphQL: `Subscription` is GraphQL's own root type name.
 */
@ObjectType('SubscriptionPlan', {
  description:
    "A plan staff sell and assign to app users (spec §3 Subscription). Named SubscriptionPlan because Subscription is GraphQL's own root type name",
})
export class SubscriptionPlanModel {
  @Field(() => ID, { description: "The plan's id (UUID)" })
  id: string;

  @Field({ description: 'The name' })
  subscriptionName: string;

  @Field(() => Int, { description: 'Price in whole rupees' })
  subscriptionAmount: number;

  @Field(() => Int, { description: 'Months the plan lasts' })
  subscriptionDuration: number;

  @Field(() => UserType, { description: 'The kind of app user the plan is for' })
  subscriptionType: UserType;

  @Field({ description: 'Active (true) or inactive (false); inactive plans cannot be assigned' })
  status: boolean;

  @Field(() => Int, { description: 'App users who hold the plan now (expired or not)' })
  holderCount: number;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

/** One query for plans with their holder counts. */
export const subscriptionPlanSelect = {
  id: true,
  subscriptionName: true,
  subscriptionAmount: true,
  subscriptionDuration: true,
  subscriptionType: true,
  status: true,
  createdAt: true,
  _count: { select: { users: true } },
} as const satisfies Prisma.SubscriptionSelect;

type SubscriptionPlanRow = Prisma.SubscriptionGetPayload<{ select: typeof subscriptionPlanSelect }>;

export function toSubscriptionPlanModel(row: SubscriptionPlanRow): SubscriptionPlanModel {
  const { _count, ...plan } = row;
  return { ...plan, holderCount: _count.users };
}
