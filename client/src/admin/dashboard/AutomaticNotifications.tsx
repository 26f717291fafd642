import { Card, Classes, Elevation, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { ScheduledNotificationsDocument } from '../shared/graphql/scheduledNotifications';
import { type ScheduledNotification, STATUS_LABELS } from '../notifications/NotificationsPage';
import { useErrorToast } from '../shared/useErrorToast';
import { msg, useTranslation } from '../core/i18n/i18n';
import { formatCount } from '../shared/format';
import { UPCOMING_DAYS } from './UpcomingFestivals';

/** Shown with `days`: UPCOMING_DAYS. */
const NO_AUTOMATIC_TEXT = msg('No automatic notifications in the next {days} days');
/** More than 60 days of festival mornings (one occurrence per festival is scheduled at a time). */
const AUTOMATIC_SHOWN = 50;

/** 'hh:mm am' in India, as the tables write it. */
const formatTime = (value: string) => formatDateTime(value).slice(11);

export function AutomaticNotificationsTable({ rows, loading }: { rows: readonly ScheduledNotification[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading && !rows) return <div className={Classes.SKELETON}>{t('Loading notifications…')}</div>;
  if (!rows?.length) return <p className={Classes.TEXT_MUTED}>{t(NO_AUTOMATIC_TEXT, { days: formatCount(UPCOMING_DAYS) })}</p>;
  return (
    <HTMLTable compact striped aria-label={t('Automatic notifications')}>
      <thead>
        <tr>
          <th>{t('Festival')}</th>
          <th>{t('Day')}</th>
          <th title={t(TIME_ZONE_LABEL)}>{t('Time')}</th>
          <th>{t('Status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.title}</td>
            <td>{formatDate(row.sendAt)}</td>
            <td>
              <time dateTime={row.sendAt} title={t(TIME_ZONE_LABEL)}>
                {formatTime(row.sendAt)}
              </time>
            </td>
            <td>
              <Tag minimal intent={STATUS_LABELS[row.status].intent} title={row.reason ?? undefined}>
                {t(STATUS_LABELS[row.status].label)}
              </Tag>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Issue 26: the festival mornings the server has scheduled for the next 60 days, soonest first. */
export function AutomaticNotifications() {
  const { data, loading, error } = useQuery(ScheduledNotificationsDocument, {
    variables: { page: 1, limit: AUTOMATIC_SHOWN, automatic: true, status: 'scheduled', withinDays: UPCOMING_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  const { t } = useTranslation();
  useErrorToast(error, msg('Failed to get notifications'));
  return (
    <Card elevation={Elevation.ONE} className="admin-dashboard-upcoming">
      <h2 className={Classes.HEADING}>{t('Automatic notifications')}</h2>
      <p className={Classes.TEXT_MUTED}>
        {t('Festival mornings of the next {days} days, in India time (IST).', { days: formatCount(UPCOMING_DAYS) })}
      </p>
      <AutomaticNotificationsTable rows={data?.scheduledNotifications.items} loading={loading} />
    </Card>
  );
}
