import { useQuery } from '@apollo/client/react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, NonIdealState, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { StaffSessionFieldsFragment } from '../../gql/graphql';
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
export const NO_OTHER_SESSIONS_TEXT = 'No other sessions are signed in';

/** A member's sessions for the superadmin, or (no `staff`) the signed-in member's own. */
export interface SessionsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  staff?: { id: string; name: string };
}

function SessionsTable({ sessions, onEnd, busy }: { sessions: readonly StaffSessionFieldsFragment[]; onEnd: (id: string) => void; busy?: string }) {
  return (
    <HTMLTable className="admin-sessions__table" compact striped aria-label="Sessions">
      <thead>
        <tr>
          <th>Browser or client</th>
          <th>IP address</th>
          <th title={TIME_ZONE_LABEL}>Signed in</th>
          <th title={TIME_ZONE_LABEL}>Last seen</th>
          <th>
            <span className={Classes.TEXT_MUTED}>Action</span>
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
                  This session
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
                  text="End"
                  aria-label={`End session on ${session.client} from ${session.ip}`}
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
    successMessage: 'Session ended',
    failureMessage: 'Failed to end the session',
    ...reload,
  });
  const [endOthers] = useMutationWithToast(EndOtherSessionsDocument, {
    successMessage: 'Other sessions ended',
    failureMessage: 'Failed to end the sessions',
    ...reload,
  });
  const [endAll] = useMutationWithToast(EndStaffSessionsDocument, {
    successMessage: 'Sessions ended',
    failureMessage: 'Failed to end the sessions',
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
      title={staff ? `Sessions of ${staff.name}` : 'Sessions'}
      icon="desktop"
      className="admin-sessions"
    >
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>
          {staff
            ? 'Each sign-in of this member. Ending a session signs it out at its next request.'
            : 'Where you are signed in. Ending a session signs it out at its next request.'}
        </p>
        {loading && !page ? (
          <Spinner size={SpinnerSize.SMALL} aria-label="Loading sessions" />
        ) : sessions.length === 0 ? (
          <NonIdealState icon="desktop" title={staff ? 'No open sessions' : NO_OTHER_SESSIONS_TEXT} />
        ) : (
          <SessionsTable sessions={sessions} busy={busy} onEnd={(id) => void run(id, () => endOne({ id }))} />
        )}
        {hidden > 0 && <p className={Classes.TEXT_MUTED}>{hidden} older sessions are not shown; ending all ends them too.</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {staff ? (
              <Button
                intent={Intent.DANGER}
                icon="log-out"
                text="End all sessions"
                loading={busy === 'all'}
                disabled={Boolean(busy) || !page?.totalCount}
                onClick={() => void run('all', () => endAll({ staffId: staff.id }))}
              />
            ) : (
              <Button
                intent={Intent.DANGER}
                icon="log-out"
                text="End all other sessions"
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
