import type { DateRule } from './rules.js';

export interface FestivalPreset {
  /** Stable key for the API and tests. */
  key: string;
  name: string;
  rule: DateRule;
  /** Why the rule reads as it does, for staff who edit it. */
  note: string;
}

const lunar = (
  month: Extract<DateRule, { kind: 'LUNAR' }>['month'],
  paksha: 'SHUKLA' | 'KRISHNA',
  tithi: number,
  observance: Extract<DateRule, { kind: 'LUNAR' }>['observance'],
  offsetDays = 0,
): DateRule => ({ kind: 'LUNAR', month, paksha, tithi, observance, offsetDays });

/**
 * The rules of the festivals staff ask for most, as Gujarat keeps them
 * (amanta months). Each is only a starting point: staff may edit the rule.
 */
export const FESTIVAL_PRESETS: readonly FestivalPreset[] = [
  {
    key: 'makar-sankranti',
    name: 'Makar Sankranti / Uttarayan',
    rule: { kind: 'SOLAR', sign: 'MAKARA', offsetDays: 0 },
    note: "The Sun's entry into sidereal Capricorn; after sunset it counts for the next day.",
  },
  {
    key: 'maha-shivratri',
    name: 'Maha Shivratri',
    rule: lunar('MAGHA', 'KRISHNA', 14, 'NISHITA'),
    note: 'Chaturdashi at midnight (nishita), when Shiva is worshipped.',
  },
  {
    key: 'holika-dahan',
    name: 'Holika Dahan',
    rule: lunar('PHALGUNA', 'SHUKLA', 15, 'PRADOSH_AFTER_BHADRA'),
    note: "The bonfire is lit on Purnima in the evening (pradosh), never under Bhadra: after it ends if before midnight, else in Bhadra's tail.",
  },
  {
    key: 'holi',
    name: 'Holi (Dhuleti)',
    rule: lunar('PHALGUNA', 'SHUKLA', 15, 'PRADOSH_AFTER_BHADRA', 1),
    note: 'The day of colours, the day after Holika Dahan.',
  },
  {
    key: 'ram-navami',
    name: 'Ram Navami',
    rule: lunar('CHAITRA', 'SHUKLA', 9, 'MADHYAHNA'),
    note: 'Rama was born at midday: Navami at madhyahna.',
  },
  {
    key: 'guru-purnima',
    name: 'Guru Purnima',
    rule: lunar('ASHADHA', 'SHUKLA', 15, 'SUNRISE'),
    note: 'Purnima at sunrise (after an adhika month, as in 2026, a month later).',
  },
  {
    key: 'raksha-bandhan',
    name: 'Raksha Bandhan',
    rule: lunar('SHRAVANA', 'SHUKLA', 15, 'APARAHNA_AFTER_BHADRA'),
    note: 'Shravana Purnima in the afternoon after Bhadra: the first day, unless Purnima lasts 2 h 24 min after the next sunrise.',
  },
  {
    key: 'janmashtami',
    name: 'Janmashtami',
    rule: lunar('SHRAVANA', 'KRISHNA', 8, 'SUNRISE'),
    note: 'Ashtami at sunrise, as the Vaishnava tradition of Gujarat keeps it (the Smarta one looks at midnight).',
  },
  {
    key: 'ganesh-chaturthi',
    name: 'Ganesh Chaturthi',
    rule: lunar('BHADRAPADA', 'SHUKLA', 4, 'MADHYAHNA'),
    note: 'Ganesha is installed at midday: Chaturthi at madhyahna.',
  },
  {
    key: 'navratri',
    name: 'Navratri (first day)',
    rule: lunar('ASHVIN', 'SHUKLA', 1, 'SUNRISE'),
    note: 'Ghatasthapana on Pratipada at sunrise.',
  },
  {
    key: 'dussehra',
    name: 'Dussehra (Vijayadashami)',
    rule: lunar('ASHVIN', 'SHUKLA', 10, 'APARAHNA'),
    note: 'Dashami in the afternoon (aparahna).',
  },
  {
    key: 'sharad-purnima',
    name: 'Sharad Purnima',
    rule: lunar('ASHVIN', 'SHUKLA', 15, 'NISHITA'),
    note: 'The full-moon night: Purnima at midnight (Kojagara puja).',
  },
  {
    key: 'dhanteras',
    name: 'Dhanteras',
    rule: lunar('ASHVIN', 'KRISHNA', 13, 'PRADOSH'),
    note: 'Trayodashi in the evening (pradosh).',
  },
  {
    key: 'diwali',
    name: 'Diwali (Lakshmi Puja)',
    rule: lunar('ASHVIN', 'KRISHNA', 30, 'PRADOSH'),
    note: 'Amavasya in the evening (pradosh), when Lakshmi Puja is done.',
  },
  {
    key: 'bestu-varas',
    name: 'Bestu Varas (Gujarati New Year)',
    rule: lunar('KARTIKA', 'SHUKLA', 1, 'SUNRISE'),
    note: "Kartika's first day: Pratipada at sunrise, the day after Diwali's Amavasya ends.",
  },
  {
    key: 'bhai-bij',
    name: 'Bhai Bij',
    rule: lunar('KARTIKA', 'SHUKLA', 2, 'APARAHNA'),
    note: 'Dwitiya in the afternoon (aparahna).',
  },
];
