import { msg } from '../core/i18n/i18n';
import { todayInIndia } from '../shared/calendarDay';

/** The server's texts (festival-posts.service.ts). */
export const START_IN_PAST = msg('Start Date cannot be in the past');
export const END_IN_PAST = msg('End Date cannot be in the past');

/**
 * Issue 21.4 (docs/decisions.md): a post is not newly put on a day before
 * today in India; a day kept as it was stored passes, so a running or past
 * post can still be renamed or switched off. The refusal, or undefined.
 */
export function pastDayRefusal(
  start: string,
  end: string,
  stored?: { postStartDate: string; postEndDate: string },
  today: string = todayInIndia(),
): string | undefined {
  if (start && start !== stored?.postStartDate && start < today) return START_IN_PAST;
  if (end && end !== stored?.postEndDate && end < today) return END_IN_PAST;
  return undefined;
}
