import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { dashboardResponse } from '../test-support/responses';
import { NotificationsDocument } from '../shared/graphql/notifications';
import { ScheduledNotificationsDocument } from '../shared/graphql/scheduledNotifications';
import { ALL_NOTIFICATIONS_TEXT, NO_NOTIFICATIONS_TEXT, NO_SCHEDULED_TEXT } from './TopBar';

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

function scheduled(id: string, title: string, sendAt: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ScheduledNotification',
    id,
    subjectType: 'festival',
    subjectId: id,
    title,
    sendAt,
    status: 'scheduled',
    reason: null,
    automatic: false,
    scheduledByName: 'Asha',
    createdAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

function scheduledResponse(items: unknown[]) {
  return {
    request: { query: ScheduledNotificationsDocument, variables: { page: 1, limit: 10, status: 'scheduled' } },
    result: { data: { scheduledNotifications: { __typename: 'ScheduledNotificationPage', totalCount: items.length, items } } },
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
        scheduledResponse([]),
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

  it('names each notification in Gujarati for a member who chose it', async () => {
    await act(() => applyLanguage('gu'));
    try {
      const user = userEvent.setup();
      renderAdmin('/dashboard', {
        signedInAs: staffUser('admin', { language: 'gu' }),
        responses: [
          dashboardResponse(),
          scheduledResponse([]),
          notificationsResponse([notification({ id: 'n3', title: 'Diwali', subjectType: 'festival', state: 'failed', error: 'FCM refused' })]),
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'સૂચનાઓ' }));
      const menu = await screen.findByRole('menu', { name: 'સૂચનાઓ' });
      expect(await within(menu).findByRole('listitem', { name: 'તહેવાર Diwali: નિષ્ફળ' })).toBeInTheDocument();
    } finally {
      await act(() => applyLanguage('en'));
    }
  });

  it('says so when none has been sent', async () => {
    const user = userEvent.setup();
    renderAdmin('/dashboard', {
      signedInAs: staffUser('employee'),
      responses: [dashboardResponse(), scheduledResponse([]), notificationsResponse([])],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(NO_NOTIFICATIONS_TEXT)).toBeInTheDocument();
    expect(await screen.findByText(NO_SCHEDULED_TEXT)).toBeInTheDocument();
  });

  it('lists the scheduled ones, nearest first as the server orders them, and leads to the Notifications screen', async () => {
    const user = userEvent.setup();
    renderAdmin('/dashboard', {
      signedInAs: staffUser('employee'),
      responses: [
        dashboardResponse(),
        scheduledResponse([
          scheduled('s1', 'Wedding', '2026-11-24T04:30:00.000Z', { subjectType: 'custom_category' }),
          scheduled('s2', 'Diwali', '2026-11-25T01:30:00.000Z', { automatic: true, scheduledByName: null }),
        ]),
        notificationsResponse([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const wedding = await within(menu).findByRole('listitem', { name: 'Custom category Wedding: Scheduled' });
    const diwali = within(menu).getByRole('listitem', { name: 'Festival Diwali: Scheduled' });
    expect(wedding.compareDocumentPosition(diwali) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(wedding).toHaveTextContent('24/11/2026 10:00 am · Asha');
    expect(diwali).toHaveTextContent('25/11/2026 07:00 am · Automatic (festival morning)');
    await user.click(within(menu).getByText(ALL_NOTIFICATIONS_TEXT));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  });
});
