/**
 * Calendar days (festival dates, festival post start and end days) travel as
 * 'YYYY-MM-DD' strings and are stored as UTC midnight, so no server or browser
 * time zone can move them. "Today" is the calendar day in India, where the
 * app's users are.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text && Number(match[1]) >= 1900 && Number(match[1]) <= 9999;
}

/** 'YYYY-MM-DD' → the Date at UTC midnight of that day (what the database stores). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A stored day (UTC midnight) → 'YYYY-MM-DD'. */
export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day after `day`, 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  return dateToDay(new Date(dayToDate(day).getTime() + DAY_MS));
}

/** The calendar day in India at the instant `now`, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
