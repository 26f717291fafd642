import { applyDecorators } from '@nestjs/common';
import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import {
  LUNAR_MONTH_LABELS,
  LUNAR_MONTHS,
  type LunarMonth,
  PAKSHAS,
  type Paksha,
  SOLAR_SIGN_LABELS,
  SOLAR_SIGNS,
  type SolarSign,
} from '../../../../shared/festival-months.js';
import { type DateRule, describeRule, OBSERVANCES, type Observance, RULE_KINDS, type RuleKind, ruleProblem } from './rules.js';

/** GraphQL enums from the rule vocabulary (the same names the database enums use). */
const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const FestivalRuleKindEnum = asEnum(RULE_KINDS);
export const LunarMonthEnum = asEnum(LUNAR_MONTHS);
export const PakshaEnum = asEnum(PAKSHAS);
export const ObservanceEnum = asEnum(OBSERVANCES);
export const SolarSignEnum = asEnum(SOLAR_SIGNS);

registerEnumType(FestivalRuleKindEnum, {
  name: 'FestivalRuleKind',
  description: 'LUNAR: a tithi of a lunar month; SOLAR: the Sun entering a sign',
  valuesMap: {
    LUNAR: { description: 'A tithi of a lunar month (most Hindu festivals)' },
    SOLAR: { description: 'The Sun entering a sidereal sign (Makar Sankranti)' },
  },
});
registerEnumType(LunarMonthEnum, {
  name: 'LunarMonth',
  description: 'Amanta lunar months (new moon to new moon), Chaitra first',
  valuesMap: Object.fromEntries(
    LUNAR_MONTHS.map((month, index) => [month, { description: `${LUNAR_MONTH_LABELS[month]}, month ${index + 1} of the amanta lunar year` }]),
  ),
});
registerEnumType(PakshaEnum, {
  name: 'Paksha',
  description: 'SHUKLA: the waxing half; KRISHNA: the waning half',
  valuesMap: {
    SHUKLA: { description: 'The waxing half, new moon to full moon' },
    KRISHNA: { description: 'The waning half, full moon to new moon' },
  },
});
registerEnumType(ObservanceEnum, {
  name: 'Observance',
  description: 'The time of day at which the tithi must prevail: the day is the one whose time it covers',
  valuesMap: {
    SUNRISE: { description: 'The tithi prevailing at sunrise (the usual rule)' },
    MADHYAHNA: { description: 'The tithi prevailing at midday (e.g. Rama Navami)' },
    APARAHNA: { description: 'The tithi prevailing in the afternoon (e.g. Dussehra)' },
    PRADOSH: { description: "The tithi prevailing at dusk (e.g. Diwali's Lakshmi puja)" },
    NISHITA: { description: 'The tithi prevailing at midnight (e.g. Janmashtami)' },
    PRADOSH_AFTER_BHADRA: {
      description: "Pradosh free of Bhadra (Vishti karana), else after Bhadra ends before midnight, else in Bhadra's tail (Holika Dahan)",
    },
    APARAHNA_AFTER_BHADRA: {
      description: 'Aparahna after Bhadra: the first day unless the tithi lasts 6 ghatis (2 h 24 min) after the next sunrise (Raksha Bandhan)',
    },
  },
});
registerEnumType(SolarSignEnum, {
  name: 'SolarSign',
  description: 'Sidereal signs (Lahiri ayanamsa), Mesha first',
  // 'Makara (Capricorn)' → 'Makara (sidereal Capricorn)'.
  valuesMap: Object.fromEntries(SOLAR_SIGNS.map((sign) => [sign, { description: SOLAR_SIGN_LABELS[sign].replace('(', '(sidereal ') }])),
});

@ObjectType('FestivalDateRule', { description: "How a festival's date is computed each year" })
export class DateRuleModel {
  @Field(() => FestivalRuleKindEnum, { description: 'LUNAR (a tithi of a lunar month) or SOLAR (the Sun entering a sign)' })
  kind: RuleKind;

  @Field(() => LunarMonthEnum, { nullable: true, description: 'LUNAR: the amanta month' })
  month: LunarMonth | null;

  @Field(() => PakshaEnum, { nullable: true, description: 'LUNAR: the fortnight, waxing (SHUKLA) or waning (KRISHNA); null for SOLAR' })
  paksha: Paksha | null;

  @Field(() => Int, { nullable: true, description: 'LUNAR: 1–15 (15 is Purnima), 30 is Amavasya' })
  tithi: number | null;

  @Field(() => ObservanceEnum, { nullable: true, description: 'LUNAR: the time of day the tithi must prevail at; null for SOLAR' })
  observance: Observance | null;

  @Field(() => SolarSignEnum, { nullable: true, description: 'SOLAR: the sign the Sun enters' })
  sign: SolarSign | null;

  @Field(() => Int, { description: "Days after (negative: before) the rule's day" })
  offsetDays: number;

  @Field({ description: "In words: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh'" })
  description: string;
}

export function toDateRuleModel(rule: DateRule): DateRuleModel {
  return {
    kind: rule.kind,
    month: rule.kind === 'LUNAR' ? rule.month : null,
    paksha: rule.kind === 'LUNAR' ? rule.paksha : null,
    tithi: rule.kind === 'LUNAR' ? rule.tithi : null,
    observance: rule.kind === 'LUNAR' ? rule.observance : null,
    sign: rule.kind === 'SOLAR' ? rule.sign : null,
    offsetDays: rule.offsetDays,
    description: describeRule(rule),
  };
}

@InputType('FestivalDateRuleInput', { description: 'LUNAR needs month, paksha, tithi and observance; SOLAR needs sign' })
export class DateRuleInput {
  @Field(() => FestivalRuleKindEnum, { description: 'LUNAR (a tithi of a lunar month) or SOLAR (the Sun entering a sign)' })
  kind: RuleKind;

  @Field(() => LunarMonthEnum, { nullable: true, description: 'LUNAR: the amanta month; required for LUNAR, null for SOLAR' })
  month?: LunarMonth | null;

  @Field(() => PakshaEnum, { nullable: true, description: 'LUNAR: SHUKLA (waxing) or KRISHNA (waning); required for LUNAR' })
  paksha?: Paksha | null;

  @Field(() => Int, {
    nullable: true,
    description: 'LUNAR: 1 to 15 (SHUKLA 15 is Purnima; KRISHNA stops at 14), or 30 for Amavasya (KRISHNA only); required for LUNAR',
  })
  tithi?: number | null;

  @Field(() => ObservanceEnum, { nullable: true, description: 'LUNAR: the time of day the tithi must prevail at; required for LUNAR' })
  observance?: Observance | null;

  @Field(() => SolarSignEnum, { nullable: true, description: 'SOLAR: the sign the Sun enters; required for SOLAR, null for LUNAR' })
  sign?: SolarSign | null;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: "Days after (negative: before) the rule's day, -15 to 15 (default 0)" })
  offsetDays?: number | null;
}

/** The rule as the computation takes it, keeping only its own fields; null when it is not whole. */
export function toDateRule(input: DateRuleInput): DateRule | null {
  if (ruleProblem(normalise(input))) return null;
  const offsetDays = input.offsetDays ?? 0;
  return input.kind === 'SOLAR'
    ? { kind: 'SOLAR', sign: input.sign!, offsetDays }
    : { kind: 'LUNAR', month: input.month!, paksha: input.paksha!, tithi: input.tithi!, observance: input.observance!, offsetDays };
}

function normalise(input: DateRuleInput) {
  return {
    kind: input.kind,
    month: input.month ?? undefined,
    paksha: input.paksha ?? undefined,
    tithi: input.tithi ?? undefined,
    observance: input.observance ?? undefined,
    sign: input.sign ?? undefined,
    offsetDays: input.offsetDays ?? 0,
  };
}

/** What is wrong with a rule as received (any shape), or null. */
export function dateRuleProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return 'Date Rule must be an object with kind LUNAR (month, paksha, tithi, observance) or SOLAR (sign)';
  }
  const input = value as DateRuleInput;
  if (input.tithi !== undefined && input.tithi !== null && typeof input.tithi !== 'number') {
    return 'Tithi must be from 1 to 15, or 30 for Amavasya';
  }
  return ruleProblem(normalise(input));
}

/**
 * A date rule in an input: absent keeps it, null clears it. REST's multipart
 * forms send it as JSON text, which is parsed here; JSON bodies and GraphQL
 * send the object. The message names the first thing wrong.
 */
export const DateRuleField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (value === '' || value === 'null') return null;
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    IsOptional(),
    ValidateBy(
      { name: 'isDateRule', validator: { validate: (value: unknown) => dateRuleProblem(value) === null } },
      { message: ({ value }) => dateRuleProblem(value) ?? 'Invalid Date Rule' },
    ),
  );
