import { useQuery } from '@apollo/client/react';
import { Alignment, Button, Drawer, DrawerSize, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime, TIME_ZONE_LABEL } from '../format';
import { useErrorToast } from '../useErrorToast';
import { AuditChangesView } from './AuditChangesView';
import { AuditEventsDocument } from './graphql/auditEvents';
import { actionLabel } from './historyLabels';
import { msg, useTranslation } from '../../core/i18n/i18n';

export interface HistorySubject {
  /** The server's entity kind (its table name): 'Category', 'AppUser' … */
  entityKind: string;
  entityId: string;
}

const DRAWER_PAGE = 50;

/** One record's own history (its images and parts included), newest first, each event expandable. `title` is English or translated (translated here). */
export function HistoryDrawer({ subject, title, isOpen, onClose }: { subject: HistorySubject; title: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(DRAWER_PAGE);
  const [open, setOpen] = useState<string>();
  const { data, loading, error } = useQuery(AuditEventsDocument, {
    variables: { entityKind: subject.entityKind, entityId: subject.entityId, limit },
    skip: !isOpen,
    fetchPolicy: 'network-only',
  });
  useErrorToast(error, msg('Failed to get the history'));
  const drawerTitle = t('History of {title}', { title: t(title) });
  const page = data?.auditEvents;
  return (
    <Drawer isOpen={isOpen} onClose={onClose} title={drawerTitle} icon="history" size={DrawerSize.SMALL}>
      {/* Blueprint's Drawer carries no dialog role: the region names what it shows. */}
      <section className="admin-history__drawer" aria-label={drawerTitle}>
        {loading && !page && <Spinner size={SpinnerSize.SMALL} aria-label={t('Loading history')} />}
        {page && page.items.length === 0 && <p>{t('No changes recorded yet.')}</p>}
        <ol className="admin-history__events" aria-label={t('History')}>
          {page?.items.map((event) => (
            <li key={event.id}>
              <Button
                variant="minimal"
                alignText={Alignment.LEFT}
                fill
                icon={open === event.id ? 'chevron-down' : 'chevron-right'}
                aria-expanded={open === event.id}
                onClick={() => setOpen(open === event.id ? undefined : event.id)}
              >
                <strong>{actionLabel(event.action)}</strong> {t('by {who}', { who: event.staffName ?? t('System') })} ·{' '}
                <time dateTime={event.occurredAt} title={t(TIME_ZONE_LABEL)}>
                  {formatDateTime(event.occurredAt)}
                </time>
                {event.clientIp && <span className="admin-history__from"> · {t('from IP address {ip}', { ip: event.clientIp })}</span>}
                <span className="admin-history__summary">{event.summary}</span>
              </Button>
              {open === event.id && <AuditChangesView eventId={event.id} />}
            </li>
          ))}
        </ol>
        {page && page.totalCount > page.items.length && (
          <Button
            text={t('Show older')}
            icon="more"
            onClick={() => setLimit((current) => Math.min(100, current + DRAWER_PAGE))}
            disabled={limit >= 100}
          />
        )}
      </section>
    </Drawer>
  );
}
