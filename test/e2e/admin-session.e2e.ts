import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page, Route } from 'playwright-core';
import { createStaff, expectPath, graphql, openSignedIn, unique } from './support/admin.js';
import { launchBrowser, newPage, superadmin, superadminToken } from './support/browser.js';

/** The GraphQL operation a browser request carries, if any. */
function operationOf(route: Route): string | undefined {
  try {
    return (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
  } catch {
    return undefined;
  }
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

async function signInOnForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function setStatus(id: string, status: boolean) {
  await graphql(
    'mutation ($input: UpdateStaffUserInput!) { updateAdminUser(input: $input) { id } }',
    { input: { id, status } },
    await superadminToken(),
  );
}

describe('admin sessions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps the session through a reload while the API is down, and carries on when it is back', async () => {
    const staff = await createStaff('admin');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, staff, '/categories');
    const token = await storedToken(page);

    // A restart or deploy: every API call fails, first as a refused connection, then as a 503.
    let failures = 0;
    await page.route('**/graphql', (route) => {
      failures += 1;
      return failures % 2 ? route.abort('connectionrefused') : route.fulfill({ status: 503, body: 'Service Unavailable' });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Cannot reach the server' }).waitFor();
    await page.getByText('You are still signed in').waitFor();
    expect(await storedToken(page)).toBe(token);
    // It keeps trying on its own, and still keeps the token.
    for (let waited = 0; failures < 2 && waited < 5000; waited += 100) await page.waitForTimeout(100);
    expect(failures).toBeGreaterThan(1);
    expect(await storedToken(page)).toBe(token);
    expect(new URL(page.url()).pathname).toBe('/categories');

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry now' }).click();
    await page.getByRole('table', { name: 'Categories' }).waitFor();
    await expectPath(page, '/categories');
    await context.close();
  });

  it('tells a staff member deactivated while signed in why, and returns them to their page after signing in again', async () => {
    const staff = await createStaff('employee');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, staff, '/categories?tab=1');

    await setStatus(staff.id, false);
    await page.reload();
    await expectPath(page, '/login');
    await page.getByRole('alert').getByText('Your account is inactive. Please contact the superadmin').waitFor();
    expect(await storedToken(page)).toBeNull();

    // The superadmin turns the account back on; signing in again returns to the page.
    await setStatus(staff.id, true);
    await signInOnForm(page, staff);
    await page.waitForURL((url) => url.pathname === '/categories' && url.search === '?tab=1');
    await page.getByRole('table', { name: 'Categories' }).waitFor();
    await context.close();
  });

  it('announces an expired session and, after signing in again, returns to the page it ended on', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    // A token the server no longer accepts (expired, or signed with an old key).
    await page.evaluate(() => window.localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LXZhbGlk'));
    await page.goto('/adminusers');
    await expectPath(page, '/login');
    await page.getByRole('alert').getByText('Your session has expired. Please sign in again').waitFor();

    await signInOnForm(page, superadmin());
    await expectPath(page, '/adminusers');
    await page.getByRole('heading', { name: 'Admin Users' }).first().waitFor();
    await context.close();
  });

  it("shows a failed list's message with a Retry button instead of 'No Data Available'", async () => {
    const name = unique('Retry category');
    await graphql(
      'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
      {
        input: { categoryName: name },
      },
      await superadminToken(),
    );
    const staff = await createStaff('admin');
    const { context, page } = await newPage(browser);

    let blocking = true;
    await page.route('**/graphql', (route) =>
      blocking && operationOf(route) === 'Categories'
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
        : route.continue(),
    );
    await openSignedIn(page, staff, '/categories');
    const table = page.getByRole('table', { name: 'Categories' });
    await table.getByRole('alert').getByText('Failed to get categories').waitFor();
    expect(await table.getByText('No Data Available').count()).toBe(0);

    blocking = false;
    await table.getByRole('button', { name: 'Retry' }).click();
    await table.getByRole('cell', { name }).waitFor();
    expect(await table.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
