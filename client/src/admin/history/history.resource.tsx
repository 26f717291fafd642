import { useQuery } from '@apollo/client/react';
import { FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { AuditAction, AuditEventsQuery, AuditEventsQueryVariables } from '../../gql/graphql';
import { indiaMidnight } from '../../../../shared/india-day';
import { AdminUsersDocument } from '../shared/graphql/adminUsers';
import { addDays } from '../shared/calendarDay';
import { DayInput } from '../shared/DayInput';
import type { DataTableColumn } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { AuditChangesView } from '../shared/history/AuditChangesView';
import { AuditEventsDocument } from '../shared/history/graphql/auditEvents';
import { ACTION_LABELS, actionLabel, KIND_LABELS, shownKindLabel } from '../shared/history/historyLabels';
import { currentLanguage, msg, translate, useTranslation } from '../core/i18n/i18n';
import { ROLE_LABELS } from '../core/roles';
import type { ListContext, ResourceConfig } from '../shared/resource/ResourceListScreen';
import '../shared/history/history.css';

type AuditEvent = AuditEventsQuery['auditEvents']['items'][number];

const COLUMNS: readonly DataTableColumn<AuditEvent>[] = [
  { id: 'occurredAt', header: msg('When'), headerHint: TIME_ZONE_LABEL, value: (event) => formatDateTime(event.occurredAt) },
  {
    id: 'staff',
    header: msg('Who'),
    value: (event) => event.staffName ?? translate('System'),
    render: (event) => (
      <>
        {event.staffName ?? translate('System')}{' '}
        {event.staffRole && <Tag minimal>{currentLanguage() === 'en' ? event.staffRole : translate(ROLE_LABELS[event.staffRole])}</Tag>}
      </>
    ),
  },
  { id: 'action', header: msg('Action'), value: (event) => actionLabel(event.action) },
  { id: 'entityKind', header: msg('Record'), value: (event) => shownKindLabel(event.entityKind) },
  // What the request did, in words, naming the record as it was then: 'Edited frame "…": region 4 added'.
  { id: 'summary', header: msg('What'), value: (event) => event.summary },
  { id: 'changeCount', header: msg('Rows changed'), value: (event) => event.changeCount },
  // Where a sign-in, a refused one, a two-factor change or an ended session came from (issue 27.5); not 'From', the date filter's label.
  { id: 'clientIp', header: msg('IP address'), value: (event) => event.clientIp ?? '' },
];

const ANY = '';

/**
 * Midnight at the start of a YYYY-MM-DD day in India, as ISO: the days
 * filtered are the days the 'When' column shows, whatever the browser's zone.
 */
export function indiaDayStart(day: string, plusDays = 0): string | undefined {
  if (!day) return undefined;
  return indiaMidnight(addDays(day, plusDays)).toISOString();
}

/** The filters: the record's name (the search box), staff member, kind of record, action and days; a change starts again from the first page. */
function useHistoryParts({ page, firstPage }: ListContext) {
  const { t } = useTranslation();
  const [staffId, setStaffId] = useState(ANY);
  const [entityKind, setEntityKind] = useState(ANY);
  const [action, setAction] = useState(ANY);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const staff = useQuery(AdminUsersDocument);
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    firstPage();
  };
  return {
    variables: {
      page: page.page,
      limit: page.limit,
      name: page.query || undefined,
      staffId: staffId || undefined,
      entityKind: entityKind || undefined,
      action: (action || undefined) as AuditAction | undefined,
      from: indiaDayStart(fromDay),
      // The 'To' day is included: up to the next midnight.
      to: indiaDayStart(toDay, 1),
    },
    filters: (
      <div className="admin-history__filters" role="group" aria-label={t('History filters')}>
        <FormGroup label={t('Staff member')} labelFor="history-staff" inline>
          <HTMLSelect id="history-staff" value={staffId} onChange={(event) => filter(setStaffId)(event.currentTarget.value)}>
            <option value={ANY}>{t('Everyone')}</option>
            {staff.data?.adminUsers.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('Record')} labelFor="history-kind" inline>
          <HTMLSelect id="history-kind" value={entityKind} onChange={(event) => filter(setEntityKind)(event.currentTarget.value)}>
            <option value={ANY}>{t('Any')}</option>
            {Object.entries(KIND_LABELS)
              .map(([kind, label]) => [kind, t(label)] as const)
              .sort(([, first], [, second]) => first.localeCompare(second))
              .map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('Action')} labelFor="history-action" inline>
          <HTMLSelect id="history-action" value={action} onChange={(event) => filter(setAction)(event.currentTarget.value)}>
            <option value={ANY}>{t('Any')}</option>
            {Object.entries(ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('From')} labelFor="history-from" inline>
          <DayInput id="history-from" value={fromDay} onChange={filter(setFromDay)} />
        </FormGroup>
        <FormGroup label={t('To')} labelFor="history-to" inline>
          <DayInput id="history-to" value={toDay} onChange={filter(setToDay)} />
        </FormGroup>
      </div>
    ),
  };
}

/**
 * Issue 16 History (superadmin): every staff change, newest first, paged on
 * the server, one row per request, searched by the record's name and
 * filtered by staff member, kind of record, action and dates; a row opens to
 * the fields before and after, as the forms label them (issue 28).
 */
const HISTORY: ResourceConfig<AuditEvent, Record<string, never>, AuditEventsQuery, unknown, AuditEventsQueryVariables> = {
  title: msg('History'),
  tableLabel: msg('History'),
  list: AuditEventsDocument,
  fetchPolicy: 'cache-and-network',
  rows: (data) => data.auditEvents.items,
  listFailed: msg('Failed to get the history'),
  paging: { total: (data) => data.auditEvents },
  columns: COLUMNS,
  searchPlaceholder: msg('Record name'),
  expandRow: (event) => <AuditChangesView eventId={event.id} />,
  useParts: useHistoryParts,
};

export default HISTORY;
