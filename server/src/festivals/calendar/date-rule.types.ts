import { applyDecorators } from '@nestjs/common';
import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import {
  type DateRule,
  describeRule,
  LUNAR_MONTHS,
  type LunarMonth,
  OBSERVANCES,
  type Observance,
  PAKSHAS,
  type Paksha,
  RULE_KINDS,
  type RuleKind,
  ruleProblem,
  SOLAR_SIGNS,
  type SolarSign,
} from './rules.js';

/** GraphQL enums from the rule vocabulary (the same names the database enums use). */
const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const FestivalRuleKindEnum = asEnum(RULE_KINDS);
export const LunarMonthEnum = asEnum(LUNAR_MONTHS);
export const PakshaEnum = asEnum(PAKSHAS);
export const ObservanceEnum = asEnum(OBSERVANCES);
export const SolarSignEnum = asEnum(SOLAR_SIGNS);

registerEnumType(FestivalRuleKindEnum, { name: 'FestivalRuleKind', description: 'LUNAR: a tithi of a lunar month; SOLAR: the Sun entering a sign' });
registerEnumType(LunarMonthEnum, { name: 'LunarMonth', description: 'Amanta lunar months (new moon to new moon), Chaitra first' });
registerEnumType(PakshaEnum, { name: 'Paksha', description: 'SHUKLA: the waxing half; KRISHNA: the waning half' });
registerEnumType(ObservanceEnum, {
  name: 'Observance',
  description: 'The time of day at which the tithi must prevail: the day is the one whose time it covers',
});
registerEnumType(SolarSignEnum, { name: 'SolarSign', description: 'Sidereal signs (Lahiri ayanamsa), Mesha first' });

@ObjectType('FestivalDateRule', { description: "How a festival's date is computed each year" })
export class DateRuleModel {
  @Field(() => FestivalRuleKindEnum)
  kind: RuleKind;

  @Field(() => LunarMonthEnum, { nullable: true, description: 'LUNAR: the amanta month' })
  month: LunarMonth | null;

  @Field(() => PakshaEnum, { nullable: true })
  paksha: Paksha | null;

  @Field(() => Int, { nullable: true, description: 'LUNAR: 1–15 (15 is Purnima), 30 is Amavasya' })
  tithi: number | null;

  @Field(() => ObservanceEnum, { nullable: true })
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
  @Field(() => FestivalRuleKindEnum)
  kind: RuleKind;

  @Field(() => LunarMonthEnum, { nullable: true })
  month?: LunarMonth | null;

  @Field(() => PakshaEnum, { nullable: true })
  paksha?: Paksha | null;

  @Field(() => Int, { nullable: true })
  tithi?: number | null;

  @Field(() => ObservanceEnum, { nullable: true })
  observance?: Observance | null;

  @Field(() => SolarSignEnum, { nullable: true })
  sign?: SolarSign | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
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
