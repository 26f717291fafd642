/**
 * Calendar days as the server keeps them: 'YYYY-MM-DD' strings. The rules
 * (today in India, DD/MM/YYYY, adding days) are the server's own, from
 * shared/india-day.ts; what is here is the browser's part, the local dates a
 * date picker shows.
 */
export { addDays, dateToDay as utcDateToDay, formatDay, formatLongDay, parseSpecDay, todayInIndia } from '../../../../shared/india-day';

/** The day as a local-midnight Date (for date pickers, which show local days). */
export function dayToLocalDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** A local Date → the day it shows on the user's calendar. */
export function localDateToDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
