/**
 * Festival date rules: what a festival's date is defined by, and how a rule is
 * written for people. The names are the API's enum values; the computation is
 * in calendar.ts.
 */
import {
  LUNAR_MONTH_LABELS,
  LUNAR_MONTHS,
  type LunarMonth,
  PAKSHAS,
  type Paksha,
  purnimantaMonth,
  SOLAR_SIGN_LABELS,
  SOLAR_SIGNS,
  type SolarSign,
  tithiLabel,
} from '../../../../shared/festival-months.js';

/**
 * The time of day at which the tithi must prevail for the day to be the festival's.
 * The two ending in _AFTER_BHADRA are the customary rules of rites that must
 * not be done under Bhadra (Vishti karana): Holika Dahan and Raksha Bandhan;
 * calendar.ts's decideDay describes them.
 */
export const OBSERVANCES = ['SUNRISE', 'MADHYAHNA', 'APARAHNA', 'PRADOSH', 'NISHITA', 'PRADOSH_AFTER_BHADRA', 'APARAHNA_AFTER_BHADRA'] as const;
export type Observance = (typeof OBSERVANCES)[number];

export const RULE_KINDS = ['LUNAR', 'SOLAR'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Days a rule's date may be moved (Holi is the day after Holika Dahan). */
export const MAX_OFFSET_DAYS = 15;

export interface LunarRule {
  kind: 'LUNAR';
  month: LunarMonth;
  paksha: Paksha;
  /** 1–15 (15 is Purnima in Shukla paksha); 30 is Amavasya, the last of Krishna paksha. */
  tithi: number;
  observance: Observance;
  offsetDays: number;
}

export interface SolarRule {
  kind: 'SOLAR';
  /** The sign the Sun enters (its sankranti). */
  sign: SolarSign;
  offsetDays: number;
}

export type DateRule = LunarRule | SolarRule;

export const OBSERVANCE_LABELS: Record<Observance, string> = {
  SUNRISE: 'sunrise',
  MADHYAHNA: 'madhyahna',
  APARAHNA: 'aparahna',
  PRADOSH: 'pradosh',
  NISHITA: 'nishita',
  PRADOSH_AFTER_BHADRA: 'pradosh free of Bhadra',
  APARAHNA_AFTER_BHADRA: 'aparahna after Bhadra',
};

export function monthLabel(month: LunarMonth): string {
  return LUNAR_MONTH_LABELS[month];
}

function offsetLabel(days: number): string {
  if (days === 0) return '';
  const count = Math.abs(days) === 1 ? '1 day' : `${Math.abs(days)} days`;
  return days > 0 ? `, then ${count} later` : `, then ${count} earlier`;
}

/** 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh' or 'Sun enters Makara (Capricorn)'. */
export function describeRule(rule: DateRule): string {
  if (rule.kind === 'SOLAR') return `Sun enters ${SOLAR_SIGN_LABELS[rule.sign]}${offsetLabel(rule.offsetDays)}`;
  const purnimanta = purnimantaMonth(rule.month, rule.paksha);
  const month = purnimanta === rule.month ? monthLabel(rule.month) : `${monthLabel(rule.month)} (purnimanta ${monthLabel(purnimanta)})`;
  const paksha = rule.paksha === 'SHUKLA' ? 'Shukla' : 'Krishna';
  return `${month} ${paksha} ${tithiLabel(rule.tithi)}, ${OBSERVANCE_LABELS[rule.observance]}${offsetLabel(rule.offsetDays)}`;
}

/**
 * What is wrong with a rule, in words for staff, or null when it is whole.
 * The API's validators say the same; this is the one place the shape is checked.
 */
export interface RuleDraft {
  kind?: string;
  month?: string;
  paksha?: string;
  tithi?: number;
  observance?: string;
  sign?: string;
  offsetDays?: number;
}

export function ruleProblem(rule: RuleDraft): string | null {
  const offset = rule.offsetDays ?? 0;
  if (!Number.isInteger(offset) || Math.abs(offset) > MAX_OFFSET_DAYS) {
    return `Offset must be a whole number of days from -${MAX_OFFSET_DAYS} to ${MAX_OFFSET_DAYS}`;
  }
  if (rule.kind === 'SOLAR') {
    if (!rule.sign || !(SOLAR_SIGNS as readonly string[]).includes(rule.sign)) {
      return `Sign must be one of ${SOLAR_SIGNS.map((sign) => SOLAR_SIGN_LABELS[sign]).join(', ')}`;
    }
    return null;
  }
  if (rule.kind !== 'LUNAR') return 'Rule kind must be LUNAR or SOLAR';
  if (!rule.month || !(LUNAR_MONTHS as readonly string[]).includes(rule.month)) {
    return `Month must be one of ${LUNAR_MONTHS.map((month) => monthLabel(month)).join(', ')}`;
  }
  if (!rule.paksha || !(PAKSHAS as readonly string[]).includes(rule.paksha)) return 'Paksha must be Shukla or Krishna';
  const tithi = rule.tithi;
  if (typeof tithi !== 'number' || !Number.isInteger(tithi) || tithi < 1 || (tithi > 15 && tithi !== 30)) {
    return 'Tithi must be from 1 to 15, or 30 for Amavasya';
  }
  if (rule.paksha === 'SHUKLA' && tithi === 30) return 'Amavasya (tithi 30) ends Krishna paksha, not Shukla paksha';
  if (rule.paksha === 'KRISHNA' && tithi === 15) return 'Krishna paksha ends with Amavasya: use tithi 30';
  if (!rule.observance || !(OBSERVANCES as readonly string[]).includes(rule.observance)) {
    return 'Observance must be sunrise, madhyahna, aparahna, pradosh, nishita, pradosh free of Bhadra or aparahna after Bhadra';
  }
  return null;
}
