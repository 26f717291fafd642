import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppUserFieldsFragment, AppUserSortColumn } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { cascadeDeleteMessage } from '../shared/cascadeMessage';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { type FormErrors, FormDialog } from '../shared/FormDialog';
import { PageHeader } from '../shared/PageHeader';
import { StatusTag } from '../shared/StatusTag';
import { useCrudMutations } from '../shared/resource/useCrudMutations';
import { useRecordDialog } from '../shared/useRecordDialog';
import { type AppUserFormValues, appUserFields, appUserFormValues, appUserInput, NEW_APP_USER } from './appUserForm';
import { ExportButton } from './ExportButton';
import { type FrameKind, ProfileFramesDialog, profileFrameActions } from './ProfileFramesDialog';
import { AppUsersDocument } from './graphql/appUsers';
import { CreateAppUserDocument } from './graphql/createAppUser';
import { DeleteAppUserDocument } from './graphql/deleteAppUser';
import { OccupationsDocument } from './graphql/occupations';
import { UpdateAppUserDocument } from './graphql/updateAppUser';
import { useServerPaging } from '../shared/useServerPaging';
import { appUserSearchHint, appUserSearchText } from './appUserSearch';

type AppUser = AppUserFieldsFragment;

export const SEARCH_LABEL = 'Mobile or Name';

/** The columns the server sorts by (an index serves each), by column id. */
export const APP_USER_SORT_KEYS = { name: 'name', mobile: 'mobile', createdAt: 'createdAt' } as const satisfies Record<string, AppUserSortColumn>;

const COLUMNS: readonly DataTableColumn<AppUser>[] = [
  { id: 'name', header: 'Name', value: (user) => user.name, sortable: true },
  { id: 'occupation', header: 'Occupation', value: (user) => user.occupation },
  { id: 'mobile', header: 'Mobile', value: (user) => user.mobile, sortable: true },
  {
    id: 'status',
    header: 'Status',
    value: (user) => user.status,
    render: (user) => <StatusTag active={user.status} />,
  },
  {
    id: 'createdAt',
    header: 'Created At',
    headerHint: TIME_ZONE_LABEL,
    value: (user) => formatDateTime(user.createdAt),
    sortable: true,
  },
];

/** A user's delete takes their businesses, profiles and files along (they cascade). */
export const appUserDeleteDetails = (user: Pick<AppUser, 'name'>) =>
  cascadeDeleteMessage(user.name, 'their businesses, panchayat and election profiles, and their images and files');

/**
 * Spec §2 App Users (superadmin): the server pages and searches (there can
 * be a million users), add/edit/delete, links to businesses and frames, and
 * the export of the current search.
 */
export function AppUsersPage() {
  const navigate = useNavigate();
  const paging = useServerPaging<AppUserSortColumn>(APP_USER_SORT_KEYS);
  const dialog = useRecordDialog<AppUser>();
  const [deleting, setDeleting] = useState<AppUser>();
  const [frames, setFrames] = useState<{ user: AppUser; kind: FrameKind }>();

  const { data, previousData, loading, error, refetch } = useQuery(AppUsersDocument, { variables: { ...paging.variables, ...paging.sortVariables } });
  // The last page stays on screen while the next one loads.
  const shown = (data ?? previousData)?.appUsers;
  const { data: occupationData } = useQuery(OccupationsDocument);
  const fields = useMemo(() => appUserFields(occupationData?.occupations ?? []), [occupationData]);

  const {
    create: createUser,
    update: updateUser,
    remove: deleteUser,
    createRefusal,
    updateRefusal,
  } = useCrudMutations('appUser', {
    create: CreateAppUserDocument,
    update: UpdateAppUserDocument,
    remove: DeleteAppUserDocument,
    undoableDelete: true,
    refetchQueries: [AppUsersDocument],
  });

  const actions = useMemo<RowAction<AppUser>[]>(
    () => [
      { label: 'Businesses', icon: 'office', onClick: (user) => navigate(`/business/${user.id}`) },
      ...profileFrameActions<AppUser>(['panchayat', 'election'], (user, kind) => setFrames({ user, kind })),
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [navigate, dialog.openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues = editing ? appUserFormValues(editing) : NEW_APP_USER;

  const save = async (values: AppUserFormValues) => {
    if (!values.userType) return false;
    const input = { ...appUserInput(values), userType: values.userType };
    const saved = editing
      ? await updateUser({ input: { id: editing.id, ...input } })
      : await createUser({ input: { ...input, pin: values.pin.trim() } });
    if (saved) return true;
    // A refusal naming a field (a mobile already in use) goes under it.
    return ((editing ? updateRefusal() : createRefusal()) as FormErrors<AppUserFormValues> | undefined) ?? false;
  };

  return (
    <>
      <PageHeader title="App Users" />
      <DataTable
        label="App Users"
        rows={shown?.items ?? []}
        columns={COLUMNS}
        rowKey={(user) => user.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get users"
        onRetry={refetch}
        searchPlaceholder={SEARCH_LABEL}
        server={paging.table(shown?.totalCount, {
          countCapped: shown?.countCapped,
          searchText: appUserSearchText,
          searchHint: appUserSearchHint,
          lastRowId: data?.appUsers.items.at(-1)?.id,
        })}
        toolbar={
          <>
            <ExportButton query={paging.query} />
            <AddButton text="Add User" onClick={dialog.openAdd} />
          </>
        }
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="User"
        history={editing ? { entityKind: 'AppUser', entityId: editing.id } : undefined}
        fields={fields}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ProfileFramesDialog user={frames?.user} kind={frames?.kind ?? 'panchayat'} onClose={() => setFrames(undefined)} />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        details={deleting ? appUserDeleteDetails(deleting) : undefined}
        onConfirm={() => deleting && deleteUser({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default AppUsersPage;
