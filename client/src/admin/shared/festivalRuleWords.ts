import type { FestivalDateRuleInput, LunarMonth, Observance, Paksha, SolarSign } from '../../gql/graphql';
import { LUNAR_MONTHS, purnimantaMonth, TITHI_NAMES, tithiLabel } from '../../../../shared/festival-months';
import { currentLanguage, msg, translate } from '../core/i18n/i18n';

// A festival's date rule in the admin's words: the festivals table and rule
// editor, the posts calendar's festival marks, wherever a rule is shown.

/**
 * The names of shared/festival-months.ts as the admin shows them: the same
 * English (the keys), translated where shown (Gujarati uses its own month and
 * tithi names: Kartika is કારતક, Shukla સુદ, Krishna વદ).
 */
const MONTH_NAMES: Record<LunarMonth, string> = {
  CHAITRA: msg('Chaitra'),
  VAISHAKHA: msg('Vaishakha'),
  JYESHTHA: msg('Jyeshtha'),
  ASHADHA: msg('Ashadha'),
  SHRAVANA: msg('Shravana'),
  BHADRAPADA: msg('Bhadrapada'),
  ASHVIN: msg('Ashvin'),
  KARTIKA: msg('Kartika'),
  MARGASHIRSHA: msg('Margashirsha'),
  PAUSHA: msg('Pausha'),
  MAGHA: msg('Magha'),
  PHALGUNA: msg('Phalguna'),
};

const TITHI_TEXTS: Record<(typeof TITHI_NAMES)[number] | 'Purnima' | 'Amavasya', string> = {
  Pratipada: msg('Pratipada'),
  Dwitiya: msg('Dwitiya'),
  Tritiya: msg('Tritiya'),
  Chaturthi: msg('Chaturthi'),
  Panchami: msg('Panchami'),
  Shashthi: msg('Shashthi'),
  Saptami: msg('Saptami'),
  Ashtami: msg('Ashtami'),
  Navami: msg('Navami'),
  Dashami: msg('Dashami'),
  Ekadashi: msg('Ekadashi'),
  Dwadashi: msg('Dwadashi'),
  Trayodashi: msg('Trayodashi'),
  Chaturdashi: msg('Chaturdashi'),
  Purnima: msg('Purnima'),
  Amavasya: msg('Amavasya'),
};

export const SIGN_NAMES: Record<SolarSign, string> = {
  MESHA: msg('Mesha (Aries)'),
  VRISHABHA: msg('Vrishabha (Taurus)'),
  MITHUNA: msg('Mithuna (Gemini)'),
  KARKA: msg('Karka (Cancer)'),
  SIMHA: msg('Simha (Leo)'),
  KANYA: msg('Kanya (Virgo)'),
  TULA: msg('Tula (Libra)'),
  VRISHCHIKA: msg('Vrishchika (Scorpio)'),
  DHANU: msg('Dhanu (Sagittarius)'),
  MAKARA: msg('Makara (Capricorn)'),
  KUMBHA: msg('Kumbha (Aquarius)'),
  MEENA: msg('Meena (Pisces)'),
};

/** The observance as a rule's description names it (the server's words, server/src/festivals/calendar/rules.ts). */
const OBSERVANCE_WORDS: Record<Observance, string> = {
  SUNRISE: msg('sunrise'),
  MADHYAHNA: msg('madhyahna'),
  APARAHNA: msg('aparahna'),
  PRADOSH: msg('pradosh'),
  NISHITA: msg('nishita'),
  PRADOSH_AFTER_BHADRA: msg('pradosh free of Bhadra'),
  APARAHNA_AFTER_BHADRA: msg('aparahna after Bhadra'),
};

export type DescribedRule = Pick<FestivalDateRuleInput, 'kind' | 'month' | 'paksha' | 'tithi' | 'observance' | 'sign' | 'offsetDays'> & {
  description: string;
};

/** The purnimanta name where it differs: Krishna paksha belongs to the next month there. */
export function monthOptionLabel(index: number, paksha: Paksha | null | undefined): string {
  const month = LUNAR_MONTHS[index];
  const name = translate(MONTH_NAMES[month]);
  return paksha === 'KRISHNA'
    ? translate('{month} (purnimanta {purnimanta})', { month: name, purnimanta: translate(MONTH_NAMES[purnimantaMonth(month, paksha)]) })
    : name;
}

/** A tithi's name in the admin's language ('Purnima', 'પૂનમ'). */
export function tithiName(tithi: number): string {
  const name = tithiLabel(tithi);
  return name in TITHI_TEXTS ? translate(TITHI_TEXTS[name as keyof typeof TITHI_TEXTS]) : name;
}

/**
 * A rule in words: the server's own description in English ('Ashvin
 * (purnimanta Kartika) Krishna Amavasya, pradosh'); in Gujarati the same
 * words from the rule's parts, with Gujarati month and tithi names
 * ('આસો (પૂર્ણિમાંત કારતક) વદ અમાસ, પ્રદોષ').
 */
export function ruleDescription(rule: DescribedRule): string {
  if (currentLanguage() === 'en') return rule.description;
  let words: string;
  if (rule.kind === 'SOLAR' && rule.sign) words = translate('Sun enters {sign}', { sign: translate(SIGN_NAMES[rule.sign]) });
  else if (rule.kind === 'LUNAR' && rule.month && rule.paksha && rule.tithi && rule.observance) {
    const month = monthOptionLabel(LUNAR_MONTHS.indexOf(rule.month), rule.paksha);
    const paksha = rule.paksha === 'KRISHNA' ? translate('Krishna') : translate('Shukla');
    words = translate('{month} {paksha} {tithi}, {observance}', {
      month,
      paksha,
      tithi: tithiName(rule.tithi),
      observance: translate(OBSERVANCE_WORDS[rule.observance]),
    });
  } else return rule.description;
  const offset = rule.offsetDays ?? 0;
  if (offset > 0) return translate('{rule}, then {count, plural, one {# day later} other {# days later}}', { rule: words, count: offset });
  if (offset < 0) return translate('{rule}, then {count, plural, one {# day earlier} other {# days earlier}}', { rule: words, count: -offset });
  return words;
}
