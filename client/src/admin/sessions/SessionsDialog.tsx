import { useQuery } from '@apollo/client/react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, NonIdealState, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { StaffSessionFieldsFragment } from '../../gql/graphql';
import { msg, useTranslation } from '../core/i18n/i18n';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { EndOtherSessionsDocument } from './graphql/endOtherSessions';
import { EndSessionDocument } from './graphql/endSession';
import { EndStaffSessionsDocument } from './graphql/endStaffSessions';
import { MySessionsDocument } from './graphql/mySessions';
import { StaffSessionsDocument } from './graphql/staffSessions';
import './sessions.css';

/** Open sessions shown at once; a member rarely has more, and the dialog says when there are. */
export const SESSIONS_SHOWN = 50;
export const NO_OTHER_SESSIONS_TEXT = msg('No other sessions are signed in');

/** A member's sessions for the superadmin, or (no `staff`) the signed-in member's own. */
export interface SessionsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  staff?: { id: string; name: string };
}

function SessionsTable({ sessions, onEnd, busy }: { sessions: readonly StaffSessionFieldsFragment[]; onEnd: (id: string) => void; busy?: string }) {
  const { t } = useTranslation();
  return (
    <HTMLTable className="admin-sessions__table" compact striped aria-label={t('Sessions')}>
      <thead>
        <tr>
          <th>{t('Browser or client')}</th>
          <th>{t('IP address')}</th>
          <th title={t(TIME_ZONE_LABEL)}>{t('Signed in')}</th>
          <th title={t(TIME_ZONE_LABEL)}>{t('Last seen')}</th>
          <th>
            <span className={Classes.TEXT_MUTED}>{t('Action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id} aria-current={session.current ? 'true' : undefined}>
            <td>
              {session.client}{' '}
              {session.current && (
                <Tag minimal intent={Intent.SUCCESS}>
                  {t('This session')}
                </Tag>
              )}
            </td>
            <td>{session.ip}</td>
            <td>{formatDateTime(session.createdAt)}</td>
            <td>{formatDateTime(session.lastSeenAt)}</td>
            <td>
              {!session.current && (
                <Button
                  size="small"
                  intent={Intent.DANGER}
                  variant="outlined"
                  text={t('End')}
                  aria-label={t('End session on {client} from {ip}', { client: session.client, ip: session.ip })}
                  loading={busy === session.id}
                  disabled={Boolean(busy)}
                  onClick={() => onEnd(session.id)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * The sessions dialog (issue 27): each sign-in with its browser or client, IP,
 * when and last seen; End per session and End all other sessions (the
 * superadmin, for a member: End all sessions). An ended session's token is
 * refused at its next request.
 */
export function SessionsDialog({ isOpen, onClose, staff }: SessionsDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string>();
  const mine = useQuery(MySessionsDocument, { variables: { limit: SESSIONS_SHOWN }, skip: !isOpen || Boolean(staff), fetchPolicy: 'network-only' });
  const theirs = useQuery(StaffSessionsDocument, {
    variables: { staffId: staff?.id ?? '', limit: SESSIONS_SHOWN },
    skip: !isOpen || !staff,
    fetchPolicy: 'network-only',
  });
  const page = staff ? theirs.data?.staffSessions : mine.data?.mySessions;
  const loading = staff ? theirs.loading : mine.loading;
  const reload = { refetchQueries: [staff ? StaffSessionsDocument : MySessionsDocument] };
  const [endOne] = useMutationWithToast(EndSessionDocument, {
    successMessage: msg('Session ended'),
    failureMessage: msg('Failed to end the session'),
    ...reload,
  });
  const [endOthers] = useMutationWithToast(EndOtherSessionsDocument, {
    successMessage: msg('Other sessions ended'),
    failureMessage: msg('Failed to end the sessions'),
    ...reload,
  });
  const [endAll] = useMutationWithToast(EndStaffSessionsDocument, {
    successMessage: msg('Sessions ended'),
    failureMessage: msg('Failed to end the sessions'),
    ...reload,
  });

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    await action();
    setBusy(undefined);
  };
  const sessions = page?.items ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const hidden = (page?.totalCount ?? 0) - sessions.length;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={busy ? undefined : onClose}
      title={staff ? t('Sessions of {name}', { name: staff.name }) : t('Sessions')}
      icon="desktop"
      className="admin-sessions"
    >
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>
          {staff
            ? t('Each sign-in of this member. Ending a session signs it out at its next request.')
            : t('Where you are signed in. Ending a session signs it out at its next request.')}
        </p>
        {loading && !page ? (
          <Spinner size={SpinnerSize.SMALL} aria-label={t('Loading sessions')} />
        ) : sessions.length === 0 ? (
          <NonIdealState icon="desktop" title={staff ? t('No open sessions') : t(NO_OTHER_SESSIONS_TEXT)} />
        ) : (
          <SessionsTable sessions={sessions} busy={busy} onEnd={(id) => void run(id, () => endOne({ id }))} />
        )}
        {hidden > 0 && (
          <p className={Classes.TEXT_MUTED}>{t('{count} older sessions are not shown; ending all ends them too.', { count: hidden })}</p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {staff ? (
              <Button
                intent={Intent.DANGER}
                icon="log-out"
                text={t('End all sessions')}
                loading={busy === 'all'}
                disabled={Boolean(busy) || !page?.totalCount}
                onClick={() => void run('all', () => endAll({ staffId: staff.id }))}
              />
            ) : (
              <Button
                intent={Intent.DANGER}
                icon="log-out"
                text={t('End all other sessions')}
                loading={busy === 'all'}
                disabled={Boolean(busy) || (others === 0 && hidden <= 0)}
                onClick={() => void run('all', () => endOthers({}))}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
