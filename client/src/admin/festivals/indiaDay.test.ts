import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateToDay,
  dayToDate,
  daysBetween,
  formatDay,
  formatLongDay,
  INDIA_TIME_ZONE,
  INDIA_UTC_OFFSET_MINUTES,
  indiaMidnight,
  isCalendarDay,
  nextDay,
  parseSpecDay,
  todayInIndia,
} from '../../../../shared/india-day';

// shared/india-day.ts: the calendar days the server stores and judges and the
// admin shows and sends, one set of rules for both.
describe('India days, shared by the server and the admin', () => {
  it("takes today from India's clock: 18:30 UTC is already the next day there", () => {
    expect(todayInIndia(new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('begins a day in India at 18:30 UTC the evening before, one offset all year', () => {
    expect(indiaMidnight('2026-11-05').toISOString()).toBe('2026-11-04T18:30:00.000Z');
    expect(indiaMidnight('2026-06-21').toISOString()).toBe('2026-06-20T18:30:00.000Z');
    expect(todayInIndia(indiaMidnight('2026-03-01'))).toBe('2026-03-01');
    const offset = Date.parse('2026-11-05T00:00:00Z') - new Date(`${todayInIndia(new Date('2026-11-05T00:00:00Z'))}T00:00:00+05:30`).getTime();
    expect(offset / 60_000).toBe(INDIA_UTC_OFFSET_MINUTES);
    expect(INDIA_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it('stores a day as UTC midnight and reads it back', () => {
    expect(dayToDate('2026-11-05').toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(dateToDay(dayToDate('2028-02-29'))).toBe('2028-02-29');
  });

  it('moves by whole days over month, year and leap-day ends, and counts the days between', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(addDays('2026-01-01', 400)).toBe('2027-02-05');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(daysBetween('2026-11-30', '2026-12-02')).toBe(2);
    expect(daysBetween('2026-12-02', '2026-11-30')).toBe(-2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('accepts only real YYYY-MM-DD days from 1900 to 9999 (the API), without throwing on nonsense', () => {
    expect(isCalendarDay('2026-11-05')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('1900-01-01')).toBe(true);
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '1899-12-31',
      '2026-1-5',
      '05/11/2026',
      '',
      20261105,
      null,
    ]) {
      expect(isCalendarDay(text)).toBe(false);
    }
  });

  it('writes DD/MM/YYYY (spec §9) and reads it back, D/M/YYYY too, refusing days that do not exist', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('not a day')).toBe('');
    expect(parseSpecDay(' 05/11/2026 ')).toBe('2026-11-05');
    expect(parseSpecDay('5/1/2026')).toBe('2026-01-05');
    expect(parseSpecDay('29/02/2026')).toBeUndefined();
    expect(parseSpecDay('5/13/2026')).toBeUndefined();
    expect(parseSpecDay('0/1/2026')).toBeUndefined();
    expect(parseSpecDay('2026-11-05')).toBeUndefined();
  });

  it("names a festival's day with its weekday", () => {
    expect(formatLongDay('2026-11-08')).toBe('Sun 08/11/2026');
    expect(formatLongDay('2027-01-01')).toBe('Fri 01/01/2027');
    expect(formatLongDay(null)).toBe('');
  });
});
