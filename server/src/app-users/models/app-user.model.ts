import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { type Page, Paginated } from '../../common/graphql/paginated.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { UserType } from '../../common/user-type.js';

@ObjectType('AppUserSubscription', { description: 'The plan assigned to an app user' })
export class AppUserSubscriptionModel {
  @Field(() => ID, { description: "The plan's id" })
  subscriptionId: string;

  @Field({ description: "The plan's name" })
  subscriptionName: string;

  @Field(() => Date, { nullable: true, description: 'When the plan started (ISO 8601 date-time, UTC)' })
  startDate: Date | null;

  @Field(() => Date, { nullable: true, description: "When the plan ends (ISO 8601 date-time, UTC): the start plus the plan's months" })
  endDate: Date | null;
}

/** An app user as callers see it: never the pin or its hash. */
@ObjectType('AppUser', { description: 'A user of the mobile app' })
export class AppUserModel {
  @Field(() => ID, { description: "The app user's id (UUID)" })
  id: string;

  @Field({ description: 'Full name' })
  name: string;

  @Field({ description: '10 digits, without +91' })
  mobile: string;

  @Field(() => String, { nullable: true, description: 'One of the titles in `occupations`' })
  occupation: string | null;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => UserType, { description: 'What the user makes posters for: business, panchayat or election' })
  userType: UserType;

  @Field(() => Int, { description: 'Posters the user may download per day' })
  downloadLimit: number;

  @Field(() => String, { nullable: true, description: 'Village, up to 100 characters; null when not given' })
  village: string | null;

  @Field(() => String, { nullable: true, description: 'Taluka (sub-district), up to 100 characters; null when not given' })
  taluka: string | null;

  @Field(() => String, { nullable: true, description: 'District, up to 100 characters; null when not given' })
  district: string | null;

  @Field(() => AppUserSubscriptionModel, { nullable: true, description: 'The plan assigned to the user; null when none' })
  subscription: AppUserSubscriptionModel | null;

  @Field({ description: 'When the user was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;

  /** What the mobile app keeps about the user; opaque here, so REST answers carry it and GraphQL does not. */
  profileData: Prisma.JsonValue | null;
}

/** What every staff role may see of an app user: enough to name whose businesses a page shows. */
@ObjectType('AppUserSummary', { description: 'What every staff role may see of an app user: enough to name whose businesses a page shows' })
export class AppUserSummaryModel {
  @Field(() => ID, { description: "The app user's id" })
  id: string;

  @Field({ description: 'Full name' })
  name: string;

  @Field(() => UserType, { description: 'What the user makes posters for' })
  userType: UserType;
}

@ObjectType('AppUserPage', { description: 'One page of app users and how many match in all' })
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
