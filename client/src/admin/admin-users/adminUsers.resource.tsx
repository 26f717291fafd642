import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminUserFieldsFragment, StaffRole } from '../../gql/graphql';
import { ROLE_LABELS } from '../app/roles';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { formatDateTime } from '../shared/format';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { PageHeader } from '../shared/PageHeader';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { AdminUsersDocument } from './graphql/adminUsers';
import { CreateAdminUserDocument } from './graphql/createAdminUser';
import { DeleteAdminUserDocument } from './graphql/deleteAdminUser';
import { UpdateAdminUserDocument } from './graphql/updateAdminUser';

type AdminUser = AdminUserFieldsFragment;

export interface AdminUserFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  role: StaffRole | '';
  status: boolean;
}

/** Same rule and text as the server, so the mistake shows under the field. */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

const NEW_USER: AdminUserFormValues = { name: '', email: '', password: '', role: '', status: true };

/** Spec §2 Admin Users: a superadmin gives the role Admin or Employee. */
const ROLE_OPTIONS = [
  { label: ROLE_LABELS.admin, value: 'admin' },
  { label: ROLE_LABELS.employee, value: 'employee' },
] as const;

export const ADMIN_USER_FIELDS: readonly FormField<AdminUserFormValues>[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'off' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    required: (_values, mode) => mode === 'add',
    validate: (value) => (String(value).length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : undefined),
    helperText: (mode) =>
      mode === 'edit' ? 'Leave blank to keep the current password.' : `At least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  { name: 'role', label: 'Role', type: 'select', required: true, options: ROLE_OPTIONS },
  { name: 'status', label: 'Status', type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<AdminUser>[] = [
  { id: 'name', header: 'Name', value: (user) => user.name, sortable: true },
  { id: 'role', header: 'Role', value: (user) => ROLE_LABELS[user.role], sortable: true },
  { id: 'email', header: 'Email', value: (user) => user.email, sortable: true },
  {
    id: 'status',
    header: 'Status',
    value: (user) => user.status,
    render: (user) => <StatusTag active={user.status} />,
    sortable: true,
  },
  {
    id: 'createdAt',
    header: 'Created At',
    // ISO timestamps sort correctly as text; the cell shows them as DD/MM/YYYY hh:mm a.
    value: (user) => user.createdAt,
    render: (user) => formatDateTime(user.createdAt),
    searchable: false,
    sortable: true,
  },
];

/** Spec §2 Admin Users (superadmin only): list, add/edit dialog, delete confirmation. */
export function AdminUsersPage() {
  const dialog = useRecordDialog<AdminUser>();
  const [deleting, setDeleting] = useState<AdminUser>();

  const { data, loading, error, refetch } = useQuery(AdminUsersDocument);
  useErrorToast(error, 'Failed to get users');

  const reload = { refetchQueries: [AdminUsersDocument] };
  const [createUser] = useMutationWithToast(CreateAdminUserDocument, {
    successMessage: 'User created successfully',
    failureMessage: 'Failed to create user',
    ...reload,
  });
  const [updateUser] = useMutationWithToast(UpdateAdminUserDocument, {
    successMessage: 'User updated successfully',
    failureMessage: 'Failed to update user',
    ...reload,
  });
  const [deleteUser] = useMutationWithToast(DeleteAdminUserDocument, {
    successMessage: 'User deleted successfully',
    failureMessage: 'Failed to delete user',
    ...reload,
  });

  const actions: RowAction<AdminUser>[] = [
    { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
    { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
  ];

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: AdminUserFormValues = editing
    ? { name: editing.name, email: editing.email, password: '', role: editing.role, status: editing.status }
    : NEW_USER;

  const save = async ({ name, email, password, role, status }: AdminUserFormValues) => {
    // Validation guarantees a role; the check narrows the type.
    if (!role) return false;
    const fields = { name: name.trim(), email: email.trim(), role, status };
    const saved = editing
      ? // A blank password keeps the current one, so it is not sent at all.
        await updateUser({ input: { id: editing.id, ...fields, ...(password ? { password } : {}) } })
      : await createUser({ input: { ...fields, password } });
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title="Admin Users" />
      <DataTable
        label="Admin Users"
        rows={data?.adminUsers ?? []}
        columns={COLUMNS}
        rowKey={(user) => user.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get users"
        onRetry={refetch}
        toolbar={<AddButton text="Add User" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="User"
        fields={ADMIN_USER_FIELDS}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteUser({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default AdminUsersPage;
