import { useApolloClient } from '@apollo/client/react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import type { CalendarRef, EventChangeInfo, EventInput, EventSourceFuncInfo } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { addDays, todayInIndia, utcDateToDay } from '../festivals/calendarDay';
import { PageHeader } from '../shared/PageHeader';
import { showFailureToast, showSuccessToast } from '../shared/toaster';
import { DayPostsDialog } from './DayPostsDialog';
import { type FestivalPost, FestivalPostDialog } from './FestivalPostDialog';
import { PostsDocument } from './graphql/posts';
import { UpdateFestivalPostDocument } from './graphql/updateFestivalPost';
import './posts.css';

/** More than this many posts on a day collapse into '+N show more'. */
export const POSTS_PER_DAY = 3;

/** The post dialog; what it shows is kept while it closes, so the title does not flip to 'Add'. */
type PostDialogState = { isOpen: boolean; post?: FestivalPost; startDay?: string };

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
export function PostsPage() {
  const client = useApolloClient();
  const calendar = useRef<CalendarRef>(null);
  const [postDialog, setPostDialog] = useState<PostDialogState>({ isOpen: false });
  const [crowdedDay, setCrowdedDay] = useState<string>();
  const [visiblePosts, setVisiblePosts] = useState<readonly FestivalPost[]>([]);

  const reload = useCallback(() => calendar.current?.getApi().refetchEvents(), []);

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
        return posts.map(toEvent);
      } catch (error) {
        showFailureToast(error, 'Failed to get posts');
        return [];
      }
    },
    [client],
  );

  /** A drag or a stretch: save the new days, or put the event back if the server refuses. */
  const saveMove = useCallback(
    async ({ event, revert }: EventChangeInfo) => {
      const start = utcDateToDay(event.start!);
      const end = event.end ? addDays(utcDateToDay(event.end), -1) : start;
      try {
        await client.mutate({
          mutation: UpdateFestivalPostDocument,
          variables: { input: { id: event.id, postStartDate: start, postEndDate: end } },
        });
        showSuccessToast('Festival post updated successfully');
        reload();
      } catch (error) {
        revert();
        showFailureToast(error, 'Failed to update festival post');
      }
    },
    [client, reload],
  );

  const postsOnCrowdedDay = useMemo(
    () => (crowdedDay ? visiblePosts.filter((post) => post.postStartDate <= crowdedDay && crowdedDay <= post.postEndDate) : []),
    [crowdedDay, visiblePosts],
  );

  return (
    <>
      <PageHeader title="Posts" />
      <div className="admin-posts-calendar">
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
          initialView="dayGridMonth"
          timeZone="UTC"
          now={todayInIndia}
          headerToolbar={{ start: 'prev,today,next', center: 'title', end: 'dayGridMonth,dayGridWeek,listMonth' }}
          buttons={{
            prev: { text: 'Previous', display: 'text', hint: 'Previous' },
            today: { text: 'Today', hint: 'Today' },
            next: { text: 'Next', display: 'text', hint: 'Next' },
            dayGridMonth: { text: 'Month' },
            dayGridWeek: { text: 'Week' },
            listMonth: { text: 'List' },
          }}
          height="auto"
          fixedWeekCount={false}
          // Days of the next and previous months stay blank, so a day's 'show more' is always this period's.
          showNonCurrentDates={false}
          events={fetchPosts}
          editable
          eventDrop={saveMove}
          eventResize={saveMove}
          dateClick={(info) => setPostDialog({ isOpen: true, startDay: info.dateStr.slice(0, 10) })}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            setPostDialog({ isOpen: true, post: info.event.extendedProps.post as FestivalPost });
          }}
          dayMaxEvents={POSTS_PER_DAY}
          moreLinkText="show more"
          moreLinkClick={(info) => {
            setCrowdedDay(utcDateToDay(info.date));
            // Stay on this view and period: the day is in it, so nothing moves, and no popover opens.
            return info.view.type;
          }}
          noEventsText="No Data Available"
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

export default PostsPage;
