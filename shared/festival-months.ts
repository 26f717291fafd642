/**
 * The names a festival's date rule uses: the lunar months, in the amanta
 * reckoning (a month runs from one new moon to the next), as in Gujarat, from
 * Chaitra; the tithis of a paksha; the sidereal signs the Sun enters.
 * One list for the server's rules (the API's enum values, the texts that
 * describe a rule) and the admin's date rule editor, so the two cannot name
 * or order them differently. Pure data, like poster-layout.ts beside it.
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

/** A lunar month's halves: SHUKLA waxing (new moon to full moon), KRISHNA waning. */
export const PAKSHAS = ['SHUKLA', 'KRISHNA'] as const;
export type Paksha = (typeof PAKSHAS)[number];

/**
 * The month's name in the purnimanta reckoning (months end at full moon, as in
 * North India): the same in Shukla paksha, the next month's name in Krishna paksha.
 */
export function purnimantaMonth(month: LunarMonth, paksha: Paksha): LunarMonth {
  if (paksha === 'SHUKLA') return month;
  return LUNAR_MONTHS[(LUNAR_MONTHS.indexOf(month) + 1) % 12];
}

/** Tithis 1 to 14 of either paksha; 15 ends Shukla paksha (Purnima), 30 ends Krishna paksha (Amavasya). */
export const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;

/** A tithi's name: 1 Pratipada … 14 Chaturdashi, 15 Purnima, 30 Amavasya; the number itself for any other. */
export function tithiLabel(tithi: number): string {
  if (tithi === 15) return 'Purnima';
  if (tithi === 30) return 'Amavasya';
  return TITHI_NAMES[tithi - 1] ?? String(tithi);
}

/** Sidereal signs, Mesha (Aries) first. */
export const SOLAR_SIGNS = [
  'MESHA',
  'VRISHABHA',
  'MITHUNA',
  'KARKA',
  'SIMHA',
  'KANYA',
  'TULA',
  'VRISHCHIKA',
  'DHANU',
  'MAKARA',
  'KUMBHA',
  'MEENA',
] as const;
export type SolarSign = (typeof SOLAR_SIGNS)[number];

/** Each sign's name with its western name. */
export const SOLAR_SIGN_LABELS: Record<SolarSign, string> = {
  MESHA: 'Mesha (Aries)',
  VRISHABHA: 'Vrishabha (Taurus)',
  MITHUNA: 'Mithuna (Gemini)',
  KARKA: 'Karka (Cancer)',
  SIMHA: 'Simha (Leo)',
  KANYA: 'Kanya (Virgo)',
  TULA: 'Tula (Libra)',
  VRISHCHIKA: 'Vrishchika (Scorpio)',
  DHANU: 'Dhanu (Sagittarius)',
  MAKARA: 'Makara (Capricorn)',
  KUMBHA: 'Kumbha (Aquarius)',
  MEENA: 'Meena (Pisces)',
};
