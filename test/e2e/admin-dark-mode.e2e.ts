import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, openSignedIn, type StaffAccount } from './support/admin.js';
import { baseUrl, launchBrowser } from './support/browser.js';

const isDark = (page: Page) => page.evaluate(() => document.body.classList.contains('bp6-dark'));
/** Waits until the page is (or is not) dark, as it applies the choice in an effect; then asserts it. */
async function expectDark(page: Page, dark: boolean) {
  await page.waitForFunction((wanted) => document.body.classList.contains('bp6-dark') === wanted, dark, { timeout: 5_000 }).catch(() => undefined);
  expect(await isDark(page)).toBe(dark);
}
/** The shell's background brightness, 0 (black) to 255 (white). */
const shellBrightness = (page: Page) =>
  page.locator('.admin-shell').evaluate((shell) => {
    const [red, green, blue] = getComputedStyle(shell).backgroundColor.match(/\d+/g)!.map(Number);
    return (red + green + blue) / 3;
  });

async function openAccountMenu(page: Page, account: StaffAccount) {
  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  const darkMode = page.getByRole('switch', { name: 'Dark mode' }).or(page.getByLabel('Dark mode'));
  await darkMode.first().waitFor();
  return darkMode.first();
}

/**
 * Flips the switch by its visible label, as a user clicks it. Not a forced
 * click on the hidden input: that lands at the input's position of the moment,
 * which moves while the menu is still opening, and then toggles nothing.
 */
async function flipDarkMode(page: Page) {
  await page.locator('label.bp6-switch').filter({ hasText: 'Dark mode' }).click();
}

describe('dark mode', () => {
  let browser: Browser;
  let employee: StaffAccount;
  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('switches from the account menu, reaches popovers and is kept after a reload', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    const page = await context.newPage();
    await openSignedIn(page, employee, '/dashboard');
    await expectDark(page, false);
    expect(await shellBrightness(page)).toBeGreaterThan(200);

    const darkMode = await openAccountMenu(page, employee);
    expect(await darkMode.isChecked()).toBe(false);
    await page.getByText('Following the system setting').waitFor();
    await flipDarkMode(page);
    expect(await darkMode.isChecked()).toBe(true);
    await expectDark(page, true);
    expect(await shellBrightness(page)).toBeLessThan(60);
    // The menu is a portal outside the admin's root: it turned dark too.
    const popoverBrightness = await page
      .locator('.bp6-popover-content')
      .first()
      .evaluate((popover) => {
        const [red, green, blue] = getComputedStyle(popover).backgroundColor.match(/\d+/g)!.map(Number);
        return (red + green + blue) / 3;
      });
    expect(popoverBrightness).toBeLessThan(80);

    await page.reload();
    await page.locator('.admin-shell').waitFor();
    await expectDark(page, true);
    expect(await shellBrightness(page)).toBeLessThan(60);
    expect(await openAccountMenu(page, employee).then((control) => control.isChecked())).toBe(true);
    await context.close();
  });

  it('follows a dark system setting until light is chosen, and again after "Use system setting"', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await openSignedIn(page, employee, '/dashboard');
    await expectDark(page, true);

    await openAccountMenu(page, employee);
    await flipDarkMode(page);
    await expectDark(page, false);
    await page.reload();
    await page.locator('.admin-shell').waitFor();
    await expectDark(page, false);

    await openAccountMenu(page, employee);
    await page.getByRole('button', { name: 'Use system setting' }).click();
    await expectDark(page, true);
    await page.reload();
    await page.locator('.admin-shell').waitFor();
    await expectDark(page, true);
    await context.close();
  });
});
