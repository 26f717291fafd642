import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postsLabel, UpcomingFestivalsTable } from './UpcomingFestivals';

const day = (date: string, festivalName: string, posts: number) => ({
  __typename: 'FestivalDay' as const,
  date,
  festivalId: festivalName,
  festivalName,
  isFixedDate: false,
  posts,
});

describe('UpcomingFestivals', () => {
  it('lists each festival day with its weekday, how many posts cover it, and a warning where none does', () => {
    render(
      <UpcomingFestivalsTable
        days={[day('2026-11-08', 'Diwali', 0), day('2026-11-10', 'Bestu Varas', 2), day('2027-01-14', 'Uttarayan', 1)]}
        loading={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'Upcoming festivals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sun 08/11/2026DiwaliNo post',
      'Tue 10/11/2026Bestu Varas2 posts',
      'Thu 14/01/2027Uttarayan1 post',
    ]);
    expect(within(rows[0]).getByText('No post').closest('.bp6-tag')).toHaveClass('bp6-intent-warning');
  });

  it('says so when no festival is coming up', () => {
    render(<UpcomingFestivalsTable days={[]} loading={false} />);
    expect(screen.getByText('No festivals coming up')).toBeInTheDocument();
    expect(postsLabel(1)).toBe('1 post');
  });
});
