import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { FestivalCalendar } from './calendar.js';
import { FESTIVAL_PRESETS } from './presets.js';
import type { DateRule } from './rules.js';

/** Rule-year answers kept: every festival's rule for a few years is a few hundred entries. */
const CACHE_LIMIT = 5000;

/**
 * The festival calendar for the configured place, with each rule's days per
 * year kept in memory (the astronomy takes milliseconds a year; lists ask for
 * every festival's next date on each read).
 */
@Injectable()
export class FestivalCalendarService {
  private readonly calendar: FestivalCalendar;
  private readonly cache = new Map<string, string[]>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.calendar = new FestivalCalendar(config.calendar);
  }

  get presets() {
    return FESTIVAL_PRESETS;
  }

  datesInYear(rule: DateRule, year: number): string[] {
    const key = `${year}|${JSON.stringify(rule)}`;
    let days = this.cache.get(key);
    if (!days) {
      days = this.calendar.datesInYear(rule, year);
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(key, days);
    }
    return days;
  }

  /** The rule's days from `from` to `to` inclusive ('YYYY-MM-DD'). */
  datesBetween(rule: DateRule, from: string, to: string): string[] {
    const days: string[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      days.push(...this.datesInYear(rule, year).filter((day) => day >= from && day <= to));
    }
    return days;
  }

  /** The rule's first day on or after `today`, looking two years ahead. */
  nextDate(rule: DateRule, today: string): string | null {
    const year = Number(today.slice(0, 4));
    return this.datesBetween(rule, today, `${year + 2}-12-31`)[0] ?? null;
  }
}
