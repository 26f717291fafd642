import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { createStaff, expectToast, graphql, openSignedIn, type StaffAccount, tokenFor, unique } from './support/admin.js';
import { addDays, formatDay as asSpecDay, todayInIndia } from '../../shared/india-day.js';
import { baseUrl, launchBrowser } from './support/browser.js';

type FestivalRow = { id: string; festivalName: string; festivalDate: string | null; totalPosts: number; images: Array<{ id: string }> };

/** The day in India, 'YYYY-MM-DD', moved by `days`. */
const indiaDay = (days = 0) => addDays(todayInIndia(), days);

async function png(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
}

function row(page: Page, name: string) {
  return page.getByRole('table', { name: 'Festivals' }).getByRole('row').filter({ hasText: name });
}

describe('festivals (issue 10)', () => {
  let browser: Browser;
  let employee: StaffAccount;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
    token = await tokenFor(employee);
  });
  afterAll(() => browser.close());

  /** A page in a browser set to `timezoneId`, signed in as the employee, on /festivals. */
  async function festivalsPage(timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, timezoneId });
    const page = await context.newPage();
    await openSignedIn(page, employee, '/festivals');
    await page.getByRole('heading', { name: 'Festivals' }).waitFor();
    return { context, page };
  }

  async function festivalNamed(name: string): Promise<FestivalRow> {
    const { festivals } = await graphql<{ festivals: FestivalRow[] }>(
      '{ festivals { id festivalName festivalDate totalPosts images { id } } }',
      {},
      token,
    );
    const festival = festivals.find((item) => item.festivalName === name);
    if (!festival) throw new Error(`No festival named ${name}`);
    return festival;
  }

  it('creates a festival with images and a day picked in the calendar (India); past days cannot be picked', async () => {
    const { context, page } = await festivalsPage('Asia/Kolkata');
    const headers = await page.getByRole('table', { name: 'Festivals' }).getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Images', 'Name', 'Date', 'Status', 'Actions']);

    const name = unique('Navratri');
    await page.getByRole('button', { name: 'Add Festival' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Festival' });
    // The date shows only while the switch is on, and is then required.
    expect(await dialog.getByLabel('Festival Date').count()).toBe(0);
    await dialog.getByText('Fixed date', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Festival Name is required').waitFor();
    await dialog.getByText('Festival Date is required').waitFor();

    await dialog.getByLabel('Festival Name').fill(name);
    await dialog.getByLabel('Festival Date').click();
    const picker = page.locator('.bp6-datepicker');
    await picker.waitFor();
    const today = indiaDay();
    const todayCell = picker.locator('.rdp-day:not(.rdp-day_outside)').filter({ hasText: new RegExp(`^${Number(today.slice(8))}$`) });
    expect(await todayCell.isDisabled()).toBe(false);
    if (Number(today.slice(8)) > 1) {
      const yesterday = picker.locator('.rdp-day:not(.rdp-day_outside)').filter({ hasText: new RegExp(`^${Number(today.slice(8)) - 1}$`) });
      expect(await yesterday.isDisabled()).toBe(true);
    }
    await todayCell.click();
    expect(await dialog.getByLabel('Festival Date').inputValue()).toBe(asSpecDay(today));

    await dialog.getByLabel('Festival Description').fill('Nine nights of garba');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: await png({ r: 200, g: 30, b: 30 }) },
      { name: 'two.png', mimeType: 'image/png', buffer: await png({ r: 30, g: 200, b: 30 }) },
      { name: 'three.png', mimeType: 'image/png', buffer: await png({ r: 30, g: 30, b: 200 }) },
    ]);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Festival created successfully');
    await dialog.waitFor({ state: 'detached' });

    // The row: two thumbnails and '+1', the day as DD/MM/YYYY, Active.
    await row(page, name).getByText(asSpecDay(today), { exact: true }).waitFor();
    await row(page, name).getByText('Active', { exact: true }).waitFor();
    await row(page, name).getByText('+1', { exact: true }).waitFor();
    const thumbs = await row(page, name)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(thumbs).toHaveLength(2);
    for (const src of thumbs) expect(src).toMatch(/\.thumb\.webp$/);

    const stored = await festivalNamed(name);
    expect(stored.festivalDate).toBe(today);
    expect(stored.images).toHaveLength(3);

    // Edit: the stored values come back; switching the date off shows the clear word.
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Festival' });
    expect(await edit.getByLabel('Festival Date').inputValue()).toBe(asSpecDay(today));
    expect(await edit.getByLabel('Festival Description').inputValue()).toBe('Nine nights of garba');
    await edit.getByText('Fixed date', { exact: true }).click();
    expect(await edit.getByLabel('Festival Date').count()).toBe(0);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Festival updated successfully');
    await row(page, name).getByText('Every year (no fixed date)').waitFor();
    expect((await festivalNamed(name)).festivalDate).toBeNull();
    await context.close();
  });

  it('keeps a typed day exactly in a browser in Los Angeles, and refuses a past day', async () => {
    const { context, page } = await festivalsPage('America/Los_Angeles');
    const name = unique('Uttarayan');
    const day = indiaDay(40);
    await page.getByRole('button', { name: 'Add Festival' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Festival' });
    await dialog.getByLabel('Festival Name').fill(name);
    await dialog.getByText('Fixed date', { exact: true }).click();

    // A past day typed in stays as typed, and the form says it is too early (issue 21.1).
    await dialog.getByLabel('Festival Date').fill(asSpecDay(indiaDay(-2)));
    await dialog.getByLabel('Festival Name').click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Festival Date must be today or later').waitFor();
    expect(await dialog.getByLabel('Festival Date').inputValue()).toBe(asSpecDay(indiaDay(-2)));
    expect(await dialog.getByText('Festival Date is required').count()).toBe(0);

    await dialog.getByLabel('Festival Date').fill(asSpecDay(day));
    await dialog.getByLabel('Festival Name').click();
    expect(await dialog.getByLabel('Festival Date').inputValue()).toBe(asSpecDay(day));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Festival created successfully');
    await row(page, name).getByText(asSpecDay(day), { exact: true }).waitFor();
    expect((await festivalNamed(name)).festivalDate).toBe(day);

    // The edit dialog shows the same day back.
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByRole('dialog', { name: 'Edit Festival' }).getByLabel('Festival Date').inputValue()).toBe(asSpecDay(day));
    await context.close();
  });

  it('sends a notification, and deleting says how many posts go with the festival', async () => {
    const name = unique('Diwali');
    const { createFestival } = await graphql<{ createFestival: { id: string } }>(
      'mutation($input: CreateFestivalInput!) { createFestival(input: $input) { id } }',
      { input: { festivalName: name, isFixedDate: false, status: true } },
      token,
    );
    for (const postName of ['Dhanteras', 'Diwali day']) {
      await graphql(
        'mutation($input: CreateFestivalPostInput!) { createFestivalPost(input: $input) { id } }',
        { input: { festivalId: createFestival.id, postName, postStartDate: indiaDay(3), postEndDate: indiaDay(4), status: true } },
        token,
      );
    }
    const { context, page } = await festivalsPage('Asia/Kolkata');

    await row(page, name).getByRole('button', { name: 'Send notification' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText(`Send a notification about '${name}' to the app's users?`).waitFor();
    await ask.getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Notification sent Successfully');

    await row(page, name).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure want to delete this?').waitFor();
    await confirm.getByText(`This moves '${name}' and its 2 festival posts on the calendar to the Trash.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Festival deleted successfully');
    await row(page, name).waitFor({ state: 'detached' });
    const { posts } = await graphql<{ posts: Array<{ festivalId: string }> }>('{ posts { festivalId } }', {}, token);
    expect(posts.filter((post) => post.festivalId === createFestival.id)).toEqual([]);
    await context.close();
  });
});
