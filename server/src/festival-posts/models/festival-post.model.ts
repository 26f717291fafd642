import { Field, ID, ObjectType } from '@nestjs/graphql';
import { dateToDay, nextDay } from '../../../../shared/india-day.js';

/** A festival post, also shaped as an all-day calendar event (start, end, title). */
@ObjectType('FestivalPost', { description: 'A festival post, also shaped as an all-day calendar event (start, end, title)' })
export class FestivalPostModel {
  @Field(() => ID, { description: "The post's id (UUID)" })
  id: string;

  @Field({ description: "The post's name" })
  postName: string;

  @Field(() => ID, { description: 'The festival it is for' })
  festivalId: string;

  @Field({ description: "The festival's name" })
  festivalName: string;

  @Field({ description: 'First day, YYYY-MM-DD' })
  postStartDate: string;

  @Field({ description: 'Last day (inclusive), YYYY-MM-DD' })
  postEndDate: string;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field({ description: 'Calendar event: the first day, YYYY-MM-DD' })
  start: string;

  @Field({ description: 'Calendar event: the day after the last day (exclusive, as calendars count), YYYY-MM-DD' })
  end: string;

  @Field({ description: 'Calendar event: the post name' })
  title: string;

  @Field({ description: 'Calendar event: always true, posts take whole days' })
  allDay: boolean;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

/** A festival a post can be for (the dialog's autocomplete). */
@ObjectType('FestivalChoice', { description: "A festival a post can be for (the dialog's autocomplete)" })
export class FestivalChoiceModel {
  @Field(() => ID, { description: "The festival's id" })
  id: string;

  @Field({ description: "The festival's name" })
  festivalName: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD when the festival has a fixed date' })
  festivalDate: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The festival's next day, YYYY-MM-DD (today or later, India time): its fixed date or its rule's; null when none",
  })
  nextDate: string | null;
}

/** `GET /post/festivalpost`: the post (with an id) and the active festivals to choose from. */
@ObjectType('FestivalPostForm', { description: 'The post being edited (if any) and the active festivals to choose from' })
export class FestivalPostFormModel {
  @Field(() => FestivalPostModel, { nullable: true, description: 'The post; null when adding one' })
  post: FestivalPostModel | null;

  @Field(() => [FestivalChoiceModel], { description: 'The active festivals, by name' })
  festivals: FestivalChoiceModel[];
}

export const festivalPostSelect = {
  id: true,
  postName: true,
  festivalId: true,
  postStartDate: true,
  postEndDate: true,
  status: true,
  createdAt: true,
  festival: { select: { festivalName: true } },
} as const;

export type FestivalPostRow = {
  id: string;
  postName: string;
  festivalId: string;
  postStartDate: Date;
  postEndDate: Date;
  status: boolean;
  createdAt: Date;
  festival: { festivalName: string };
};

export function toFestivalPostModel({ festival, postStartDate, postEndDate, ...row }: FestivalPostRow): FestivalPostModel {
  const start = dateToDay(postStartDate);
  const last = dateToDay(postEndDate);
  return {
    ...row,
    festivalName: festival.festivalName,
    postStartDate: start,
    postEndDate: last,
    start,
    end: nextDay(last),
    title: row.postName,
    allDay: true,
  };
}
