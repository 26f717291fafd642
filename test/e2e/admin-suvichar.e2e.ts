import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectToast, openSignedIn, type StaffAccount, toast } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { imageSources, makeImage } from './support/images.js';

function row(page: Page, table: string, text: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/** A day no other run of this file uses: the server keeps one suvichar per day. */
function freeDay(): { typed: string; shown: string } {
  const day = 1 + Math.floor(Math.random() * 28);
  const month = 1 + Math.floor(Math.random() * 12);
  const year = 2028 + Math.floor(Math.random() * 7);
  const shown = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
  return { typed: shown, shown };
}

describe('suvichar, the thought of the day (issue 32)', () => {
  let browser: Browser;
  let admin: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createStaff('admin');
  });
  afterAll(() => browser.close());

  it('adds one from the menu with a background image, finds it, edits it, deletes it and restores it from the Trash', async () => {
    const thought = `મન હોય તો માળવે જવાય ${Date.now()}`;
    const day = freeDay();
    const background = await makeImage('sunrise.png', '#f59f00');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Suvichar' }).click();
    await page.getByRole('heading', { name: 'Suvichar' }).waitFor();

    // Add: the thought must be Gujarati and the day is required, before anything is sent.
    await page.getByRole('button', { name: 'Add Suvichar' }).click();
    const add = page.getByRole('dialog', { name: 'Add Suvichar' });
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.getByText('Suvichar is required').waitFor();
    await add.getByText('Day is required').waitFor();
    await add.getByRole('textbox', { name: 'Suvichar' }).fill('Where there is a will');
    await add.getByText('Suvichar must be written in Gujarati').waitFor();
    await add.getByRole('textbox', { name: 'Suvichar' }).fill(thought);
    await add.getByLabel('Author').fill('કહેવત');
    await add.getByLabel('Day').fill(day.typed);
    await add.getByLabel('Day').press('Enter');
    await add.getByLabel('Background Image').setInputFiles(background);
    await add.getByRole('img', { name: 'Preview of sunrise.png' }).waitFor();
    await add.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Suvichar created successfully');
    await add.waitFor({ state: 'detached' });

    // The server searches the thought; the row shows the day, the author and a thumbnail.
    await page.getByRole('searchbox').fill(thought.slice(0, 12));
    await row(page, 'Suvichar', thought).getByText(day.shown).waitFor();
    await row(page, 'Suvichar', thought).getByText('કહેવત').waitFor();
    const [thumb] = await imageSources(row(page, 'Suvichar', thought));
    expect(thumb).toMatch(/\.thumb\.webp$/);

    // Edit the author; the image stays.
    await row(page, 'Suvichar', thought).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Suvichar' });
    expect(await edit.getByLabel('Day').inputValue()).toBe(day.shown);
    await edit.getByRole('img', { name: 'Current image 1' }).waitFor();
    await edit.getByLabel('Author').fill('ગુજરાતી કહેવત');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Suvichar updated successfully');
    await row(page, 'Suvichar', thought).getByText('ગુજરાતી કહેવત').waitFor();

    // Delete to the Trash, then restore it from there.
    await row(page, 'Suvichar', thought).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Suvichar deleted successfully').waitFor();
    await row(page, 'Suvichar', thought).waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await page.getByRole('searchbox').fill(thought.slice(0, 12));
    const entry = row(page, 'Trash', thought);
    await entry.getByText('Suvichar', { exact: true }).waitFor();
    await entry.getByText('1 image').waitFor();
    await entry.getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Restored successfully').waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Suvichar' }).click();
    await page.getByRole('searchbox').fill(thought.slice(0, 12));
    await row(page, 'Suvichar', thought).getByText('ગુજરાતી કહેવત').waitFor();
    await context.close();
  });
});
