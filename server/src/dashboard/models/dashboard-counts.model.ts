import { Field, Int, ObjectType } from '@nestjs/graphql';

/** The four cards of the dashboard (spec §2). */
@ObjectType('DashboardCounts', { description: 'The four cards of the dashboard (spec §2)' })
export class DashboardCountsModel {
  @Field(() => Int, { description: 'All app users' })
  totalUsers: number;

  @Field(() => Int, { description: 'App users whose status is active' })
  activeUserCount: number;

  @Field(() => Int, { description: 'Festivals, active or not' })
  festivalCount: number;

  @Field(() => Int, { description: 'Greetings, active or not' })
  totalGreetings: number;
}
