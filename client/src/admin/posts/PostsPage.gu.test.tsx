import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { todayInIndia } from '../shared/calendarDay';
import PostsPage from './PostsPage';

/**
 * The calendar asks for whatever days it shows: no posts, one festival on the
 * 15th without a post, and one by a date rule on the 16th with a post.
 */
function calendarClient() {
  const fifteenth = `${todayInIndia().slice(0, 8)}15`;
  const sixteenth = `${todayInIndia().slice(0, 8)}16`;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        observer.next({
          data:
            operation.operationName === 'Posts'
              ? { posts: [] }
              : {
                  festivalDates: [
                    {
                      __typename: 'FestivalDate',
                      date: fifteenth,
                      festivalId: 'f1',
                      festivalName: 'Diwali',
                      isFixedDate: true,
                      dateRule: null,
                      posts: 0,
                    },
                    {
                      __typename: 'FestivalDate',
                      date: sixteenth,
                      festivalId: 'f2',
                      festivalName: 'Lakshmi Puja',
                      isFixedDate: false,
                      dateRule: {
                        __typename: 'FestivalDateRule',
                        kind: 'LUNAR',
                        month: 'ASHVIN',
                        paksha: 'KRISHNA',
                        tithi: 30,
                        observance: 'PRADOSH',
                        sign: null,
                        offsetDays: 0,
                        // The server words it in English; the Gujarati admin words the parts itself.
                        description: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh',
                      },
                      posts: 1,
                    },
                  ],
                },
        });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

// Issue 29.4: the posts calendar in Gujarati: FullCalendar's buttons, and month and weekday names from Intl's gu-IN.
describe('the posts calendar in Gujarati', () => {
  beforeEach(async () => {
    await act(() => applyLanguage('gu'));
  });

  afterEach(async () => {
    clearToasts();
    await act(() => applyLanguage('en'));
  });

  it('names the month, the weekdays and its buttons in Gujarati', async () => {
    render(
      <ApolloProvider client={calendarClient()}>
        <PostsPage />
      </ApolloProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'પોસ્ટ્સ' })).toBeInTheDocument();
    const month = new Intl.DateTimeFormat('gu-IN', { month: 'long', timeZone: 'UTC' }).format(new Date(`${todayInIndia()}T00:00:00Z`));
    // e.g. 'નવેમ્બર 2026'
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${month} \\d{4}$`));
    expect(screen.getAllByText('રવિ').length).toBeGreaterThan(0);
    expect(screen.getAllByText('સોમ').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'આજે' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'પાછળ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'આગળ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'મહિનો દૃશ્ય' })).toHaveTextContent('મહિનો');
    expect(screen.getByRole('tab', { name: 'અઠવાડિયું દૃશ્ય' })).toHaveTextContent('અઠવાડિયું');
    expect(screen.getByRole('tab', { name: 'યાદી દૃશ્ય' })).toHaveTextContent('યાદી');
    expect(await screen.findByText(/પોસ્ટ નથી/)).toHaveAttribute('title', 'Diwali: હજી કોઈ પોસ્ટ નથી');
    // A festival by rule: the rule in Gujarati words, not the server's English.
    expect(screen.getByText('Lakshmi Puja').getAttribute('title')).toMatch(/^Lakshmi Puja: .+ \(આસો \(પૂર્ણિમાંત કારતક\) વદ અમાસ, પ્રદોષ\)$/);
  });
});
