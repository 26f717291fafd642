import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { monthOptionLabel, ruleDescription } from '../shared/festivalRuleWords';

// The month names come from shared/festival-months.ts, the list the server's
// rule texts use too ('Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh').
describe('month options of the date rule editor', () => {
  it('names the twelve amanta months from Chaitra, and the purnimanta month in Krishna paksha', () => {
    const shukla = Array.from({ length: 12 }, (_, index) => monthOptionLabel(index, 'SHUKLA'));
    expect(shukla).toEqual([
      'Chaitra',
      'Vaishakha',
      'Jyeshtha',
      'Ashadha',
      'Shravana',
      'Bhadrapada',
      'Ashvin',
      'Kartika',
      'Margashirsha',
      'Pausha',
      'Magha',
      'Phalguna',
    ]);
    expect(monthOptionLabel(6, 'KRISHNA')).toBe('Ashvin (purnimanta Kartika)');
    expect(monthOptionLabel(11, 'KRISHNA')).toBe('Phalguna (purnimanta Chaitra)');
  });
});

// Issue 29: in Gujarati the months, pakshas and tithis take their Gujarati names (Kartika is કારતક, Krishna વદ).
describe('the date rule in Gujarati', () => {
  beforeEach(() => applyLanguage('gu'));
  afterEach(() => applyLanguage('en'));

  const DIWALI_RULE = {
    kind: 'LUNAR' as const,
    month: 'ASHVIN' as const,
    paksha: 'KRISHNA' as const,
    tithi: 30,
    observance: 'PRADOSH' as const,
    offsetDays: 0,
    description: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh',
  };

  it('names the months in Gujarati', () => {
    expect(monthOptionLabel(7, 'SHUKLA')).toBe('કારતક');
    expect(monthOptionLabel(6, 'KRISHNA')).toBe('આસો (પૂર્ણિમાંત કારતક)');
  });

  it("describes a rule with Gujarati names, and keeps the server's English in English", async () => {
    expect(ruleDescription(DIWALI_RULE)).toBe('આસો (પૂર્ણિમાંત કારતક) વદ અમાસ, પ્રદોષ');
    expect(ruleDescription({ ...DIWALI_RULE, paksha: 'SHUKLA', tithi: 15, offsetDays: 1 })).toBe('આસો સુદ પૂનમ, પ્રદોષ, તેના 1 દિવસ પછી');
    expect(ruleDescription({ kind: 'SOLAR', sign: 'MAKARA', offsetDays: 0, description: 'Sun enters Makara (Capricorn)' })).toBe(
      'સૂર્યનો મકર રાશિમાં પ્રવેશ',
    );
    await applyLanguage('en');
    expect(ruleDescription(DIWALI_RULE)).toBe('Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh');
  });
});
