import { useQuery } from '@apollo/client/react';
import { Button, Drawer, DrawerSize, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime, TIME_ZONE_LABEL } from '../format';
import { useErrorToast } from '../useErrorToast';
import { AuditChangesView } from './AuditChangesView';
import { AuditEventsDocument } from './graphql/auditEvents';
import { ACTION_LABELS } from './historyLabels';

export interface HistorySubject {
  /** The server's entity kind (its table name): 'Category', 'AppUser' … */
  entityKind: string;
  entityId: string;
}

const DRAWER_PAGE = 50;

/** One record's own history (its images and parts included), newest first, each event expandable. */
export function HistoryDrawer({ subject, title, isOpen, onClose }: { subject: HistorySubject; title: string; isOpen: boolean; onClose: () => void }) {
  const [limit, setLimit] = useState(DRAWER_PAGE);
  const [open, setOpen] = useState<string>();
  const { data, loading, error } = useQuery(AuditEventsDocument, {
    variables: { entityKind: subject.entityKind, entityId: subject.entityId, limit },
    skip: !isOpen,
    fetchPolicy: 'network-only',
  });
  useErrorToast(error, 'Failed to get the history');
  const page = data?.auditEvents;
  return (
    <Drawer isOpen={isOpen} onClose={onClose} title={`History of ${title}`} icon="history" size={DrawerSize.SMALL}>
      {/* Blueprint's Drawer carries no dialog role: the region names what it shows. */}
      <section className="admin-history__drawer" aria-label={`History of ${title}`}>
        {loading && !page && <Spinner size={SpinnerSize.SMALL} aria-label="Loading history" />}
        {page && page.items.length === 0 && <p>No changes recorded yet.</p>}
        <ol className="admin-history__events" aria-label="History">
          {page?.items.map((event) => (
            <li key={event.id}>
              <Button
                variant="minimal"
                alignText="left"
                fill
                icon={open === event.id ? 'chevron-down' : 'chevron-right'}
                aria-expanded={open === event.id}
                onClick={() => setOpen(open === event.id ? undefined : event.id)}
              >
                <strong>{ACTION_LABELS[event.action]}</strong> by {event.staffName ?? 'System'} ·{' '}
                <time dateTime={event.occurredAt} title={TIME_ZONE_LABEL}>
                  {formatDateTime(event.occurredAt)}
                </time>
                {event.clientIp && <span className="admin-history__from"> · from IP address {event.clientIp}</span>}
                <span className="admin-history__summary">{event.summary}</span>
              </Button>
              {open === event.id && <AuditChangesView eventId={event.id} />}
            </li>
          ))}
        </ol>
        {page && page.totalCount > page.items.length && (
          <Button text="Show older" icon="more" onClick={() => setLimit((current) => Math.min(100, current + DRAWER_PAGE))} disabled={limit >= 100} />
        )}
      </section>
    </Drawer>
  );
}
