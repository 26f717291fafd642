import { Classes } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { EndingSubscriptionsQuery } from '../../gql/graphql';
import { useServerPaging } from '../shared/useServerPaging';
import { type DataTableColumn, DataTable } from '../shared/DataTable';
import { useErrorToast } from '../shared/useErrorToast';
import { USER_TYPE_LABELS } from '../shared/userTypes';
import { EndingSubscriptionsDocument } from './graphql/endingSubscriptions';
import { formatDay } from './reportFormat';
import { daysBetween } from '../../../../shared/india-day';
import { msg, translate } from '../core/i18n/i18n';
import { formatCount } from '../shared/format';

type EndingSubscription = EndingSubscriptionsQuery['endingSubscriptions']['items'][number];

/** 'today', 'tomorrow' or 'in 12 days', from India's calendar days. */
export function endsIn(endDay: string, today: string): string {
  const days = daysBetween(today, endDay);
  if (days <= 0) return translate('today');
  return days === 1 ? translate('tomorrow') : translate('in {days} days', { days: formatCount(days) });
}

function columns(today: string | undefined): DataTableColumn<EndingSubscription>[] {
  return [
    { id: 'name', header: msg('Name'), value: (row) => row.name },
    { id: 'mobile', header: msg('Mobile'), value: (row) => row.mobile },
    { id: 'type', header: msg('Type'), value: (row) => translate(USER_TYPE_LABELS[row.userType]) },
    { id: 'plan', header: msg('Plan'), value: (row) => row.planName },
    {
      id: 'endDate',
      header: msg('End date'),
      value: (row) => formatDay(row.endDay),
      render: (row) => (
        <>
          {formatDay(row.endDay)}
          {today && <span className={`${Classes.TEXT_MUTED} admin-reports__ends-in`}>{endsIn(row.endDay, today)}</span>}
        </>
      ),
    },
  ];
}

/** Plans ending from today to 30 days ahead, soonest first, paged and searched on the server. */
export function EndingPlansTable({ today }: { today?: string }) {
  const paging = useServerPaging();
  const { data, previousData, loading, error, refetch } = useQuery(EndingSubscriptionsDocument, {
    variables: paging.variables,
  });
  useErrorToast(error, msg('Failed to get plans ending soon'));
  const page = (data ?? previousData)?.endingSubscriptions;
  return (
    <DataTable
      label={msg('Plans ending in the next 30 days')}
      rows={page?.items ?? []}
      columns={columns(today)}
      rowKey={(row) => row.userId}
      searchPlaceholder={msg('Mobile or Name')}
      loading={loading}
      error={error}
      errorFallback={msg('Failed to get plans ending soon')}
      onRetry={() => refetch()}
      server={paging.table(page?.totalCount)}
    />
  );
}
