import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { ReportsDocument } from './graphql/reports';

const noUsers = {
  request: { query: ReportsDocument },
  result: {
    data: {
      reports: {
        __typename: 'Reports',
        today: '2026-11-05',
        newUsersPerDay: [],
        usersByType: [],
        usersByDistrict: [],
        activePlans: [],
        revenueByMonth: [],
      },
    },
  },
};

/** Issue 29: a member whose language is ગુજરાતી (kept on the server) opens Reports in Gujarati. */
describe('ReportsPage in Gujarati', () => {
  afterEach(async () => {
    clearToasts();
    localStorage.clear();
    await act(() => applyLanguage('en'));
  });

  it('shows its heading, buttons and empty state in Gujarati', async () => {
    renderAdmin('/reports', { signedInAs: staffUser('employee', { language: 'gu' }), responses: [noUsers] });
    expect(await screen.findByRole('heading', { level: 1, name: 'રિપોર્ટ્સ' })).toBeInTheDocument();
    expect(await screen.findByText('હજી કોઈ એપ યુઝર નથી')).toBeInTheDocument();
    expect(screen.getByText('લોકો એપમાં જોડાય અને પ્લાન અપાય તેમ રિપોર્ટ્સ ભરાતા જશે.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'રિફ્રેશ કરો' })).toBeInTheDocument();
  });
});
