import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { INDIA_UTC_OFFSET_MINUTES } from '../../../../shared/india-day';
import { SCHEDULED_NOTIFICATION } from '../../../../shared/entities';
import type { ScheduledNotificationsQuery, ScheduledNotificationsQueryVariables, ScheduledNotificationStatus } from '../../gql/graphql';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import type { RowAction } from '../shared/DataTable';
import { DayInput } from '../shared/DayInput';
import { FilterSelect } from '../shared/FilterSelect';
import { TIME_ZONE_LABEL } from '../shared/format';
import { ScheduledNotificationsDocument } from '../shared/graphql/scheduledNotifications';
import { indiaSendAt, SEND_LATER_PAST } from '../shared/NotifyConfirmDialog';
import type { ListContext, ResourceConfig } from '../shared/resource/ResourceListScreen';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { msg, useTranslation } from '../core/i18n/i18n';
import { CancelScheduledNotificationDocument } from './graphql/cancelScheduledNotification';
import { MoveScheduledNotificationDocument } from './graphql/moveScheduledNotification';
import { COLUMNS, type ScheduledNotification, STATUS_LABELS } from './NotificationsPage';

const MESSAGES = SCHEDULED_NOTIFICATION.messages;
/** How often the open Notifications screen re-reads its page, so a sent one shows as sent. */
const NOTIFICATIONS_REFRESH_MS = 15_000;
const ALL_STATUSES = msg('All statuses');
const STATUS_OPTIONS = [
  { label: ALL_STATUSES, value: '' as const },
  ...(Object.keys(STATUS_LABELS) as ScheduledNotificationStatus[]).map((value) => ({ label: STATUS_LABELS[value].label, value })),
];

/** A stored instant as the India day and 'HH:MM' the move dialog starts from. */
function inIndia(iso: string): { day: string; time: string } {
  const india = new Date(new Date(iso).getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return { day: india.slice(0, 10), time: india.slice(11, 16) };
}

/** Move: a new day and time (India time) for one that has not gone yet. */
function MoveDialog({ row, onMove, onClose }: { row?: ScheduledNotification; onMove: (sendAt: string) => Promise<unknown>; onClose: () => void }) {
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const submit = async () => {
    const sendAt = indiaSendAt(day, time);
    if (!day || !time) return setError(msg('Choose a day and a time'));
    if (new Date(sendAt).getTime() <= Date.now()) return setError(SEND_LATER_PAST);
    setBusy(true);
    try {
      await onMove(sendAt);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      isOpen={Boolean(row)}
      title={t('Move notification')}
      icon="time"
      onClose={busy ? undefined : onClose}
      onOpening={() => {
        if (!row) return;
        const start = inIndia(row.sendAt);
        setDay(start.day);
        setTime(start.time);
        setError(undefined);
      }}
    >
      <DialogBody>
        <p className={Classes.TEXT_LARGE}>{t('Send {title} at another time?', { title: `'${row?.title ?? ''}'` })}</p>
        <FormGroup label={t('Day')} labelFor="move-notification-day">
          <DayInput id="move-notification-day" value={day} onChange={setDay} />
        </FormGroup>
        <FormGroup
          label={t('Time')}
          labelFor="move-notification-time"
          helperText={t(error ?? TIME_ZONE_LABEL)}
          intent={error ? Intent.DANGER : Intent.NONE}
        >
          <input
            id="move-notification-time"
            className={Classes.INPUT}
            type="time"
            value={time}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              setError(undefined);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('Cancel')} onClick={onClose} disabled={busy} />
            <Button text={t('Move')} intent={Intent.PRIMARY} loading={busy} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}

/** The status filter, and Move and Cancel for the ones still scheduled. */
function useNotificationParts({ page, firstPage }: ListContext) {
  const [status, setStatus] = useState<ScheduledNotificationStatus | undefined>();
  const [cancelling, setCancelling] = useState<ScheduledNotification>();
  const [moving, setMoving] = useState<ScheduledNotification>();
  const { t } = useTranslation();
  const reload = { refetchQueries: [ScheduledNotificationsDocument] };
  const [cancel] = useMutationWithToast(CancelScheduledNotificationDocument, {
    successMessage: MESSAGES.deleted,
    failureMessage: MESSAGES.deleteFailed,
    ...reload,
  });
  const [move] = useMutationWithToast(MoveScheduledNotificationDocument, {
    successMessage: MESSAGES.updated,
    failureMessage: MESSAGES.updateFailed,
    ...reload,
  });
  const notScheduled = (row: ScheduledNotification) => row.status !== 'scheduled';
  const rowActions = useMemo<RowAction<ScheduledNotification>[]>(
    () => [
      { label: msg('Move'), icon: 'time', onClick: setMoving, hidden: notScheduled },
      { label: msg('Cancel notification'), icon: 'disable', intent: Intent.DANGER, onClick: setCancelling, hidden: notScheduled },
    ],
    [],
  );
  return {
    variables: { ...page, status },
    toolbar: (
      <FilterSelect<ScheduledNotificationStatus | ''>
        label={msg('Status')}
        value={status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(value) => {
          setStatus(value || undefined);
          firstPage();
        }}
      />
    ),
    rowActions,
    dialogs: (
      <>
        <ConfirmDialog
          isOpen={Boolean(cancelling)}
          title={t('Cancel notification?')}
          message={cancelling ? t('{title} will not be sent.', { title: `'${cancelling.title}'` }) : ''}
          confirmText={t('Cancel notification')}
          cancelText={t('Keep it')}
          onConfirm={() => cancelling && cancel({ id: cancelling.id })}
          onClose={() => setCancelling(undefined)}
        />
        <MoveDialog
          row={moving}
          onMove={(sendAt) => (moving ? move({ input: { id: moving.id, sendAt } }) : Promise.resolve())}
          onClose={() => setMoving(undefined)}
        />
      </>
    ),
  };
}

/**
 * Issue 26: notifications scheduled for later (Send later, festival
 * mornings) with what became of them and who scheduled them, paged on the
 * server; Move and Cancel before they go.
 */
const NOTIFICATIONS: ResourceConfig<
  ScheduledNotification,
  Record<string, never>,
  ScheduledNotificationsQuery,
  unknown,
  ScheduledNotificationsQueryVariables
> = {
  title: msg('Notifications'),
  tableLabel: msg('Notifications'),
  list: ScheduledNotificationsDocument,
  rows: (data) => data.scheduledNotifications.items,
  listFailed: MESSAGES.listFailed,
  paging: { total: (data) => data.scheduledNotifications },
  columns: COLUMNS,
  searchPlaceholder: msg('Title'),
  // Sent ones change status on their own: re-read while the screen is open.
  fetchPolicy: 'cache-and-network',
  pollInterval: NOTIFICATIONS_REFRESH_MS,
  useParts: useNotificationParts,
};

export default NOTIFICATIONS;
