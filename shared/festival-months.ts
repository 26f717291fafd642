/**
 * The lunar months a festival's date rule names, in the amanta reckoning
 * (a month runs from one new moon to the next), as in Gujarat, from Chaitra.
 * One list for the server's rules (the API's enum values, the texts that
 * describe a rule) and the admin's date rule editor, so the two cannot name
 * or order a month differently. Pure data, like poster-layout.ts beside it.
 */
export const LUNAR_MONTHS = [
  'CHAITRA',
  'VAISHAKHA',
  'JYESHTHA',
  'ASHADHA',
  'SHRAVANA',
  'BHADRAPADA',
  'ASHVIN',
  'KARTIKA',
  'MARGASHIRSHA',
  'PAUSHA',
  'MAGHA',
  'PHALGUNA',
] as const;
export type LunarMonth = (typeof LUNAR_MONTHS)[number];

/** Each month's name as people write it. */
export const LUNAR_MONTH_LABELS: Record<LunarMonth, string> = {
  CHAITRA: 'Chaitra',
  VAISHAKHA: 'Vaishakha',
  JYESHTHA: 'Jyeshtha',
  ASHADHA: 'Ashadha',
  SHRAVANA: 'Shravana',
  BHADRAPADA: 'Bhadrapada',
  ASHVIN: 'Ashvin',
  KARTIKA: 'Kartika',
  MARGASHIRSHA: 'Margashirsha',
  PAUSHA: 'Pausha',
  MAGHA: 'Magha',
  PHALGUNA: 'Phalguna',
};
