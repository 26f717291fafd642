import { Classes, Intent, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type {
  AppUserFieldsFragment,
  AppUserSortColumn,
  SubscribedUsersQuery,
  SubscribedUsersQueryVariables,
  SubscriptionState,
} from '../../gql/graphql';
import { msg, translate, useTranslation } from '../core/i18n/i18n';
import { appUserList, useProfileFrames } from '../shared/appUserList';
import { FilterSelect } from '../shared/FilterSelect';
import { serverSort } from '../shared/useServerPaging';
import type { DataTableColumn, RowAction } from '../shared/DataTable';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { formatDate, formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { StatusTag } from '../shared/StatusTag';
import { USER_TYPE_LABELS } from '../shared/userTypes';
import { SubscribedUsersDocument } from './graphql/subscribedUsers';
import { SubscriptionDialog } from './SubscriptionDialog';
import './subscribedUsers.css';

type AppUser = AppUserFieldsFragment;

const FRAME_KINDS = ['business', 'panchayat', 'election'] as const;

const STATE_OPTIONS: Array<{ label: string; value: SubscriptionState }> = [
  { label: msg('All'), value: 'all' },
  { label: msg('Subscribed'), value: 'subscribed' },
  { label: msg('Expired'), value: 'expired' },
  { label: msg('None'), value: 'none' },
];

const hasExpired = (user: AppUser) => Boolean(user.subscription?.endDate && new Date(user.subscription.endDate) < new Date());

/** The columns the server sorts by, by column id: the plan column by when the plan ends. */
const SORT_KEYS = { name: 'name', mobile: 'mobile', plan: 'subscriptionEndDate', createdAt: 'createdAt' } as const satisfies Record<
  string,
  AppUserSortColumn
>;

const COLUMNS: readonly DataTableColumn<AppUser>[] = [
  { id: 'name', header: msg('Name'), value: (user) => user.name, sortable: true },
  {
    id: 'userType',
    header: msg('Type'),
    value: (user) => USER_TYPE_LABELS[user.userType],
    render: (user) => translate(USER_TYPE_LABELS[user.userType]),
  },
  { id: 'mobile', header: msg('Mobile'), value: (user) => user.mobile, sortable: true },
  { id: 'status', header: msg('Status'), value: (user) => user.status, render: (user) => <StatusTag active={user.status} /> },
  {
    id: 'plan',
    header: msg('Subscribed plan name'),
    value: (user) => user.subscription?.subscriptionName,
    sortable: true,
    render: (user) =>
      user.subscription ? (
        <span className="admin-subscribed-plan">
          {user.subscription.subscriptionName}{' '}
          {hasExpired(user) ? (
            <Tag minimal intent={Intent.WARNING}>
              {translate('Expired {date}', { date: formatDate(user.subscription.endDate) })}
            </Tag>
          ) : (
            user.subscription.endDate && (
              <span className={Classes.TEXT_MUTED}>{translate('until {date}', { date: formatDate(user.subscription.endDate) })}</span>
            )
          )}
        </span>
      ) : (
        <span className={Classes.TEXT_MUTED}>{translate('None')}</span>
      ),
  },
  {
    id: 'createdAt',
    header: msg('Created At'),
    headerHint: TIME_ZONE_LABEL,
    value: (user) => formatDateTime(user.createdAt),
    sortable: true,
  },
];

/**
 * Spec §2 Subscribed Users (superadmin): every app user with their plan,
 * filtered All / Subscribed / Expired / None (All first, so a first plan can
 * be assigned), the subscription dialog and the frames dialogs. No add button.
 */
const SUBSCRIBED_USERS: ResourceConfig<AppUser, Record<string, never>, SubscribedUsersQuery, unknown, SubscribedUsersQueryVariables> = {
  title: msg('Subscribed Users'),
  tableLabel: msg('Subscribed Users'),
  list: SubscribedUsersDocument,
  rows: (data) => data.subscribedUsers.items,
  ...appUserList((data: SubscribedUsersQuery) => data.subscribedUsers, SORT_KEYS),
  columns: COLUMNS,
  useParts: function useSubscribedUserParts({ page, sort, firstPage }) {
    const { t } = useTranslation();
    const [state, setState] = useState<SubscriptionState>('all');
    const [subscribing, setSubscribing] = useState<AppUser>();
    const frames = useProfileFrames(FRAME_KINDS);
    const rowActions = useMemo<RowAction<AppUser>[]>(
      () => [{ label: msg('Subscription'), icon: 'crown', onClick: setSubscribing }, ...frames.actions],
      [frames.actions],
    );
    return {
      variables: { ...page, ...serverSort(sort, SORT_KEYS), state },
      toolbar: (
        <FilterSelect
          label={t('Subscription state')}
          value={state}
          options={STATE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          onChange={(value) => {
            setState(value);
            firstPage();
          }}
        />
      ),
      rowActions,
      dialogs: (
        <>
          <SubscriptionDialog user={subscribing} onClose={() => setSubscribing(undefined)} />
          {frames.dialog}
        </>
      ),
    };
  },
};

export default SUBSCRIBED_USERS;
