import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectToast, openSignedIn, type StaffAccount, unique } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { imageSources, makeImage, makeNoisyJpeg, makeTextFile } from './support/images.js';

function row(page: Page, name: string) {
  return page.getByRole('table', { name: 'Sliders' }).getByRole('row').filter({ hasText: name });
}

describe('sliders', () => {
  let browser: Browser;
  let employee: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('adds, edits and deletes a slider with a real image, showing thumbnails and the spec texts', async () => {
    const [red, blue, notes] = await Promise.all([
      makeImage('red-banner.png', '#e03131'),
      makeImage('blue-banner.jpg', '#1c7ed6'),
      makeTextFile('notes.txt'),
    ]);
    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/sliders');
    await page.getByRole('heading', { name: 'Slider' }).waitFor();
    const headers = await page.getByRole('table', { name: 'Sliders' }).getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Image', 'Name', 'Link', 'Status', 'Actions']);

    // Add: required fields, the url rule and a refused file, all before anything is sent.
    const name = unique('Diwali banner');
    await page.getByRole('button', { name: 'Add Slider' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Slider' });
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await addDialog.getByText('Slider Name is required').waitFor();
    await addDialog.getByText('Slider Image is required').waitFor();
    await addDialog.getByLabel('Slider Name').fill(name);
    await addDialog.getByLabel('Slider Link').fill('not a link');
    await addDialog.getByText('Invalid url address').waitFor();
    await addDialog.getByLabel('Slider Link').fill('https://example.com/diwali');
    await addDialog.getByLabel('Slider Image').setInputFiles(notes);
    await addDialog.getByRole('alert').getByText('Only png, jpg and jpeg images are allowed').waitFor();
    await addDialog.getByLabel('Slider Image').setInputFiles(red);
    await addDialog.getByRole('img', { name: 'Preview of red-banner.png' }).waitFor();
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Slider created successfully');
    await addDialog.waitFor({ state: 'detached' });
    await row(page, name).getByRole('link', { name: 'https://example.com/diwali' }).waitFor();
    await row(page, name).getByText('Active', { exact: true }).waitFor();
    const [firstThumb] = await imageSources(row(page, name));
    expect(firstThumb).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.thumb\.webp$/);

    // The thumbnail opens the original in a larger view.
    await row(page, name)
      .getByRole('button', { name: `View the image of ${name}` })
      .click();
    const viewer = page.getByRole('dialog', { name });
    const [original] = await imageSources(viewer);
    expect(original).toMatch(/\/uploads\/.+\.png$/);
    expect(await page.evaluate((src) => fetch(src).then((response) => response.status), original)).toBe(200);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Edit: the current image is shown; a new one replaces it.
    const renamed = `${name} (edited)`;
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Slider' });
    expect(await editDialog.getByLabel('Slider Name').inputValue()).toBe(name);
    await editDialog.getByRole('img', { name: 'Current image 1' }).waitFor();
    await editDialog.getByLabel('Slider Name').fill(renamed);
    await editDialog.getByLabel('Slider Link').fill('');
    await editDialog.getByLabel('Status').selectOption({ label: 'Inactive' });
    await editDialog.getByLabel('Slider Image').setInputFiles(blue);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Slider updated successfully');
    await row(page, renamed).getByText('Inactive', { exact: true }).waitFor();
    const [secondThumb] = await imageSources(row(page, renamed));
    expect(secondThumb).toMatch(/\.thumb\.webp$/);
    expect(secondThumb).not.toBe(firstThumb);
    expect(await row(page, renamed).getByRole('link').count()).toBe(0);

    // Delete with the spec's confirmation; the image files go with the row.
    await row(page, renamed).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Slider deleted successfully');
    await row(page, renamed).waitFor({ state: 'detached' });
    // Files are removed just after the transaction commits.
    await page.waitForFunction((src) => fetch(src).then((response) => response.status === 404), secondThumb, { polling: 200 });
    await context.close();
  });

  it('shows the upload percentage on a slow connection, and Cancel upload stops it without saving', async () => {
    const big = await makeNoisyJpeg('slow-banner.jpg');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/sliders');
    const name = unique('Cancelled banner');
    await page.getByRole('button', { name: 'Add Slider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Slider' });
    await dialog.getByLabel('Slider Name').fill(name);
    await dialog.getByLabel('Slider Image').setInputFiles(big);

    // About 64 KB/s up, so the upload takes several seconds.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const bar = dialog.getByRole('progressbar', { name: /^Uploading \d+%$/ });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const meter = document.querySelector('[role="progressbar"][aria-label^="Uploading"]');
      return Number(meter?.getAttribute('aria-valuenow')) > 0;
    });
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await expectToast(page, 'Upload cancelled');
    await bar.waitFor({ state: 'detached' });
    // The dialog stays open with the chosen file; nothing was saved.
    await dialog.getByRole('button', { name: 'Remove slow-banner.jpg' }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Slider' }).waitFor();
    await page.getByRole('table', { name: 'Sliders' }).locator('tbody tr').first().waitFor();
    expect(await row(page, name).count()).toBe(0);
    await context.close();
  });
});
