import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { ScheduledNotificationsDocument } from '../shared/graphql/scheduledNotifications';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';

const morning = {
  __typename: 'ScheduledNotification',
  id: 's1',
  subjectType: 'festival',
  subjectId: 'f1',
  title: 'Diwali',
  sendAt: '2026-11-08T01:30:00.000Z',
  status: 'scheduled',
  reason: null,
  automatic: true,
  scheduledByName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function scheduledList(variables: Record<string, unknown>) {
  return {
    request: { query: ScheduledNotificationsDocument, variables },
    result: { data: { scheduledNotifications: { __typename: 'ScheduledNotificationPage', totalCount: 1, items: [morning] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Issue 29: the Notifications screen for a member whose language is ગુજરાતી. */
describe('Notifications in Gujarati', () => {
  afterEach(async () => {
    clearToasts();
    localStorage.clear();
    await act(() => applyLanguage('en'));
  });

  it('titles the screen in Gujarati and says what each scheduled notification is about, its status and who scheduled it', async () => {
    renderAdmin('/notifications', {
      signedInAs: staffUser('admin', { language: 'gu' }),
      responses: [scheduledList({ page: 1, limit: 10 }), scheduledList({ page: 1, limit: 10, status: 'scheduled' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'સૂચનાઓ' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Diwali' })).closest('tr')!;
    expect(within(row).getByText('તહેવાર')).toBeInTheDocument();
    expect(within(row).getByText('નિર્ધારિત')).toBeInTheDocument();
    expect(within(row).getByText('ઓટોમેટિક (તહેવારની સવાર)')).toBeInTheDocument();
  });
});
