import { describe, expect, it } from 'vitest';
import { plural } from '../shared/format';
import { formatDay, formatMonth, formatShortDay, formatShortMonth } from './reportFormat';

describe('report labels', () => {
  it('writes India calendar days and months as text, whatever the browser time zone', () => {
    expect(formatDay('2026-01-05')).toBe('05/01/2026');
    expect(formatShortDay('2026-12-31')).toBe('31/12');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatShortMonth('2025-12')).toBe("Dec '25");
  });

  it('counts with Indian separators and the right noun', () => {
    expect(plural(1, 'user', 'users')).toBe('1 user');
    expect(plural(123456, 'user', 'users')).toBe('1,23,456 users');
  });
});
