import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createStaff, graphql, openSignedIn, tokenFor } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';

const CARDS = ['Total Users', 'Total Active Users', 'Total Festivals', 'Total Greetings'];

describe('dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows the four count cards with the server's numbers", async () => {
    const employee = await createStaff('employee');
    const { dashboard } = await graphql<{ dashboard: Record<string, number> }>(
      '{ dashboard { totalUsers activeUserCount festivalCount totalGreetings } }',
      {},
      await tokenFor(employee),
    );
    const expected = [dashboard.totalUsers, dashboard.activeUserCount, dashboard.festivalCount, dashboard.totalGreetings];

    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    for (const [index, label] of CARDS.entries()) {
      const card = page.getByLabel(label, { exact: true });
      await card.waitFor();
      const value = card.locator('.admin-dashboard-card__value');
      // Indian grouping, as the reports: 1,23,456.
      await value.filter({ hasText: expected[index].toLocaleString('en-IN') }).waitFor();
      expect(await value.innerText()).toMatch(/^(\d{1,2}(,\d{2})*,)?\d{1,3}$/);
    }
    await context.close();
  });
});
