import { Field, Int, ObjectType } from '@nestjs/graphql';

/** The four cards of the dashboard (spec §2). */
@ObjectType('DashboardCounts')
export class DashboardCountsModel {
  @Field(() => Int, { description: 'All app users' })
  totalUsers: number;

  @Field(() => Int, { description: 'App users whose status is active' })
  activeUserCount: number;

  @Field(() => Int)
  festivalCount: number;

  @Field(() => Int)
  totalGreetings: number;
}
