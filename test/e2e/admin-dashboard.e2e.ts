import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createStaff, graphql, openSignedIn, tokenFor, unique } from './support/admin.js';
import { addDays, formatLongDay, todayInIndia } from '../../shared/india-day.js';
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

  it('lists the upcoming festivals, 48 days ahead included, with a post count or a No post warning', async () => {
    const employee = await createStaff('employee');
    const token = await tokenFor(employee);
    // Uttarayan's distance on 28 November: beyond the old 30 days, within the 60 now shown.
    const day = addDays(todayInIndia(), 48);
    const create = (festivalName: string) =>
      graphql<{ createFestival: { id: string } }>(
        'mutation($input: CreateFestivalInput!) { createFestival(input: $input) { id } }',
        { input: { festivalName, isFixedDate: true, festivalDate: day } },
        token,
      );
    const [withPost, withoutPost] = [unique('Kite day'), unique('Quiet day')];
    const { createFestival } = await create(withPost);
    await create(withoutPost);
    await graphql(
      'mutation($input: CreateFestivalPostInput!) { createFestivalPost(input: $input) { id } }',
      { input: { festivalId: createFestival.id, postName: withPost, postStartDate: day, postEndDate: day, status: true } },
      token,
    );

    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/dashboard');
    const table = page.getByRole('table', { name: 'Upcoming festivals' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await row(withPost).waitFor();
    expect(await row(withPost).innerText()).toMatch(new RegExp(`${formatLongDay(day)}\\s+${withPost}\\s+1 post`));
    expect(await row(withoutPost).innerText()).toMatch(new RegExp(`${formatLongDay(day)}\\s+${withoutPost}\\s+No post`));
    await context.close();
  });
});
