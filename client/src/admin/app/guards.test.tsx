import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../core/toaster';
import { meResponse, renderAdmin, staffUser } from '../test-support/renderAdmin';
import { categoriesResponse, dashboardResponse } from '../test-support/responses';
import { LoginDocument } from '../auth/graphql/login';
import { MeDocument } from '../core/graphql/me';
import { readStoredToken, storeToken } from '../core/tokenStorage';

async function currentPath(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
}

function menuLinks() {
  return within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('route guards', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('sends an anonymous visitor from a protected page through /admin to /login', async () => {
    renderAdmin('/categories');
    await currentPath('/login');
  });

  it('/admin goes to /login when anonymous and to /dashboard when signed in', async () => {
    const { unmount } = renderAdmin('/admin');
    await currentPath('/login');
    unmount();
    renderAdmin('/admin', { signedInAs: staffUser('admin'), responses: [dashboardResponse()] });
    await currentPath('/dashboard');
  });

  it('sends a signed-in user away from /login to /dashboard', async () => {
    renderAdmin('/login', { signedInAs: staffUser('employee'), responses: [dashboardResponse()] });
    await currentPath('/dashboard');
  });

  it.each(['/appusers', '/adminusers', '/subscribedusers', '/history'])(
    'tells an employee who opens %s that they have no access, with a link to the dashboard',
    async (path) => {
      renderAdmin(path, { signedInAs: staffUser('employee'), responses: [dashboardResponse()] });
      expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
      // No silent redirect: the address stays, and the tab says why.
      await currentPath(path);
      expect(document.title).toBe('You do not have access to this page | Admin Panel');
      await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
      await currentPath('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    },
  );

  it('lets an admin open a page the route table allows', async () => {
    renderAdmin('/categories', {
      signedInAs: staffUser('admin'),
      responses: [categoriesResponse()],
    });
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    await currentPath('/categories');
  });

  it('shows a not-found page inside the shell for an unknown path', async () => {
    renderAdmin('/no-such-page', { signedInAs: staffUser('admin') });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('ends the session and goes to /login when the server rejects the stored token', async () => {
    // A returning visitor whose token has expired.
    storeToken('expired-token');
    renderAdmin('/categories', {
      responses: [
        {
          request: { query: MeDocument },
          result: {
            errors: [{ message: 'Your session has expired. Please sign in again', extensions: { code: 'UNAUTHENTICATED' } }],
          },
        },
      ],
    });
    await currentPath('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again');
    expect(readStoredToken()).toBeNull();
  });

  it('tells a deactivated staff member why on the login screen, and returns them to their page after signing in', async () => {
    const user = userEvent.setup();
    storeToken('token-of-deactivated-account');
    const admin = staffUser('admin', { email: 'asha@example.com' });
    renderAdmin('/categories?page=2', {
      responses: [
        {
          request: { query: MeDocument },
          result: {
            errors: [{ message: 'Your account is inactive. Please contact the superadmin', extensions: { code: 'UNAUTHENTICATED' } }],
          },
        },
        {
          request: { query: LoginDocument, variables: { input: { email: 'asha@example.com', password: 'right-password' } } },
          result: { data: { login: { __typename: 'LoginResult', token: 'fresh-token', user: admin } } },
        },
        categoriesResponse(),
      ],
    });
    await currentPath('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is inactive. Please contact the superadmin');
    expect(readStoredToken()).toBeNull();

    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    await currentPath('/categories');
  });

  it('announces the expiry when the token runs out, without waiting for a click', async () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    // Seconds, as in a real token: 4 leaves a loaded machine time to show the page first (3 to 4 s).
    const expiresSoon = `${encode({ alg: 'HS256' })}.${encode({ sub: 'admin-id', exp: Math.floor(Date.now() / 1000) + 4 })}.sig`;
    storeToken(expiresSoon);
    renderAdmin('/categories', {
      responses: [meResponse(staffUser('admin')), categoriesResponse()],
    });
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    // By text: the toaster is shared, so an earlier test's toast may still be on screen.
    const announcement = await screen.findByText('Your session has expired. Please sign in again', {}, { timeout: 10_000 });
    expect(announcement.closest('[role="alert"]')).not.toBeNull();
    await currentPath('/login');
    expect(readStoredToken()).toBeNull();
  });

  it('keeps the token and retries when the server cannot be reached while checking it', async () => {
    const user = userEvent.setup();
    storeToken('good-token');
    renderAdmin('/categories', {
      responses: [{ request: { query: MeDocument }, error: new TypeError('Failed to fetch') }, meResponse(staffUser('admin')), categoriesResponse()],
    });
    expect(await screen.findByRole('heading', { name: 'Cannot reach the server' })).toBeInTheDocument();
    expect(readStoredToken()).toBe('good-token');
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    await currentPath('/categories');
    expect(readStoredToken()).toBe('good-token');
  });
});

describe('side menu by role', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('gives the superadmin the Master and Content groups', async () => {
    renderAdmin('/dashboard', { signedInAs: staffUser('superadmin'), responses: [dashboardResponse()] });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Master')).toBeInTheDocument();
    expect(within(menu).getByText('Content')).toBeInTheDocument();
    expect(menuLinks()).toEqual([
      'Dashboard',
      'App Users',
      'Admin Users',
      'Subscribed Users',
      'Subscriptions',
      'Reports',
      'History',
      'Trash',
      'Notifications',
      'Slider',
      'Festivals',
      'Greetings',
      'Categories',
      'Posts',
      'Custom Categories',
      'Frames',
      'Theme Samples',
      'Suvichar',
    ]);
  });

  it.each(['admin', 'employee'] as const)('gives an %s the spec menu, then the other screens it may open', async (role) => {
    renderAdmin('/dashboard', { signedInAs: staffUser(role), responses: [dashboardResponse()] });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menuLinks()).toEqual([
      'Dashboard',
      'Slider',
      'Festivals',
      'Greetings',
      'Categories',
      'Custom Categories',
      'Posts',
      'Frames',
      'Theme Samples',
      'Suvichar',
      'Subscriptions',
      'Reports',
      // Issue 28.3: everyone who deletes has a Trash (an employee's holds their own deletions).
      'Trash',
      'Notifications',
    ]);
  });

  it("logs out from the account menu with a 'Logged out' toast", async () => {
    const user = userEvent.setup();
    renderAdmin('/dashboard', { signedInAs: staffUser('admin', { name: 'Asha' }), responses: [dashboardResponse()] });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await currentPath('/login');
    expect(readStoredToken()).toBeNull();
  });
});
