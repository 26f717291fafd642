import type { AdminUserFieldsFragment, AdminUsersQuery, StaffRole } from '../../gql/graphql';
import { msg, translate } from '../core/i18n/i18n';
import { ROLE_LABELS } from '../core/roles';
import type { DataTableColumn } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import type { FormField } from '../shared/FormDialog';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { AdminUsersDocument } from '../shared/graphql/adminUsers';
import { CreateAdminUserDocument } from './graphql/createAdminUser';
import { DeleteAdminUserDocument } from './graphql/deleteAdminUser';
import { UpdateAdminUserDocument } from './graphql/updateAdminUser';
import { useAdminUserParts } from './useAdminUserParts';

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
const PASSWORD_TOO_SHORT = msg('Password must be at least 8 characters');

const NEW_USER: AdminUserFormValues = { name: '', email: '', password: '', role: '', status: true };

/** Spec §2 Admin Users: a superadmin gives the role Admin or Employee. */
const ROLE_OPTIONS = [
  { label: ROLE_LABELS.admin, value: 'admin' },
  { label: ROLE_LABELS.employee, value: 'employee' },
] as const;

export const ADMIN_USER_FIELDS: readonly FormField<AdminUserFormValues>[] = [
  { name: 'name', label: msg('Name'), required: true, autoComplete: 'off' },
  { name: 'email', label: msg('Email'), type: 'email', required: true, autoComplete: 'off' },
  {
    name: 'password',
    label: msg('Password'),
    type: 'password',
    autoComplete: 'new-password',
    required: (_values, mode) => mode === 'add',
    validate: (value) => (String(value).length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : undefined),
    helperText: (mode) =>
      mode === 'edit' ? msg('Leave blank to keep the current password.') : translate('At least {count} characters.', { count: PASSWORD_MIN_LENGTH }),
  },
  { name: 'role', label: msg('Role'), type: 'select', required: true, options: ROLE_OPTIONS },
  { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<AdminUser>[] = [
  { id: 'name', header: msg('Name'), value: (user) => user.name, sortable: true },
  { id: 'role', header: msg('Role'), value: (user) => ROLE_LABELS[user.role], render: (user) => translate(ROLE_LABELS[user.role]), sortable: true },
  { id: 'email', header: msg('Email'), value: (user) => user.email, sortable: true },
  {
    id: 'status',
    header: msg('Status'),
    value: (user) => user.status,
    render: (user) => <StatusTag active={user.status} />,
    sortable: true,
  },
  {
    id: 'createdAt',
    header: msg('Created At'),
    headerHint: TIME_ZONE_LABEL,
    // ISO timestamps sort correctly as text; the cell shows them as DD/MM/YYYY hh:mm a.
    value: (user) => user.createdAt,
    render: (user) => formatDateTime(user.createdAt),
    searchable: false,
    sortable: true,
  },
];

/** Spec §2 Admin Users (superadmin only): list, add/edit dialog, delete confirmation. */
const ADMIN_USERS: ResourceConfig<AdminUser, AdminUserFormValues, AdminUsersQuery> = {
  resource: 'adminUser',
  title: msg('Admin Users'),
  tableLabel: msg('Admin Users'),
  entityName: msg('User'),
  historyKind: 'StaffUser',
  addText: msg('Add User'),
  list: AdminUsersDocument,
  rows: (data) => data.adminUsers,
  columns: COLUMNS,
  fields: ADMIN_USER_FIELDS,
  initialValues: (editing) =>
    editing ? { name: editing.name, email: editing.email, password: '', role: editing.role, status: editing.status } : NEW_USER,
  create: write(CreateAdminUserDocument, ({ password, ...values }) => ({ input: { ...userInput(values), password } })),
  update: write(
    UpdateAdminUserDocument,
    // A blank password keeps the current one, so it is not sent at all.
    ({ password, ...values }, editing) => ({
      input: { id: editing.id, ...userInput(values), ...(password ? { password } : {}) },
    }),
  ),
  // Staff accounts are deleted for good (no Trash, no Undo).
  remove: { document: DeleteAdminUserDocument, final: true },
  useParts: useAdminUserParts,
};

function userInput({ name, email, role, status }: Pick<AdminUserFormValues, 'name' | 'email' | 'role' | 'status'>) {
  // Validation guarantees a role before saving.
  return { name: name.trim(), email: email.trim(), role: role as StaffRole, status };
}

export default ADMIN_USERS;
