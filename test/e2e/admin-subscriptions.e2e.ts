import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectToast, openSignedIn, type StaffAccount } from './support/admin.js';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

const row = (page: Page, name: string) => page.getByRole('table', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: name });

describe('subscriptions', () => {
  let browser: Browser;
  let employee: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('adds, edits and deletes a plan; a plan users hold is not deleted', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/subscriptions');
    await page.getByRole('heading', { name: 'Subscriptions' }).waitFor();
    const name = `Plan ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'Add Subscription' }).click();
    const add = page.getByRole('dialog', { name: 'Add Subscription' });
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.getByText('Subscription Name is required').waitFor();
    await add.getByText('Subscription Type is required').waitFor();
    await add.getByLabel('Subscription Name').fill(name);
    await add.getByLabel('Subscription Amount').fill('125000');
    await add.getByLabel('Subscription Duration').fill('0');
    await add.getByText('Subscription Duration must be a whole number from 1 to 120').waitFor();
    await add.getByLabel('Subscription Duration').fill('12');
    await add.getByLabel('Subscription Type').selectOption({ label: 'Business' });
    await add.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Subscription created successfully');
    await row(page, name).getByText('₹1,25,000').waitFor();

    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Subscription' });
    expect(await edit.getByLabel('Subscription Amount').inputValue()).toBe('125000');
    await edit.getByLabel('Subscription Amount').fill('1499');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Subscription updated successfully');
    await row(page, name).getByText('₹1,499').waitFor();

    // A user holds the plan: deleting is refused with the count, and the row stays.
    const token = await superadminToken();
    const user = await api<{ data: { id: string } }>(
      'POST',
      '/users/create',
      { name: `${name} holder`, mobile: String(7_200_000_000 + (Date.now() % 700_000_000)), pin: '1234', userType: 'business' },
      token,
    );
    const plans = await api<{ data: Array<{ id: string; subscriptionName: string }> }>('GET', '/subscriptions', undefined, token);
    const planId = plans.body.data.find((plan) => plan.subscriptionName === name)!.id;
    expect((await api('POST', '/users/assignsubscription', { userId: user.body.data.id, subscriptionId: planId }, token)).status).toBe(201);
    await row(page, name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, '1 user holds this plan, so it cannot be deleted');
    await row(page, name).waitFor();

    expect((await api('POST', '/users/deletesubscription', { userId: user.body.data.id }, token)).status).toBe(201);
    await row(page, name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Subscription deleted successfully');
    await row(page, name).waitFor({ state: 'detached' });
    await context.close();
  });
});
