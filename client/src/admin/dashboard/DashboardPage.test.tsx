import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { DashboardCards } from './DashboardPage';
import { DashboardDocument } from './graphql/dashboard';

function cardValue(label: string) {
  const card = screen.getByLabelText(label);
  return within(card).getByText(/^[\d,]+$/).textContent;
}

describe('DashboardCards', () => {
  it('shows the four cards in order with Indian-grouped numbers, and 0 for a missing count', () => {
    render(<DashboardCards loading={false} counts={{ totalUsers: 123456, activeUserCount: 1000, festivalCount: 7 }} />);
    expect(cardValue('Total Users')).toBe('1,23,456');
    expect(cardValue('Total Active Users')).toBe('1,000');
    expect(cardValue('Total Festivals')).toBe('7');
    expect(cardValue('Total Greetings')).toBe('0');
  });
});

describe('DashboardPage', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('loads the counts from the dashboard query', async () => {
    renderAdmin('/dashboard', {
      signedInAs: staffUser('employee'),
      responses: [
        {
          request: { query: DashboardDocument },
          result: {
            data: {
              dashboard: {
                __typename: 'DashboardCounts',
                totalUsers: 2500,
                activeUserCount: 2100,
                festivalCount: 48,
                totalGreetings: 1200000,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('2,500')).toBeInTheDocument();
    expect(cardValue('Total Active Users')).toBe('2,100');
    expect(cardValue('Total Festivals')).toBe('48');
    expect(cardValue('Total Greetings')).toBe('12,00,000');
  });
});
