import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { expectPath, expectToast, openSignedIn, type StaffAccount, superadminAccount } from './support/admin.js';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

const table = (page: Page) => page.getByRole('table', { name: 'App Users' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

/** Requests for the App Users list, with the search each asked for and when. */
function watchListRequests(page: Page) {
  const requests: Array<{ query: string | undefined; at: number }> = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { query?: string } };
    if (body?.operationName === 'AppUsers') requests.push({ query: body.variables?.query, at: Date.now() });
  });
  return requests;
}

describe('app users', () => {
  let browser: Browser;
  let superadmin: StaffAccount;
  // Unique per run: the server is shared by every browser test file.
  const tag = `Zx${Date.now().toString(36)}`;
  const mobileBase = 7_000_000_000 + (Date.now() % 900_000_000);
  const mobiles: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    superadmin = await superadminAccount();
    const token = await superadminToken();
    // Others the search must leave out, so the list's total changes when it narrows.
    for (let index = 0; index < 3; index += 1) {
      const { status } = await api(
        'POST',
        '/users/create',
        {
          name: `Other ${tag.toUpperCase().split('').reverse().join('')} ${index}`,
          mobile: String(mobileBase + 50 + index),
          pin: '1234',
          userType: 'business',
        },
        token,
      );
      expect(status).toBe(201);
    }
    for (let index = 0; index < 25; index += 1) {
      const mobile = String(mobileBase + index);
      mobiles.push(mobile);
      const { status } = await api(
        'POST',
        '/users/create',
        {
          name: `${tag} User ${String(index).padStart(2, '0')}`,
          mobile,
          pin: '1234',
          userType: index % 2 ? 'panchayat' : 'election',
          village: 'Kalol',
        },
        token,
      );
      expect(status).toBe(201);
    }
  }, 60_000);
  afterAll(() => browser.close());

  it('searches on the server 2 seconds after typing stops, at once on Enter, and pages by 10, 20 or 50', async () => {
    const { context, page } = await newPage(browser);
    const requests = watchListRequests(page);
    await openSignedIn(page, superadmin, '/appusers');
    await page.getByRole('heading', { name: 'App Users' }).waitFor();
    await page.getByText(/^1–10 of \d+$/).waitFor();
    expect(await page.getByText('1–10 of 25').count()).toBe(0);
    const headers = await table(page).getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Name', 'Occupation', 'Mobile', 'Status', 'Created At', 'Actions']);

    const search = page.getByRole('searchbox', { name: 'Mobile or Name' });
    await search.pressSequentially(tag, { delay: 30 });
    const typedAt = Date.now();
    // Nothing is asked while the pause lasts...
    await page.waitForTimeout(1200);
    expect(requests.filter((request) => request.query === tag)).toEqual([]);
    // ...then exactly one request for the whole text.
    await page.getByText('1–10 of 25').waitFor();
    const asked = requests.filter((request) => request.query === tag);
    expect(asked).toHaveLength(1);
    expect(asked[0].at - typedAt).toBeGreaterThanOrEqual(1800);
    expect(requests.filter((request) => request.query && request.query !== tag)).toEqual([]);
    expect(await bodyRows(page).count()).toBe(10);
    // Newest first; Created At as DD/MM/YYYY hh:mm a.
    const firstRow = bodyRows(page).first();
    await firstRow.getByText(`${tag} User 24`).waitFor();
    expect(await firstRow.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)/);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
    await page.getByText('1–20 of 25').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('21–25 of 25').waitFor();
    await bodyRows(page).nth(5).waitFor({ state: 'detached' });
    expect(await bodyRows(page).count()).toBe(5);
    await bodyRows(page).first().getByText(`${tag} User 04`).waitFor();

    // Enter asks at once, and a mobile number finds its one user.
    await search.fill(mobiles[3]);
    const enterAt = Date.now();
    await search.press('Enter');
    await bodyRows(page).nth(1).waitFor({ state: 'detached' });
    await bodyRows(page).first().getByText(`${tag} User 03`).waitFor();
    const byMobile = requests.filter((request) => request.query === mobiles[3]);
    expect(byMobile[0].at - enterAt).toBeLessThan(1000);
    await context.close();
  });

  it('sorts by a column on the server when its header is clicked, and back the other way', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/appusers');
    const search = page.getByRole('searchbox', { name: 'Mobile or Name' });
    await search.fill(tag);
    await search.press('Enter');
    await page.getByText('1–10 of 25').waitFor();
    await bodyRows(page).first().getByText(`${tag} User 24`).waitFor();
    const requests: unknown[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string; variables?: unknown }) : undefined;
      if (body?.operationName === 'AppUsers') requests.push(body.variables);
    });

    // Mobiles were given in creation order, so mobile ascending is oldest first.
    await table(page).getByRole('button', { name: 'Mobile' }).click();
    await bodyRows(page).first().getByText(`${tag} User 00`).waitFor();
    expect(await table(page).getByRole('columnheader', { name: 'Mobile' }).getAttribute('aria-sort')).toBe('ascending');
    await table(page).getByRole('button', { name: 'Mobile' }).click();
    await bodyRows(page).first().getByText(`${tag} User 24`).waitFor();
    expect(await table(page).getByRole('columnheader', { name: 'Mobile' }).getAttribute('aria-sort')).toBe('descending');
    // The order came from the server: the second page continues it.
    await page.getByRole('button', { name: 'Next page' }).click();
    await bodyRows(page).first().getByText(`${tag} User 14`).waitFor();
    expect(requests).toEqual(expect.arrayContaining([expect.objectContaining({ sortBy: 'mobile', sortDirection: 'desc', page: 2, query: tag })]));
    await context.close();
  });

  it('keeps the row actions in view at 390×844, with tooltips, and they work (issue 21.5)', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await openSignedIn(page, superadmin, '/appusers');
    await page.getByText(/^1–10 of \d+$/).waitFor();
    const firstRow = bodyRows(page).first();
    const edit = firstRow.getByRole('button', { name: 'Edit' });
    const name = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
    for (const action of ['Businesses', 'Edit', 'Delete']) {
      const box = (await firstRow.getByRole('button', { name: action }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Nothing scrolls sideways to reach them, and nothing covers them (the other columns pass beneath).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(
      await edit.evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(true);

    await edit.hover();
    await page
      .locator('.bp6-tooltip')
      .filter({ hasText: /^Edit$/ })
      .waitFor();
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name', { exact: false }).first().inputValue()).toBe(name);
    await context.close();
  });

  it('downloads users_export.xlsx of the current search', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/appusers');
    const search = page.getByRole('searchbox', { name: 'Mobile or Name' });
    await search.fill(tag);
    await search.press('Enter');
    await page.getByText('1–10 of 25').waitFor();

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('users_export.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Name', 'Mobile', 'Occupation', 'Type', 'Village', 'Taluka', 'District', 'Status', 'Plan', 'Plan ends', 'Created At']);
    expect(rows).toHaveLength(26);
    expect(rows[1].slice(0, 2)).toEqual([`${tag} User 24`, mobiles[24]]);
    await page.getByRole('button', { name: 'Export Data' }).waitFor();
    await context.close();
  });

  it('adds, edits and deletes an app user, and links to their businesses', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/appusers');
    const name = `${tag} Added`;
    const mobile = String(mobileBase + 100);

    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.getByText('Name is required').waitFor();
    await add.getByText('Mobile Number is required').waitFor();
    await add.getByText('Pin Number is required').waitFor();
    await add.getByText('User Type is required').waitFor();
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Mobile Number').fill('12345');
    await add.getByText('Invalid mobile number').waitFor();
    await add.getByLabel('Mobile Number').fill(`+91${mobile}`);
    await add.getByLabel('Pin Number').fill('4321');
    await add.getByLabel('Occupation').selectOption({ index: 1 });
    await add.getByLabel('User Type').selectOption({ label: 'Business' });
    await add.getByLabel('Village').fill('Mansa');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'User created successfully');
    await add.waitFor({ state: 'detached' });

    const search = page.getByRole('searchbox', { name: 'Mobile or Name' });
    await search.fill(name);
    await search.press('Enter');
    const row = table(page).getByRole('row').filter({ hasText: name });
    await row.getByText(mobile).waitFor();
    await row.getByText('સરપંચ').waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel('Village').inputValue()).toBe('Mansa');
    expect(await edit.getByLabel('Pin Number').inputValue()).toBe('');
    await edit.getByLabel('Status').selectOption({ label: 'Inactive' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'User updated successfully');
    await row.getByText('Inactive', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Businesses' }).click();
    await page.waitForURL(/\/business\/[0-9a-f-]{36}$/);
    await page.goBack();
    await expectPath(page, '/appusers');

    await search.fill(name);
    await search.press('Enter');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted successfully');
    await page.getByText('No Data Available').waitFor();
    await context.close();
  });
});
