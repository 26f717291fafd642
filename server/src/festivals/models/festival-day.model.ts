import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { DateRuleModel } from '../calendar/date-rule.types.js';

@ObjectType('FestivalDay', { description: 'A day an active festival falls on: its fixed date, or a day its date rule gives' })
export class FestivalDayModel {
  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => ID)
  festivalId: string;

  @Field()
  festivalName: string;

  @Field()
  isFixedDate: boolean;

  @Field(() => String, { nullable: true, description: 'The rule in words; null for a fixed date' })
  ruleDescription: string | null;

  @Field(() => Int, { description: "The festival's posts on the calendar that include this day" })
  posts: number;
}

@ObjectType('FestivalPreset', { description: 'A ready rule for a well-known festival, offered when adding or editing one' })
export class FestivalPresetModel {
  @Field()
  key: string;

  @Field()
  name: string;

  @Field()
  note: string;

  @Field(() => DateRuleModel)
  rule: DateRuleModel;
}

@ObjectType('FestivalRuleYear')
export class FestivalRuleYearModel {
  @Field(() => Int)
  year: number;

  @Field(() => [String], { description: 'The days in that year, YYYY-MM-DD (usually one)' })
  dates: string[];
}
