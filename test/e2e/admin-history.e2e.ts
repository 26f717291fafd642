// Issue 16: the History screen and the History drawer of an edit dialog.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createStaff, graphql, openSignedIn, type StaffAccount, superadminAccount, tokenFor, unique } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';

describe('history', () => {
  let browser: Browser;
  let superadmin: StaffAccount;
  let editor: StaffAccount;
  let name: string;
  let renamed: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    superadmin = await superadminAccount();
    editor = await createStaff('admin');
    // An admin creates a category and renames it.
    const token = await tokenFor(editor);
    name = unique('Janmashtami');
    renamed = `${name} (renamed)`;
    const { createCategory } = await graphql<{ createCategory: { id: string } }>(
      'mutation ($name: String!) { createCategory(input: { categoryName: $name }) { id } }',
      { name },
      token,
    );
    await graphql(
      'mutation ($id: ID!, $name: String!) { updateCategory(input: { id: $id, categoryName: $name }) { id } }',
      { id: createCategory.id, name: renamed },
      token,
    );
  });
  afterAll(() => browser.close());

  it('shows who changed what, filtered, with the fields before and after', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/history');
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByLabel('Staff member').selectOption({ label: editor.name });
    await page.getByLabel('Action').selectOption({ label: 'Updated' });
    const table = page.getByRole('table', { name: 'History' });
    const updated = table.getByRole('row').filter({ hasText: editor.name }).filter({ hasText: 'Updated' });
    await updated.first().waitFor();
    // The previous filter's page stays on screen until the new one arrives.
    await table.getByRole('row').filter({ hasText: 'Created' }).first().waitFor({ state: 'detached' });
    await table.getByRole('row').filter({ hasText: 'Signed in' }).first().waitFor({ state: 'detached' });
    expect(await table.locator('tbody > tr').count()).toBe(1);
    expect(await updated.first().innerText()).toContain('Category');

    await updated.getByRole('button', { name: 'Details of row 1' }).click();
    const field = page.getByRole('row', { name: /categoryName/ });
    await field.waitFor();
    expect(await field.getByRole('cell').allInnerTexts()).toEqual([name, renamed]);

    // The other actions of that staff member are back once the filter is cleared.
    await page.getByLabel('Action').selectOption({ label: 'Any' });
    await table.getByRole('row').filter({ hasText: 'Created' }).first().waitFor();
    await context.close();
  });

  it("opens a record's own history from its edit dialog", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/categories');
    const row = page.getByRole('table', { name: 'Categories' }).getByRole('row').filter({ hasText: renamed });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('region', { name: 'History of Category' });
    const events = drawer.getByRole('list', { name: 'History' }).getByRole('button');
    await events.first().waitFor();
    const texts = (await events.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain(`Updated by ${editor.name}`);
    expect(texts[1]).toContain(`Created by ${editor.name}`);
    await events.first().click();
    await drawer.getByRole('row', { name: /categoryName/ }).waitFor();
    await context.close();
  });

  it('is not offered to an admin', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, editor, '/categories');
    const row = page.getByRole('table', { name: 'Categories' }).getByRole('row').filter({ hasText: renamed });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'History' }).count()).toBe(0);
    await context.close();
  });
});
