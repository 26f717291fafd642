import { useApolloClient } from '@apollo/client/react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import type { CalendarRef, EventChangeInfo, EventInput, EventSourceFuncInfo, LocaleInput } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { addDays, todayInIndia, utcDateToDay } from '../shared/calendarDay';
import { currentLanguage, msg, numberLocale, useTranslation } from '../core/i18n/i18n';
import { PageHeader } from '../shared/PageHeader';
import { showErrorToast, showFailureToast, showSuccessToast } from '../core/toaster';
import { pastDayRefusal } from './pastDays';
import { DayPostsDialog } from './DayPostsDialog';
import { type FestivalPost, FestivalPostDialog } from './FestivalPostDialog';
import { FestivalDatesDocument } from '../shared/graphql/festivalRules';
import { ruleDescription } from '../shared/festivalRuleWords';
import type { FestivalDatesQuery } from '../../gql/graphql';
import { PostsDocument } from './graphql/posts';
import { UpdateFestivalPostDocument } from './graphql/updateFestivalPost';
import './posts.css';

/** A click on a day before today in India (issue 21.4). */
export const PAST_DAY_CLICKED = msg('Posts cannot start on a past day: choose today or later');

/** More than this many posts on a day collapse into '+N show more'. */
export const POSTS_PER_DAY = 3;

/** The post dialog; what it shows is kept while it closes, so the title does not flip to 'Add'. */
type PostDialogState = { isOpen: boolean; post?: FestivalPost; startDay?: string };

type FestivalDay = FestivalDatesQuery['festivalDates'][number];

/** The festivals falling on each visible day, fixed or computed from their rules. */
export function groupFestivalDays(days: readonly FestivalDay[]): Map<string, FestivalDay[]> {
  const byDay = new Map<string, FestivalDay[]>();
  for (const day of days) byDay.set(day.date, [...(byDay.get(day.date) ?? []), day]);
  return byDay;
}

/** A day cell's top: its number, then each festival that day, marked when it has no post on the day yet. */
function DayCellTop({ dayNumber, festivals }: { dayNumber: string; festivals: readonly FestivalDay[] | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="admin-day-top">
      <span>{dayNumber}</span>
      {festivals?.map((festival) => (
        <span
          key={festival.festivalId}
          className={festival.posts ? 'admin-festival-mark' : 'admin-festival-mark admin-festival-mark-unposted'}
          title={`${t('{name}: {count, plural, =0 {no post yet} one {# post} other {# posts}}', { name: festival.festivalName, count: festival.posts })}${
            festival.dateRule ? ` (${ruleDescription(festival.dateRule)})` : ''
          }`}
          data-festival-day={festival.date}
        >
          {festival.festivalName}
          {festival.posts ? '' : ` · ${t('no post')}`}
        </span>
      ))}
    </div>
  );
}

const ACTIVE_COLOR = '#2d72d2';
const INACTIVE_COLOR = '#8f99a8';

function toEvent(post: FestivalPost): EventInput {
  return {
    id: post.id,
    title: post.title,
    start: post.start,
    end: post.end,
    allDay: true,
    color: post.status ? ACTIVE_COLOR : INACTIVE_COLOR,
    extendedProps: { post },
  };
}

/**
 * Spec §2 Posts: a month calendar of festival posts (FullCalendar, kept in
 * this lazily loaded chunk). It asks the server only for the visible days and
 * runs in UTC on 'YYYY-MM-DD' days, with "today" taken from India, so every
 * browser shows the same days.
 */
export default function PostsPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const calendar = useRef<CalendarRef>(null);
  const [postDialog, setPostDialog] = useState<PostDialogState>({ isOpen: false });
  const [crowdedDay, setCrowdedDay] = useState<string>();
  const [visiblePosts, setVisiblePosts] = useState<readonly FestivalPost[]>([]);
  const [festivalDays, setFestivalDays] = useState<Map<string, FestivalDay[]>>(new Map());

  const reload = useCallback(() => calendar.current?.getApi().refetchEvents(), []);

  // English is FullCalendar's own; Gujarati is a locale of its own: Intl's gu-IN
  // names and digits, and FullCalendar's hints in Gujarati (it has no 'gu' locale).
  const localeCode = currentLanguage() === 'gu' ? numberLocale() : 'en';
  const locale = useMemo<LocaleInput | string>(
    () =>
      localeCode === 'en'
        ? 'en'
        : {
            code: localeCode,
            week: { dow: 0, doy: 4 },
            todayHint: t('Today'),
            prevHint: t('Previous'),
            nextHint: t('Next'),
            viewHint: (view: string) => t('{view} view', { view }),
            viewChangeHint: t('Change view'),
            navLinkHint: (day: string) => t('Go to {day}', { day }),
            moreLinkHint: (count: number) => t('{count, plural, one {Show # more event} other {Show # more events}}', { count }),
            closeHint: t('Close'),
            eventsHint: t('Events'),
            allDayText: t('All-day'),
          },
    [localeCode, t],
  );

  const fetchPosts = useCallback(
    async (info: EventSourceFuncInfo): Promise<EventInput[]> => {
      try {
        const { data } = await client.query({
          query: PostsDocument,
          variables: { start: utcDateToDay(info.start), end: utcDateToDay(info.end) },
          fetchPolicy: 'network-only',
        });
        const posts = data?.posts ?? [];
        setVisiblePosts(posts);
        // The festival marks follow the posts, so a new post clears a day's 'no post'.
        client
          .query({
            query: FestivalDatesDocument,
            variables: { from: utcDateToDay(info.start), to: addDays(utcDateToDay(info.end), -1) },
            fetchPolicy: 'network-only',
          })
          .then(({ data: festivals }) => setFestivalDays(groupFestivalDays(festivals?.festivalDates ?? [])))
          .catch((error: unknown) => showFailureToast(error, t('Failed to get festival dates')));
        return posts.map(toEvent);
      } catch (error) {
        showFailureToast(error, t('Failed to get posts'));
        return [];
      }
    },
    [client, t],
  );

  /** A drag or a stretch: save the new days, or put the event back if the server refuses. */
  const saveMove = useCallback(
    async ({ event, oldEvent, revert }: EventChangeInfo) => {
      const start = utcDateToDay(event.start!);
      const end = event.end ? addDays(utcDateToDay(event.end), -1) : start;
      const stored = oldEvent.extendedProps.post as FestivalPost;
      // Not onto a past day (issue 21.4): put it back and say why, without asking the server.
      const refusal = pastDayRefusal(start, end, stored);
      if (refusal) {
        revert();
        showErrorToast(t(refusal));
        return;
      }
      try {
        await client.mutate({
          mutation: UpdateFestivalPostDocument,
          variables: { input: { id: event.id, postStartDate: start, postEndDate: end } },
        });
        showSuccessToast(t('Festival post updated successfully'));
        reload();
      } catch (error) {
        revert();
        showFailureToast(error, t('Failed to update festival post'));
      }
    },
    [client, reload, t],
  );

  const postsOnCrowdedDay = useMemo(
    () => (crowdedDay ? visiblePosts.filter((post) => post.postStartDate <= crowdedDay && crowdedDay <= post.postEndDate) : []),
    [crowdedDay, visiblePosts],
  );

  return (
    <>
      <PageHeader title={t('Posts')} />
      <div className="admin-posts-calendar">
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
          initialView="dayGridMonth"
          timeZone="UTC"
          // Month and weekday names (and the day numbers' digits) from Intl in the member's language: 'નવેમ્બર 2026', 'રવિ'.
          locale={locale}
          now={todayInIndia}
          headerToolbar={{ start: 'prev,today,next', center: 'title', end: 'dayGridMonth,dayGridWeek,listMonth' }}
          buttons={{
            prev: { text: t('Previous'), display: 'text', hint: t('Previous') },
            today: { text: t('Today'), hint: t('Today') },
            next: { text: t('Next'), display: 'text', hint: t('Next') },
            dayGridMonth: { text: t('Month') },
            dayGridWeek: { text: t('Week') },
            listMonth: { text: t('List') },
          }}
          height="auto"
          fixedWeekCount={false}
          // Days of the next and previous months stay blank, so a day's 'show more' is always this period's.
          showNonCurrentDates={false}
          events={fetchPosts}
          editable
          eventDrop={saveMove}
          eventResize={saveMove}
          dateClick={(info) => {
            const day = info.dateStr.slice(0, 10);
            if (day < todayInIndia()) showErrorToast(t(PAST_DAY_CLICKED));
            else setPostDialog({ isOpen: true, startDay: day });
          }}
          // Past days look disabled: no post can be added or dropped there.
          dayCellClass={(info) => (utcDateToDay(info.date) < todayInIndia() ? 'admin-day-past' : '')}
          // A hook for posts.css: on a phone the title wraps instead of being cut (issue 28.4).
          eventTitleClass="admin-post-title"
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            setPostDialog({ isOpen: true, post: info.event.extendedProps.post as FestivalPost });
          }}
          dayCellTopContent={(info) => <DayCellTop dayNumber={info.dayNumberText} festivals={festivalDays.get(utcDateToDay(info.date))} />}
          dayMaxEvents={POSTS_PER_DAY}
          moreLinkText={t('show more')}
          moreLinkClick={(info) => {
            setCrowdedDay(utcDateToDay(info.date));
            // Stay on this view and period: the day is in it, so nothing moves, and no popover opens.
            return info.view.type;
          }}
          noEventsText={t('No Data Available')}
        />
      </div>
      <DayPostsDialog
        day={crowdedDay}
        posts={postsOnCrowdedDay}
        onClose={() => setCrowdedDay(undefined)}
        onEdit={(post) => {
          setCrowdedDay(undefined);
          setPostDialog({ isOpen: true, post });
        }}
        onAdd={(day) => {
          setCrowdedDay(undefined);
          setPostDialog({ isOpen: true, startDay: day });
        }}
      />
      <FestivalPostDialog
        isOpen={postDialog.isOpen}
        post={postDialog.post}
        startDay={postDialog.startDay}
        onClose={() => setPostDialog((current) => ({ ...current, isOpen: false }))}
        onChanged={reload}
      />
    </>
  );
}
