import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createStaff, expectPath, openSignedIn, sideMenuItems, type StaffAccount, superadminAccount } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';

// Spec §2 'Side menu by role', then the other screens each role may open (docs/decisions.md).
const ADMIN_MENU = [
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
  // Issue 28.3: everyone who deletes has a Trash (an employee's lists their own deletions).
  'Trash',
  // Issue 26: scheduled, sent and failed notifications.
  'Notifications',
];
const MENUS = {
  superadmin: [
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
  ],
  admin: ADMIN_MENU,
  employee: ADMIN_MENU,
};

describe('admin guards and menus', () => {
  let browser: Browser;
  const accounts = {} as Record<'superadmin' | 'admin' | 'employee', StaffAccount>;

  beforeAll(async () => {
    browser = await launchBrowser();
    accounts.superadmin = await superadminAccount();
    accounts.admin = await createStaff('admin');
    accounts.employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('sends an anonymous visitor from /categories to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/categories');
    await expectPath(page, '/login');
    await page.goto('/admin');
    await expectPath(page, '/login');
    await context.close();
  });

  it.each(['/appusers', '/adminusers', '/subscribedusers'])(
    'tells an employee who opens %s that they have no access, with a link to the dashboard',
    async (path) => {
      const { context, page } = await newPage(browser);
      await openSignedIn(page, accounts.employee, path);
      await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
      // No silent redirect: the address stays and the tab says why.
      await expectPath(page, path);
      expect(await page.title()).toBe('You do not have access to this page | Admin Panel');
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await expectPath(page, '/dashboard');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await context.close();
    },
  );

  it('tells an admin who opens /appusers that they have no access, but lets them open /frames', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, accounts.admin, '/appusers');
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    await expectPath(page, '/appusers');
    await page.goto('/frames');
    await page.getByRole('heading', { name: 'Frames' }).waitFor();
    await expectPath(page, '/frames');
    await context.close();
  });

  for (const role of ['superadmin', 'admin', 'employee'] as const) {
    it(`shows the ${role} menu with the user's name and email in its header`, async () => {
      const { context, page } = await newPage(browser);
      // Issue 28.4: a Permissions-Policy naming a feature Chromium does not know ('bluetooth') warned on every page.
      const policyWarnings: string[] = [];
      page.on('console', (message) => {
        if (/Permissions-Policy|Unrecognized feature/i.test(message.text())) policyWarnings.push(message.text());
      });
      const account = accounts[role];
      await openSignedIn(page, account, '/dashboard');
      expect(await sideMenuItems(page)).toEqual(MENUS[role]);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByText(account.name, { exact: true }).waitFor();
      await menu.getByText(account.email, { exact: true }).waitFor();
      if (role === 'superadmin') {
        await menu.getByText('Master', { exact: true }).waitFor();
        await menu.getByText('Content', { exact: true }).waitFor();
      }
      // Every menu link opens a page, none is dead.
      for (const name of MENUS[role]) {
        await menu.getByRole('link', { name, exact: true }).click();
        await page.locator('main').getByRole('heading').first().waitFor();
        expect(new URL(page.url()).pathname).not.toBe('/login');
        expect(await page.getByText('Page not found').count()).toBe(0);
      }
      expect(policyWarnings).toEqual([]);
      await context.close();
    });
  }

  it('opens the notifications menu (its entries are checked where notifications are sent)', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, accounts.admin, '/dashboard');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await menu.getByRole('heading', { name: 'Notifications sent', exact: true }).waitFor();
    // It loads into the sent notifications or the empty text (which one depends on the tests run before), never the failure.
    await menu.getByText('No notifications sent yet').or(menu.locator('time')).first().waitFor();
    expect(await menu.getByText('Failed to get notifications').count()).toBe(0);
    await context.close();
  });

  it('puts the menu behind a button on a phone', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await openSignedIn(page, accounts.employee, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Categories', exact: true }).click();
    await expectPath(page, '/categories');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    // The drawer closes on navigation and the page does not scroll sideways.
    await menu.waitFor({ state: 'detached' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
