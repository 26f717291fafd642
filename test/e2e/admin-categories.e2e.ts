import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectPath, expectToast, graphql, openSignedIn, type StaffAccount, tokenFor, unique } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';

function row(page: Page, name: string) {
  return page.getByRole('table', { name: 'Categories' }).getByRole('row').filter({ hasText: name });
}

describe('categories', () => {
  let browser: Browser;
  let admin: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createStaff('admin');
  });
  afterAll(() => browser.close());

  it('adds, edits and deletes a category with the spec texts', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/categories');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    const headers = await page.getByRole('table', { name: 'Categories' }).getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Category Name', 'Status', 'Actions']);

    // Add: validation first, then success.
    const name = unique('Navratri');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Category' });
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await addDialog.getByText('Category Name is required').waitFor();
    await addDialog.getByLabel('Category Name').fill(name);
    await addDialog.getByText('Is Election').click();
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Category created successfully');
    await addDialog.waitFor({ state: 'detached' });
    await row(page, name).waitFor();
    await row(page, name).getByText('Active', { exact: true }).waitFor();
    await row(page, name).getByRole('button', { name: 'Subcategories' }).filter({ hasText: '0' }).waitFor();

    // Search narrows the table to the new row.
    await page.getByRole('searchbox').fill(name);
    expect(await page.getByRole('table', { name: 'Categories' }).locator('tbody tr').count()).toBe(1);
    await page.getByRole('searchbox').fill('no category has this name');
    await page.getByText('No Data Available').waitFor();
    await page.getByRole('searchbox').fill('');

    // Edit: the dialog opens with the current values.
    const renamed = `${name} (edited)`;
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Category' });
    expect(await editDialog.getByLabel('Category Name').inputValue()).toBe(name);
    expect(await editDialog.getByRole('switch', { name: 'Is Election' }).isChecked()).toBe(true);
    await editDialog.getByLabel('Category Name').fill('');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await editDialog.getByText('Category Name is required').waitFor();
    await editDialog.getByLabel('Category Name').fill(renamed);
    await editDialog.getByLabel('Status').selectOption({ label: 'Inactive' });
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Category updated successfully');
    await row(page, renamed).getByText('Inactive', { exact: true }).waitFor();

    // The row action opens the subcategories page for this category.
    await row(page, renamed).getByRole('button', { name: 'Subcategories' }).click();
    await page.getByRole('heading', { name: `Subcategories of ${renamed}` }).waitFor();
    await page.goBack();
    await expectPath(page, '/categories');

    // Delete: the spec's confirmation, then the toast and the row is gone.
    await row(page, renamed).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure want to delete this?').waitFor();
    // Issue 28.2: a category goes to the Trash, and the question says until when it can come back.
    await confirm.getByText(/^You can restore it from the Trash until \d\d\/\d\d\/\d{4}/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Category deleted successfully');
    await row(page, renamed).waitFor({ state: 'detached' });
    await context.close();
  });

  it('pages the list when there are more than 5 categories', async () => {
    const token = await tokenFor(admin);
    const prefix = unique('Paged');
    for (let index = 1; index <= 12; index += 1) {
      await graphql(
        'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
        { input: { categoryName: `${prefix} ${String(index).padStart(2, '0')}` } },
        token,
      );
    }
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/categories');
    const pager = page.getByRole('navigation', { name: 'Categories pages' });
    await pager.waitFor();
    expect(await page.getByRole('combobox', { name: 'Rows per page' }).inputValue()).toBe('10');
    expect(await page.getByRole('table', { name: 'Categories' }).locator('tbody tr').count()).toBe(10);

    await page.getByRole('searchbox').fill(prefix);
    await pager.getByText('1–10 of 12').waitFor();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText('11–12 of 12').waitFor();

    // Sorting by name descending puts the last one first.
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await page.getByRole('columnheader', { name: 'Category Name' }).getByRole('button').click();
    await page.getByRole('columnheader', { name: 'Category Name' }).getByRole('button').click();
    const firstName = page.getByRole('table', { name: 'Categories' }).locator('tbody tr').first().locator('td').nth(1);
    expect(await firstName.innerText()).toBe(`${prefix} 12`);

    // Five rows or fewer: no pager.
    await page.getByRole('searchbox').fill(`${prefix} 0`);
    await page.getByRole('table', { name: 'Categories' }).locator('tbody tr').nth(8).waitFor();
    await page.getByRole('searchbox').fill(`${prefix} 1`);
    await pager.waitFor({ state: 'detached' });
    await context.close();
  });
});
