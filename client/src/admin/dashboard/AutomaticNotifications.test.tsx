import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutomaticNotificationsTable } from './AutomaticNotifications';

const morning = (id: string, title: string, sendAt: string) => ({
  __typename: 'ScheduledNotification' as const,
  id,
  subjectType: 'festival',
  subjectId: id,
  title,
  sendAt,
  status: 'scheduled' as const,
  reason: null,
  automatic: true,
  scheduledByName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('AutomaticNotifications', () => {
  it('lists each festival morning with its India day, time and status', () => {
    render(
      <AutomaticNotificationsTable
        rows={[morning('a', 'Diwali', '2026-11-08T01:30:00.000Z'), morning('b', 'Uttarayan', '2027-01-14T03:00:00.000Z')]}
        loading={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'Automatic notifications' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FestivalDayTimeStatus',
      'Diwali08/11/202607:00 amScheduled',
      'Uttarayan14/01/202708:30 amScheduled',
    ]);
  });

  it('says so when none is scheduled in the next 60 days', () => {
    render(<AutomaticNotificationsTable rows={[]} loading={false} />);
    expect(screen.getByText('No automatic notifications in the next 60 days')).toBeInTheDocument();
  });
});
