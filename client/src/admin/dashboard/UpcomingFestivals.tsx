import { Card, Classes, Elevation, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { UpcomingFestivalsQuery } from '../../gql/graphql';
import { dayToLocalDate, formatDay, formatLongDay, todayInIndia } from '../shared/calendarDay';
import { currentLanguage, localDigits, msg, numberLocale, translate, useTranslation } from '../core/i18n/i18n';
import { formatCount } from '../shared/format';
import { useErrorToast } from '../shared/useErrorToast';
import { UpcomingFestivalsDocument } from './graphql/upcomingFestivals';

/** How far ahead the dashboard looks; the server looks further until five festivals are listed. */
export const UPCOMING_DAYS = 60;

type FestivalDay = UpcomingFestivalsQuery['upcomingFestivals'][number];

export function postsLabel(posts: number): string {
  return translate('{count, plural, one {{posts} post} other {{posts} posts}}', { count: posts, posts: formatCount(posts) });
}

/** 'Sun 08/11/2026'; in Gujarati the weekday is Gujarati ('રવિ 08/11/2026') and the digits the member's. */
export function festivalDay(day: string): string {
  if (currentLanguage() === 'en') return formatLongDay(day);
  const weekday = new Intl.DateTimeFormat(numberLocale(), { weekday: 'short' }).format(dayToLocalDate(day));
  return `${weekday} ${localDigits(formatDay(day))}`;
}

export function UpcomingFestivalsTable({ days, loading }: { days: readonly FestivalDay[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading && !days) return <div className={Classes.SKELETON}>{t('Loading festivals…')}</div>;
  if (!days?.length) return <p className={Classes.TEXT_MUTED}>{t('No festivals coming up')}</p>;
  return (
    <HTMLTable compact striped aria-label={t('Upcoming festivals')}>
      <thead>
        <tr>
          <th>{t('Date')}</th>
          <th>{t('Festival')}</th>
          <th>{t('Posts')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={`${day.date}-${day.festivalId}`}>
            <td>{festivalDay(day.date)}</td>
            <td>{day.festivalName}</td>
            <td>
              {day.posts ? (
                postsLabel(day.posts)
              ) : (
                <Tag intent={Intent.WARNING} icon="warning-sign" minimal title={t('No post covers this day: the app shows nothing for it')}>
                  {t('No post')}
                </Tag>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * The festivals of the next 60 days, or of as many days as it takes to list
 * five (fixed or computed from their rules), with how many posts cover each day.
 */
export function UpcomingFestivals() {
  const { data, loading, error } = useQuery(UpcomingFestivalsDocument, {
    variables: { from: todayInIndia() },
    fetchPolicy: 'cache-and-network',
  });
  const { t } = useTranslation();
  useErrorToast(error, msg('Failed to get festival dates'));
  return (
    <Card elevation={Elevation.ONE} className="admin-dashboard-upcoming">
      <h2 className={Classes.HEADING}>{t('Upcoming festivals')}</h2>
      <p className={Classes.TEXT_MUTED}>
        {t('The next {days} days, or the next five festivals when those days hold fewer.', { days: formatCount(UPCOMING_DAYS) })}
      </p>
      <UpcomingFestivalsTable days={data?.upcomingFestivals} loading={loading} />
    </Card>
  );
}
