import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredToken } from '../core/tokenStorage';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { dashboardResponse } from '../test-support/responses';
import { LoginDocument } from './graphql/login';
import {
  ChangeTemporaryPasswordDocument,
  PasswordResetAvailableDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from './graphql/password';
import { RESET_LINK_SENT } from './PasswordSteps';

const ADMIN = staffUser('admin', { name: 'Asha Patel', email: 'asha@example.com' });
const available = (passwordResetAvailable: boolean) => ({
  request: { query: PasswordResetAvailableDocument },
  result: { data: { passwordResetAvailable } },
});

describe('sign-in password steps', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('asks for a new password after a temporary one, refuses a short one, then signs in', async () => {
    const user = userEvent.setup();
    renderAdmin('/login', {
      responses: [
        available(false),
        {
          request: { query: LoginDocument, variables: { input: { email: 'asha@example.com', password: 'granite-harbour-42' } } },
          result: { data: { login: { __typename: 'PasswordChangeChallenge', challenge: 'challenge-1' } } },
        },
        {
          request: { query: ChangeTemporaryPasswordDocument, variables: { input: { challenge: 'challenge-1', newPassword: 'saffron-kite-1988' } } },
          result: { data: { changeTemporaryPassword: { __typename: 'LoginResult', token: 'jwt-2', user: ADMIN } } },
        },
        dashboardResponse({ totalUsers: 1, activeUserCount: 1 }),
      ],
    });
    await user.type(await screen.findByLabelText('Email address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'granite-harbour-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Password change required/)).toBeInTheDocument();
    expect(readStoredToken()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'saffron-kite-1988');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(readStoredToken()).toBe('jwt-2');
  });

  it("shows 'Forgot password?' when the server can email, and the same answer after sending", async () => {
    const user = userEvent.setup();
    renderAdmin('/login', {
      responses: [
        available(true),
        {
          request: { query: RequestPasswordResetDocument, variables: { input: { email: 'asha@example.com' } } },
          result: { data: { requestPasswordReset: RESET_LINK_SENT } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Your email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeInTheDocument();
  });

  it("hides 'Forgot password?' when the server cannot email", async () => {
    renderAdmin('/login', { responses: [available(false)] });
    await screen.findByRole('heading', { name: 'Sign in to Admin Panel' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it("sets a new password from the emailed link's page, and shows the server's refusal of a used link", async () => {
    const user = userEvent.setup();
    const resetResponse = (token: string, result: object) => ({
      request: { query: ResetPasswordDocument, variables: { input: { token, newPassword: 'monsoon-ledger-55' } } },
      result,
    });
    renderAdmin('/admin/reset-password?token=used', {
      responses: [
        resetResponse('used', {
          errors: [{ message: 'This link has expired or was already used. Please ask for a new one', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      ],
    });
    await user.type(await screen.findByLabelText('New password'), 'monsoon-ledger-55');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used');
  });
});
