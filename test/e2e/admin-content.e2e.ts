import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { createStaff, expectToast, openSignedIn, type StaffAccount, unique } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { imageSources, makeImage } from './support/images.js';

function table(page: Page, name: string) {
  return page.getByRole('table', { name });
}

async function galleryOrder(dialog: Locator): Promise<string[]> {
  const gallery = dialog.getByRole('list', { name: 'Gallery' });
  await gallery.waitFor();
  return gallery.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
}

describe('theme samples and custom categories', () => {
  let browser: Browser;
  let employee: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('adds, edits and deletes a theme sample with a real image', async () => {
    const [sample, replacement] = await Promise.all([makeImage('sample.png', '#7048e8'), makeImage('sample-2.jpg', '#0ca678')]);
    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/themesamples');
    await page.getByRole('heading', { name: 'Theme Samples' }).waitFor();
    const headers = await table(page, 'Theme Samples').getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Image', 'Status', 'Actions']);
    const before = await table(page, 'Theme Samples').locator('tbody img').count();

    await page.getByRole('button', { name: 'Add Theme Sample' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Theme Sample' });
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await addDialog.getByText('Theme Sample Image is required').waitFor();
    await addDialog.getByLabel('Theme Sample Image').setInputFiles(sample);
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'ThemeSample created successfully');
    await addDialog.waitFor({ state: 'detached' });
    // Newest first.
    const firstRow = table(page, 'Theme Samples').locator('tbody tr').first();
    await firstRow.locator('img').waitFor();
    expect(await table(page, 'Theme Samples').locator('tbody img').count()).toBe(before + 1);
    const [thumb] = await imageSources(firstRow);
    expect(thumb).toMatch(/\/uploads\/.+\.thumb\.webp$/);

    await firstRow.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Theme Sample' });
    await editDialog.getByRole('img', { name: 'Current image 1' }).waitFor();
    await editDialog.getByLabel('Theme Sample Image').setInputFiles(replacement);
    await editDialog.getByLabel('Status').selectOption({ label: 'Inactive' });
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'ThemeSample updated successfully');
    await firstRow.getByText('Inactive', { exact: true }).waitFor();
    const [newThumb] = await imageSources(firstRow);
    expect(newThumb).toMatch(/\.thumb\.webp$/);
    expect(newThumb).not.toBe(thumb);

    await firstRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'ThemeSample deleted successfully');
    await page.waitForFunction((src) => !document.querySelector(`img[src="${src}"]`), newThumb);
    expect(await table(page, 'Theme Samples').locator('tbody img').count()).toBe(before);
    await context.close();
  });

  it('adds a custom category, fills and reorders its gallery, notifies, edits and deletes it', async () => {
    const files = await Promise.all([makeImage('one.png', '#e8590c'), makeImage('two.png', '#5c940d'), makeImage('three.jpg', '#1971c2')]);
    const name = unique('Wedding');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/custom-categories');
    await page.getByRole('heading', { name: 'Custom Categories' }).waitFor();
    const headers = await table(page, 'Custom Categories').getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Name', 'Priority', 'Status', 'Images', 'Actions']);

    await page.getByRole('button', { name: 'Add Custom Category' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Custom Category' });
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await addDialog.getByText('Custom Category Name is required').waitFor();
    await addDialog.getByText('Priority is required').waitFor();
    await addDialog.getByLabel('Custom Category Name').fill(name);
    await addDialog.getByLabel('Priority').fill('3');
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Customcategory created successfully');
    const row = table(page, 'Custom Categories').getByRole('row').filter({ hasText: name });
    await row.getByText('Active', { exact: true }).waitFor();

    // The gallery: upload three, drag the first to the end, and see the order after a reload.
    await row.getByRole('button', { name: 'Upload Images' }).click();
    const gallery = page.getByRole('dialog', { name: 'Upload Images' });
    await gallery.getByText('No images yet. Add some below.').waitFor();
    await gallery.getByLabel('Add images').setInputFiles(files);
    await gallery.getByRole('list', { name: 'Chosen images' }).getByRole('listitem').nth(2).waitFor();
    await gallery.getByRole('button', { name: 'Upload 3 images' }).click();
    await expectToast(page, 'Customcategory images added successfully');
    expect(await galleryOrder(gallery)).toEqual(['one.png', 'two.png', 'three.jpg']);
    await gallery.getByRole('listitem', { name: 'Image 1' }).dragTo(gallery.getByRole('listitem', { name: 'Image 3' }));
    await expectToast(page, 'Image order saved');
    expect(await galleryOrder(gallery)).toEqual(['two.png', 'three.jpg', 'one.png']);
    await gallery.getByRole('button', { name: 'Done' }).click();
    await row.getByText('+1').waitFor();
    const thumbs = await imageSources(row);
    expect(thumbs).toHaveLength(2);
    for (const src of thumbs) expect(src).toMatch(/\.thumb\.webp$/);

    await page.reload();
    await row.getByRole('button', { name: 'Upload Images' }).click();
    expect(await galleryOrder(gallery)).toEqual(['two.png', 'three.jpg', 'one.png']);
    await gallery.getByRole('button', { name: 'Done' }).click();

    // The larger view shows the originals in gallery order.
    await row.getByRole('button', { name: `View 3 images of ${name}` }).click();
    const viewer = page.getByRole('dialog', { name });
    await viewer.getByRole('img', { name: `${name}, image 1 of 3` }).waitFor();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await viewer.getByRole('img', { name: `${name}, image 2 of 3` }).waitFor();
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Send notification' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Notification sent Successfully');

    const renamed = `${name} (edited)`;
    await row.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Custom Category' });
    expect(await editDialog.getByLabel('Priority').inputValue()).toBe('3');
    await editDialog.getByLabel('Custom Category Name').fill(renamed);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Customcategory updated successfully');
    const renamedRow = table(page, 'Custom Categories').getByRole('row').filter({ hasText: renamed });
    await renamedRow.waitFor();

    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Customcategory deleted successfully');
    await renamedRow.waitFor({ state: 'detached' });
    // Its images' files went with it.
    await page.waitForFunction((src) => fetch(src).then((response) => response.status === 404), thumbs[0], { polling: 200 });
    await context.close();
  });
});
