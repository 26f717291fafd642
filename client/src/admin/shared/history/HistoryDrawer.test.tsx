import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditChangesDocument } from './graphql/auditChanges';
import { AuditEventsDocument } from './graphql/auditEvents';
import { HistoryDrawer } from './HistoryDrawer';

const FRAME = { entityKind: 'Frame', entityId: 'frame-1' };
const SUMMARY = 'Edited frame "વેપાર કિનારી": region 4 changed';

const eventsResponse = {
  request: { query: AuditEventsDocument, variables: { ...FRAME, limit: 50 } },
  result: {
    data: {
      auditEvents: {
        __typename: 'AuditEventPage',
        totalCount: 1,
        items: [
          {
            __typename: 'AuditEvent',
            id: '7',
            occurredAt: '2026-11-28T05:00:00.000Z',
            action: 'update',
            ...FRAME,
            entityName: 'વેપાર કિનારી',
            summary: SUMMARY,
            staffId: 'staff-1',
            staffName: 'Meera',
            staffRole: 'admin',
            requestId: 'request-1',
            clientIp: null,
            changeCount: 1,
          },
        ],
      },
    },
  },
};

const changesResponse = {
  request: { query: AuditChangesDocument, variables: { eventId: '7' } },
  result: {
    data: {
      auditChanges: [
        {
          __typename: 'AuditChange',
          id: '70',
          entityKind: 'FrameRegion',
          entityId: 'region-4',
          entityName: 'Region 4',
          operation: 'update',
          fields: [
            { __typename: 'AuditFieldChange', field: 'fontColor', label: 'Font Color', beforeText: '—', afterText: '#aa0000' },
            { __typename: 'AuditFieldChange', field: 'frameFieldId', label: 'Type', beforeText: 'Mobile (mobile)', afterText: 'Name (name)' },
          ],
        },
      ],
    },
  },
};

describe('HistoryDrawer', () => {
  it("names the change in words: the summary, the region by its number, fields by the form's labels, a reference by its name", async () => {
    render(
      <MockedProvider mocks={[eventsResponse, changesResponse]}>
        <HistoryDrawer subject={FRAME} title="Frame" isOpen onClose={() => {}} />
      </MockedProvider>,
    );
    const event = await screen.findByRole('button', { name: /Updated by Meera/ });
    expect(event.textContent).toContain(SUMMARY);
    await userEvent.click(event);
    const change = await screen.findByRole('region', { name: 'Region 4 changed' });
    const rows = within(change)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Font Color', '—', '#aa0000'],
      ['Type', 'Mobile (mobile)', 'Name (name)'],
    ]);
    // No code names or ids on screen.
    expect(change.textContent).not.toMatch(/fontColor|frameFieldId|region-4/);
  });

  it('says where a sign-in came from: the client IP address', async () => {
    const STAFF = { entityKind: 'StaffUser', entityId: 'staff-1' };
    const signIn = {
      request: { query: AuditEventsDocument, variables: { ...STAFF, limit: 50 } },
      result: {
        data: {
          auditEvents: {
            __typename: 'AuditEventPage',
            totalCount: 1,
            items: [
              {
                ...eventsResponse.result.data.auditEvents.items[0],
                id: '8',
                action: 'sign_in',
                ...STAFF,
                entityName: 'Meera',
                summary: 'Signed in',
                clientIp: '203.0.113.7',
                changeCount: 0,
              },
            ],
          },
        },
      },
    };
    render(
      <MockedProvider mocks={[signIn]}>
        <HistoryDrawer subject={STAFF} title="Meera" isOpen onClose={() => {}} />
      </MockedProvider>,
    );
    const event = await screen.findByRole('button', { name: /by Meera/ });
    expect(event.textContent).toContain('from IP address 203.0.113.7');
  });
});
