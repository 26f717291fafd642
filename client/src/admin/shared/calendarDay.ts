/**
 * Calendar days as the server keeps them: 'YYYY-MM-DD' strings. Nothing here
 * goes through a time zone except "today", which is the day in India (the
 * server judges past dates the same way), so a browser in Los Angeles and one
 * in Ahmedabad read and send the same days.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPEC_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The day in India at `now`, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (spec §9); '' for none. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? DAY.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or undefined when it is not a real day. */
export function parseSpecDay(text: string): string | undefined {
  const match = SPEC_DAY.exec(text.trim());
  if (!match) return undefined;
  const day = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return dayToUtcDate(day).toISOString().slice(0, 10) === day ? day : undefined;
}

/** The day as a Date at UTC midnight (for a calendar running in UTC). */
export function dayToUtcDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A Date at UTC midnight → its day. */
export function utcDateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

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

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return utcDateToDay(new Date(dayToUtcDate(day).getTime() + days * 24 * 60 * 60 * 1000));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → 'Sun 8 Nov 2026' (a festival's next date, where the weekday matters); '' for none. */
export function formatLongDay(day: string | null | undefined): string {
  const match = day ? DAY.exec(day) : null;
  if (!match) return '';
  const date = dayToUtcDate(day!);
  return `${WEEKDAYS[date.getUTCDay()]} ${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}
