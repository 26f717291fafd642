import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/i18n';
import { formatDay } from '../shared/calendarDay';
import type { FestivalPost } from './FestivalPostDialog';

export interface DayPostsDialogProps {
  /** 'YYYY-MM-DD' while open. */
  day?: string;
  posts: readonly FestivalPost[];
  onEdit: (post: FestivalPost) => void;
  onAdd: (day: string) => void;
  onClose: () => void;
}

/** Spec §2 Posts: 'show more' on a crowded day opens 'All Festival Posts' for that day. */
export function DayPostsDialog({ day, posts, onEdit, onAdd, onClose }: DayPostsDialogProps) {
  // Editing or adding hands over to the post dialog, which has already put focus
  // in its first field: giving focus back to 'show more' then would take it away.
  const { t } = useTranslation();
  const [handingOver, setHandingOver] = useState(false);
  const handOver = (open: () => void) => {
    setHandingOver(true);
    open();
  };
  return (
    <Dialog
      isOpen={Boolean(day)}
      onClose={onClose}
      onOpening={() => setHandingOver(false)}
      shouldReturnFocusOnClose={!handingOver}
      title={t('All Festival Posts')}
      icon="timeline-events"
    >
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{day && formatDay(day)}</p>
        {posts.length ? (
          <Menu aria-label={t('Festival posts on {day}', { day: day ? formatDay(day) : '' })}>
            {posts.map((post) => (
              <MenuItem
                key={post.id}
                icon="calendar"
                text={post.postName}
                label={post.postStartDate === post.postEndDate ? undefined : `${formatDay(post.postStartDate)} – ${formatDay(post.postEndDate)}`}
                intent={post.status ? Intent.NONE : Intent.WARNING}
                onClick={() => handOver(() => onEdit(post))}
              />
            ))}
          </Menu>
        ) : (
          <NonIdealState icon="calendar" title={t('No Data Available')} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('Close')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="plus" text={t('Add festival post')} onClick={() => day && handOver(() => onAdd(day))} />
          </>
        }
      />
    </Dialog>
  );
}
