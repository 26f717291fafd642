import { AHMEDABAD, FestivalCalendar, isBhadra, tithiAt } from './calendar.js';
import { describeRule, type LunarRule, ruleProblem } from './rules.js';

const lunar = (rule: Omit<LunarRule, 'kind' | 'offsetDays'>, offsetDays = 0): LunarRule => ({ kind: 'LUNAR', offsetDays, ...rule });

describe('FestivalCalendar', () => {
  const calendar = new FestivalCalendar(AHMEDABAD);

  it('counts tithis from the new moon: the 2024 Diwali new moon (1 Nov 12:47 UTC) ends tithi 30', () => {
    expect(tithiAt(new Date('2024-11-01T12:00:00Z'))).toBe(30);
    expect(tithiAt(new Date('2024-11-01T13:30:00Z'))).toBe(1);
  });

  it('finds Bhadra (Vishti karana) in the first half of Purnima: 2 March 2026 17:56 IST to 3 March 05:29 IST', () => {
    expect(isBhadra(new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(isBhadra(new Date('2026-03-02T13:30:00Z'))).toBe(true);
    expect(isBhadra(new Date('2026-03-02T23:50:00Z'))).toBe(true);
    expect(isBhadra(new Date('2026-03-03T00:10:00Z'))).toBe(false);
  });

  it('moves a Bhadra-bound rite only when the rule says so: plain pradosh keeps Holika Dahan 2026 on 2 March at New Delhi', () => {
    const newDelhi = new FestivalCalendar({ latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' });
    const purnima = lunar({ month: 'PHALGUNA', paksha: 'SHUKLA', tithi: 15, observance: 'PRADOSH' });
    expect(newDelhi.datesInYear(purnima, 2026)).toEqual(['2026-03-02']);
    expect(newDelhi.datesInYear({ ...purnima, observance: 'PRADOSH_AFTER_BHADRA' }, 2026)).toEqual(['2026-03-03']);
    // A tithi without Vishti (Amavasya) is unaffected.
    const diwali = lunar({ month: 'ASHVIN', paksha: 'KRISHNA', tithi: 30, observance: 'PRADOSH' });
    expect(calendar.datesInYear({ ...diwali, observance: 'PRADOSH_AFTER_BHADRA' }, 2026)).toEqual(calendar.datesInYear(diwali, 2026));
  });

  it('skips an adhika month: 2026 has two Jyeshthas, festivals fall in the second (regular) one', () => {
    // Adhika Jyeshtha 2026 ran from the new moon of 16 May to that of 15 June.
    const purnima = calendar.datesInYear(lunar({ month: 'JYESHTHA', paksha: 'SHUKLA', tithi: 15, observance: 'SUNRISE' }), 2026);
    expect(purnima).toHaveLength(1);
    expect(purnima[0] >= '2026-06-16' && purnima[0] <= '2026-07-14').toBe(true);
  });

  it('skips the adhika Shravana of 2023: Shravana Purnima is at the end of August, not in July', () => {
    const [day] = calendar.datesInYear(lunar({ month: 'SHRAVANA', paksha: 'SHUKLA', tithi: 15, observance: 'SUNRISE' }), 2023);
    expect(day >= '2023-08-29' && day <= '2023-08-31').toBe(true);
  });

  it('applies an offset after the observance day (Holi is the day after Holika Dahan)', () => {
    const dahan = lunar({ month: 'PHALGUNA', paksha: 'SHUKLA', tithi: 15, observance: 'PRADOSH' });
    expect(calendar.datesInYear(dahan, 2025)).toEqual(['2025-03-13']);
    expect(calendar.datesInYear({ ...dahan, offsetDays: 1 }, 2025)).toEqual(['2025-03-14']);
    expect(calendar.datesInYear({ ...dahan, offsetDays: -20 }, 2025)).toEqual(['2025-02-21']);
  });

  it('moves a sankranti after sunset to the next day: Makara 2027 enters in the evening of 14 January', () => {
    expect(calendar.datesInYear({ kind: 'SOLAR', sign: 'MAKARA', offsetDays: 0 }, 2027)).toEqual(['2027-01-15']);
    expect(calendar.datesInYear({ kind: 'SOLAR', sign: 'MAKARA', offsetDays: 0 }, 2026)).toEqual(['2026-01-14']);
  });

  it('computes every year from 1950 to 2100 and nothing outside', () => {
    const diwali = lunar({ month: 'ASHVIN', paksha: 'KRISHNA', tithi: 30, observance: 'PRADOSH' });
    for (const year of [1950, 1983, 2000, 2100]) {
      const days = calendar.datesInYear(diwali, year);
      expect(days).toHaveLength(1);
      expect(days[0] >= `${year}-10-15` && days[0] <= `${year}-11-16`).toBe(true);
    }
    expect(calendar.datesInYear(diwali, 1949)).toEqual([]);
    expect(calendar.datesInYear(diwali, 2101)).toEqual([]);
  });

  it('lists dates between two days and finds the next one', () => {
    const diwali = lunar({ month: 'ASHVIN', paksha: 'KRISHNA', tithi: 30, observance: 'PRADOSH' });
    expect(calendar.datesBetween(diwali, '2025-01-01', '2027-12-31')).toEqual(['2025-10-20', '2026-11-08', '2027-10-29']);
    expect(calendar.nextDate(diwali, '2026-11-08')).toBe('2026-11-08');
    expect(calendar.nextDate(diwali, '2026-11-09')).toBe('2027-10-29');
  });

  it('reckons days in the configured time zone', () => {
    const london = new FestivalCalendar({ latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' });
    expect(london.startOfDay('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(calendar.startOfDay('2026-07-01').toISOString()).toBe('2026-06-30T18:30:00.000Z');
    const { sunrise, sunset } = calendar.sunriseAndSunset('2026-06-21');
    // Ahmedabad at midsummer: sunrise about 05:55, sunset about 19:23 IST.
    expect(new Date(sunrise).toISOString()).toMatch(/^2026-06-21T00:2\d/);
    expect(new Date(sunset).toISOString()).toMatch(/^2026-06-21T13:[45]\d/);
  });
});

describe('date rules', () => {
  it('describes a rule with the purnimanta month where it differs', () => {
    expect(describeRule(lunar({ month: 'ASHVIN', paksha: 'KRISHNA', tithi: 30, observance: 'PRADOSH' }))).toBe(
      'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh',
    );
    expect(describeRule(lunar({ month: 'KARTIKA', paksha: 'SHUKLA', tithi: 1, observance: 'SUNRISE' }))).toBe('Kartika Shukla Pratipada, sunrise');
    expect(describeRule(lunar({ month: 'PHALGUNA', paksha: 'SHUKLA', tithi: 15, observance: 'PRADOSH' }, 1))).toBe(
      'Phalguna Shukla Purnima, pradosh, then 1 day later',
    );
    expect(describeRule({ kind: 'SOLAR', sign: 'MAKARA', offsetDays: 0 })).toBe('Sun enters Makara (Capricorn)');
    expect(describeRule(lunar({ month: 'SHRAVANA', paksha: 'SHUKLA', tithi: 15, observance: 'APARAHNA_AFTER_BHADRA' }))).toBe(
      'Shravana Shukla Purnima, aparahna after Bhadra',
    );
  });

  it('names what is wrong with a rule', () => {
    const good = { kind: 'LUNAR', month: 'ASHVIN', paksha: 'KRISHNA', tithi: 30, observance: 'PRADOSH', offsetDays: 0 } as const;
    expect(ruleProblem(good)).toBeNull();
    expect(ruleProblem({ ...good, tithi: 0 })).toBe('Tithi must be from 1 to 15, or 30 for Amavasya');
    expect(ruleProblem({ ...good, tithi: 31 })).toBe('Tithi must be from 1 to 15, or 30 for Amavasya');
    expect(ruleProblem({ ...good, tithi: 15 })).toBe('Krishna paksha ends with Amavasya: use tithi 30');
    expect(ruleProblem({ ...good, paksha: 'SHUKLA' })).toBe('Amavasya (tithi 30) ends Krishna paksha, not Shukla paksha');
    expect(ruleProblem({ ...good, month: 'Adhika' })).toMatch(/^Month must be one of Chaitra, Vaishakha/);
    expect(ruleProblem({ ...good, offsetDays: 16 })).toBe('Offset must be a whole number of days from -15 to 15');
    expect(ruleProblem({ kind: 'SOLAR', sign: 'OPHIUCHUS', offsetDays: 0 })).toMatch(/^Sign must be one of Mesha/);
  });
});
