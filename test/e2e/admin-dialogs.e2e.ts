import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, openSignedIn, type StaffAccount, superadminAccount, toast, unique } from './support/admin.js';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

const DISCARD = 'Discard unsaved changes?';

/** The label of the focused element (its id's <label>, or its aria-label). */
function focusedLabel(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return undefined;
    const label = active.id ? document.querySelector(`label[for="${active.id}"]`) : null;
    return (label?.textContent ?? active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });
}

async function waitForFocusIn(page: Page, label: RegExp) {
  await page.waitForFunction((source) => {
    const active = document.activeElement;
    const text = active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : active?.textContent;
    return new RegExp(source).test((text ?? '').trim());
  }, label.source);
}

describe('dialogs keep what was typed (issue 21 item 0)', () => {
  let browser: Browser;
  let employee: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
  });
  afterAll(() => browser.close());

  it('Escape in the Festival Date picker closes only the calendar; a changed dialog asks before it closes', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, employee, '/festivals');
    await page.getByRole('button', { name: 'Add Festival' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Festival' });
    const name = unique('Escape');
    await dialog.getByLabel('Festival Name').fill(name);
    await dialog.getByText('Fixed date', { exact: true }).click();
    await dialog.getByLabel('Festival Date').click();
    const picker = page.locator('.bp6-datepicker');
    await picker.waitFor();

    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('alertdialog', { name: DISCARD }).count()).toBe(0);
    expect(await dialog.getByLabel('Festival Name').inputValue()).toBe(name);

    // A second Escape is the dialog's: with changes, it asks; Enter keeps editing.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: DISCARD });
    await question.waitFor();
    await waitForFocusIn(page, /^Keep editing$/);
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Festival Name').inputValue()).toBe(name);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForFocusIn(page, /Add Festival/);

    // Unchanged, it closes at once.
    await page.getByRole('button', { name: 'Add Festival' }).click();
    await dialog.getByLabel('Festival Name').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await question.count()).toBe(0);
    await context.close();
  });

  it('Add User with a mobile already in use says so under Mobile Number, keeps focus there, and Escape still works', async () => {
    const superadmin = await superadminAccount();
    const mobile = String(9_000_000_000 + (Date.now() % 900_000_000));
    const { status } = await api(
      'POST',
      '/users/create',
      { name: unique('Taken'), mobile, pin: '1234', userType: 'business' },
      await superadminToken(),
    );
    expect(status).toBe(201);

    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/appusers');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel(/^Name/).fill('Ramesh Patel');
    await dialog.getByLabel(/^Mobile Number/).fill(mobile);
    await dialog.getByLabel(/^Pin Number/).fill('4321');
    await dialog.getByLabel(/^User Type/).selectOption({ label: 'Panchayat' });
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const taken = 'A user with this mobile number already exists';
    await dialog.getByText(taken).waitFor();
    await waitForFocusIn(page, /^Mobile Number/);
    expect(await focusedLabel(page)).toMatch(/^Mobile Number/);
    expect(await dialog.getByLabel(/^Mobile Number/).getAttribute('aria-invalid')).toBe('true');
    expect(await toast(page, taken).count()).toBe(0);

    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: DISCARD }).getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
