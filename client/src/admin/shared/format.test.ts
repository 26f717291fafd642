import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatRupees, plural } from './format';

describe('format', () => {
  it('groups counts the Indian way, as the reports and rupee amounts do', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(plural(123456, 'user', 'users')).toBe('1,23,456 users');
    expect(plural(1, 'user', 'users')).toBe('1 user');
  });

  it('shows 0 when a count is missing', () => {
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });

  it('writes dates DD/MM/YYYY and timestamps DD/MM/YYYY hh:mm a in India time, whatever the zone it runs in', () => {
    const value = new Date('2026-11-05T08:37:00.000Z');
    expect(formatDate(value)).toBe('05/11/2026');
    expect(formatDateTime(value)).toBe('05/11/2026 02:07 pm');
    expect(formatDateTime(value.toISOString())).toBe('05/11/2026 02:07 pm');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('moves to the next day at midnight in India, not in the browser or UTC', () => {
    // 20:00 UTC on the 5th is 01:30 on the 6th in India.
    expect(formatDateTime('2026-11-05T20:00:00.000Z')).toBe('06/11/2026 01:30 am');
    expect(formatDate('2026-11-05T20:00:00.000Z')).toBe('06/11/2026');
    expect(formatDateTime('2026-11-04T18:30:00.000Z')).toBe('05/11/2026 12:00 am');
    expect(formatDateTime('2026-11-05T06:30:00.000Z')).toBe('05/11/2026 12:00 pm');
  });
});
