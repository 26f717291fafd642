import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppUserFieldsFragment } from '../../gql/graphql';
import { clearToasts } from '../core/toaster';
import { type MockedResponses, renderAdmin, staffUser } from '../test-support/renderAdmin';
import { AppUsersDocument } from './graphql/appUsers';
import { OccupationsDocument } from './graphql/occupations';
import { UpdateAppUserDocument } from './graphql/updateAppUser';

/** The page is a lazily loaded chunk: its first render can take a while on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

const KIRAN = {
  __typename: 'AppUser',
  id: 'u1',
  name: 'Kiran Solanki',
  mobile: '9876543210',
  occupation: 'સરપંચ',
  status: true,
  userType: 'panchayat',
  downloadLimit: 10,
  village: 'Kalol',
  taluka: null,
  district: 'Gandhinagar',
  createdAt: '2026-01-10T06:30:00.000Z',
  subscription: null,
} as AppUserFieldsFragment;

const occupations: MockedResponses[number] = {
  request: { query: OccupationsDocument },
  result: { data: { occupations: ['સરપંચ', 'તલાટી કમ મંત્રી'] } },
  maxUsageCount: 5,
};
const firstPage = (users: AppUserFieldsFragment[], totalCount: number, countCapped = false): MockedResponses[number] => ({
  request: { query: AppUsersDocument, variables: { page: 1, limit: 10 } },
  result: { data: { appUsers: { __typename: 'AppUserPage', totalCount, countCapped, items: users } } },
});

/** UpdateAppUser's input for KIRAN as the edit dialog sends it (no pin), with `changes`. */
const kiranInput = (changes: Record<string, unknown>) => ({
  id: 'u1',
  name: 'Kiran Solanki',
  mobile: '9876543210',
  occupation: 'સરપંચ',
  downloadLimit: 10,
  village: 'Kalol',
  taluka: null,
  district: 'Gandhinagar',
  status: true,
  userType: 'panchayat',
  ...changes,
});

describe('AppUsersPage', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it("shows the server's page with the spec's columns, the total and a frames action by user type", { timeout: 20_000 }, async () => {
    renderAdmin('/appusers', { signedInAs: staffUser('superadmin'), responses: [occupations, firstPage([KIRAN], 1)] });
    const row = await screen.findByRole('row', { name: /Kiran Solanki/ }, PAGE_LOAD);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No.', 'Name', 'Occupation', 'Mobile', 'Status', 'Created At', 'Actions']);
    expect(within(row).getByText('સરપંચ')).toBeInTheDocument();
    expect(within(row).getByText(/^10\/01\/2026 \d{2}:\d{2} (am|pm)$/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Panchayat frames' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Election frames' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Mobile or Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });

  it('edits with the current values; a blank pin is not sent, so the old one stays', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const input = kiranInput({ downloadLimit: 25, status: false });
    renderAdmin('/appusers', {
      signedInAs: staffUser('superadmin'),
      responses: [
        occupations,
        firstPage([KIRAN], 1),
        {
          request: { query: UpdateAppUserDocument, variables: { input } },
          result: { data: { updateAppUser: { ...KIRAN, status: false, downloadLimit: 25 } } },
        },
        // The reload after saving (and any later one).
        { ...firstPage([{ ...KIRAN, status: false, downloadLimit: 25 }], 1), maxUsageCount: 10 },
      ],
    });
    const row = await screen.findByRole('row', { name: /Kiran Solanki/ }, PAGE_LOAD);
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/Village/)).toHaveValue('Kalol');
    expect(within(dialog).getByLabelText(/Pin Number/)).toHaveValue('');
    await user.clear(within(dialog).getByLabelText(/Mobile Number/));
    await user.type(within(dialog).getByLabelText(/Mobile Number/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Invalid mobile number')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Mobile Number/));
    await user.type(within(dialog).getByLabelText(/Mobile Number/), '9876543210');
    await user.clear(within(dialog).getByLabelText(/Download Limit/));
    await user.type(within(dialog).getByLabelText(/Download Limit/), '25');
    await user.selectOptions(within(dialog).getByLabelText(/^Status/), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated successfully', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await within(row).findByText('Inactive', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("shows a capped count as '10,000+' and pages on after the last user shown (keyset)", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const users = Array.from({ length: 10 }, (_unused, index) => ({ ...KIRAN, id: `u${index}`, name: `Kiran ${index}` }));
    renderAdmin('/appusers', {
      signedInAs: staffUser('superadmin'),
      responses: [
        occupations,
        firstPage(users, 10_001, true),
        {
          // The next page is asked for as 'after the last row shown', which the server finds at any depth.
          request: { query: AppUsersDocument, variables: { page: 2, limit: 10, after: 'u9' } },
          result: {
            data: {
              appUsers: { __typename: 'AppUserPage', totalCount: 10_001, countCapped: true, items: [{ ...KIRAN, id: 'u10', name: 'Kiran 10' }] },
            },
          },
        },
      ],
    });
    await screen.findByRole('row', { name: /Kiran 9/ }, PAGE_LOAD);
    const pager = screen.getByRole('navigation', { name: 'App Users pages' });
    expect(within(pager).getByText('1–10 of 10,000+')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('row', { name: /Kiran 10/ })).toBeInTheDocument();
    expect(within(pager).getByText('11–20 of 10,000+')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('row', { name: /Kiran 9/ })).toBeInTheDocument();
    expect(within(pager).getByText('1–10 of 10,000+')).toBeInTheDocument();
  });

  it('asks for a third letter before searching a name, but searches digits from the first', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const searched = (query: string, users: AppUserFieldsFragment[]): MockedResponses[number] => ({
      request: { query: AppUsersDocument, variables: { page: 1, limit: 10, query } },
      result: { data: { appUsers: { __typename: 'AppUserPage', totalCount: users.length, countCapped: false, items: users } } },
    });
    renderAdmin('/appusers', {
      signedInAs: staffUser('superadmin'),
      // No answer for 'ki': a request for it would fail the test with an unmatched query.
      responses: [occupations, firstPage([KIRAN], 1), searched('kir', [KIRAN]), searched('9', [KIRAN])],
    });
    await screen.findByRole('row', { name: /Kiran Solanki/ }, PAGE_LOAD);
    const box = screen.getByRole('searchbox', { name: 'Mobile or Name' });

    await user.type(box, 'ki{Enter}');
    expect(box).toHaveAccessibleDescription('Type at least 3 letters to search by name, or digits of a mobile number');
    expect(screen.getByText('Type at least 3 letters to search by name, or digits of a mobile number')).toBeVisible();
    expect(screen.getByRole('row', { name: /Kiran Solanki/ })).toBeInTheDocument();

    await user.type(box, 'r{Enter}');
    expect(screen.queryByText(/Type at least 3 letters/)).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Kiran Solanki/ })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '9{Enter}');
    expect(screen.queryByText(/Type at least 3 letters/)).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Kiran Solanki/ })).toBeInTheDocument();
  });

  it('shows a mobile already in use under Mobile Number, not in a toast, with focus there', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const taken = 'A user with this mobile number already exists';
    const input = kiranInput({ mobile: '9123456780' });
    renderAdmin('/appusers', {
      signedInAs: staffUser('superadmin'),
      responses: [
        occupations,
        firstPage([KIRAN], 1),
        {
          request: { query: UpdateAppUserDocument, variables: { input } },
          // The server names the field it refuses (issue 21).
          result: { errors: [{ message: taken, extensions: { code: 'CONFLICT', field: 'mobile' } }] },
        },
      ],
    });
    const row = await screen.findByRole('row', { name: /Kiran Solanki/ }, PAGE_LOAD);
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    const mobile = within(dialog).getByLabelText(/Mobile Number/);
    await user.clear(mobile);
    await user.type(mobile, '9123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText(taken, {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    // Only under the field: no toast says it as well.
    expect(screen.getAllByText(taken)).toHaveLength(1);
  });

  it('says what deleting a user takes with them', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderAdmin('/appusers', { signedInAs: staffUser('superadmin'), responses: [occupations, firstPage([KIRAN], 1)] });
    const row = await screen.findByRole('row', { name: /Kiran Solanki/ }, PAGE_LOAD);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(
        "This moves 'Kiran Solanki' and their businesses, panchayat and election profiles, and their images and files to the Trash.",
      ),
    ).toBeInTheDocument();
  });
});
