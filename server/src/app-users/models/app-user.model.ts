import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { type Page, Paginated } from '../../common/graphql/paginated.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { UserType } from '../../common/user-type.js';

@ObjectType('AppUserSubscription', { description: 'The plan assigned to an app user' })
export class AppUserSubscriptionModel {
  @Field(() => ID)
  subscriptionId: string;

  @Field()
  subscriptionName: string;

  @Field(() => Date, { nullable: true })
  startDate: Date | null;

  @Field(() => Date, { nullable: true })
  endDate: Date | null;
}

/** An app user as callers see it: never the pin or its hash. */
@ObjectType('AppUser', { description: 'A user of the mobile app' })
export class AppUserModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: '10 digits, without +91' })
  mobile: string;

  @Field(() => String, { nullable: true, description: 'One of the titles in `occupations`' })
  occupation: string | null;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => UserType)
  userType: UserType;

  @Field(() => Int, { description: 'Posters the user may download per day' })
  downloadLimit: number;

  @Field(() => String, { nullable: true })
  village: string | null;

  @Field(() => String, { nullable: true })
  taluka: string | null;

  @Field(() => String, { nullable: true })
  district: string | null;

  @Field(() => AppUserSubscriptionModel, { nullable: true })
  subscription: AppUserSubscriptionModel | null;

  @Field()
  createdAt: Date;

  /** What the mobile app keeps about the user; opaque here, so REST answers carry it and GraphQL does not. */
  profileData: Prisma.JsonValue | null;
}

/** What every staff role may see of an app user: enough to name whose businesses a page shows. */
@ObjectType('AppUserSummary')
export class AppUserSummaryModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => UserType)
  userType: UserType;
}

@ObjectType('AppUserPage')
export class AppUserPage extends Paginated(AppUserModel) {
  @Field({ description: 'True when more than 10,000 users match: totalCount is then 10,001, shown as "10,000+"' })
  countCapped: boolean;
}

/** What AppUsersService.list answers: a page whose count may be capped. */
export type AppUserListPage = Page<AppUserModel> & { countCapped: boolean };

/** The columns AppUserModel reads: the one select used for every answer. */
export const appUserSelect = {
  id: true,
  name: true,
  mobile: true,
  occupation: true,
  status: true,
  userType: true,
  downloadLimit: true,
  village: true,
  taluka: true,
  district: true,
  profileData: true,
  createdAt: true,
  subscriptionStartDate: true,
  subscriptionEndDate: true,
  subscription: { select: { id: true, subscriptionName: true } },
} as const satisfies Prisma.AppUserSelect;

type AppUserRow = Prisma.AppUserGetPayload<{ select: typeof appUserSelect }>;

export function toAppUserModel(row: AppUserRow): AppUserModel {
  const { subscription, subscriptionStartDate, subscriptionEndDate, ...user } = row;
  return {
    ...user,
    subscription: subscription
      ? {
          subscriptionId: subscription.id,
          subscriptionName: subscription.subscriptionName,
          startDate: subscriptionStartDate,
          endDate: subscriptionEndDate,
        }
      : null,
  };
}
