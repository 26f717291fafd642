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

  it('writes dates DD/MM/YYYY and timestamps DD/MM/YYYY hh:mm a', () => {
    const value = new Date(2026, 10, 5, 14, 7);
    expect(formatDate(value)).toBe('05/11/2026');
    expect(formatDateTime(value)).toBe('05/11/2026 02:07 pm');
    expect(formatDate(null)).toBe('');
  });
});
