import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { MySessionsDocument } from './graphql/mySessions';
import { SESSIONS_SHOWN, SessionsDialog } from './SessionsDialog';

const session = (id: string, current: boolean) => ({
  __typename: 'StaffSession' as const,
  id,
  client: current ? 'Chrome on Windows' : 'Safari on iPhone',
  ip: current ? '10.0.0.1' : '10.0.0.2',
  createdAt: '2026-03-05T14:07:00.000Z',
  lastSeenAt: '2026-03-05T15:07:00.000Z',
  current,
});

function renderDialog() {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: MySessionsDocument, variables: { limit: SESSIONS_SHOWN } },
          result: { data: { mySessions: { __typename: 'StaffSessionPage', totalCount: 2, items: [session('s1', true), session('s2', false)] } } },
        },
      ]}
    >
      <SessionsDialog isOpen onClose={() => {}} />
    </MockedProvider>,
  );
}

describe('SessionsDialog in Gujarati', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('shows the title, the table, this session and the End buttons in Gujarati', async () => {
    await act(() => applyLanguage('gu'));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'સત્રો' });
    const table = await within(dialog).findByRole('table', { name: 'સત્રો' });
    expect(within(table).getByRole('columnheader', { name: 'બ્રાઉઝર અથવા ક્લાયન્ટ' })).toBeInTheDocument();
    expect(within(table).getByText('આ સત્ર')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '10.0.0.2 પરથી Safari on iPhone પરનું સત્ર સમાપ્ત કરો' })).toHaveTextContent('સમાપ્ત કરો');
    expect(within(dialog).getByRole('button', { name: 'બીજાં બધાં સત્રો સમાપ્ત કરો' })).toBeEnabled();
  });
});
