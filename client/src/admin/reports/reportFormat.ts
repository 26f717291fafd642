/**
 * Labels for the reports' axes and table. The server sends calendar days
 * ('YYYY-MM-DD') and months ('YYYY-MM') in India's calendar, so they are
 * formatted as text, never through the browser's time zone.
 */
import { MONTH_NAMES } from '../../../../shared/india-day';

/** '2026-11-05' → '05/11/2026' (spec §9 dates). */
export { formatDay } from '../../../../shared/india-day';

/** '2026-11-05' → '05/11', for a day axis. */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** '2026-11' → 'Nov 2026'. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

/** '2026-11' → "Nov '26", for a month axis. */
export function formatShortMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} '${year.slice(2)}`;
}
