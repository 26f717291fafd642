import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectPath, graphql, openSignedIn, type StaffAccount, superadminAccount, tokenFor } from './support/admin.js';
import { addDays, formatDay as ddmmyyyy, todayInIndia } from '../../shared/india-day.js';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

interface Reports {
  today: string;
  usersByType: Array<{ label: string; users: number }>;
  usersByDistrict: Array<{ label: string; users: number }>;
  activePlans: Array<{ planName: string; users: number }>;
}
interface Ending {
  totalCount: number;
  items: Array<{ name: string; mobile: string; planName: string; endDay: string }>;
}

const REPORTS = '{ reports { today usersByType { label users } usersByDistrict { label users } activePlans { planName users } } }';
const ENDING = 'query ($limit: Int!) { endingSubscriptions(page: 1, limit: $limit) { totalCount items { name mobile planName endDay } } }';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('reports', () => {
  let browser: Browser;
  let employee: StaffAccount;
  // Unique per run: the server is shared by every browser test file.
  const tag = `Rp${Date.now().toString(36)}`;
  const planName = `${tag} Monthly`;
  let holderEndDay: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
    const token = await superadminToken();
    const plan = await api<{ data: { id: string } }>(
      'POST',
      '/subscriptions/create',
      { subscriptionName: planName, subscriptionAmount: 499, subscriptionDuration: 1, subscriptionType: 'business' },
      token,
    );
    expect(plan.status).toBe(201);
    const mobileBase = 9_100_000_000 + (Date.now() % 800_000_000);
    const users: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await api<{ data: { id: string } }>(
        'POST',
        '/users/create',
        { name: `${tag} User ${index}`, mobile: String(mobileBase + index), pin: '1234', userType: 'business', district: `${tag} District` },
        token,
      );
      expect(created.status).toBe(201);
      users.push(created.body.data.id);
    }
    const assigned = await api<{ data: { subscription: { endDate: string } } }>(
      'POST',
      '/users/assignsubscription',
      { userId: users[0], subscriptionId: plan.body.data.id },
      token,
    );
    expect(assigned.status).toBe(201);
    holderEndDay = todayInIndia(new Date(assigned.body.data.subscription.endDate));
  }, 60_000);
  afterAll(() => browser.close());

  it("draws the server's figures as charts and lists the plans ending in the next 30 days", async () => {
    const token = await tokenFor(employee);
    const { reports } = await graphql<{ reports: Reports }>(REPORTS, {}, token);
    const { endingSubscriptions } = await graphql<{ endingSubscriptions: Ending }>(ENDING, { limit: 100 }, token);

    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/reports');
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();

    const allUsers = reports.usersByType.reduce((sum, type) => sum + type.users, 0);
    await page.getByLabel('App users', { exact: true }).getByText(allUsers.toLocaleString('en-IN'), { exact: true }).waitFor();

    // New users per day: an area whose path has a point for each of the 90 days.
    const area = region(page, 'New app users per day').locator('path.recharts-area-area');
    await area.waitFor();
    expect(((await area.getAttribute('d')) ?? '').length).toBeGreaterThan(100);

    // Users by type: one slice per type that has users, our three business users among them.
    const slices = region(page, 'Users by type').locator('.recharts-pie-sector');
    await slices.first().waitFor();
    expect(await slices.count()).toBe(reports.usersByType.filter((type) => type.users > 0).length);

    // Districts: the bars carry exactly the server's labels, in its order.
    const districtChart = region(page, 'Users by district');
    await districtChart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await districtChart.locator('.recharts-bar-rectangle').count()).toBe(reports.usersByDistrict.length);
    // Axis ticks (long names wrap into lines, so compare without spaces); the number axis is left out.
    const noSpaces = (text: string) => text.replace(/\s+/g, '');
    const tickTexts = await districtChart.locator('.recharts-cartesian-axis-tick-value').allTextContents();
    expect(tickTexts.map(noSpaces).filter((text) => !/^[\d,]+$/.test(text))).toEqual(
      reports.usersByDistrict.map((district) => noSpaces(district.label)),
    );

    // Active plans: our plan has a bar with its label.
    const plansChart = region(page, 'Active plans by plan');
    await plansChart.locator('.recharts-bar-rectangle').first().waitFor();
    const planTicks = (await plansChart.locator('.recharts-cartesian-axis-tick-value').allTextContents()).map(noSpaces);
    expect(planTicks).toContain(noSpaces(`${planName} (Business)`));
    expect(await plansChart.locator('.recharts-bar-rectangle').count()).toBe(reports.activePlans.length);

    // Revenue: this month's assignment makes at least one bar.
    await region(page, 'Revenue by month').locator('.recharts-bar-rectangle').first().waitFor();

    // The table shows the server's first page, with DD/MM/YYYY end dates.
    const table = page.getByRole('table', { name: 'Plans ending in the next 30 days' });
    const firstPage = endingSubscriptions.items.slice(0, 10);
    if (firstPage.length) {
      await table
        .locator('tbody tr')
        .nth(firstPage.length - 1)
        .waitFor();
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect(rows.map((cells) => [cells[1], cells[2], cells[4], cells[5].slice(0, 10)])).toEqual(
        firstPage.map((item) => [item.name, item.mobile, item.planName, ddmmyyyy(item.endDay)]),
      );
    } else {
      await table.getByText('No Data Available').waitFor();
    }
    // A one-month plan from today is in the table exactly when it ends within 30 days (months differ in length).
    const expectListed = holderEndDay <= addDays(reports.today, 30);
    expect(endingSubscriptions.items.some((item) => item.name === `${tag} User 0`)).toBe(expectListed);
    if (expectListed) {
      const search = region(page, 'Plans ending in the next 30 days').getByPlaceholder('Mobile or Name');
      await search.fill(`${tag} User`);
      await search.press('Enter');
      await table
        .locator('tbody tr')
        .filter({ hasText: `${tag} User 0` })
        .getByText(ddmmyyyy(holderEndDay))
        .waitFor();
      expect(await table.locator('tbody tr').count()).toBe(1);
    }
    // Only the superadmin may open Subscribed Users, so others get no link.
    expect(await page.getByRole('link', { name: 'Open Subscribed Users' }).count()).toBe(0);
    await context.close();
  });

  it('shows why the reports failed with a Retry that loads them', async () => {
    const { context, page } = await newPage(browser);
    let failures = 1;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'Reports' && failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
        return;
      }
      await route.continue();
    });
    await openSignedIn(page, employee, '/reports');
    const failure = page.getByRole('alert').filter({ hasText: 'The reports could not be loaded' });
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await region(page, 'Users by type').locator('.recharts-pie-sector').first().waitFor();
    expect(await failure.count()).toBe(0);
    await context.close();
  });

  it('links the superadmin to Subscribed Users from the ending plans', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, await superadminAccount(), '/reports');
    await page.getByRole('link', { name: 'Open Subscribed Users' }).click();
    await expectPath(page, '/subscribedusers');
    await context.close();
  });
});
