import { Intent, Tag } from '@blueprintjs/core';
import type { ScheduledNotificationsQuery, ScheduledNotificationStatus } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';

export type ScheduledNotification = ScheduledNotificationsQuery['scheduledNotifications']['items'][number];

/** What a notification is about, as the top bar's menu names it. */
export const SUBJECT_LABELS: Record<string, string> = {
  custom_category: 'Custom category',
  subcategory: 'Subcategory',
  festival: 'Festival',
};

export const STATUS_LABELS: Record<ScheduledNotificationStatus, { label: string; intent: Intent }> = {
  scheduled: { label: 'Scheduled', intent: Intent.PRIMARY },
  sent: { label: 'Sent', intent: Intent.SUCCESS },
  failed: { label: 'Failed', intent: Intent.DANGER },
  cancelled: { label: 'Cancelled', intent: Intent.NONE },
  skipped: { label: 'Skipped', intent: Intent.WARNING },
};

/** Who scheduled it: a festival morning is the server's. */
export const scheduledBy = (row: Pick<ScheduledNotification, 'automatic' | 'scheduledByName'>) =>
  row.automatic ? 'Automatic (festival morning)' : (row.scheduledByName ?? '—');

export const COLUMNS: readonly DataTableColumn<ScheduledNotification>[] = [
  { id: 'title', header: 'Title', value: (row) => row.title },
  { id: 'subjectType', header: 'About', value: (row) => SUBJECT_LABELS[row.subjectType] ?? row.subjectType },
  { id: 'sendAt', header: 'Send at', headerHint: TIME_ZONE_LABEL, value: (row) => formatDateTime(row.sendAt) },
  {
    id: 'status',
    header: 'Status',
    value: (row) => STATUS_LABELS[row.status].label,
    render: (row) => (
      <Tag minimal intent={STATUS_LABELS[row.status].intent} title={row.reason ?? undefined}>
        {STATUS_LABELS[row.status].label}
      </Tag>
    ),
  },
  { id: 'reason', header: 'Reason', value: (row) => row.reason ?? '' },
  { id: 'scheduledBy', header: 'Scheduled by', value: scheduledBy },
];
