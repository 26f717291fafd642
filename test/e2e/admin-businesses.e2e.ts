import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectToast, openSignedIn, type StaffAccount } from './support/admin.js';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

const row = (page: Page, name: string) => page.getByRole('table', { name: 'Businesses' }).getByRole('row').filter({ hasText: name });
const png = (red: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();

describe('businesses of an app user', () => {
  let browser: Browser;
  let admin: StaffAccount;
  let userId: string;
  const owner = `Owner ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createStaff('admin');
    const created = await api<{ data: { id: string } }>(
      'POST',
      '/users/create',
      { name: owner, mobile: String(7_300_000_000 + (Date.now() % 600_000_000)), pin: '1234', userType: 'business' },
      await superadminToken(),
    );
    expect(created.status).toBe(201);
    userId = created.body.data.id;
  });
  afterAll(() => browser.close());

  it('adds a business with a logo and frames, edits it, manages its frames and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, `/business/${userId}`);
    await page.getByRole('heading', { name: `Businesses of ${owner}` }).waitFor();
    const headers = await page.getByRole('table', { name: 'Businesses' }).getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Logo', 'Name', 'Email', 'Mobile', 'Address', 'Actions']);

    await page.getByRole('button', { name: 'Add Business' }).click();
    const add = page.getByRole('dialog', { name: 'Add Business' });
    await add.getByLabel('Business Email').fill('not-an-email');
    await add.getByLabel('Business Mobile').fill('12345');
    await add.getByLabel('Business Website').fill('example');
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.getByText('Business Name is required').waitFor();
    await add.getByText('Invalid email address').waitFor();
    await add.getByText('Invalid mobile number').waitFor();
    await add.getByText('Invalid url address').waitFor();

    await add.getByLabel('Business Name').fill('Parmar Traders');
    await add.getByLabel('Business Email').fill('hello@parmar.example');
    await add.getByLabel('Business Mobile').fill('+919812345678');
    await add.getByLabel('Business Website').fill('https://parmar.example');
    await add.getByLabel('Business Address').fill('Station Road, Kalol');
    await add.getByLabel('Business Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(200) });
    await add.getByLabel('Business Frames', { exact: true }).setInputFiles([
      { name: 'frame-1.png', mimeType: 'image/png', buffer: await png(10) },
      { name: 'frame-2.png', mimeType: 'image/png', buffer: await png(120) },
    ]);
    await add.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Business created successfully');
    await add.waitFor({ state: 'detached' });
    await row(page, 'Parmar Traders').getByText('9812345678').waitFor();
    // The table shows the logo's thumbnail, never the original.
    const logo = row(page, 'Parmar Traders').locator('img').first();
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/\.webp$/);

    await row(page, 'Parmar Traders').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Business' });
    expect(await edit.getByLabel('Business Address').inputValue()).toBe('Station Road, Kalol');
    await edit.getByLabel('Business Name').fill('Parmar Traders & Sons');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Business updated successfully');
    await row(page, 'Parmar Traders & Sons').waitFor();

    // The frames gallery shows both frames.
    await row(page, 'Parmar Traders & Sons').getByRole('button', { name: 'Frames' }).click();
    const gallery = page.getByRole('dialog', { name: 'Business Frames' });
    await gallery.locator('img').nth(1).waitFor();
    expect(await gallery.locator('img').count()).toBe(2);
    await gallery.getByRole('button', { name: 'Close' }).first().click();

    // Search by name.
    await page.getByRole('searchbox').fill('no such business');
    await page.getByText('No Data Available').waitFor();
    await page.getByRole('searchbox').fill('sons');
    await row(page, 'Parmar Traders & Sons').waitFor();

    await row(page, 'Parmar Traders & Sons').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Business deleted successfully');
    await row(page, 'Parmar Traders & Sons').waitFor({ state: 'detached' });
    await context.close();
  });

  it('says when the user does not exist', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/business/00000000-0000-4000-8000-000000000000');
    await page.getByText('User not found').waitFor();
    await page.getByRole('button', { name: 'Back to App Users' }).waitFor();
    await context.close();
  });
});
