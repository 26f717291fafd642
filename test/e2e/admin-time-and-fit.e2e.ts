// Issue 21 items 6 and 7 and the History and Trash follow-ups: India time
// whatever the browser's zone, the image viewer and the toasts fitting around
// a dialog, History's DD/MM/YYYY day filters, the Trash's 'Nothing else'.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createStaff, graphql, openSignedIn, type StaffAccount, superadminAccount, toast, tokenFor, unique } from './support/admin.js';
import { api, baseUrl, launchBrowser, superadminToken } from './support/browser.js';
import { makeImage } from './support/images.js';
import { addDays, formatDay, INDIA_TIME_ZONE as INDIA, todayInIndia } from '../../shared/india-day.js';

const LOS_ANGELES = 'America/Los_Angeles';

/** A desktop page in a browser set to `timezoneId`. */
async function pageIn(browser: Browser, timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 }, timezoneId });
  return { context, page: await context.newPage() };
}

/** 'DD/MM/YYYY' of the day in India `daysAgo` days before now. */
function indiaDay(daysAgo = 0): string {
  return formatDay(addDays(todayInIndia(), -daysAgo));
}

/** Whether `inner` lies wholly inside `outer`. */
function inside(inner: { x: number; y: number; width: number; height: number }, outer: { x: number; y: number; width: number; height: number }) {
  return (
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height
  );
}

/** The element the pointer would reach at the centre of `target` is `target` itself (or inside it). */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return Boolean(hit && (hit === element || element.contains(hit)));
  });
}

describe('India time and screens that fit', () => {
  let browser: Browser;
  let superadmin: StaffAccount;
  let employee: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    superadmin = await superadminAccount();
    employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('shows Created At in India time in Kolkata and Los Angeles alike, as the export writes it (21.7)', async () => {
    const mobile = String(8_000_000_000 + (Date.now() % 900_000_000));
    const name = unique('Zone User');
    const created = await api<{ data: { createdAt: string } }>(
      'POST',
      '/users/create',
      { name, mobile, pin: '1234', userType: 'business' },
      await superadminToken(),
    );
    expect(created).toMatchObject({ status: 201 });
    const expected = (() => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: INDIA,
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(new Date(created.body.data.createdAt))
          .map((part) => [part.type, part.value]),
      );
      const hour = Number(parts.hour);
      return `${parts.day}/${parts.month}/${parts.year} ${String(hour % 12 || 12).padStart(2, '0')}:${parts.minute} ${hour < 12 ? 'am' : 'pm'}`;
    })();

    const shown: string[] = [];
    for (const zone of [INDIA, LOS_ANGELES]) {
      const { context, page } = await pageIn(browser, zone);
      await openSignedIn(page, superadmin, '/appusers');
      const table = page.getByRole('table', { name: 'App Users' });
      const header = table.getByRole('columnheader', { name: 'Created At' });
      expect(await header.getAttribute('title')).toBe('India time (IST)');
      const search = page.getByRole('searchbox', { name: 'Mobile or Name' });
      await search.fill(mobile);
      await search.press('Enter');
      const row = table.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      shown.push((await row.getByRole('cell').nth(5).innerText()).trim());

      if (zone === LOS_ANGELES) {
        // The export of the same search writes the same text.
        const downloadStarted = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export Data' }).click();
        const download = await downloadStarted;
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
        const rows: unknown[][] = [];
        workbook.worksheets[0].eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
        expect(rows[0][10]).toBe('Created At');
        expect(rows[1][10]).toBe(expected);
      }
      await context.close();
    }
    expect(shown).toEqual([expected, expected]);
  });

  it("keeps the image viewer's Previous / Next bar inside the dialog, and toasts off the dialog's footer (21.6)", async () => {
    const files = await Promise.all(
      ['#c92a2a', '#2b8a3e', '#1864ab', '#e67700', '#5f3dc4'].map((colour, index) => makeImage(`large-${index}.png`, colour, 1600)),
    );
    const name = unique('Fit');
    await graphql(
      'mutation ($input: CreateCustomCategoryInput!) { createCustomCategory(input: $input) { id } }',
      { input: { customcategoryName: name, priority: 1, status: true } },
      await tokenFor(employee),
    );
    const { context, page } = await pageIn(browser, INDIA);
    // A phone's 390x844 first: the toasts are as wide as the footer there, and the gallery reaches down to them.
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, employee, '/custom-categories');
    const row = page.getByRole('table', { name: 'Custom Categories' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Upload Images' }).click();
    const gallery = page.getByRole('dialog', { name: 'Upload Images' });
    await gallery.getByLabel('Add images').setInputFiles(files);
    await gallery.getByRole('button', { name: 'Upload 5 images' }).click();
    await gallery.getByRole('listitem', { name: 'Image 5' }).waitFor();
    await toast(page, 'Customcategory images added successfully').first().waitFor({ state: 'detached' });

    // Three toasts at once: the gallery's footer buttons stay within reach.
    for (let move = 0; move < 3; move += 1) {
      await gallery.getByRole('button', { name: `Move image ${move + 1} later` }).click();
      await gallery.getByRole('list', { name: 'Gallery' }).and(page.locator('[aria-busy="false"]')).waitFor();
    }
    await page.waitForFunction(() => document.querySelectorAll('.bp6-toast').length >= 3);
    const footer = gallery.locator('.bp6-dialog-footer');
    expect(await reachable(footer.getByRole('button', { name: 'Upload' }))).toBe(true);
    expect(await reachable(footer.getByRole('button', { name: 'Done' }))).toBe(true);
    await footer.getByRole('button', { name: 'Done' }).click();
    await gallery.waitFor({ state: 'detached' });

    // Five large images in the viewer at 1440x900: the bar is wholly on screen and inside the dialog.
    await page.setViewportSize({ width: 1440, height: 900 });
    await row.getByRole('button', { name: `View 5 images of ${name}` }).click();
    const viewer = page.getByRole('dialog', { name });
    await viewer.getByRole('img', { name: `${name}, image 1 of 5` }).waitFor();
    // Measured once the image is in and the dialog's opening zoom is over (no scale left on it).
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.admin-image-viewer__main img');
      const dialog = document.querySelector<HTMLElement>('.admin-image-viewer');
      return Boolean(image?.complete && image.naturalWidth > 0 && dialog && Math.abs(dialog.getBoundingClientRect().width - dialog.offsetWidth) < 1);
    });
    const bar = viewer.locator('.admin-image-viewer__nav');
    const barBox = (await bar.boundingBox())!;
    const dialogBox = (await viewer.boundingBox())!;
    expect(inside(barBox, { x: 0, y: 0, width: 1440, height: 900 })).toBe(true);
    expect(inside(barBox, dialogBox)).toBe(true);
    await bar.getByText('1 / 5').waitFor();
    expect(await reachable(bar.getByRole('button', { name: 'Next' }))).toBe(true);
    await bar.getByRole('button', { name: 'Next' }).click();
    await bar.getByText('2 / 5').waitFor();
    await context.close();
  });

  it('filters History by DD/MM/YYYY days in India, in a Los Angeles browser', async () => {
    const name = unique('Dated');
    const token = await tokenFor(employee);
    const { createCategory } = await graphql<{ createCategory: { id: string } }>(
      'mutation ($name: String!) { createCategory(input: { categoryName: $name }) { id } }',
      { name },
      token,
    );
    await graphql(
      'mutation ($id: ID!, $name: String!) { updateCategory(input: { id: $id, categoryName: $name }) { id } }',
      { id: createCategory.id, name: `${name} 2` },
      token,
    );

    const { context, page } = await pageIn(browser, LOS_ANGELES);
    await openSignedIn(page, superadmin, '/history');
    await page.getByLabel('Staff member').selectOption({ label: employee.name });
    const table = page.getByRole('table', { name: 'History' });
    expect(await table.getByRole('columnheader', { name: 'When' }).getAttribute('title')).toBe('India time (IST)');
    const updated = table.getByRole('row').filter({ hasText: 'Updated' });
    await updated.first().waitFor();

    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    expect(await from.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await from.fill(indiaDay());
    await from.press('Enter');
    await to.fill(indiaDay());
    await to.press('Enter');
    await updated.first().waitFor();
    expect(await from.inputValue()).toBe(indiaDay());

    // Up to yesterday in India: nothing this employee did today.
    await to.fill(indiaDay(1));
    await to.press('Enter');
    await from.fill(indiaDay(1));
    await from.press('Enter');
    await table.getByText('No Data Available').waitFor();
    await context.close();
  });

  it("says 'Nothing else' in the Trash for a record that took nothing with it", async () => {
    const name = unique('Lonely');
    const token = await tokenFor(superadmin);
    const { createCategory } = await graphql<{ createCategory: { id: string } }>(
      'mutation ($name: String!) { createCategory(input: { categoryName: $name }) { id } }',
      { name },
      token,
    );
    await graphql('mutation ($id: ID!) { deleteCategory(id: $id) { id } }', { id: createCategory.id }, token);
    const { context, page } = await pageIn(browser, INDIA);
    await openSignedIn(page, superadmin, '/trash');
    const table = page.getByRole('table', { name: 'Trash' });
    expect(await table.getByRole('columnheader', { name: 'Deleted at' }).getAttribute('title')).toBe('India time (IST)');
    await page.getByRole('searchbox').fill(name);
    const entry = table.getByRole('row').filter({ hasText: name });
    await entry.getByRole('cell', { name: 'Nothing else', exact: true }).waitFor();
    await context.close();
  });
});
