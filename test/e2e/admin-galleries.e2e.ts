import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { createStaff, expectToast, graphql, openSignedIn, type StaffAccount, tokenFor, unique } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { imageSources, makeImage } from './support/images.js';

function row(page: Page, table: string, name: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
}

/** The gallery's images by their original names, in order. */
async function galleryOrder(dialog: Locator): Promise<string[]> {
  const gallery = dialog.getByRole('list', { name: 'Gallery' });
  await gallery.waitFor();
  return gallery.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
}

/** Toasts' exact text (the spec's double space survives here, unlike in rendered text). */
async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('.bp6-toast').evaluateAll((toasts) => toasts.map((toast) => toast.textContent ?? ''));
}

describe('galleries of subcategories and greetings', () => {
  let browser: Browser;
  let admin: StaffAccount;
  let token: string;
  let categoryId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createStaff('admin');
    token = await tokenFor(admin);
    const created = await graphql<{ createCategory: { id: string } }>(
      'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
      { input: { categoryName: unique('Gallery category') } },
      token,
    );
    categoryId = created.createCategory.id;
  });
  afterAll(() => browser.close());

  it('uploads a subcategory gallery, reorders it by drag and drop (kept after a reload), removes an image and notifies', async () => {
    const name = unique('Rangoli');
    await graphql(
      'mutation ($input: CreateSubcategoryInput!) { createSubcategory(input: $input) { id } }',
      { input: { categoryId, subcategoryName: name, priority: 1, status: true } },
      token,
    );
    const files = await Promise.all([makeImage('red.png', '#e03131'), makeImage('green.png', '#2f9e44'), makeImage('blue.jpg', '#1c7ed6')]);
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, `/subcategories/${categoryId}`);
    await row(page, 'Subcategories', name).getByRole('button', { name: 'Upload images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload images' });
    await dialog.getByText('No images yet. Add some below.').waitFor();

    // Nothing chosen: nothing to send yet.
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);

    await dialog.getByLabel('Add images').setInputFiles(files);
    await dialog.getByRole('button', { name: 'Upload 3 images' }).click();
    // The spec's text, with its two spaces.
    await expectToast(page, 'Subcategory images added  successfully');
    expect(await toastTexts(page)).toContain('Subcategory images added  successfully');
    expect(await galleryOrder(dialog)).toEqual(['red.png', 'green.png', 'blue.jpg']);
    expect(await dialog.getByRole('list', { name: 'Chosen images' }).count()).toBe(0);
    for (const src of await imageSources(dialog.getByRole('list', { name: 'Gallery' }))) expect(src).toMatch(/\.thumb\.webp$/);

    // Drag the third image onto the first: the order is saved on the server.
    await dialog.getByRole('listitem', { name: 'Image 3' }).dragTo(dialog.getByRole('listitem', { name: 'Image 1' }));
    await expectToast(page, 'Image order saved');
    expect(await galleryOrder(dialog)).toEqual(['blue.jpg', 'red.png', 'green.png']);
    // And with the keyboard-operable buttons.
    await dialog.getByRole('button', { name: 'Move image 3 earlier' }).click();
    await dialog.getByRole('list', { name: 'Gallery' }).and(page.locator('[aria-busy="false"]')).waitFor();
    expect(await galleryOrder(dialog)).toEqual(['blue.jpg', 'green.png', 'red.png']);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The table shows 2 thumbnails and '+1', in gallery order.
    const cell = row(page, 'Subcategories', name);
    await cell.getByText('+1').waitFor();
    const thumbs = await imageSources(cell);
    expect(thumbs).toHaveLength(2);
    for (const src of thumbs) expect(src).toMatch(/\.thumb\.webp$/);

    // After a reload the order is the saved one; remove the middle image.
    await page.reload();
    await row(page, 'Subcategories', name).getByRole('button', { name: 'Upload images' }).click();
    expect(await galleryOrder(dialog)).toEqual(['blue.jpg', 'green.png', 'red.png']);
    await dialog.getByRole('button', { name: 'Remove image 2' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Image deleted successfully');
    await dialog.getByRole('listitem', { name: 'Image 3' }).waitFor({ state: 'detached' });
    expect(await galleryOrder(dialog)).toEqual(['blue.jpg', 'red.png']);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await row(page, 'Subcategories', name).getByText('+1').waitFor({ state: 'detached' });

    // Send notification: asked first; a second one within 10 minutes is refused with the server's message.
    await row(page, 'Subcategories', name).getByRole('button', { name: 'Send notification' }).click();
    await page.getByRole('alertdialog').getByText(`Send a notification about '${name}' to the app's users?`).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Notification sent Successfully');
    // The top bar lists it; the log sender delivers it within a moment.
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page
      .getByRole('menu', { name: 'Notifications' })
      .getByRole('listitem', { name: `Subcategory ${name}: Delivered` })
      .waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await row(page, 'Subcategories', name).getByRole('button', { name: 'Send notification' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await page
      .locator('.bp6-toast')
      .filter({ hasText: /Please wait 10 minutes between notifications/ })
      .waitFor();
    await context.close();
  });

  it("adds images to a greeting with 'Greeting images added successfully'", async () => {
    const name = unique('Good morning');
    await graphql(
      'mutation ($input: CreateGreetingInput!) { createGreeting(input: $input) { id } }',
      { input: { categoryId, greetingName: name, status: true, isHomePage: false } },
      token,
    );
    const sunrise = await makeImage('sunrise.jpg', '#f59f00');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, `/greetings/${categoryId}`);
    await row(page, 'Greetings', name).getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await dialog.getByLabel('Add images').setInputFiles(sunrise);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Greeting images added successfully');
    expect(await galleryOrder(dialog)).toEqual(['sunrise.jpg']);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const [thumb] = await imageSources(row(page, 'Greetings', name));
    expect(thumb).toMatch(/\.thumb\.webp$/);
    await context.close();
  });
});
