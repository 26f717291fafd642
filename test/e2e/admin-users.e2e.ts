import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { expectToast, graphql, openSignedIn, type StaffAccount, superadminAccount, tokenFor, unique } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';

function row(page: Page, text: string) {
  return page.getByRole('table', { name: 'Admin Users' }).getByRole('row').filter({ hasText: text });
}

describe('admin users', () => {
  let browser: Browser;
  let superadmin: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    superadmin = await superadminAccount();
  });
  afterAll(() => browser.close());

  it('adds, edits and deletes a staff account with the spec texts', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/adminusers');
    await page.getByRole('heading', { name: 'Admin Users' }).waitFor();
    const headers = await page.getByRole('table', { name: 'Admin Users' }).getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Name', 'Role', 'Email', 'Status', 'Created At', 'Actions']);

    // Add: the validation texts, then a new employee.
    const name = unique('Kiran Desai');
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
    await page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Role is required']) {
      await addDialog.getByText(message, { exact: true }).waitFor();
    }
    await addDialog.getByLabel('Name').fill(name);
    await addDialog.getByLabel('Email').fill('kiran@');
    await addDialog.getByText('Invalid email address', { exact: true }).waitFor();
    await addDialog.getByLabel('Email').fill(email);
    await addDialog.getByLabel(/^Password/).fill('First-password-1');
    await addDialog.getByLabel('Role').selectOption({ label: 'Employee' });
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'User created successfully');
    await addDialog.waitFor({ state: 'detached' });

    const created = row(page, email);
    await created.getByText('Employee', { exact: true }).waitFor();
    await created.getByText('Active', { exact: true }).waitFor();
    expect(await created.locator('td').nth(5).innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)$/);

    // A duplicate email is refused with the server's message, under the Email field (the server names it).
    await page.getByRole('button', { name: 'Add User' }).click();
    const duplicateDialog = page.getByRole('dialog', { name: 'Add User' });
    await duplicateDialog.getByLabel('Name').fill('Someone Else');
    await duplicateDialog.getByLabel('Email').fill(email);
    await duplicateDialog.getByLabel(/^Password/).fill('Other-password-1');
    await duplicateDialog.getByLabel('Role').selectOption({ label: 'Admin' });
    await duplicateDialog.getByRole('button', { name: 'Submit' }).click();
    await duplicateDialog.getByText('A user with this email already exists').waitFor();
    expect(await duplicateDialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    // What was typed is not thrown away without asking.
    await duplicateDialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
    await duplicateDialog.waitFor({ state: 'detached' });

    // Edit with the password left blank: the old password still works.
    await created.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await editDialog.getByText('Leave blank to keep the current password.').waitFor();
    expect(await editDialog.getByLabel('Email').inputValue()).toBe(email);
    await editDialog.getByLabel('Role').selectOption({ label: 'Admin' });
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'User updated successfully');
    await created.getByText('Admin', { exact: true }).waitFor();
    await expect(tokenFor({ email, password: 'First-password-1' })).resolves.toEqual(expect.any(String));

    // Deactivate.
    await created.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit User' }).getByLabel('Status').selectOption({ label: 'Inactive' });
    await page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Save changes' }).click();
    await created.getByText('Inactive', { exact: true }).waitFor();

    // Delete after the spec's confirmation.
    await created.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure want to delete this?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted successfully');
    await created.waitFor({ state: 'detached' });
    await context.close();
  });

  it("surfaces the server's refusal as a toast", async () => {
    // The superadmin is not listed (admin and employee accounts only), so
    // provoke a refusal the UI can reach: an account deleted meanwhile.
    const token = await tokenFor(superadmin);
    const name = unique('Gone Soon');
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
    const { createAdminUser } = await graphql<{ createAdminUser: { id: string } }>(
      'mutation ($input: CreateStaffUserInput!) { createAdminUser(input: $input) { id } }',
      { input: { name, email, password: 'Gone-soon-123', role: 'employee' } },
      token,
    );
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/adminusers');
    await row(page, email).waitFor();
    await graphql('mutation ($id: ID!) { deleteAdminUser(id: $id) { id } }', { id: createAdminUser.id }, token);

    await row(page, email).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const refusal = page.locator('.bp6-toast.bp6-intent-danger');
    await refusal.waitFor();
    expect((await refusal.innerText()).trim()).not.toBe('');
    await context.close();
  });
});
