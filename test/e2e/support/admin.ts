// Helpers for the admin panel's browser tests: staff accounts made through
// GraphQL with the superadmin's token, signing in, and Blueprint toasts.
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, superadmin, superadminToken } from './browser.js';

export type StaffRole = 'superadmin' | 'admin' | 'employee';

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** A GraphQL call to the running server; throws with the server's message on errors. */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

let uniqueCounter = 0;
/** A short suffix that keeps names unique across test files sharing one server. */
export function unique(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix} ${Date.now().toString(36)}${uniqueCounter}`;
}

/** Creates an admin or employee account through GraphQL as the superadmin. */
export async function createStaff(role: 'admin' | 'employee', name = unique(`E2E ${role}`)): Promise<StaffAccount> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const password = 'E2e-password-1';
  const data = await graphql<{ createAdminUser: { id: string } }>(
    `
      mutation ($input: CreateStaffUserInput!) {
        createAdminUser(input: $input) {
          id
        }
      }
    `,
    { input: { name, email, password, role, status: true } },
    await superadminToken(),
  );
  return { id: data.createAdminUser.id, name, email, password, role };
}

export async function superadminAccount(): Promise<StaffAccount> {
  const token = await superadminToken();
  const { me } = await graphql<{ me: { id: string; name: string } }>('{ me { id name } }', {}, token);
  return { ...superadmin(), id: me.id, name: me.name, role: 'superadmin' };
}

export async function tokenFor(account: Pick<StaffAccount, 'email' | 'password'>): Promise<string> {
  const data = await graphql<{ login: { token: string } }>(
    `
      mutation ($input: LoginInput!) {
        login(input: $input) {
          ... on LoginResult {
            token
          }
        }
      }
    `,
    { input: { email: account.email, password: account.password } },
  );
  return data.login.token;
}

/**
 * Signs in as a returning visitor with a stored token would be, then opens
 * `path` (the login form itself is covered by admin-login.e2e.ts).
 */
export async function openSignedIn(page: Page, account: StaffAccount, path: string): Promise<void> {
  const token = await tokenFor(account);
  await page.goto('/login');
  await page.evaluate((stored) => window.localStorage.setItem('token', stored), token);
  await page.goto(path);
  try {
    await page.locator('.admin-shell').waitFor({ timeout: 15_000 });
  } catch {
    // Say where we ended up (e.g. back on /login with a toast) instead of a bare timeout.
    const text = await page.locator('body').innerText();
    throw new Error(`Signed in as ${account.email} but the admin shell did not appear at ${page.url()}:\n${text}`);
  }
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInWithForm(page: Page, account: Pick<StaffAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** A Blueprint toast whose message is exactly this text (a delete's toast also has an Undo button). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.bp6-toast').filter({ has: page.locator('.bp6-toast-message').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) }) });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await toast(page, text).first().waitFor({ state: 'visible' });
}

/** The link texts of the side menu, in order. */
export async function sideMenuItems(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link').first().waitFor();
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** The path of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  expect(pathOf(page)).toBe(path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
