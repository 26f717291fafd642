import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectToast, graphql, openSignedIn, type StaffAccount, tokenFor, unique } from './support/admin.js';
import { INDIA_UTC_OFFSET_MINUTES } from '../../shared/india-day.js';
import { baseUrl, launchBrowser } from './support/browser.js';

/** India's clock 'HH:MM' one minute from now. */
function nextMinuteInIndia(): string {
  return new Date(Date.now() + (INDIA_UTC_OFFSET_MINUTES + 1) * 60_000).toISOString().slice(11, 16);
}

function notificationRow(page: Page, title: string) {
  return page.getByRole('table', { name: 'Notifications' }).getByRole('row').filter({ hasText: title });
}

describe('send later (issue 26)', () => {
  let browser: Browser;
  let employee: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('schedules a festival notification a minute ahead and sees it go out on the Notifications screen, without a reload', async () => {
    const name = unique('Sharad Purnima');
    await graphql(
      'mutation($input: CreateFestivalInput!) { createFestival(input: $input) { id } }',
      {
        input: { festivalName: name, isFixedDate: false, status: true },
      },
      await tokenFor(employee),
    );
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    await openSignedIn(page, employee, '/festivals');
    await page.getByRole('heading', { name: 'Festivals' }).waitFor();

    // The next minute on India's clock, at least 15 s away so the form does not find it past
    // (and not across India's midnight, where the day box would need changing too).
    for (;;) {
      const now = new Date(Date.now() + INDIA_UTC_OFFSET_MINUTES * 60_000);
      const lateInMinute = now.getUTCSeconds() >= 45;
      const beforeMidnight = now.getUTCHours() === 23 && now.getUTCMinutes() === 59;
      if (!lateInMinute && !beforeMidnight) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await page
      .getByRole('table', { name: 'Festivals' })
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Send notification' })
      .click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText(`Send a notification about '${name}' to the app's users?`).waitFor();
    await ask.getByText('Send later', { exact: true }).click();
    await ask.getByLabel('Time').fill(nextMinuteInIndia());
    await ask.getByRole('button', { name: 'Schedule' }).click();
    await expectToast(page, 'Notification scheduled Successfully');

    // The top bar's menu lists it among the scheduled ones and leads to the Notifications screen.
    await page.getByRole('button', { name: 'Notifications' }).click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await menu.getByRole('listitem', { name: `Festival ${name}: Scheduled` }).waitFor();
    await menu.getByText('All notifications', { exact: true }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await notificationRow(page, name).getByText('Scheduled', { exact: true }).waitFor();

    // Sent within the minute (plus the server's poll and the screen's re-read), with no reload.
    await notificationRow(page, name).getByText('Sent', { exact: true }).waitFor({ timeout: 120_000 });
    await context.close();
  }, 180_000);
});
