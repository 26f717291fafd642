import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';
import { dateToDay } from '../../../../shared/india-day.js';
import { DateRuleModel } from '../calendar/date-rule.types.js';
import type { LunarMonth, Paksha, SolarSign } from '../../../../shared/festival-months.js';
import type { DateRule, Observance } from '../calendar/rules.js';

@ObjectType('Festival', { description: 'A festival of the calendar, with its date (fixed or by rule) and gallery' })
export class FestivalModel {
  @Field(() => ID, { description: "The festival's id (UUID)" })
  id: string;

  @Field({ description: "The festival's name" })
  festivalName: string;

  @Field({ description: 'On: the festival falls on festivalDate; off: every year, no fixed date' })
  isFixedDate: boolean;

  @Field(() => String, { nullable: true, description: 'A calendar day, YYYY-MM-DD (no time, no time zone)' })
  festivalDate: string | null;

  @Field(() => DateRuleModel, { nullable: true, description: 'How the date is computed each year; null with isFixedDate or no date' })
  dateRule: DateRuleModel | null;

  @Field(() => String, {
    nullable: true,
    description: 'The next day it falls on, today or later in India, YYYY-MM-DD: the fixed date, or computed from dateRule',
  })
  nextDate: string | null;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => String, { nullable: true, description: 'Its description; null when none' })
  festivalDescription: string | null;

  @Field({ description: "On: the festival's notification goes out on each of its days at notifyAt (India time)" })
  notifyOnDay: boolean;

  @Field({ description: "The time of the festival's own morning notification, HH:MM India time" })
  notifyAt: string;

  @Field(() => [ImageModel], { description: 'The gallery, in order' })
  images: ImageModel[];

  @Field(() => [String], { description: 'Paths of the originals in gallery order, as the older clients read them' })
  festivalImages: string[];

  @Field(() => Int, { description: 'Festival posts on the calendar; deleting the festival deletes them' })
  totalPosts: number;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

/** The columns of a festival's date rule. */
export const ruleSelect = {
  ruleKind: true,
  ruleMonth: true,
  rulePaksha: true,
  ruleTithi: true,
  ruleObservance: true,
  ruleSign: true,
  ruleOffsetDays: true,
} as const;

/** One query for a list with every row's gallery and post count (no query per row). */
export const festivalSelect = {
  id: true,
  festivalName: true,
  isFixedDate: true,
  festivalDate: true,
  ...ruleSelect,
  status: true,
  festivalDescription: true,
  notifyOnDay: true,
  notifyAt: true,
  createdAt: true,
  images: galleryImages,
  _count: { select: { posts: true } },
} as const;

export type FestivalRow = {
  id: string;
  festivalName: string;
  isFixedDate: boolean;
  festivalDate: Date | null;
  status: boolean;
} & RuleColumns & {
    festivalDescription: string | null;
    notifyOnDay: boolean;
    notifyAt: string;
    createdAt: Date;
    images: ImageRow[];
    _count: { posts: number };
  };

/** The date rule's columns on a festival row. */
export type RuleColumns = {
  ruleKind: 'LUNAR' | 'SOLAR' | null;
  ruleMonth: LunarMonth | null;
  rulePaksha: Paksha | null;
  ruleTithi: number | null;
  ruleObservance: Observance | null;
  ruleSign: SolarSign | null;
  ruleOffsetDays: number;
};

/** The stored rule, or null (none, or columns that do not make one whole). */
export function ruleFromRow(row: RuleColumns): DateRule | null {
  if (row.ruleKind === 'SOLAR' && row.ruleSign) return { kind: 'SOLAR', sign: row.ruleSign, offsetDays: row.ruleOffsetDays };
  if (row.ruleKind === 'LUNAR' && row.ruleMonth && row.rulePaksha && row.ruleTithi !== null && row.ruleObservance) {
    return {
      kind: 'LUNAR',
      month: row.ruleMonth,
      paksha: row.rulePaksha,
      tithi: row.ruleTithi,
      observance: row.ruleObservance,
      offsetDays: row.ruleOffsetDays,
    };
  }
  return null;
}

/** The rule's columns to write: all null (but the offset) without a rule. */
export function ruleColumns(rule: DateRule | null): RuleColumns {
  return {
    ruleKind: rule?.kind ?? null,
    ruleMonth: rule?.kind === 'LUNAR' ? rule.month : null,
    rulePaksha: rule?.kind === 'LUNAR' ? rule.paksha : null,
    ruleTithi: rule?.kind === 'LUNAR' ? rule.tithi : null,
    ruleObservance: rule?.kind === 'LUNAR' ? rule.observance : null,
    ruleSign: rule?.kind === 'SOLAR' ? rule.sign : null,
    ruleOffsetDays: rule?.offsetDays ?? 0,
  };
}

export function toFestivalModel(
  row: FestivalRow,
  toImage: (image: ImageRow) => ImageModel,
  dates: { rule: (rule: DateRule) => DateRuleModel; next: (rule: DateRule) => string | null; today: string },
): FestivalModel {
  const { images, _count, festivalDate, ruleKind, ruleMonth, rulePaksha, ruleTithi, ruleObservance, ruleSign, ruleOffsetDays, ...festival } = row;
  const gallery = images.map(toImage);
  const day = festivalDate ? dateToDay(festivalDate) : null;
  const rule = festival.isFixedDate ? null : ruleFromRow({ ruleKind, ruleMonth, rulePaksha, ruleTithi, ruleObservance, ruleSign, ruleOffsetDays });
  return {
    ...festival,
    festivalDate: day,
    dateRule: rule ? dates.rule(rule) : null,
    nextDate: festival.isFixedDate ? (day && day >= dates.today ? day : null) : rule ? dates.next(rule) : null,
    images: gallery,
    festivalImages: gallery.map((image) => image.path),
    totalPosts: _count.posts,
  };
}
