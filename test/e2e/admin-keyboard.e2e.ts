// The admin from the keyboard alone: where dialogs put focus, and the shortcuts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, expectToast, graphql, openSignedIn, type StaffAccount, tokenFor, unique } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';

/** The accessible name (label, aria-label or text) of the focused element. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(nothing)';
    const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
    return (element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/**
 * Waits until the focused element's name matches (focus moves after a
 * dialog's transition, later on a loaded machine); fails with the last name seen.
 */
async function waitForFocus(page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> {
  const matches = (name: string) => (typeof expected === 'string' ? name === expected : expected.test(name));
  const deadline = Date.now() + timeout;
  let name = await focused(page);
  while (!matches(name)) {
    if (Date.now() > deadline) throw new Error(`Focus is on '${name}', expected ${String(expected)}`);
    await page.waitForTimeout(100);
    name = await focused(page);
  }
}

/** Puts focus on the page itself (nothing focused), as after a click on blank space. */
async function blurAll(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('keyboard', () => {
  let browser: Browser;
  let admin: StaffAccount;
  let categoryName: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createStaff('admin');
    categoryName = unique('Keyboard category');
    await graphql(
      'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
      { input: { categoryName } },
      await tokenFor(admin),
    );
  });
  afterAll(() => browser.close());

  it('dialogs focus their first field, the first error, the confirm button, and give focus back on close', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/categories');
    const table = page.getByRole('table', { name: 'Categories' });
    await table.getByRole('row').filter({ hasText: categoryName }).waitFor();

    // Add: opened from the keyboard, typing goes straight into the first field.
    const add = page.getByRole('button', { name: 'Add Category' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.waitFor();
    await waitForFocus(page, /^Category Name/);

    // An invalid submit takes focus to the field in error.
    await dialog.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Category Name is required').waitFor();
    expect(await focused(page)).toMatch(/^Category Name/);
    const name = unique('Typed');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Category created successfully');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, 'Add Category');

    // Escape closes and also gives focus back.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await waitForFocus(page, /^Category Name/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, 'Add Category');

    // Delete: the confirm button has focus, so Enter confirms.
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await waitForFocus(page, 'Delete');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Category deleted successfully');
    await row.waitFor({ state: 'detached' });
    // The Delete button went with its row: focus goes to the main region, not to nothing.
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await context.close();
  });

  it("Ctrl+K opens the command palette, which filters the role's screens and jumps to one on Enter", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/categories');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Go to screen' });
    await input.waitFor();
    await waitForFocus(page, 'Go to screen');
    const options = page.getByRole('listbox', { name: 'Screens' }).getByRole('option');
    const all = (await options.allInnerTexts()).map((text) => text.split('\n')[0].trim());
    expect(all).toContain('Festivals');
    // An admin is not offered the superadmin's screens.
    expect(all).not.toContain('App Users');

    await page.keyboard.type('fest');
    await page.waitForFunction(
      () => [...document.querySelectorAll('[role="listbox"] [role="option"]')].map((option) => option.textContent).join('|') === 'Festivals',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/festivals');
    await page.getByRole('heading', { level: 1, name: 'Festivals' }).waitFor();
    await input.waitFor({ state: 'detached' });
    // Focus lands on the new screen, so its shortcuts work at once.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // The top bar button opens it too, and Escape closes it.
    await page.getByRole('button', { name: /Go to screen/ }).click();
    await input.waitFor();
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    await context.close();
  });

  it("'n' presses the list's Add button and '/' focuses its search; neither fires while typing", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/categories');
    const table = page.getByRole('table', { name: 'Categories' });
    await table.getByRole('row').filter({ hasText: categoryName }).waitFor();

    // '/' focuses the search box, and what follows is a search ('n' included).
    await blurAll(page);
    await page.keyboard.press('/');
    await waitForFocus(page, 'Search...');
    const search = page.getByRole('searchbox', { name: 'Search...' });
    await page.keyboard.type('n');
    expect(await search.inputValue()).toBe('n');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await search.fill(categoryName);
    await table.getByRole('row').filter({ hasText: categoryName }).waitFor();

    // 'n' opens Add with focus in its first field, and the 'n' is not typed there.
    await blurAll(page);
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.waitFor();
    await waitForFocus(page, /^Category Name/);
    expect(await dialog.getByLabel(/Category Name/).inputValue()).toBe('');
    // Inside the dialog the shortcuts keep quiet: letters are typed.
    await page.keyboard.type('no/');
    expect(await dialog.getByLabel(/Category Name/).inputValue()).toBe('no/');
    // Escape with something typed asks first (issue 21); Discard closes.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, 'Add Category');
    await context.close();
  });

  it("'?' shows the keyboard shortcuts the screen offers", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/categories');
    await page.getByRole('table', { name: 'Categories' }).waitFor();
    await blurAll(page);
    await page.keyboard.press('Shift+Slash');
    const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await overlay.waitFor();
    const text = await overlay.innerText();
    for (const label of [
      'Go to a screen (command palette)',
      'Show keyboard shortcuts',
      "Add a new record (the list's Add button)",
      'Search the list',
    ]) {
      expect(text).toContain(label);
    }
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await context.close();
  });
});
