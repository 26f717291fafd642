// Issue 16: the History screen and the History drawer of an edit dialog.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { createStaff, expectToast, graphql, openSignedIn, type StaffAccount, superadminAccount, tokenFor, unique } from './support/admin.js';
import { baseUrl, launchBrowser, newPage } from './support/browser.js';
import { eventually, regionGeometry, stageOf } from './support/frames.js';

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
    const field = page.getByRole('region', { name: / changed$/ }).getByRole('row', { name: /Category Name/ });
    await field.waitFor();
    expect(await field.getByRole('cell').allInnerTexts()).toEqual([name, renamed]);

    // The other actions of that staff member are back once the filter is cleared.
    await page.getByLabel('Action').selectOption({ label: 'Any' });
    await table.getByRole('row').filter({ hasText: 'Created' }).first().waitFor();
    await context.close();
  });

  it('says where a sign-in came from: its IP address', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/history');
    await page.getByLabel('Staff member').selectOption({ label: editor.name });
    await page.getByLabel('Action').selectOption({ label: 'Signed in' });
    const table = page.getByRole('table', { name: 'History' });
    const signIn = table.getByRole('row').filter({ hasText: 'Signed in' });
    await signIn.first().waitFor();
    await table.getByRole('row').filter({ hasText: 'Updated' }).first().waitFor({ state: 'detached' });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const cells = await signIn.first().getByRole('cell').allInnerTexts();
    expect(cells[headers.findIndex((header) => header.trim() === 'IP address')]).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
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
    await drawer.getByRole('row', { name: /Category Name/ }).waitFor();
    await context.close();
  });

  it('reads one change, in words, when one region of a frame was edited', async () => {
    // A frame of four regions, made by the admin.
    const token = await tokenFor(editor);
    const { createFrameField } = await graphql<{ createFrameField: { id: string } }>(
      'mutation ($input: CreateFrameFieldInput!) { createFrameField(input: $input) { id } }',
      { input: { title: unique('Name'), variableName: unique('name').replace(/\W/g, '_'), type: 'text' } },
      token,
    );
    const png = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#f5e6c8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'border.png');
    const uploaded = await fetch(`${baseUrl()}/adminapi/frame/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const { data: image } = (await uploaded.json()) as { data: { id: string } };
    const frameName = unique('વેપાર કિનારી');
    const regions = [0, 1, 2, 3].map((index) => ({
      x: 50 + index * 230,
      y: 600,
      width: 200,
      height: 100,
      data: { index },
      dataType: createFrameField.id,
    }));
    await graphql(
      'mutation ($input: CreateFrameInput!) { createFrame(input: $input) { id } }',
      { input: { frameName, imageId: image.id, regions } },
      token,
    );

    // The superadmin nudges region 4 one pixel to the right and saves.
    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/frames');
    const row = page.getByRole('table', { name: 'Frames' }).getByRole('row').filter({ hasText: frameName });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Frames' });
    const editRegions = edit.getByRole('listitem').filter({ hasText: /^Region \d/ });
    await eventually(() => expect(editRegions.count()).resolves.toBe(4));
    const stage = await stageOf(edit);
    const centre = stage.toScreen(regions[3].x + 100, regions[3].y + 50);
    await page.mouse.click(centre.x, centre.y);
    await eventually(() => expect(editRegions.nth(3).getAttribute('class')).resolves.toContain('is-selected'));
    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect((await regionGeometry(editRegions.nth(3))).x).toBe(regions[3].x + 1));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Frame updated successfully');

    // History, searched by the frame's name: its creation and one edit naming region 4.
    await page.goto('/history');
    const search = page.getByRole('searchbox', { name: 'Record name' });
    await search.fill(frameName);
    await search.press('Enter');
    const table = page.getByRole('table', { name: 'History' });
    const edited = table.getByRole('row').filter({ hasText: `Edited frame "${frameName}": region 4 changed` });
    await edited.waitFor();
    await eventually(() => expect(table.locator('tbody > tr').count()).resolves.toBe(2));
    await table
      .getByRole('row')
      .filter({ hasText: `Added frame "${frameName}"` })
      .waitFor();
    expect(await edited.innerText()).toContain('1');

    await edited.getByRole('button', { name: /Details of row/ }).click();
    const change = page.getByRole('region', { name: 'Region 4 changed' });
    await change.waitFor();
    expect(await page.getByRole('region', { name: / (added|changed|removed)$/ }).count()).toBe(1);
    const fields = await change.locator('tbody > tr').evaluateAll((rows) => rows.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(fields).toEqual([['Left (px)', String(regions[3].x), String(regions[3].x + 1)]]);
    await context.close();
  }, 90_000);

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
