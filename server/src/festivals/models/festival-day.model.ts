import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { DateRuleModel } from '../calendar/date-rule.types.js';

@ObjectType('FestivalDay', { description: 'A day an active festival falls on: its fixed date, or a day its date rule gives' })
export class FestivalDayModel {
  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => ID, { description: 'The festival' })
  festivalId: string;

  @Field({ description: "The festival's name" })
  festivalName: string;

  @Field({ description: 'true: a fixed date; false: a day its date rule gives' })
  isFixedDate: boolean;

  @Field(() => String, { nullable: true, description: 'The rule in words (English); null for a fixed date' })
  ruleDescription: string | null;

  @Field(() => DateRuleModel, {
    nullable: true,
    description: 'The date rule that gives this day, in parts (so a client can word it in its own language); null for a fixed date',
  })
  dateRule: DateRuleModel | null;

  @Field(() => Int, { description: "The festival's posts on the calendar that include this day" })
  posts: number;
}

@ObjectType('FestivalPreset', { description: 'A ready rule for a well-known festival, offered when adding or editing one' })
export class FestivalPresetModel {
  @Field({ description: 'Stable key of the preset, e.g. diwali' })
  key: string;

  @Field({ description: "The festival's name as shown" })
  name: string;

  @Field({ description: 'How the rule is read, in words' })
  note: string;

  @Field(() => DateRuleModel, { description: 'The date rule to fill in' })
  rule: DateRuleModel;
}

@ObjectType('FestivalRuleYear', { description: 'The days a date rule gives in one year' })
export class FestivalRuleYearModel {
  @Field(() => Int, { description: 'The year (Gregorian)' })
  year: number;

  @Field(() => [String], { description: 'The days in that year, YYYY-MM-DD (usually one)' })
  dates: string[];
}
