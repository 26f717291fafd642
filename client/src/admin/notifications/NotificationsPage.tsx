import { Intent, Tag } from '@blueprintjs/core';
import type { ScheduledNotificationsQuery, ScheduledNotificationStatus } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { msg, translate } from '../core/i18n/i18n';

export type ScheduledNotification = ScheduledNotificationsQuery['scheduledNotifications']['items'][number];

/** What a notification is about, as the top bar's menu names it (English: translate where shown). */
export const SUBJECT_LABELS: Record<string, string> = {
  custom_category: msg('Custom category'),
  subcategory: msg('Subcategory'),
  festival: msg('Festival'),
};

export const STATUS_LABELS: Record<ScheduledNotificationStatus, { label: string; intent: Intent }> = {
  scheduled: { label: msg('Scheduled'), intent: Intent.PRIMARY },
  sent: { label: msg('Sent'), intent: Intent.SUCCESS },
  failed: { label: msg('Failed'), intent: Intent.DANGER },
  cancelled: { label: msg('Cancelled'), intent: Intent.NONE },
  skipped: { label: msg('Skipped'), intent: Intent.WARNING },
};

/** Who scheduled it: a festival morning is the server's (in the member's language). */
export const scheduledBy = (row: Pick<ScheduledNotification, 'automatic' | 'scheduledByName'>) =>
  row.automatic ? translate('Automatic (festival morning)') : (row.scheduledByName ?? '—');

export const COLUMNS: readonly DataTableColumn<ScheduledNotification>[] = [
  { id: 'title', header: msg('Title'), value: (row) => row.title },
  {
    id: 'subjectType',
    header: msg('About'),
    value: (row) => (SUBJECT_LABELS[row.subjectType] ? translate(SUBJECT_LABELS[row.subjectType]) : row.subjectType),
  },
  { id: 'sendAt', header: msg('Send at'), headerHint: TIME_ZONE_LABEL, value: (row) => formatDateTime(row.sendAt) },
  {
    id: 'status',
    header: msg('Status'),
    value: (row) => translate(STATUS_LABELS[row.status].label),
    render: (row) => (
      <Tag minimal intent={STATUS_LABELS[row.status].intent} title={row.reason ?? undefined}>
        {translate(STATUS_LABELS[row.status].label)}
      </Tag>
    ),
  },
  { id: 'reason', header: msg('Reason'), value: (row) => row.reason ?? '' },
  { id: 'scheduledBy', header: msg('Scheduled by'), value: scheduledBy },
];
