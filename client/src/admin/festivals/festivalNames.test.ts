import { describe, expect, it } from 'vitest';
import { LUNAR_MONTHS, PAKSHAS, purnimantaMonth, SOLAR_SIGN_LABELS, SOLAR_SIGNS, TITHI_NAMES, tithiLabel } from '../../../../shared/festival-months';

// shared/festival-months.ts: the names the server's rule texts
// ('Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh') and the admin's
// rule editor both use.
describe("a festival date rule's names, shared by the server and the admin", () => {
  it('names the tithis 1 to 14, 15 Purnima and 30 Amavasya', () => {
    expect(TITHI_NAMES).toHaveLength(14);
    expect([1, 2, 5, 11, 14, 15, 30].map(tithiLabel)).toEqual(['Pratipada', 'Dwitiya', 'Panchami', 'Ekadashi', 'Chaturdashi', 'Purnima', 'Amavasya']);
    expect(tithiLabel(16)).toBe('16');
    expect(tithiLabel(0)).toBe('0');
  });

  it('names the twelve sidereal signs from Mesha, each with its western name', () => {
    expect(SOLAR_SIGNS).toHaveLength(12);
    expect(SOLAR_SIGNS[0]).toBe('MESHA');
    expect(SOLAR_SIGNS[9]).toBe('MAKARA');
    expect(Object.keys(SOLAR_SIGN_LABELS)).toEqual([...SOLAR_SIGNS]);
    expect(SOLAR_SIGN_LABELS.MAKARA).toBe('Makara (Capricorn)');
    expect(SOLAR_SIGN_LABELS.MEENA).toBe('Meena (Pisces)');
    for (const sign of SOLAR_SIGNS) expect(SOLAR_SIGN_LABELS[sign].toUpperCase().startsWith(sign)).toBe(true);
  });

  it("gives Krishna paksha the next month's purnimanta name, Phalguna's being Chaitra", () => {
    expect(PAKSHAS).toEqual(['SHUKLA', 'KRISHNA']);
    expect(purnimantaMonth('ASHVIN', 'SHUKLA')).toBe('ASHVIN');
    expect(purnimantaMonth('ASHVIN', 'KRISHNA')).toBe('KARTIKA');
    expect(purnimantaMonth('PHALGUNA', 'KRISHNA')).toBe('CHAITRA');
    expect(LUNAR_MONTHS.map((month) => purnimantaMonth(month, 'KRISHNA'))).toEqual([...LUNAR_MONTHS.slice(1), LUNAR_MONTHS[0]]);
  });
});
