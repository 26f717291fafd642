import { describe, expect, it } from 'vitest';
import { monthOptionLabel } from './DateRuleEditor';

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
