import { describe, expect, it } from 'vitest';
import { addDays, dayToLocalDate, formatDay, localDateToDay, parseSpecDay, todayInIndia } from './calendarDay';

describe('calendar days', () => {
  it('takes today from India: 18:30 UTC is already the next day there', () => {
    expect(todayInIndia(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('shows DD/MM/YYYY and reads it back, refusing days that do not exist', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(formatDay(null)).toBe('');
    expect(parseSpecDay('5/11/2026')).toBe('2026-11-05');
    expect(parseSpecDay('31/02/2026')).toBeUndefined();
    expect(parseSpecDay('2026-11-05')).toBeUndefined();
  });

  it('round-trips a day through the local dates a picker uses, and steps over month ends', () => {
    expect(localDateToDay(dayToLocalDate('2026-03-29'))).toBe('2026-03-29');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
