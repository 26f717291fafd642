import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { readStoredToken } from '../core/tokenStorage';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { dashboardResponse } from '../test-support/responses';
import { LoginDocument } from './graphql/login';

const ADMIN = staffUser('admin', { name: 'Asha Patel', email: 'asha@example.com' });

function loginResponse(password: string, result: object) {
  return { request: { query: LoginDocument, variables: { input: { email: 'asha@example.com', password } } }, result };
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it("shows the spec's heading and subtitle", async () => {
    renderAdmin('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Enter your details below.')).toBeInTheDocument();
  });

  it("shows 'Email is required' and 'Password is required' when submitted empty", async () => {
    renderAdmin('/login');
    await screen.findByRole('heading', { name: 'Sign in to Admin Panel' });
    await fillAndSubmit('', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("shows 'Invalid Email address' for a malformed email", async () => {
    renderAdmin('/login');
    await screen.findByRole('heading', { name: 'Sign in to Admin Panel' });
    await fillAndSubmit('asha@', 'whatever');
    expect(screen.getByText('Invalid Email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderAdmin('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's message once, above the form and not also as a toast, when sign-in fails", async () => {
    renderAdmin('/login', {
      responses: [
        loginResponse('wrong-password', {
          errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Sign in to Admin Panel' });
    await fillAndSubmit('asha@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    // Give a toast the time it would take to appear: there must be none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(readStoredToken()).toBeNull();
  });

  it("stores the token, toasts 'Login Succcess' and opens /dashboard on success", async () => {
    renderAdmin('/login', {
      responses: [
        loginResponse('right-password', { data: { login: { __typename: 'LoginResult', token: 'jwt-1', user: ADMIN } } }),
        dashboardResponse({ totalUsers: 1, activeUserCount: 1 }),
      ],
    });
    await screen.findByRole('heading', { name: 'Sign in to Admin Panel' });
    await fillAndSubmit('asha@example.com', 'right-password');
    expect(await screen.findByText('Login Succcess')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(readStoredToken()).toBe('jwt-1');
    // The shell greets the user by name.
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Asha Patel')).toBeInTheDocument();
  });
});

describe('LoginPage in Gujarati (the language this browser last used)', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
    localStorage.clear();
  });

  it('shows the title, the fields, the button and the messages in Gujarati', async () => {
    await act(() => applyLanguage('gu'));
    const user = userEvent.setup();
    renderAdmin('/login');
    expect(await screen.findByRole('heading', { name: 'એડમિન પેનલમાં લૉગિન કરો' })).toBeInTheDocument();
    expect(screen.getByText('નીચે તમારી વિગતો દાખલ કરો.')).toBeInTheDocument();
    expect(screen.getByLabelText('ઇમેઇલ સરનામું')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('પાસવર્ડ')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'લૉગિન' }));
    expect(screen.getByText('ઇમેઇલ જરૂરી છે')).toBeInTheDocument();
    expect(screen.getByText('પાસવર્ડ જરૂરી છે')).toBeInTheDocument();
    expect(document.title).toBe('લૉગિન | એડમિન પેનલ');
  });
});
