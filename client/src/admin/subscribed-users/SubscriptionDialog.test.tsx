import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppUserFieldsFragment } from '../../gql/graphql';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { SubscriptionPlansDocument } from '../shared/graphql/subscriptionPlans';
import { type MockedResponses, renderAdmin, staffUser } from '../test-support/renderAdmin';
import { DeleteSubscriptionDocument } from './graphql/deleteSubscription';
import { SubscribedUsersDocument } from './graphql/subscribedUsers';
import { SubscriptionDialog } from './SubscriptionDialog';

const PAGE_LOAD = { timeout: 10_000 };

const RAMESH = {
  __typename: 'AppUser',
  id: 'u1',
  name: 'Ramesh Patel',
  mobile: '9876543210',
  occupation: null,
  status: true,
  userType: 'panchayat',
  downloadLimit: 10,
  village: null,
  taluka: null,
  district: null,
  createdAt: '2026-01-10T06:30:00.000Z',
  subscription: {
    __typename: 'AppUserSubscription',
    subscriptionId: 'p1',
    subscriptionName: 'Gold',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2027-01-01T00:00:00.000Z',
  },
} as AppUserFieldsFragment;

const list = (users: AppUserFieldsFragment[]): MockedResponses[number] => ({
  request: { query: SubscribedUsersDocument, variables: { page: 1, limit: 10, state: 'all' } },
  result: { data: { subscribedUsers: { __typename: 'AppUserPage', totalCount: users.length, countCapped: false, items: users } } },
});

describe('SubscriptionDialog', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it("asks before 'Delete Subscription' takes a user's plan away, naming the plan", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderAdmin('/subscribedusers', {
      signedInAs: staffUser('superadmin'),
      responses: [
        list([RAMESH]),
        {
          request: { query: SubscriptionPlansDocument, variables: { type: 'panchayat', status: true } },
          result: { data: { subscriptionPlans: [] } },
        },
        {
          request: { query: DeleteSubscriptionDocument, variables: { userId: 'u1' } },
          result: { data: { deleteSubscription: { ...RAMESH, subscription: null } } },
        },
        { ...list([{ ...RAMESH, subscription: null }]), maxUsageCount: 5 },
      ],
    });
    const row = await screen.findByRole('row', { name: /Ramesh Patel/ }, PAGE_LOAD);
    await user.click(within(row).getByRole('button', { name: 'Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Subscription' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Remove the plan "Gold" from Ramesh Patel?')).toBeInTheDocument();
    // Cancel keeps the plan: nothing was sent (an unanswered delete would fail the test).
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Subscription deleted successfully')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Subscription' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Subscription' }));
    expect(await screen.findByText('Subscription deleted successfully', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription' })).not.toBeInTheDocument());
  });
});

describe('SubscriptionDialog in Gujarati', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('shows the current plan, the plans with their months and the buttons in Gujarati', async () => {
    await act(() => applyLanguage('gu'));
    const plan = {
      __typename: 'SubscriptionPlan',
      id: 'p2',
      subscriptionName: 'Silver',
      subscriptionAmount: 999,
      subscriptionDuration: 12,
      subscriptionType: 'panchayat',
      status: true,
      holderCount: 0,
    };
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: SubscriptionPlansDocument, variables: { type: 'panchayat', status: true } },
            result: { data: { subscriptionPlans: [plan] } },
          },
        ]}
      >
        <SubscriptionDialog user={RAMESH} onClose={() => {}} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'સબ્સ્ક્રિપ્શન' });
    expect(within(dialog).getByText('હાલનો પ્લાન:', { exact: false })).toHaveTextContent(/^હાલનો પ્લાન: Gold 01\/01\/2026 થી 01\/01\/2027 સુધી$/);
    expect(await within(dialog).findByRole('option', { name: 'Silver – 12 મહિના' })).toBeInTheDocument();
    expect(within(dialog).getByText('સોંપવાથી આજથી હાલનો પ્લાન બદલાઈ જશે')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'સોંપો' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'સબ્સ્ક્રિપ્શન કાઢી નાખો' })).toBeInTheDocument();
  });
});
