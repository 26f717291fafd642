import { Card, Classes, Elevation, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { FestivalDatesQuery } from '../../gql/graphql';
import { addDays, formatLongDay, todayInIndia } from '../shared/calendarDay';
import { FestivalDatesDocument } from '../shared/graphql/festivalRules';
import { useErrorToast } from '../shared/useErrorToast';

/** How far ahead the dashboard looks. */
export const UPCOMING_DAYS = 30;

type FestivalDay = FestivalDatesQuery['festivalDates'][number];

export function postsLabel(posts: number): string {
  if (posts === 0) return 'No posts yet';
  return posts === 1 ? '1 post' : `${posts} posts`;
}

export function UpcomingFestivalsTable({ days, loading }: { days: readonly FestivalDay[] | undefined; loading: boolean }) {
  if (loading && !days) return <div className={Classes.SKELETON}>Loading festivals…</div>;
  if (!days?.length) return <p className={Classes.TEXT_MUTED}>No festivals in the next {UPCOMING_DAYS} days</p>;
  return (
    <HTMLTable compact striped aria-label={`Festivals in the next ${UPCOMING_DAYS} days`}>
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
            <td className={day.posts ? undefined : Classes.TEXT_MUTED}>{postsLabel(day.posts)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The festivals of the next 30 days (fixed or computed from their rules), with how many posts cover each day. */
export function UpcomingFestivals() {
  const today = todayInIndia();
  const { data, loading, error } = useQuery(FestivalDatesDocument, {
    variables: { from: today, to: addDays(today, UPCOMING_DAYS - 1) },
    fetchPolicy: 'cache-and-network',
  });
  useErrorToast(error, 'Failed to get festival dates');
  return (
    <Card elevation={Elevation.ONE} className="admin-dashboard-upcoming">
      <h2 className={Classes.HEADING}>Festivals in the next {UPCOMING_DAYS} days</h2>
      <UpcomingFestivalsTable days={data?.festivalDates} loading={loading} />
    </Card>
  );
}
