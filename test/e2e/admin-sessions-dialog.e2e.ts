import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createStaff, expectToast, signInWithForm, tokenFor } from './support/admin.js';
import { api, launchBrowser, newPage } from './support/browser.js';

/** GET /adminapi/auth/details with a token: its HTTP status. */
async function detailsStatus(token: string): Promise<number> {
  return (await api('GET', '/auth/details', undefined, token)).status;
}

describe('sessions dialog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists the member’s sessions, marks this one, and ends another and then all others', async () => {
    const staff = await createStaff('admin');
    const { context, page } = await newPage(browser);
    await signInWithForm(page, staff);
    // Two more sign-ins elsewhere (a script: 'Node.js client').
    const first = await tokenFor(staff);
    const second = await tokenFor(staff);

    await page.getByRole('button', { name: `Account menu for ${staff.name}` }).click();
    await page.getByRole('button', { name: 'Sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sessions' });
    const rows = dialog.getByRole('table', { name: 'Sessions' }).locator('tbody tr');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    const current = dialog.locator('tbody tr[aria-current="true"]');
    await current.getByText('This session').waitFor();
    expect(await current.innerText()).toMatch(/Chrom(e|ium) on Linux/);

    await rows
      .filter({ hasNotText: 'This session' })
      .first()
      .getByRole('button', { name: /^End session on/ })
      .click();
    await expectToast(page, 'Session ended');
    for (let waited = 0; (await rows.count()) !== 2 && waited < 5000; waited += 100) await page.waitForTimeout(100);
    expect(await rows.count()).toBe(2);
    const statuses = [await detailsStatus(first), await detailsStatus(second)].sort();
    expect(statuses).toEqual([200, 401]);

    await dialog.getByRole('button', { name: 'End all other sessions' }).click();
    await expectToast(page, 'Other sessions ended');
    expect([await detailsStatus(first), await detailsStatus(second)]).toEqual([401, 401]);
    for (let waited = 0; (await rows.count()) !== 1 && waited < 5000; waited += 100) await page.waitForTimeout(100);
    expect(await rows.count()).toBe(1);
    // This browser is still signed in.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.locator('.admin-shell').waitFor();
    await context.close();
  });
});
