/**
 * Labels for the reports' axes and table. The server sends calendar days
 * ('YYYY-MM-DD') and months ('YYYY-MM') in India's calendar, so they are
 * formatted as text, never through the browser's time zone. In Gujarati the
 * months are Intl's gu-IN names ('નવે 2026') and the digits the member's.
 */
import { formatDay as formatSpecDay, MONTH_NAMES } from '../../../../shared/india-day';
import { currentLanguage, localDigits, numberLocale } from '../core/i18n/i18n';

/** '2026-11-05' → '05/11/2026' (spec §9 dates). */
export function formatDay(day: string | null | undefined): string {
  return localDigits(formatSpecDay(day));
}

/** '2026-11-05' → '05/11', for a day axis. */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split('-');
  return localDigits(`${date}/${month}`);
}

const monthNames = new Map<string, Intl.DateTimeFormat>();

/** The month's short name: 'Nov' in English (the admin's own), Intl's for Gujarati ('નવે'). */
function monthName(number: number): string {
  if (currentLanguage() === 'en') return MONTH_NAMES[number - 1];
  const locale = numberLocale();
  let names = monthNames.get(locale);
  if (!names) {
    names = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    monthNames.set(locale, names);
  }
  return names.format(new Date(Date.UTC(2000, number - 1, 15)));
}

/** '2026-11' → 'Nov 2026'. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${monthName(Number(number))} ${localDigits(year)}`;
}

/** '2026-11' → "Nov '26", for a month axis. */
export function formatShortMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${monthName(Number(number))} '${localDigits(year.slice(2))}`;
}
