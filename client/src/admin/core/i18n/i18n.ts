import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'date-fns';

/**
 * The admin's texts in two languages (issue 29).
 *
 * Keys are the English texts themselves, the spec's exact words, written in
 * ICU message syntax ('Deleted {name}', '{count, plural, one {# image} other
 * {# images}}'). English therefore has no catalogue of its own and cannot
 * drift from the spec: a key *is* its English. Gujarati lives in `gu/*.json`,
 * one file per area of the admin, loaded only when a member chooses it.
 * `npm test` fails on a key with no Gujarati, a Gujarati text no key uses, or
 * placeholders that differ (i18n.test.ts), and ESLint fails on a literal text
 * the admin shows without `t()` or `msg()` (eslint-rules/no-untranslated-text).
 */
export type AdminLanguage = 'en' | 'gu';

export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: {} } },
    // Keys are sentences: '.' and ':' are text, not paths.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });

/**
 * Marks an English text as one the admin shows, translated later where it is
 * displayed (a column label in a resource config, a manifest's message). It
 * returns the text unchanged; the key extractor and the lint rule read it.
 */
export function msg<T extends string>(text: T): T {
  return text;
}

/** Translates outside React (toasts from hooks, column labels): the current language's text for an English key. */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18n.t(key, values ?? {});
}

let gujaratiLoad: Promise<void> | undefined;
let dateFnsGujarati: Locale | undefined;
/** The Gujarati of a refusal's labels ('Category Name' in '{label} is required'), once loaded. */
let refusalParamsIn: ((params: Record<string, string | number>) => Record<string, string | number>) | undefined;

/** Loads the Gujarati catalogue and the server's refusals in Gujarati (their own chunk) once. */
function loadGujarati(): Promise<void> {
  gujaratiLoad ??= import('./gu').then(({ GUJARATI, GUJARATI_REFUSALS, gujaratiRefusalParams, DATE_FNS_GUJARATI }) => {
    i18n.addResourceBundle('gu', 'translation', GUJARATI, true, true);
    i18n.addResourceBundle('gu', 'refusals', GUJARATI_REFUSALS, true, true);
    refusalParamsIn = gujaratiRefusalParams;
    dateFnsGujarati = DATE_FNS_GUJARATI;
  });
  return gujaratiLoad;
}

/**
 * A server refusal in the member's language: in English its message as sent
 * (the spec's text); in Gujarati the catalogue's text for its stable code
 * (shared/refusals.ts) with its parameters, or the message itself when the
 * code is unknown to this build.
 */
export function translateRefusal(code: string, params: Record<string, string | number>, english: string): string {
  if (currentLanguage() === 'en' || !i18n.exists(code, { ns: 'refusals' })) return english;
  return i18n.t(code, { ns: 'refusals', ...(refusalParamsIn?.(params) ?? params) });
}

let digits: 'latin' | 'gujarati' = 'latin';

/** Switches every text, number and day on screen; resolves when the language's texts are loaded. */
export async function applyLanguage(language: AdminLanguage, gujaratiDigits = false): Promise<void> {
  if (language === 'gu') await loadGujarati();
  digits = language === 'gu' && gujaratiDigits ? 'gujarati' : 'latin';
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  else i18n.emit('languageChanged', language);
}

const REMEMBERED = 'admin.language';

/** This browser keeps the last member's language for the pages before sign-in (the server keeps each member's own). */
export function rememberLanguage(language: AdminLanguage, gujaratiDigits: boolean): void {
  try {
    window.localStorage.setItem(REMEMBERED, JSON.stringify({ language, gujaratiDigits }));
  } catch {
    // Storage refused (private mode, full): the sign-in page is in English then.
  }
}

/** At start: the language this browser last used, loaded before the first screen shows. */
export function startLanguage(): Promise<void> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(REMEMBERED) ?? 'null') as { language?: unknown; gujaratiDigits?: unknown } | null;
    if (stored?.language === 'gu') return applyLanguage('gu', stored.gujaratiDigits === true);
  } catch {
    // Nothing usable stored: English.
  }
  return Promise.resolve();
}

export function currentLanguage(): AdminLanguage {
  return i18n.language === 'gu' ? 'gu' : 'en';
}

/**
 * The Intl locale for numbers and days: 'en-IN' (Indian grouping, 1,23,456),
 * 'gu-IN' (Gujarati month and weekday names, Latin digits) or
 * 'gu-IN-u-nu-gujr' when the member chose Gujarati digits (૧,૨૩,૪૫૬).
 */
export function numberLocale(): string {
  if (currentLanguage() === 'en') return 'en-IN';
  return digits === 'gujarati' ? 'gu-IN-u-nu-gujr' : 'gu-IN';
}

/** The date pickers' locale: Gujarati month and weekday names in Gujarati, the pickers' own English otherwise. */
export function dateLocale(): Locale | undefined {
  return currentLanguage() === 'gu' ? dateFnsGujarati : undefined;
}

const GUJARATI_DIGITS = '૦૧૨૩૪૫૬૭૮૯';

/** A day or time written with Latin digits, in the member's digits ('05/11/2026' → '૦૫/૧૧/૨૦૨૬' when chosen). */
export function localDigits(text: string): string {
  if (digits === 'latin' || currentLanguage() === 'en') return text;
  return text.replace(/[0-9]/g, (digit) => GUJARATI_DIGITS[Number(digit)]);
}

/** Components take `t` from here, so that importing them sets up the admin's i18next instance (tests too). */
export { useTranslation } from 'react-i18next';
