import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { AutomaticNotificationsTable } from './AutomaticNotifications';
import { DashboardCards } from './DashboardPage';
import { UpcomingFestivalsTable } from './UpcomingFestivals';

/** Issue 29: a member who chose ગુજરાતી reads the dashboard in Gujarati, counts still grouped the Indian way. */
describe('the dashboard in Gujarati', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('names the four cards in Gujarati, with Latin digits unless Gujarati digits were chosen', async () => {
    await act(() => applyLanguage('gu'));
    const { unmount } = render(
      <DashboardCards loading={false} counts={{ totalUsers: 123456, activeUserCount: 1000, festivalCount: 7, totalGreetings: 12 }} />,
    );
    expect(screen.getAllByRole('generic', { name: /^કુલ / }).map((card) => card.getAttribute('aria-label'))).toEqual([
      'કુલ યુઝર્સ',
      'કુલ સક્રિય યુઝર્સ',
      'કુલ તહેવારો',
      'કુલ શુભેચ્છાઓ',
    ]);
    expect(within(screen.getByLabelText('કુલ યુઝર્સ')).getByText('1,23,456')).toBeInTheDocument();
    unmount();

    await act(() => applyLanguage('gu', true));
    render(<DashboardCards loading={false} counts={{ totalUsers: 123456 }} />);
    expect(within(screen.getByLabelText('કુલ યુઝર્સ')).getByText('૧,૨૩,૪૫૬')).toBeInTheDocument();
  });

  it('lists upcoming festivals with Gujarati weekdays and post counts', async () => {
    await act(() => applyLanguage('gu'));
    const day = (date: string, festivalName: string, posts: number) => ({
      __typename: 'FestivalDay' as const,
      date,
      festivalId: festivalName,
      festivalName,
      isFixedDate: false,
      posts,
    });
    render(<UpcomingFestivalsTable days={[day('2026-11-08', 'Diwali', 0), day('2026-11-10', 'Bestu Varas', 2)]} loading={false} />);
    const table = screen.getByRole('table', { name: 'આવનારા તહેવારો' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['તારીખતહેવારપોસ્ટ્સ', 'રવિ 08/11/2026Diwaliપોસ્ટ નથી', 'મંગળ 10/11/2026Bestu Varas2 પોસ્ટ્સ']);
  });

  it('says in Gujarati when no festival morning is scheduled, and names the status of those that are', async () => {
    await act(() => applyLanguage('gu'));
    const { unmount } = render(<AutomaticNotificationsTable rows={[]} loading={false} />);
    expect(screen.getByText('આગામી 60 દિવસમાં કોઈ ઓટોમેટિક સૂચના નથી')).toBeInTheDocument();
    unmount();
    render(
      <AutomaticNotificationsTable
        rows={[
          {
            id: 'a',
            subjectType: 'festival',
            subjectId: 'a',
            title: 'Diwali',
            sendAt: '2026-11-08T01:30:00.000Z',
            status: 'scheduled',
            reason: null,
            automatic: true,
            scheduledByName: null,
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ]}
        loading={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'ઓટોમેટિક સૂચનાઓ' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['તહેવારદિવસસમયસ્થિતિ', 'Diwali08/11/202607:00 amનિર્ધારિત']);
  });
});
