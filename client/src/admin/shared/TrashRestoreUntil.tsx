import { useQuery } from '@apollo/client/react';
import { addDays, formatDay, todayInIndia } from './calendarDay';
import { TrashRetentionDaysDocument } from './graphql/trashRetentionDays';

/** The last day a record deleted now can be restored, when it stays `days` days in the Trash: 'You can restore it from the Trash until 28/12/2026 (30 days).' */
export function restoreUntilText(days: number | undefined, today = todayInIndia()): string {
  if (!days) return 'You can restore it from the Trash.';
  return `You can restore it from the Trash until ${formatDay(addDays(today, days))} (${days === 1 ? '1 day' : `${days} days`}).`;
}

/** Under a delete confirmation: until when the Trash keeps it, as the server is configured (TRASH_RETENTION_DAYS). */
export function TrashRestoreUntil() {
  const { data } = useQuery(TrashRetentionDaysDocument, { fetchPolicy: 'cache-first' });
  return <p>{restoreUntilText(data?.trashRetentionDays)}</p>;
}
