import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { SessionUserFragment, StaffRole } from '../../gql/graphql';
import { AdminRoutes } from '../app/AdminRoutes';
import { SessionProvider } from '../core/session';
import { storeToken } from '../core/tokenStorage';
import { MeDocument } from '../core/graphql/me';
import { TrashRetentionDaysDocument } from '../shared/graphql/trashRetentionDays';

export type MockedResponses = ConstructorParameters<typeof MockLink>[0];

export function staffUser(role: StaffRole, overrides: Partial<SessionUserFragment> = {}): SessionUserFragment {
  return {
    __typename: 'StaffUser',
    id: `${role}-id`,
    name: `Test ${role}`,
    email: `${role}@example.com`,
    role,
    status: true,
    language: 'en',
    gujaratiDigits: false,
    ...overrides,
  } as SessionUserFragment;
}

/** TRASH_RETENTION_DAYS as the server answers it by default, for any delete confirmation that asks. */
export const trashRetentionResponse: MockedResponses[number] = {
  request: { query: TrashRetentionDaysDocument },
  result: { data: { trashRetentionDays: 30 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A `me` answer for a stored session. */
export function meResponse(user: SessionUserFragment): MockedResponses[number] {
  return { request: { query: MeDocument }, result: { data: { me: user } } };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * The whole admin (routes, guards, shell) at `path`, with GraphQL answered
 * by `responses`. With `signedInAs`, a token is stored and `me` answers that user.
 */
export function renderAdmin(path: string, { responses = [], signedInAs }: { responses?: MockedResponses; signedInAs?: SessionUserFragment } = {}) {
  if (signedInAs) storeToken('test-token');
  const link = new MockLink([...(signedInAs ? [meResponse(signedInAs)] : []), ...responses, trashRetentionResponse]);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider transport={link}>
        <AdminRoutes />
        <LocationProbe />
      </SessionProvider>
    </MemoryRouter>,
  );
}
