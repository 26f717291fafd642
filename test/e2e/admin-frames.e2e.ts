import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { createStaff, expectToast, graphql, openSignedIn, type StaffAccount, superadminAccount, tokenFor, unique } from './support/admin.js';
import { baseUrl, launchBrowser, newPage } from './support/browser.js';
import { dragOnImage, eventually, type Geometry, near, regionGeometry, stageOf } from './support/frames.js';

const IMAGE = { width: 1000, height: 800 };

describe('frame studio', () => {
  let browser: Browser;
  let admin: StaffAccount;
  let token: string;
  const suffix = Date.now().toString(36);
  const nameField = { title: `Name ${suffix}`, variableName: `name_${suffix}` };
  const logoField = { title: `Logo ${suffix}`, variableName: `businessLogo_${suffix}` };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createStaff('admin');
    token = await tokenFor(admin);
    for (const [field, type] of [
      [nameField, 'text'],
      [logoField, 'image'],
    ] as const) {
      await graphql('mutation ($input: CreateFrameFieldInput!) { createFrameField(input: $input) { id } }', { input: { ...field, type } }, token);
    }
  });
  afterAll(() => browser.close());

  it('draws two regions on an uploaded frame, binds them, saves, and finds them in the same image pixels at another window size', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/frames');
    await page.getByRole('tab', { name: 'Frame Fields' }).click();
    await page.getByRole('table', { name: 'Frame Fields' }).getByRole('row').filter({ hasText: nameField.variableName }).waitFor();
    await page.getByRole('tab', { name: 'Frames' }).click();

    await page.getByRole('button', { name: 'Add Frame' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Frames' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['Frame Name is required', 'Status is required', 'Region selection is required']) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }

    const frameName = unique('Diwali frame');
    await dialog.getByLabel('Frame Name').fill(frameName);
    await dialog.getByLabel('Status').selectOption({ label: 'Active' });
    const png = await sharp({ create: { ...IMAGE, channels: 3, background: { r: 255, g: 214, b: 153 } } })
      .png()
      .toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'diwali.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Frame uploaded successfully');
    const before = await stageOf(dialog);
    expect(before.box.width).toBeCloseTo(IMAGE.width * before.scale, 0);

    // Two regions, by dragging on the image (the second one drawn right to left).
    await dragOnImage(page, dialog, [100, 500], [600, 600]);
    await dragOnImage(page, dialog, [950, 750], [650, 450]);
    const regions = dialog.getByRole('listitem').filter({ hasText: /^Region \d/ });
    await eventually(() => expect(regions.count()).resolves.toBe(2));
    const tolerance = Math.ceil(1 / before.scale) + 1;
    const first = await regionGeometry(regions.nth(0));
    const second = await regionGeometry(regions.nth(1));
    near(first, { x: 100, y: 500, width: 500, height: 100 }, tolerance);
    near(second, { x: 650, y: 450, width: 300, height: 300 }, tolerance);

    // A third region: resized by its corner handle, then removed with Delete; a fourth removed by its Cancel button.
    await dragOnImage(page, dialog, [100, 100], [300, 200]);
    await eventually(() => expect(regions.count()).resolves.toBe(3));
    const third = await regionGeometry(regions.nth(2));
    const corner = before.toScreen(third.x + third.width, third.y + third.height);
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(corner.x + 100 * before.scale, corner.y + 50 * before.scale, { steps: 6 });
    await page.mouse.up();
    await eventually(async () =>
      near(await regionGeometry(regions.nth(2)), { ...third, width: third.width + 100, height: third.height + 50 }, tolerance),
    );
    await page.keyboard.press('Delete');
    await eventually(() => expect(regions.count()).resolves.toBe(2));
    await dragOnImage(page, dialog, [100, 100], [300, 200]);
    await dialog.getByRole('button', { name: 'Cancel region 3' }).click();
    await eventually(() => expect(regions.count()).resolves.toBe(2));

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please choose region type').first().waitFor();
    await dialog.getByLabel('Choose type of region 1').selectOption({ label: `${nameField.title} (${nameField.variableName})` });
    await dialog.getByLabel('Choose type of region 2').selectOption({ label: `${logoField.title} (${logoField.variableName})` });

    await regions.nth(0).getByRole('button', { name: 'Choose Properties' }).click();
    const properties = page.getByRole('dialog', { name: 'Choose Properties' });
    await properties.getByLabel('Font Family').selectOption('Rasa');
    await properties.getByLabel('Font Size').selectOption({ label: 'Large (17)' });
    await properties.getByLabel('Font Weight').selectOption('700');
    await properties.getByLabel('Font Color').fill('#aa0000');
    await properties.getByRole('button', { name: 'Save' }).click();
    await properties.waitFor({ state: 'detached' });

    await dialog.getByRole('switch', { name: 'Live preview' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Frame created successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Frames' }).getByRole('row').filter({ hasText: frameName });
    await row.waitFor();
    await row.getByRole('img').waitFor();

    const saved = await graphql<{ frames: { items: Array<{ id: string; regions: Array<Geometry & { properties: Record<string, unknown> }> }> } }>(
      'query ($query: String) { frames(query: $query) { items { id regions { x y width height properties { fontSize fontWeight fontFamily fontColor } } } } }',
      { query: frameName },
      token,
    );
    const [frame] = saved.frames.items;
    expect(frame.regions).toHaveLength(2);
    near(frame.regions[0], first, 0);
    near(frame.regions[1], second, 0);
    expect(frame.regions[0].properties).toEqual({ fontSize: 17, fontWeight: 700, fontFamily: 'Rasa', fontColor: '#aa0000' });

    // A larger window: the image shows bigger, the regions stay in the same image pixels.
    await page.setViewportSize({ width: 1800, height: 1100 });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Frames' });
    await expect(edit.getByLabel('Frame Name').inputValue()).resolves.toBe(frameName);
    const after = await stageOf(edit);
    expect(after.scale).toBeGreaterThan(before.scale * 1.2);
    const editRegions = edit.getByRole('listitem').filter({ hasText: /^Region \d/ });
    near(await regionGeometry(editRegions.nth(0)), first, 0);
    near(await regionGeometry(editRegions.nth(1)), second, 0);

    // Clicking where region 1 shows selects it; an arrow key nudges it one image pixel.
    const centre = after.toScreen(first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.click(centre.x, centre.y);
    await eventually(() => expect(editRegions.nth(0).getAttribute('class')).resolves.toContain('is-selected'));
    await page.keyboard.press('ArrowRight');
    await eventually(async () => near(await regionGeometry(editRegions.nth(0)), { ...first, x: first.x + 1 }, 0));

    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Frame updated successfully');
    await edit.waitFor({ state: 'detached' });
    const updated = await graphql<{ frame: { regions: Geometry[] } }>(
      'query ($id: ID!) { frame(id: $id) { regions { x y width height } } }',
      { id: frame.id },
      token,
    );
    near(updated.frame.regions[0], { ...first, x: first.x + 1 }, 0);

    await context.close();
  }, 90_000);

  it('draws a region from the very press, with no move before it, by mouse and by touch', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/frames');
    await page.getByRole('button', { name: 'Add Frame' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Frames' });
    const png = await sharp({ create: { ...IMAGE, channels: 3, background: { r: 200, g: 230, b: 255 } } })
      .png()
      .toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'plain.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Frame uploaded successfully');
    const stage = await stageOf(dialog);
    const regions = dialog.getByRole('listitem').filter({ hasText: /^Region \d/ });
    // Two screen pixels either way (input coordinates are rounded to whole pixels, touch ones too),
    // in image pixels; the defect this guards against was off by about a hundred.
    const tolerance = Math.ceil(2 / stage.scale) + 1;
    // Raw input events, as a pen or a finger sends them: the press is the first event at that point.
    const cdp = await context.newCDPSession(page);

    const pressAt = stage.toScreen(100, 100);
    const releaseAt = stage.toScreen(400, 300);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...pressAt, button: 'left', buttons: 1, clickCount: 1 });
    for (let step = 1; step <= 6; step += 1) {
      const x = pressAt.x + ((releaseAt.x - pressAt.x) * step) / 6;
      const y = pressAt.y + ((releaseAt.y - pressAt.y) * step) / 6;
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'left', buttons: 1 });
    }
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...releaseAt, button: 'left', buttons: 0, clickCount: 1 });
    await eventually(() => expect(regions.count()).resolves.toBe(1));
    near(await regionGeometry(regions.nth(0)), { x: 100, y: 100, width: 300, height: 200 }, tolerance);

    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const touchAt = stage.toScreen(500, 400);
    const liftAt = stage.toScreen(850, 700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touchAt] });
    for (let step = 1; step <= 6; step += 1) {
      const x = touchAt.x + ((liftAt.x - touchAt.x) * step) / 6;
      const y = touchAt.y + ((liftAt.y - touchAt.y) * step) / 6;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await eventually(() => expect(regions.count()).resolves.toBe(2));
    near(await regionGeometry(regions.nth(1)), { x: 500, y: 400, width: 350, height: 300 }, tolerance);

    // Two drawn regions are work: a stray Escape asks first, and 'Keep editing' keeps them.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog').filter({ hasText: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await regions.count()).toBe(2);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('fits the frame image to a phone’s width (390×844) and draws on it by touch in image pixels', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openSignedIn(page, admin, '/frames');
    await page.getByRole('button', { name: 'Add Frame' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Frames' });
    // Wider than the phone: it used to be drawn at the pane's minimum and spill off the screen.
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 230, g: 200, b: 255 } } })
      .png()
      .toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Frame uploaded successfully');
    // The form comes first on a phone; the image below it.
    await dialog.locator('.frame-editor__stage').evaluate((stage) => stage.scrollIntoView({ block: 'center' }));
    // The stage is sized from the pane's width as layout settles (a scroll bar may come and go): read it once it agrees with its scale.
    let stage = await stageOf(dialog);
    await eventually(async () => {
      stage = await stageOf(dialog);
      expect(stage.box.width).toBeCloseTo(1200 * stage.scale, 0);
    });
    const { box, scale, toScreen } = stage;
    // Inside the screen, and using most of its width (not a postage stamp).
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(390 * 0.75);
    // The whole image can be seen at once in the dialog's scrolling body (not under its header or footer).
    const body = (await dialog.locator('.frame-editor__body').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(body.y);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height);

    const regions = dialog.getByRole('listitem').filter({ hasText: /^Region \d/ });
    const cdp = await context.newCDPSession(page);
    const touchAt = toScreen(200, 100);
    const liftAt = toScreen(1000, 500);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touchAt] });
    for (let step = 1; step <= 6; step += 1) {
      const x = touchAt.x + ((liftAt.x - touchAt.x) * step) / 6;
      const y = touchAt.y + ((liftAt.y - touchAt.y) * step) / 6;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await eventually(() => expect(regions.count()).resolves.toBe(1));
    near(await regionGeometry(regions.nth(0)), { x: 200, y: 100, width: 800, height: 400 }, Math.ceil(2 / scale) + 1);
    await context.close();
  });

  it('adds frame fields (the image upload only for image fields) and says how many frames a deleted field leaves without a type', async () => {
    const used = { title: `Village ${suffix}`, variableName: `village_${suffix}` };
    const { createFrameField } = await graphql<{ createFrameField: { id: string } }>(
      'mutation ($input: CreateFrameFieldInput!) { createFrameField(input: $input) { id } }',
      { input: { ...used, type: 'text' } },
      token,
    );
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 120, g: 20, b: 20 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'frame.png');
    const uploaded = await fetch(`${baseUrl()}/adminapi/frame/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const { data: image } = (await uploaded.json()) as { data: { id: string } };
    const { createFrame } = await graphql<{ createFrame: { id: string } }>(
      'mutation ($input: CreateFrameInput!) { createFrame(input: $input) { id } }',
      { input: { frameName: unique('Holi'), imageId: image.id, regions: [{ x: 10, y: 10, width: 100, height: 40, dataType: createFrameField.id }] } },
      token,
    );

    const { context, page } = await newPage(browser);
    await openSignedIn(page, admin, '/frames');
    await page.getByRole('tab', { name: 'Frame Fields' }).click();
    const table = page.getByRole('table', { name: 'Frame Fields' });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['No.', 'Title', 'Type', 'Image', 'Variable Name', 'Election', 'Actions']);

    await page.getByRole('button', { name: 'Add Frame Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Frame Field' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['Title is required', 'Variable Name is required', 'Type is required']) await dialog.getByText(message).waitFor();
    await dialog.getByLabel('Title').fill(`Photo ${suffix}`);
    await dialog.getByLabel('Variable Name').fill('photo of user');
    await dialog.getByText('Variable Name may contain only letters, digits and underscores').waitFor();
    await dialog.getByLabel('Variable Name').fill(`photo_${suffix}`);
    await dialog.getByLabel('Type').selectOption({ label: 'Text' });
    await expect(dialog.locator('input[type=file]').count()).resolves.toBe(0);
    await dialog.getByLabel('Type').selectOption({ label: 'Image' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Frame field created successfully');
    const photoRow = table.getByRole('row').filter({ hasText: `photo_${suffix}` });
    await photoRow.getByRole('img').waitFor();
    await expect(photoRow.getByRole('cell').nth(2).innerText()).resolves.toBe('Image');

    await table.getByRole('row').filter({ hasText: used.variableName }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/ 1 frame uses this field; their regions will have no type/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Frame field deleted successfully');
    await table.getByRole('row').filter({ hasText: used.variableName }).waitFor({ state: 'detached' });
    const { frame } = await graphql<{ frame: { regions: Array<{ dataType: string | null }> } }>(
      'query ($id: ID!) { frame(id: $id) { regions { dataType } } }',
      { id: createFrame.id },
      token,
    );
    expect(frame.regions).toEqual([{ dataType: null }]);
    await context.close();
  }, 60_000);

  it('shows the server’s render for a chosen app user beside the editor (superadmin)', async () => {
    const superadmin = await superadminAccount();
    const superToken = await tokenFor(superadmin);
    const mobile = `98${String(Date.now()).slice(-8)}`;
    await graphql(
      'mutation ($input: CreateAppUserInput!) { createAppUser(input: $input) { id } }',
      { input: { name: 'રમેશભાઈ પટેલ', mobile, pin: '1234', userType: 'business' } },
      superToken,
    );
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 250, g: 240, b: 220 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'frame.png');
    const uploaded = await fetch(`${baseUrl()}/adminapi/frame/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superToken}` },
      body: form,
    });
    const { data: image } = (await uploaded.json()) as { data: { id: string } };
    const { frameFields } = await graphql<{ frameFields: Array<{ id: string; variableName: string }> }>(
      '{ frameFields { id variableName } }',
      {},
      superToken,
    );
    const nameId = frameFields.find((field) => field.variableName === nameField.variableName)!.id;
    const frameName = unique('Uttarayan');
    await graphql(
      'mutation ($input: CreateFrameInput!) { createFrame(input: $input) { id } }',
      { input: { frameName, imageId: image.id, regions: [{ x: 20, y: 300, width: 400, height: 60, dataType: nameId }] } },
      superToken,
    );

    const { context, page } = await newPage(browser);
    await openSignedIn(page, superadmin, '/frames');
    await page.getByRole('searchbox').fill(frameName);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('table', { name: 'Frames' }).getByRole('row').filter({ hasText: frameName }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Frames' });
    await dialog.getByPlaceholder('Mobile or Name').fill(mobile);
    await dialog.getByPlaceholder('Mobile or Name').press('Enter');
    await dialog.getByLabel('User to render for').locator('option').first().waitFor({ state: 'attached' });
    await expect(dialog.getByLabel('User to render for').locator('option').allInnerTexts()).resolves.toEqual([`રમેશભાઈ પટેલ (${mobile})`]);
    await dialog.getByRole('button', { name: 'Render' }).click();
    const rendered = dialog.getByRole('img', { name: 'Poster rendered by the server for રમેશભાઈ પટેલ' });
    await rendered.waitFor();
    await expect(
      rendered.evaluate((element: HTMLImageElement) => element.decode().then(() => [element.naturalWidth, element.naturalHeight])),
    ).resolves.toEqual([600, 400]);
    await context.close();
  }, 60_000);
});
