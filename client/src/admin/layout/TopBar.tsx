import { useQuery } from '@apollo/client/react';
import { Alignment, Button, Classes, Intent, Menu, MenuDivider, MenuItem, Navbar, PopoverNext, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationsQuery } from '../../gql/graphql';
import { useSession, useSessionUser } from '../core/session';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { nameInitial } from './Avatar';
import { CommandPalette } from './CommandPalette';
import { NotificationsDocument } from '../shared/graphql/notifications';
import { ScheduledNotificationsDocument } from '../shared/graphql/scheduledNotifications';
import { type ScheduledNotification, scheduledBy, STATUS_LABELS } from '../notifications/NotificationsPage';
import { SessionsDialog } from '../sessions/SessionsDialog';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { TWO_FACTOR_TITLE, TwoFactorDialog } from '../two-factor/TwoFactorDialog';
import { msg, translate, useTranslation } from '../core/i18n/i18n';
import './notifications.css';

export const NO_NOTIFICATIONS_TEXT = msg('No notifications sent yet');
export const NO_SCHEDULED_TEXT = msg('No notifications scheduled');
export const ALL_NOTIFICATIONS_TEXT = msg('All notifications');
/** How many of the latest notifications the menu lists. */
export const NOTIFICATIONS_SHOWN = 10;
/** While the menu is open, queued ones are re-read this often to show their delivery. */
const REFRESH_MS = 5000;

type SentNotification = NotificationsQuery['notifications'][number];

const SUBJECTS: Record<string, string> = {
  custom_category: msg('Custom category'),
  subcategory: msg('Subcategory'),
  festival: msg('Festival'),
};

const STATES: Record<SentNotification['state'], { label: string; intent: Intent }> = {
  queued: { label: msg('Queued'), intent: Intent.WARNING },
  delivered: { label: msg('Delivered'), intent: Intent.SUCCESS },
  failed: { label: msg('Failed'), intent: Intent.DANGER },
};

function NotificationItem({ notification }: { notification: SentNotification }) {
  const state = { ...STATES[notification.state], label: translate(STATES[notification.state].label) };
  const subject = translate(SUBJECTS[notification.subjectType] ?? notification.subjectType);
  return (
    <li
      className="admin-notification"
      aria-label={translate('{subject} {title}: {state}', { subject, title: notification.title, state: state.label })}
    >
      <div className="admin-notification__head">
        <strong className="admin-notification__title">{notification.title}</strong>
        <Tag minimal intent={state.intent} title={notification.error ?? undefined}>
          {state.label}
        </Tag>
      </div>
      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
        {subject} ·{' '}
        <time dateTime={notification.createdAt} title={translate(TIME_ZONE_LABEL)}>
          {formatDateTime(notification.createdAt)}
        </time>
        {notification.sentByName ? ` · ${notification.sentByName}` : ''}
      </div>
    </li>
  );
}

function ScheduledItem({ row }: { row: ScheduledNotification }) {
  const status = { ...STATUS_LABELS[row.status], label: translate(STATUS_LABELS[row.status].label) };
  const subject = translate(SUBJECTS[row.subjectType] ?? row.subjectType);
  return (
    <li className="admin-notification" aria-label={translate('{subject} {title}: {state}', { subject, title: row.title, state: status.label })}>
      <div className="admin-notification__head">
        <strong className="admin-notification__title">{row.title}</strong>
        <Tag minimal intent={status.intent}>
          {status.label}
        </Tag>
      </div>
      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
        {subject} ·{' '}
        <time dateTime={row.sendAt} title={translate(TIME_ZONE_LABEL)}>
          {formatDateTime(row.sendAt)}
        </time>
        {` · ${scheduledBy(row)}`}
      </div>
    </li>
  );
}

/** Issue 26: the notifications still to go, nearest first, and the way to the Notifications screen. */
function ScheduledList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ScheduledNotificationsDocument, {
    variables: { page: 1, limit: NOTIFICATIONS_SHOWN, status: 'scheduled' },
    fetchPolicy: 'cache-and-network',
    pollInterval: REFRESH_MS,
  });
  const rows = data?.scheduledNotifications.items ?? [];
  return (
    <>
      <MenuDivider title={t('Scheduled')} />
      {loading && !data ? (
        <li className="admin-notifications__status">
          <Spinner size={SpinnerSize.SMALL} aria-label={t('Loading scheduled notifications')} />
        </li>
      ) : error && !data ? (
        <MenuItem text={t('Failed to get notifications')} icon="error" disabled />
      ) : rows.length === 0 ? (
        <MenuItem text={t(NO_SCHEDULED_TEXT)} icon="time" disabled />
      ) : (
        rows.map((row) => <ScheduledItem key={row.id} row={row} />)
      )}
      <MenuItem text={t(ALL_NOTIFICATIONS_TEXT)} icon="arrow-right" onClick={() => void navigate('/notifications')} />
    </>
  );
}

/** The latest notifications sent to the app's users, with their delivery state (issue 6). */
function NotificationsList() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(NotificationsDocument, {
    variables: { limit: NOTIFICATIONS_SHOWN },
    fetchPolicy: 'cache-and-network',
    pollInterval: REFRESH_MS,
  });
  const notifications = data?.notifications ?? [];
  return (
    <Menu aria-label={t('Notifications')} className="admin-notifications">
      <ScheduledList />
      <MenuDivider title={t('Notifications sent')} />
      {loading && !data ? (
        <li className="admin-notifications__status">
          <Spinner size={SpinnerSize.SMALL} aria-label={t('Loading notifications')} />
        </li>
      ) : error && !data ? (
        <MenuItem text={t('Failed to get notifications')} icon="error" disabled />
      ) : notifications.length === 0 ? (
        <MenuItem text={t(NO_NOTIFICATIONS_TEXT)} icon="notifications" disabled />
      ) : (
        notifications.map((notification) => <NotificationItem key={notification.id} notification={notification} />)
      )}
    </Menu>
  );
}

function NotificationsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <PopoverNext
      placement="bottom-end"
      isOpen={open}
      onInteraction={setOpen}
      // Read (and poll) only while the menu is open.
      content={open ? <NotificationsList /> : <Menu aria-label={t('Notifications')} />}
    >
      <Button variant="minimal" icon="notifications" aria-label={t('Notifications')} />
    </PopoverNext>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { signOut } = useSession();
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        // Two items open a dialog: focus stays in it rather than going back to
        // the avatar when the menu's closing transition ends (it took the
        // cursor from the dialog's code box mid-typing). Escape still returns it.
        shouldReturnFocusOnClose={false}
        content={
          <div className="admin-account-menu">
            <div className="admin-account-menu__name">{user.name}</div>
            <div className={Classes.TEXT_MUTED}>{user.email}</div>
            <ThemeSwitch />
            <LanguageSwitch />
            <Button
              className={`admin-account-menu__logout ${Classes.POPOVER_DISMISS}`}
              icon="desktop"
              text={t('Sessions')}
              fill
              onClick={() => setSessionsOpen(true)}
            />
            <Button
              className={`admin-account-menu__two-factor ${Classes.POPOVER_DISMISS}`}
              icon="shield"
              text={t(TWO_FACTOR_TITLE)}
              fill
              onClick={() => setTwoFactorOpen(true)}
            />
            <Button className="admin-account-menu__logout" icon="log-out" text={t('Logout')} fill onClick={signOut} />
          </div>
        }
      >
        <Button className="admin-avatar-button" aria-label={t('Account menu for {name}', { name: user.name })}>
          {nameInitial(user.name)}
        </Button>
      </PopoverNext>
      <SessionsDialog isOpen={sessionsOpen} onClose={() => setSessionsOpen(false)} />
      <TwoFactorDialog isOpen={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />
    </>
  );
}

export function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  return (
    <Navbar className="admin-top-bar">
      <Navbar.Group align={Alignment.START}>
        {onOpenMenu && <Button variant="minimal" icon="menu" aria-label={t('Open menu')} onClick={onOpenMenu} />}
        <Navbar.Heading className="admin-top-bar__brand">{t('Admin Panel')}</Navbar.Heading>
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        <CommandPalette />
        <NotificationsMenu />
        <AccountMenu />
      </Navbar.Group>
    </Navbar>
  );
}
