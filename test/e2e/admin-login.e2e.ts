import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { expectPath, expectToast, signInWithForm, toast } from './support/admin.js';
import { launchBrowser, newPage, superadmin } from './support/browser.js';

describe('admin login', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the heading, subtitle and the validation texts', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Admin Panel' }).waitFor();
    await page.getByText('Enter your details below.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByText('Invalid Email address').waitFor();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('typed');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await context.close();
  });

  it("shows 'Invalid email or password' once, above the form, for a wrong password", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(superadmin().email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(await page.getByText('Invalid email or password').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("signs in with 'Login Succcess', keeps the session on reload, and logs out with 'Logged out'", async () => {
    const { context, page } = await newPage(browser);
    await signInWithForm(page, superadmin());
    await expectToast(page, 'Login Succcess');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // Spec §4: on reload the stored token is used to fetch the user's details.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText(superadmin().email).waitFor();
    await expectPath(page, '/dashboard');

    // /login and /admin send a signed-in user to the dashboard.
    await page.goto('/login');
    await expectPath(page, '/dashboard');
    await page.goto('/admin');
    await expectPath(page, '/dashboard');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByText(superadmin().email).last().waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out');
    await expectPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // Signed out, a protected page goes back to /login.
    await page.goto('/dashboard');
    await expectPath(page, '/login');
    expect(await toast(page, 'Login Succcess').count()).toBe(0);
    await context.close();
  });
});
