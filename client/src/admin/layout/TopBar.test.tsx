import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { dashboardResponse } from '../test-support/responses';
import { NotificationsDocument } from '../shared/graphql/notifications';
import { NO_NOTIFICATIONS_TEXT } from './TopBar';

function notification(overrides: Record<string, unknown>) {
  return {
    __typename: 'Notification',
    body: null,
    sentByName: 'Asha',
    createdAt: '2026-11-23T10:15:00.000Z',
    deliveredAt: null,
    error: null,
    ...overrides,
  };
}

function notificationsResponse(notifications: unknown[]) {
  return {
    request: { query: NotificationsDocument, variables: { limit: 10 } },
    result: { data: { notifications } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('notifications menu', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('lists the latest notifications sent, with what they are about and their state', async () => {
    const user = userEvent.setup();
    renderAdmin('/dashboard', {
      signedInAs: staffUser('admin'),
      responses: [
        dashboardResponse(),
        notificationsResponse([
          notification({ id: 'n1', title: 'Wedding', subjectType: 'custom_category', state: 'queued' }),
          notification({ id: 'n2', title: 'Rangoli', subjectType: 'subcategory', state: 'delivered' }),
          notification({ id: 'n3', title: 'Diwali', subjectType: 'festival', state: 'failed', error: 'FCM refused' }),
        ]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(await within(menu).findByRole('listitem', { name: 'Custom category Wedding: Queued' })).toBeInTheDocument();
    expect(within(menu).getByRole('listitem', { name: 'Subcategory Rangoli: Delivered' })).toBeInTheDocument();
    expect(within(menu).getByRole('listitem', { name: 'Festival Diwali: Failed' })).toBeInTheDocument();
    expect(within(menu).getAllByText(/Asha/)).toHaveLength(3);
  });

  it('says so when none has been sent', async () => {
    const user = userEvent.setup();
    renderAdmin('/dashboard', { signedInAs: staffUser('employee'), responses: [dashboardResponse(), notificationsResponse([])] });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(NO_NOTIFICATIONS_TEXT)).toBeInTheDocument();
  });
});
