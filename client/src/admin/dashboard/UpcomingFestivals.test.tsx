import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postsLabel, UpcomingFestivalsTable } from './UpcomingFestivals';

const day = (date: string, festivalName: string, posts: number) => ({
  __typename: 'FestivalDay' as const,
  date,
  festivalId: festivalName,
  festivalName,
  isFixedDate: false,
  ruleDescription: null,
  posts,
});

describe('UpcomingFestivals', () => {
  it('lists each festival day with its weekday and how many posts cover it', () => {
    render(<UpcomingFestivalsTable days={[day('2026-11-08', 'Diwali', 0), day('2026-11-10', 'Bestu Varas', 2)]} loading={false} />);
    const table = screen.getByRole('table', { name: 'Festivals in the next 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Sun 08/11/2026DiwaliNo posts yet', 'Tue 10/11/2026Bestu Varas2 posts']);
  });

  it('says so when no festival falls in the next 30 days', () => {
    render(<UpcomingFestivalsTable days={[]} loading={false} />);
    expect(screen.getByText('No festivals in the next 30 days')).toBeInTheDocument();
    expect(postsLabel(1)).toBe('1 post');
  });
});
