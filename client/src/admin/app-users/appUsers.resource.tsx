import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { AppUserFieldsFragment, AppUsersQuery, AppUsersQueryVariables, AppUserSortColumn } from '../../gql/graphql';
import { msg, translate } from '../core/i18n/i18n';
import type { DataTableColumn } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { StatusTag } from '../shared/StatusTag';
import { serverSort } from '../shared/useServerPaging';
import { type AppUserFormValues, appUserFields, appUserFormValues, appUserInput, NEW_APP_USER } from './appUserForm';
import { ExportButton } from './ExportButton';
import { appUserList, useProfileFrames } from '../shared/appUserList';
import { AppUsersDocument } from './graphql/appUsers';
import { CreateAppUserDocument } from './graphql/createAppUser';
import { DeleteAppUserDocument } from './graphql/deleteAppUser';
import { OccupationsDocument } from './graphql/occupations';
import { UpdateAppUserDocument } from './graphql/updateAppUser';

type AppUser = AppUserFieldsFragment;

/** The frames dialogs of an app user's profiles (businesses have their own screen). */
const FRAME_KINDS = ['panchayat', 'election'] as const;

/** The columns the server sorts by (an index serves each), by column id. */
export const APP_USER_SORT_KEYS = { name: 'name', mobile: 'mobile', createdAt: 'createdAt' } as const satisfies Record<string, AppUserSortColumn>;

const COLUMNS: readonly DataTableColumn<AppUser>[] = [
  { id: 'name', header: msg('Name'), value: (user) => user.name, sortable: true },
  { id: 'occupation', header: msg('Occupation'), value: (user) => user.occupation },
  { id: 'mobile', header: msg('Mobile'), value: (user) => user.mobile, sortable: true },
  {
    id: 'status',
    header: msg('Status'),
    value: (user) => user.status,
    render: (user) => <StatusTag active={user.status} />,
  },
  {
    id: 'createdAt',
    header: msg('Created At'),
    headerHint: TIME_ZONE_LABEL,
    value: (user) => formatDateTime(user.createdAt),
    sortable: true,
  },
];

/** A user's delete takes their businesses, profiles and files along (they cascade); one sentence, the name quoted as the spec writes it. */
export const appUserDeleteDetails = (user: Pick<AppUser, 'name'>) =>
  translate('This moves {name} and their businesses, panchayat and election profiles, and their images and files to the Trash.', {
    name: `'${user.name}'`,
  });

/** The user's fields without its type: none chosen, nothing is sent. */
function withUserType(values: AppUserFormValues) {
  return values.userType ? { ...appUserInput(values), userType: values.userType } : undefined;
}

/**
 * Spec §2 App Users (superadmin): the server pages and searches (there can
 * be a million users), add/edit/delete, links to businesses and frames, and
 * the export of the current search.
 */
const APP_USERS: ResourceConfig<AppUser, AppUserFormValues, AppUsersQuery, unknown, AppUsersQueryVariables> = {
  resource: 'appUser',
  title: msg('App Users'),
  tableLabel: msg('App Users'),
  entityName: msg('User'),
  historyKind: 'AppUser',
  addText: msg('Add User'),
  list: AppUsersDocument,
  variables: ({ page, sort }) => ({ ...page, ...serverSort(sort, APP_USER_SORT_KEYS) }),
  rows: (data) => data.appUsers.items,
  ...appUserList((data: AppUsersQuery) => data.appUsers, APP_USER_SORT_KEYS),
  columns: COLUMNS,
  fields: [],
  initialValues: (editing) => (editing ? appUserFormValues(editing) : NEW_APP_USER),
  create: write(CreateAppUserDocument, (values) => {
    const input = withUserType(values);
    return input && { input: { ...input, pin: values.pin.trim() } };
  }),
  update: write(UpdateAppUserDocument, (values, editing) => {
    const input = withUserType(values);
    return input && { input: { id: editing.id, ...input } };
  }),
  remove: { document: DeleteAppUserDocument, confirm: (user) => ({ details: appUserDeleteDetails(user) }) },
  links: (navigate) => [{ label: msg('Businesses'), icon: 'office', onClick: (user) => navigate(`/business/${user.id}`) }],
  useParts: function useAppUserParts({ query }) {
    const frames = useProfileFrames(FRAME_KINDS);
    const { data: occupationData } = useQuery(OccupationsDocument);
    const fields = useMemo(() => appUserFields(occupationData?.occupations ?? []), [occupationData]);
    return {
      fields,
      toolbar: <ExportButton query={query} />,
      rowActions: frames.actions,
      dialogs: frames.dialog,
    };
  },
};

export default APP_USERS;
