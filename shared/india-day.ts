/**
 * Calendar days as both halves keep them: 'YYYY-MM-DD' strings, stored as UTC
 * midnight, so no server or browser time zone can move them. Nothing here goes
 * through a time zone except "today" and the instant a day begins, which are
 * India's, where the app's users are: a browser in Los Angeles, one in
 * Ahmedabad and the server read and send the same days. Pure, like
 * festival-months.ts beside it.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India Standard Time, UTC+05:30 all year (no summer time). */
export const INDIA_UTC_OFFSET_MINUTES = 330;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPEC_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

// en-CA formats as YYYY-MM-DD.
const INDIA_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in India at the instant `now`, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return INDIA_DAY_FORMAT.format(now);
}

/** 'YYYY-MM-DD' → the Date at UTC midnight of that day (what the database stores). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A Date at UTC midnight (a stored day) → 'YYYY-MM-DD'. */
export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return dateToDay(new Date(dayToDate(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return (dayToDate(to).getTime() - dayToDate(from).getTime()) / DAY_MS;
}

/** The day after `day`, 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** The instant a calendar day begins in India (as the database stores times, UTC). */
export function indiaMidnight(day: string): Date {
  return new Date(dayToDate(day).getTime() - INDIA_UTC_OFFSET_MINUTES * 60 * 1000);
}

/** Whether 'YYYY-MM-DD' names a day that exists (Date rolls 2026-02-30 over to March; 2026-13-01 is no date at all). */
function exists(day: string): boolean {
  const date = dayToDate(day);
  return !Number.isNaN(date.getTime()) && dateToDay(date) === day;
}

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 2026-02-30), in the years 1900 to 9999. */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DAY.exec(text);
  if (!match) return false;
  return exists(text) && Number(match[1]) >= 1900 && Number(match[1]) <= 9999;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (spec §9); '' for none. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? DAY.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** 'DD/MM/YYYY' (or D/M/YYYY) → 'YYYY-MM-DD', or undefined when it is not a real day. */
export function parseSpecDay(text: string): string | undefined {
  const match = SPEC_DAY.exec(text.trim());
  if (!match) return undefined;
  const day = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return exists(day) ? day : undefined;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Months as the admin shows them in text ('Nov 2026'). */
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' → 'Sun 08/11/2026': the day as everywhere (DD/MM/YYYY, spec
 * §9) with its weekday in front, where the weekday helps (a festival's next
 * date); '' for none. One way to show a day across the admin (issue 28.4).
 */
export function formatLongDay(day: string | null | undefined): string {
  const match = day ? DAY.exec(day) : null;
  if (!match) return '';
  const date = dayToDate(day!);
  return `${WEEKDAYS[date.getUTCDay()]} ${formatDay(day)}`;
}
