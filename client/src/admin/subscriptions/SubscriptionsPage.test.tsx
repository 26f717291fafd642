import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionPlanFieldsFragment } from '../../gql/graphql';
import { clearToasts } from '../core/toaster';
import { type MockedResponses, renderAdmin, staffUser } from '../test-support/renderAdmin';
import { formatRupees } from '../shared/format';
import { CreateSubscriptionPlanDocument } from './graphql/createSubscriptionPlan';
import { SubscriptionPlansDocument } from '../shared/graphql/subscriptionPlans';

/** The page is a lazily loaded chunk: its first render can take a while on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

const GOLD = {
  __typename: 'SubscriptionPlan',
  id: 'p1',
  subscriptionName: 'Gold',
  subscriptionAmount: 149999,
  subscriptionDuration: 12,
  subscriptionType: 'business',
  status: true,
  holderCount: 3,
} as SubscriptionPlanFieldsFragment;

const listResponse = (plans: SubscriptionPlanFieldsFragment[]): MockedResponses[number] => ({
  request: { query: SubscriptionPlansDocument },
  result: { data: { subscriptionPlans: plans } },
});

describe('SubscriptionsPage', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('formats amounts with the rupee sign and Indian separators', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(499)).toBe('₹499');
  });

  it('lists plans with amount, months, type and status', { timeout: 20_000 }, async () => {
    renderAdmin('/subscriptions', { signedInAs: staffUser('employee'), responses: [listResponse([GOLD])] });
    const row = await screen.findByRole('row', { name: /Gold/ }, PAGE_LOAD);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No.', 'Name', 'Amount', 'Duration (months)', 'Type', 'Status', 'Actions']);
    expect(within(row).getByText('₹1,49,999')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('Business')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('asks for every field, refuses a fraction of a month, then creates the plan', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const input = {
      subscriptionName: 'Village Silver',
      subscriptionAmount: 999,
      subscriptionDuration: 6,
      subscriptionType: 'panchayat',
      status: true,
    };
    renderAdmin('/subscriptions', {
      signedInAs: staffUser('admin'),
      responses: [
        listResponse([]),
        {
          request: { query: CreateSubscriptionPlanDocument, variables: { input } },
          result: { data: { createSubscriptionPlan: { ...GOLD, ...input, id: 'p2', holderCount: 0 } } },
        },
        listResponse([{ ...GOLD, ...input, id: 'p2', holderCount: 0 } as SubscriptionPlanFieldsFragment]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Subscription' }, PAGE_LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Add Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const label of ['Subscription Name', 'Subscription Amount', 'Subscription Duration', 'Subscription Type']) {
      expect(within(dialog).getByText(`${label} is required`)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(/Subscription Name/), 'Village Silver');
    await user.type(within(dialog).getByLabelText(/Subscription Amount/), '999');
    await user.type(within(dialog).getByLabelText(/Subscription Duration/), '1.5');
    await user.selectOptions(within(dialog).getByLabelText(/Subscription Type/), 'Panchayat');
    expect(within(dialog).getByText('Subscription Duration must be a whole number from 1 to 120')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Subscription Duration/));
    await user.type(within(dialog).getByLabelText(/Subscription Duration/), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Subscription created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Village Silver/ })).toBeInTheDocument();
  });
});
