import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../../common/graphql/paginated.js';
import { UserType } from '../../common/user-type.js';

@ObjectType('DailyCount', { description: 'How many app users joined on one calendar day in India' })
export class DailyCountModel {
  @Field({ description: 'YYYY-MM-DD' })
  day: string;

  @Field(() => Int, { description: 'App users who joined that day' })
  users: number;
}

@ObjectType('LabelCount', { description: 'How many app users fall under one label' })
export class LabelCountModel {
  @Field({ description: "The label: a user type, a district, 'Other' or 'No district'" })
  label: string;

  @Field(() => Int, { description: 'App users under it' })
  users: number;
}

@ObjectType('PlanCount', { description: 'How many app users hold a plan that has not ended' })
export class PlanCountModel {
  @Field(() => ID, { description: "The plan's id" })
  planId: string;

  @Field({ description: "The plan's name" })
  planName: string;

  @Field(() => UserType, { description: 'The user type the plan is for' })
  planType: UserType;

  @Field(() => Int, { description: 'App users holding it' })
  users: number;
}

@ObjectType('MonthlyRevenue', {
  description: 'Plan amounts by the month their assignment started (an estimate from current assignments)',
})
export class MonthlyRevenueModel {
  @Field({ description: 'YYYY-MM' })
  month: string;

  @Field(() => Float, { description: 'Rupees' })
  amount: number;

  @Field(() => Int, { description: 'Plans assigned that month' })
  assignments: number;
}

/** The charts of the Reports screen; days and months are India's calendar. */
@ObjectType('Reports', { description: "The charts of the Reports screen; days and months are India's calendar" })
export class ReportsModel {
  @Field({ description: 'The day in India the figures were taken, YYYY-MM-DD' })
  today: string;

  @Field(() => [DailyCountModel], { description: 'New app users per day for the last 90 days, oldest first; 0 on days with none' })
  newUsersPerDay: DailyCountModel[];

  @Field(() => [LabelCountModel], { description: 'App users by type: business, panchayat, election' })
  usersByType: LabelCountModel[];

  @Field(() => [LabelCountModel], {
    description: "App users by district: the 15 largest, then 'Other' and 'No district' when there are any",
  })
  usersByDistrict: LabelCountModel[];

  @Field(() => [PlanCountModel], { description: 'Users whose plan ends today or later, by plan, most first' })
  activePlans: PlanCountModel[];

  @Field(() => [MonthlyRevenueModel], { description: 'The last 12 months, oldest first; 0 in months with none' })
  revenueByMonth: MonthlyRevenueModel[];
}

@ObjectType('EndingSubscription', { description: 'An app user whose plan ends within the next 30 days' })
export class EndingSubscriptionModel {
  @Field(() => ID, { description: "The app user's id" })
  userId: string;

  @Field({ description: "The app user's name" })
  name: string;

  @Field({ description: 'Their mobile number, 10 digits' })
  mobile: string;

  @Field(() => UserType, { description: 'Their user type' })
  userType: UserType;

  @Field({ description: "The plan's name" })
  planName: string;

  @Field(() => Date, { description: 'When the plan ends (ISO 8601 date-time, UTC)' })
  endDate: Date;

  @Field({ description: 'The end date as a calendar day in India, YYYY-MM-DD' })
  endDay: string;
}

@ObjectType('EndingSubscriptionPage', { description: 'One page of plans ending in the next 30 days, soonest first, and how many in all' })
export class EndingSubscriptionPageModel extends Paginated(EndingSubscriptionModel) {}

/** REST only (GET /adminapi/reports): the charts and a page of the plans ending soon, in one answer. */
@ObjectType('ReportsWithEnding', { description: 'The charts and one page of the plans ending in the next 30 days' })
export class ReportsWithEndingModel extends ReportsModel {
  @Field(() => EndingSubscriptionPageModel, { description: 'One page of the plans ending in the next 30 days' })
  endingSubscriptions: EndingSubscriptionPageModel;
}
