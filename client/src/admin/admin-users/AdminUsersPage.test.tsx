import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { type MockedResponses, renderAdmin, staffUser } from '../test-support/renderAdmin';
import { AdminUsersDocument } from '../shared/graphql/adminUsers';
import { CreateAdminUserDocument } from './graphql/createAdminUser';
import { DeleteAdminUserDocument } from './graphql/deleteAdminUser';
import { UpdateAdminUserDocument } from './graphql/updateAdminUser';

const CREATED_AT = '2026-03-05T14:07:00.000Z';

const RAVI: AdminUserFieldsFragment = {
  __typename: 'StaffUser',
  id: 'u1',
  name: 'Ravi Shah',
  email: 'ravi@example.com',
  role: 'employee',
  status: true,
  createdAt: CREATED_AT,
} as AdminUserFieldsFragment;

function listResponse(adminUsers: AdminUserFieldsFragment[]): MockedResponses[number] {
  return { request: { query: AdminUsersDocument }, result: { data: { adminUsers } } };
}

function renderAdminUsers(responses: MockedResponses) {
  return renderAdmin('/adminusers', { signedInAs: staffUser('superadmin'), responses });
}

describe('AdminUsersPage', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('lists users with role label, status and Created At as DD/MM/YYYY hh:mm a in India time', async () => {
    renderAdminUsers([listResponse([RAVI])]);
    const row = await screen.findByRole('row', { name: /Ravi Shah/ });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No.', 'Name', 'Role', 'Email', 'Status', 'Created At', 'Actions']);
    expect(within(row).getByText('Employee')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // 14:07 UTC is 19:37 in India, whatever zone the test runs in.
    expect(within(row).getByText('05/03/2026 07:37 pm')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('title', 'India time (IST)');
  });

  it('validates the add form with the spec texts, then creates the user', async () => {
    const user = userEvent.setup();
    const created = { ...RAVI, id: 'u2', name: 'Meera Joshi', email: 'meera@example.com', role: 'admin' as const };
    renderAdminUsers([
      listResponse([RAVI]),
      {
        request: {
          query: CreateAdminUserDocument,
          variables: {
            input: { name: 'Meera Joshi', email: 'meera@example.com', role: 'admin', status: true, password: 'Long-enough-1' },
          },
        },
        result: { data: { createAdminUser: created } },
      },
      listResponse([created, RAVI]),
    ]);
    await screen.findByText('Ravi Shah');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Role is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }

    await user.type(within(dialog).getByLabelText(/^Name/), 'Meera Joshi');
    await user.type(within(dialog).getByLabelText(/^Email/), 'meera@');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Email/), 'example.com');
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Long-enough-1');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(await screen.findByText('Meera Joshi')).toBeInTheDocument();
  });

  it('keeps the old password when editing with the password left blank', async () => {
    const user = userEvent.setup();
    renderAdminUsers([
      listResponse([RAVI]),
      {
        request: {
          query: UpdateAdminUserDocument,
          // No password key at all: the server keeps the current one.
          variables: { input: { id: 'u1', name: 'Ravi Shah', email: 'ravi@example.com', role: 'admin', status: true } },
        },
        result: { data: { updateAdminUser: { ...RAVI, role: 'admin' } } },
      },
      listResponse([{ ...RAVI, role: 'admin' }]),
    ]);
    await user.click(within(await screen.findByRole('row', { name: /Ravi Shah/ })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leave blank to keep the current password.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it("shows the server's refusal as a toast when deleting fails", async () => {
    const user = userEvent.setup();
    renderAdminUsers([
      listResponse([RAVI]),
      {
        request: { query: DeleteAdminUserDocument, variables: { id: 'u1' } },
        result: { errors: [{ message: 'You cannot delete your own account', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.click(within(await screen.findByRole('row', { name: /Ravi Shah/ })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete your own account')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ravi Shah')).toBeInTheDocument();
  });
});

describe('AdminUsersPage in Gujarati', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
    clearToasts();
    localStorage.clear();
  });

  const renderInGujarati = () =>
    renderAdmin('/adminusers', { signedInAs: staffUser('superadmin', { language: 'gu' }), responses: [listResponse([RAVI])] });

  it("follows the member's language: the screen's two-factor switch in Gujarati", async () => {
    renderInGujarati();
    await screen.findByRole('row', { name: /Ravi Shah/ });
    expect(await screen.findByLabelText('બે-પગલાંનું લૉગિન ફરજિયાત કરો')).toBeInTheDocument();
  });

  it('shows the title and a column header in Gujarati', async () => {
    renderInGujarati();
    expect(await screen.findByRole('heading', { name: 'એડમિન યુઝર્સ' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /Ravi Shah/ });
    expect(screen.getByRole('columnheader', { name: 'નામ' })).toBeInTheDocument();
  });
});
