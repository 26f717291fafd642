import { elongation, nextElongation, nextSankranti, nextSunEvent, Observer, sunSign } from './astronomy.js';
import { LUNAR_MONTHS, SOLAR_SIGNS } from '../../../../shared/festival-months.js';
import { addDays } from '../../../../shared/india-day.js';
import type { DateRule, LunarRule, Observance, SolarRule } from './rules.js';

/** Where festival days are reckoned: sunrise and sunset, and the calendar day, depend on it. */
export interface CalendarLocation {
  latitude: number;
  longitude: number;
  /** IANA time zone whose calendar days the dates are, e.g. Asia/Kolkata. */
  timeZone: string;
}

export const AHMEDABAD: CalendarLocation = { latitude: 23.0225, longitude: 72.5714, timeZone: 'Asia/Kolkata' };

/** The years a date is computed for; outside them the answer is "no date". */
export const FIRST_YEAR = 1950;
export const LAST_YEAR = 2100;

const DAY_MS = 86_400_000;
/** One ghati (24 minutes): the least a tithi must cover of the second day's pradosh to move the festival there. */
const GHATI_MS = 24 * 60_000;
/** Raksha Bandhan moves to the second day only when Purnima holds six ghatis (2 h 24 min) after its sunrise. */
const SECOND_DAY_GHATIS = 6;

/**
 * The karanas (half-tithis, 1–60 through the month) that are Vishti, called
 * Bhadra: the seven movable karanas turn from the second half of Shukla
 * Pratipada (karana 2), Vishti being the seventh, so 8, 15, 22 … 57.
 */
const VISHTI_KARANAS = new Set([8, 15, 22, 29, 36, 43, 50, 57]);

/** A span of time in epoch milliseconds. */
interface Span {
  start: number;
  end: number;
}

interface LunarMonthSpan {
  /** The new moon that begins it, and the one that ends it. */
  start: Date;
  end: Date;
  /** The month names it carries: one, two for a kshaya (lost) month, none for an adhika (leap) month. */
  names: number[];
}

type Window = Span;

/**
 * The Hindu calendar for one place: which civil day a lunar or solar rule falls on.
 *
 * A tithi is the time the Moon takes to gain 12° on the Sun. A lunar month
 * (amanta) runs from one new moon to the next and is named by the sidereal sign
 * the Sun is in at its start (Sun in Meena → Chaitra); a month in which the Sun
 * enters no sign is adhika (leap) and festivals skip it. A tithi can span two
 * sunrises or none, so the day is the one on which the tithi prevails at the
 * rule's time of observance; see decideDay for the ties.
 */
export class FestivalCalendar {
  private readonly observer: Observer;
  private readonly dayFormat: Intl.DateTimeFormat;
  private readonly partsFormat: Intl.DateTimeFormat;
  private readonly monthsByYear = new Map<number, LunarMonthSpan[]>();
  private readonly sunByDay = new Map<string, { sunrise: number; sunset: number }>();

  constructor(readonly location: CalendarLocation = AHMEDABAD) {
    this.observer = new Observer(location.latitude, location.longitude, 0);
    this.dayFormat = new Intl.DateTimeFormat('en-CA', {
      timeZone: location.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    this.partsFormat = new Intl.DateTimeFormat('en-US', {
      timeZone: location.timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** The rule's days in Gregorian year `year` (usually one; none or two for months at the turn of the year). */
  datesInYear(rule: DateRule, year: number): string[] {
    if (year < FIRST_YEAR || year > LAST_YEAR) return [];
    return this.datesBetween(rule, `${year}-01-01`, `${year}-12-31`);
  }

  /** The rule's days from `from` to `to` inclusive ('YYYY-MM-DD'), in order. */
  datesBetween(rule: DateRule, from: string, to: string): string[] {
    const firstYear = Math.max(FIRST_YEAR, Number(from.slice(0, 4)));
    const lastYear = Math.min(LAST_YEAR, Number(to.slice(0, 4)));
    const days = new Set<string>();
    // A rule's day in year Y can land in Y±1 (a Pausha festival, or an offset across New Year).
    for (let year = firstYear - 1; year <= lastYear + 1; year++) {
      if (year < FIRST_YEAR || year > LAST_YEAR) continue;
      for (const day of this.baseDays(rule, year)) {
        const shifted = addDays(day, rule.offsetDays);
        if (shifted >= from && shifted <= to && shifted.slice(0, 4) >= String(FIRST_YEAR) && shifted.slice(0, 4) <= String(LAST_YEAR)) {
          days.add(shifted);
        }
      }
    }
    return [...days].sort();
  }

  /** The rule's first day on or after `today`, or null past the last year computed. */
  nextDate(rule: DateRule, today: string): string | null {
    const year = Number(today.slice(0, 4));
    return this.datesBetween(rule, today, `${Math.min(year + 2, LAST_YEAR)}-12-31`)[0] ?? null;
  }

  /** The calendar day at `instant` in the location's time zone. */
  dayOf(instant: Date | number): string {
    return this.dayFormat.format(instant);
  }

  /** Local midnight starting `day`, as an instant. */
  startOfDay(day: string): Date {
    const guess = Date.parse(`${day}T00:00:00Z`);
    let instant = guess - this.offsetMs(guess);
    // A zone whose offset changes that day: correct once with the offset then in force.
    instant = guess - this.offsetMs(instant);
    return new Date(instant);
  }

  sunriseAndSunset(day: string): { sunrise: number; sunset: number } {
    let known = this.sunByDay.get(day);
    if (!known) {
      const midnight = this.startOfDay(day);
      known = {
        sunrise: nextSunEvent(this.observer, 1, midnight).getTime(),
        sunset: nextSunEvent(this.observer, -1, midnight).getTime(),
      };
      this.sunByDay.set(day, known);
    }
    return known;
  }

  private offsetMs(instant: number): number {
    const parts = Object.fromEntries(this.partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
    const asUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    return asUtc - Math.floor(instant / 1000) * 1000;
  }

  private baseDays(rule: DateRule, year: number): string[] {
    return rule.kind === 'SOLAR' ? this.solarDays(rule, year) : this.lunarDays(rule, year);
  }

  /**
   * The day of the Sun's entry into the sign; an entry after sunset counts for
   * the next day, as the punya kala (the time of observance) then falls on it.
   */
  private solarDays(rule: SolarRule, year: number): string[] {
    const sign = SOLAR_SIGNS.indexOf(rule.sign);
    const days: string[] = [];
    let after = this.startOfDay(`${year}-01-01`);
    const end = this.startOfDay(`${year + 1}-01-01`).getTime();
    for (;;) {
      const entry = nextSankranti(sign, after);
      if (entry.getTime() >= end) break;
      const day = this.dayOf(entry);
      days.push(entry.getTime() >= this.sunriseAndSunset(day).sunset ? addDays(day, 1) : day);
      after = new Date(entry.getTime() + 20 * DAY_MS);
    }
    return days;
  }

  private lunarDays(rule: LunarRule, year: number): string[] {
    const month = LUNAR_MONTHS.indexOf(rule.month);
    // Tithis are counted 1–30 through the month: Krishna paksha's 1–14 are 16–29, Amavasya 30.
    const index = rule.paksha === 'SHUKLA' ? rule.tithi : rule.tithi === 30 ? 30 : rule.tithi + 15;
    const days: string[] = [];
    for (const span of this.lunarMonths(year)) {
      if (!span.names.includes(month)) continue;
      const start = index === 1 ? span.start : nextElongation((index - 1) * 12, span.start);
      const end = index === 30 ? span.end : nextElongation(index * 12, start);
      const day = this.decideDay(start.getTime(), end.getTime(), rule.observance, index);
      if (day.startsWith(String(year))) days.push(day);
    }
    return days;
  }

  /** The lunar months whose tithis can fall in `year`: new moons from mid-November before to mid-February after. */
  private lunarMonths(year: number): LunarMonthSpan[] {
    let months = this.monthsByYear.get(year);
    if (months) return months;
    const newMoons: Date[] = [];
    let after = new Date(Date.UTC(year - 1, 10, 1));
    const until = Date.UTC(year + 1, 2, 1);
    while (after.getTime() < until) {
      const moon = nextElongation(0, after);
      newMoons.push(moon);
      after = new Date(moon.getTime() + 20 * DAY_MS);
    }
    months = [];
    for (let i = 0; i + 1 < newMoons.length; i++) {
      const startSign = sunSign(newMoons[i]);
      const endSign = sunSign(newMoons[i + 1]);
      const crossed = (endSign - startSign + 12) % 12;
      // Named by the sign the Sun is in at the start, plus one (Meena → Chaitra).
      const names = crossed === 0 ? [] : crossed === 1 ? [(startSign + 1) % 12] : [(startSign + 1) % 12, (startSign + 2) % 12];
      months.push({ start: newMoons[i], end: newMoons[i + 1], names });
    }
    this.monthsByYear.set(year, months);
    return months;
  }

  /**
   * Bhadra within tithi `index` (1–30) lasting from `start` to `end`: the half
   * that is Vishti karana, or null when neither half is (22 of the 30 tithis).
   */
  private bhadraOf(index: number, start: Date, end: Date): Span | null {
    const first = 2 * index - 1;
    if (!VISHTI_KARANAS.has(first) && !VISHTI_KARANAS.has(first + 1)) return null;
    const middle = nextElongation((index - 1) * 12 + 6, start).getTime();
    return VISHTI_KARANAS.has(first) ? { start: start.getTime(), end: middle } : { start: middle, end: end.getTime() };
  }

  /** The observance window of `day`: an instant for sunrise, a span for the others. */
  private window(day: string, observance: Exclude<Observance, `${string}_AFTER_BHADRA`>): Window {
    const { sunrise, sunset } = this.sunriseAndSunset(day);
    const daylight = sunset - sunrise;
    switch (observance) {
      case 'SUNRISE':
        return { start: sunrise, end: sunrise };
      // The day from sunrise to sunset in five parts: the third is madhyahna, the fourth aparahna.
      case 'MADHYAHNA':
        return { start: sunrise + (daylight * 2) / 5, end: sunrise + (daylight * 3) / 5 };
      case 'APARAHNA':
        return { start: sunrise + (daylight * 3) / 5, end: sunrise + (daylight * 4) / 5 };
      default: {
        const night = this.sunriseAndSunset(addDays(day, 1)).sunrise - sunset;
        // Pradosh: three of the night's fifteen muhurtas after sunset; nishita: the eighth muhurta.
        return observance === 'PRADOSH'
          ? { start: sunset, end: sunset + night / 5 }
          : { start: sunset + (night * 7) / 15, end: sunset + (night * 8) / 15 };
      }
    }
  }

  /**
   * The civil day a tithi (from `start` to `end`) is observed on:
   * - the day whose observance time it covers;
   * - covering it on two days: for pradosh, the second day when the tithi
   *   still covers at least a ghati of its pradosh (Dharmasindhu's rule for
   *   Lakshmi Puja), else the first; for the other windows the day whose window
   *   it covers more of (a tithi that begins at the end of one day's madhyahna
   *   belongs to the next day), the first on equal cover; for sunrise the first;
   * - covering it on neither day: the day at whose sunrise the tithi prevails
   *   (it lies between two observance times, so that day holds most of it).
   * The two _AFTER_BHADRA observances follow their own rules (below), for
   * which `tithi` (1–30) says where the tithi's Bhadra lies.
   */
  decideDay(start: number, end: number, observance: Observance, tithi: number): string {
    if (observance === 'PRADOSH_AFTER_BHADRA') return this.pradoshAfterBhadra(start, end, tithi);
    if (observance === 'APARAHNA_AFTER_BHADRA') return this.aparahnaAfterBhadra(start, end);
    const first = addDays(this.dayOf(start), -1);
    const last = addDays(this.dayOf(end), 1);
    const covering: { day: string; overlap: number }[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const window = this.window(day, observance);
      const covers = window.start === window.end ? start <= window.start && window.start < end : start < window.end && window.start < end;
      if (covers) covering.push({ day, overlap: Math.min(end, window.end) - Math.max(start, window.start) });
    }
    if (covering.length >= 2) {
      const [earlier, later] = covering;
      if (observance === 'PRADOSH') return later.overlap >= GHATI_MS ? later.day : earlier.day;
      return later.overlap > earlier.overlap ? later.day : earlier.day;
    }
    if (covering.length === 1) return covering[0].day;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const { sunrise } = this.sunriseAndSunset(day);
      if (start <= sunrise && sunrise < end) return day;
    }
    // Shorter than the time between two sunrises and between them: the day it begins.
    return start >= this.sunriseAndSunset(this.dayOf(start)).sunrise ? this.dayOf(start) : addDays(this.dayOf(start), -1);
  }

  /**
   * Holika Dahan's customary rule, in the order Dharmasindhu gives it (and
   * drikpanchang.com states it): the bonfire is lit in the pradosh of the day
   * decideDay's pradosh rule gives, at a time free of Bhadra;
   * - if Bhadra covers all of that pradosh but ends before midnight: that
   *   night, after Bhadra (2024, 2025);
   * - else, if the tithi misses the next day's pradosh but lasts 3½ of its
   *   four prahars (sardha-triyama) and the next tithi is longer (vriddhi):
   *   the next day's pradosh (New Delhi, 2026: Purnima ended at 17:08 on
   *   3 March, 14 minutes past 3½ prahars);
   * - else that night, in Bhadra's tail (puchha), or failing one, in the
   *   pradosh outside its mouth (mukha): the hour moves, not the day (2027).
   */
  private pradoshAfterBhadra(start: number, end: number, tithi: number): string {
    const day = this.decideDay(start, end, 'PRADOSH', tithi);
    const bhadra = this.bhadraOf(tithi, new Date(start), new Date(end));
    if (!bhadra) return day;
    const pradosh = this.window(day, 'PRADOSH');
    const from = Math.max(start, pradosh.start);
    const to = Math.min(end, pradosh.end);
    // The tithi misses this pradosh (it lies between two), or part of it is free of Bhadra.
    if (from >= to || from < bhadra.start || to > bhadra.end) return day;
    const { sunset } = this.sunriseAndSunset(day);
    const next = this.sunriseAndSunset(addDays(day, 1));
    if (bhadra.end <= (sunset + next.sunrise) / 2 && bhadra.end < end) return day;
    const sardhaTriyama = next.sunrise + ((next.sunset - next.sunrise) * 7) / 8;
    if (end >= sardhaTriyama && end < next.sunset) {
      const following = nextElongation((tithi * 12 + 12) % 360, new Date(end)).getTime();
      if (following - end > end - start) return addDays(day, 1);
    }
    return day;
  }

  /**
   * Raksha Bandhan's customary rule: the rakhi is tied in the aparahna (else
   * pradosh) of the tithi's first day, after Bhadra ends; the second day only
   * when the tithi still holds six ghatis (about 2 h 24 min) after its sunrise,
   * and then in its aparahna even if the tithi has ended. Bhadra moves the hour,
   * never the day (in 2023 the rakhi was tied after 21:01 on the first day).
   * 2029: Purnima ends an hour after sunrise on 24 August, so 23 August.
   */
  private aparahnaAfterBhadra(start: number, end: number): string {
    const first = this.dayOf(start);
    const nextSunrise = this.sunriseAndSunset(addDays(first, 1)).sunrise;
    return end - nextSunrise >= SECOND_DAY_GHATIS * GHATI_MS ? addDays(first, 1) : first;
  }
}

/** For tests and diagnostics: the tithi (1–30) at an instant. */
export function tithiAt(instant: Date): number {
  return Math.floor(elongation(instant) / 12) + 1;
}

/** For tests and diagnostics: whether Bhadra (Vishti karana) prevails at an instant; a karana is half a tithi (6°). */
export function isBhadra(instant: Date): boolean {
  return VISHTI_KARANAS.has(Math.floor(elongation(instant) / 6) + 1);
}
