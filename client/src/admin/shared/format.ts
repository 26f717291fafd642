import { INDIA_TIME_ZONE } from '../../../../shared/india-day';
import { localDigits, msg, numberLocale } from '../core/i18n/i18n';

/**
 * The admin's one place for numbers and dates on screen. Counts use Indian
 * grouping ('1,23,456'), as the reports and the rupee amounts always did, so
 * the dashboard and the reports agree; in Gujarati with the member's digits
 * (numberLocale: Latin unless they chose Gujarati digits).
 */
const formats = new Map<string, { count: Intl.NumberFormat; rupees: Intl.NumberFormat }>();

function numberFormats() {
  const locale = numberLocale();
  let found = formats.get(locale);
  if (!found) {
    found = {
      count: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      rupees: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** Whole numbers with Indian separators: 123456 → '1,23,456'; 0 when missing. */
export function formatCount(value: number | null | undefined): string {
  return numberFormats().count.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** '3 images', '1 image': the count formatted as above. */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Whole rupees with the rupee sign and Indian separators: 149999 → '₹1,49,999'. */
export function formatRupees(amount: number): string {
  return numberFormats().rupees.format(amount);
}

/**
 * Every time on screen is India's, whatever the browser's zone (issue 21.7):
 * the product's calendar is India's and the users export writes India time,
 * so a list and its export agree. Said beside each timestamp as this label.
 */
export const TIME_ZONE_LABEL = msg('India time (IST)');

// h23 and the hour turned into 12-hour by hand: Intl's own 'am'/'PM' text differs by locale.
const INDIA_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function indiaParts(value: string | Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(INDIA_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** Spec §9 table timestamps, DD/MM/YYYY hh:mm a, in India: '05/11/2026 02:07 pm'; '' for none. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const parts = value ? indiaParts(value) : undefined;
  if (!parts) return '';
  const hour = Number(parts.hour);
  const hour12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return localDigits(`${parts.day}/${parts.month}/${parts.year} ${hour12}:${parts.minute} ${hour < 12 ? 'am' : 'pm'}`);
}

/** Spec §9 dates, DD/MM/YYYY: the moment's day in India; '' for none. */
export function formatDate(value: string | Date | null | undefined): string {
  const parts = value ? indiaParts(value) : undefined;
  return parts ? localDigits(`${parts.day}/${parts.month}/${parts.year}`) : '';
}
