import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { plural } from '../shared/format';
import { endsIn } from './EndingPlansTable';
import { formatDay, formatMonth, formatShortDay, formatShortMonth } from './reportFormat';

describe('report labels', () => {
  afterEach(() => applyLanguage('en'));

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

  it('names the months in Gujarati (Intl gu-IN), in the digits the member chose', async () => {
    await applyLanguage('gu');
    expect(formatMonth('2026-11')).toBe('નવે 2026');
    expect(formatShortMonth('2026-01')).toBe("જાન્યુ '26");
    expect(formatShortDay('2026-12-31')).toBe('31/12');
    expect(endsIn('2026-11-10', '2026-11-05')).toBe('5 દિવસમાં');
    expect(endsIn('2026-11-06', '2026-11-05')).toBe('કાલે');

    await applyLanguage('gu', true);
    expect(formatMonth('2026-11')).toBe('નવે ૨૦૨૬');
    expect(formatShortMonth('2025-12')).toBe("ડિસે '૨૫");
    expect(formatDay('2026-01-05')).toBe('૦૫/૦૧/૨૦૨૬');
  });
});
