import { Card, Classes, Elevation, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { UpcomingFestivalsQuery } from '../../gql/graphql';
import { formatLongDay, todayInIndia } from '../shared/calendarDay';
import { useErrorToast } from '../shared/useErrorToast';
import { UpcomingFestivalsDocument } from './graphql/upcomingFestivals';

/** How far ahead the dashboard looks; the server looks further until five festivals are listed. */
export const UPCOMING_DAYS = 60;

type FestivalDay = UpcomingFestivalsQuery['upcomingFestivals'][number];

export function postsLabel(posts: number): string {
  return posts === 1 ? '1 post' : `${posts} posts`;
}

export function UpcomingFestivalsTable({ days, loading }: { days: readonly FestivalDay[] | undefined; loading: boolean }) {
  if (loading && !days) return <div className={Classes.SKELETON}>Loading festivals…</div>;
  if (!days?.length) return <p className={Classes.TEXT_MUTED}>No festivals coming up</p>;
  return (
    <HTMLTable compact striped aria-label="Upcoming festivals">
      <thead>
        <tr>
          <th>Date</th>
          <th>Festival</th>
          <th>Posts</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={`${day.date}-${day.festivalId}`}>
            <td>{formatLongDay(day.date)}</td>
            <td>{day.festivalName}</td>
            <td>
              {day.posts ? (
                postsLabel(day.posts)
              ) : (
                <Tag intent={Intent.WARNING} icon="warning-sign" minimal title="No post covers this day: the app shows nothing for it">
                  No post
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
  useErrorToast(error, 'Failed to get festival dates');
  return (
    <Card elevation={Elevation.ONE} className="admin-dashboard-upcoming">
      <h2 className={Classes.HEADING}>Upcoming festivals</h2>
      <p className={Classes.TEXT_MUTED}>The next {UPCOMING_DAYS} days, or the next five festivals when those days hold fewer.</p>
      <UpcomingFestivalsTable days={data?.upcomingFestivals} loading={loading} />
    </Card>
  );
}
