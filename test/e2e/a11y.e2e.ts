// The axe sweep: every route of the admin registry as each role that may open
// it, the public pages and /login, the command palette, the frame editor and
// every gallery dialog, with no critical or serious violation and headings in order.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ALL_SCREENS } from '../../shared/entities/index.js';
import { createStaff, expectToast, graphql, openSignedIn, type StaffAccount, superadminAccount, tokenFor, unique } from './support/admin.js';
import { api, baseUrl, launchBrowser, superadminToken } from './support/browser.js';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const PUBLIC_PATHS = ['/', '/privacy-policy', '/terms-condition', '/refund-cancellation', '/help-support', '/delete-account', '/login'];

type Role = StaffAccount['role'];
interface Route {
  path: string;
  roles: Role[];
}

/**
 * The registry's routes and who may open them, read from the screens'
 * manifests (shared/entities), as the admin reads them, so a new screen is
 * swept without editing this test.
 */
function registryRoutes(): Route[] {
  const routes = ALL_SCREENS.map((screen) => ({ path: screen.path, roles: [...screen.roles] }));
  expect(routes.length).toBeGreaterThan(10);
  return routes;
}

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Runs axe on the page as it is and returns its critical and serious
 * violations, and any heading out of order (moderate, but a screen reader's
 * user walks the headings to find their way), readably.
 */
async function audit(page: Page, where: string, { headingOrder = true } = {}): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }
    ).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious' || (headingOrder && violation.id === 'heading-order'))
    .map(
      (violation) =>
        `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
          .join('\n'),
    );
}

/** Client-side navigation (no reload), then wait for the screen's heading and its data. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page
    .locator('main .bp6-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** Blueprint's overlays fade and blur in; audit them once they have settled. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[class*="-overlay-enter-active"], [class*="-overlay-appear-active"]'));

/** A flat-colour PNG, as a form part. */
async function pngBlob(colour: string, width = 96, height = 96): Promise<Blob> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** A multipart REST call with `count` images under `imagesField`; answers the body's `data`. */
async function postImages<T>(path: string, fields: Record<string, string>, imagesField: string, count: number, token: string): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let index = 0; index < count; index += 1)
    form.append(imagesField, await pngBlob(['#e03131', '#2f9e44', '#1c7ed6'][index % 3]), `image-${index + 1}.png`);
  const response = await fetch(`${baseUrl()}/adminapi${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { data: T };
  expect(response.status).toBeLessThan(300);
  return body.data;
}

/** The table row that names `text`. */
const rowOf = (page: Page, table: string, text: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

describe('accessibility (axe)', () => {
  let browser: Browser;
  let context: BrowserContext;
  const accounts = {} as Record<Role, StaffAccount>;
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    // axe is injected as an inline script, which the app's CSP refuses.
    context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, bypassCSP: true });
    [accounts.superadmin, accounts.admin, accounts.employee] = await Promise.all([
      superadminAccount(),
      createStaff('admin'),
      createStaff('employee'),
    ]);
    // Records for the screens of one record, with a row each so row actions and badges show.
    const token = await tokenFor(accounts.admin);
    const category = await graphql<{ createCategory: { id: string } }>(
      'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
      { input: { categoryName: unique('A11y category') } },
      token,
    );
    ids.id = category.createCategory.id;
    names.subcategory = unique('A11y subcategory');
    const { createSubcategory } = await graphql<{ createSubcategory: { id: string } }>(
      'mutation ($input: CreateSubcategoryInput!) { createSubcategory(input: $input) { id } }',
      { input: { categoryId: ids.id, subcategoryName: names.subcategory, priority: 1, status: true } },
      token,
    );
    names.greeting = unique('A11y greeting');
    const { createGreeting } = await graphql<{ createGreeting: { id: string } }>(
      'mutation ($input: CreateGreetingInput!) { createGreeting(input: $input) { id } }',
      { input: { categoryId: ids.id, greetingName: names.greeting, status: true, isHomePage: false } },
      token,
    );
    names.customCategory = unique('A11y custom category');
    const { createCustomCategory } = await graphql<{ createCustomCategory: { id: string } }>(
      'mutation ($input: CreateCustomCategoryInput!) { createCustomCategory(input: $input) { id } }',
      { input: { customcategoryName: names.customCategory, priority: 1, status: true } },
      token,
    );
    // Galleries with images, so thumbnails, their move and remove buttons and the tables' '+N' cells are audited too.
    names.festival = unique('A11y festival');
    await postImages('/festivals/create', { festivalName: names.festival, status: 'true' }, 'festivalImages', 3, token);
    await postImages('/subcategories/uploadimages', { categoryId: ids.id, id: createSubcategory.id }, 'images', 3, token);
    await postImages('/greetings/uploadimages', { categoryId: ids.id, id: createGreeting.id }, 'images', 2, token);
    await postImages('/customcategories/uploadimages', { id: createCustomCategory.id }, 'images', 2, token);
    const appUser = await api<{ data: { id: string } }>(
      'POST',
      '/users/create',
      { name: unique('A11y owner'), mobile: String(7_100_000_000 + (Date.now() % 600_000_000)), pin: '1234', userType: 'business' },
      await superadminToken(),
    );
    expect(appUser.status).toBe(201);
    ids.userId = appUser.body.data.id;
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** A concrete path for a registry route: `:id` routes get the record made above. */
  const concrete = (path: string) => path.replace(':id', path.startsWith('/business/') ? ids.userId : ids.id);

  it('finds no critical or serious violation on the public pages and /login', async () => {
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await audit(page, path)));
    }
    await page.close();
    expect(found.join('\n')).toBe('');
  });

  it.each<Role>(['superadmin', 'admin', 'employee'])('finds no critical or serious violation on any screen as %s', async (role) => {
    const routes = registryRoutes().filter((route) => route.roles.includes(role));
    const page = await context.newPage();
    await openSignedIn(page, accounts[role], '/dashboard');
    const found: string[] = [];
    if (role === 'admin') {
      // The first Tab reaches the skip link; it takes focus past the menus to the page's heading.
      await page.locator('main h1').waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    }
    for (const route of routes) {
      const path = concrete(route.path);
      await visit(page, path);
      found.push(...(await audit(page, `${role} ${route.path}`)));
      // One h1 and the landmarks on every screen.
      const structure = await page.evaluate(() => ({
        h1: document.querySelectorAll('h1').length,
        banner: document.querySelectorAll('.admin-shell header:not(main header)').length,
        nav: document.querySelectorAll('nav[aria-label="Main menu"]').length,
        main: document.querySelectorAll('main').length,
      }));
      if (JSON.stringify(structure) !== JSON.stringify({ h1: 1, banner: 1, nav: 1, main: 1 })) {
        found.push(`${role} ${route.path}: expected one h1, banner, main menu and main, found ${JSON.stringify(structure)}`);
      }
    }
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await page.close();
    expect(found.join('\n')).toBe('');
  });

  it('finds no critical or serious violation in the command palette and the shortcuts overlay, light and dark', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark']) {
      const page = await context.newPage();
      await openSignedIn(page, accounts.admin, '/categories');
      await page.evaluate((choice) => window.localStorage.setItem('admin-theme', choice), theme);
      await page.reload();
      await page.getByRole('table', { name: 'Categories' }).getByRole('row').nth(1).waitFor();
      expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(theme === 'dark');

      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Go to screen' }).waitFor();
      await page.keyboard.type('cat');
      await page.getByRole('option', { name: /Custom Categories/ }).waitFor();
      await settled(page);
      found.push(...(await audit(page, `${theme} command palette`)));
      await page.keyboard.type('zzz');
      await page.getByText('No screen matches').waitFor();
      found.push(...(await audit(page, `${theme} command palette, no match`)));
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Go to screen' }).waitFor({ state: 'detached' });

      await page.keyboard.press('Shift+Slash');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await settled(page);
      // Blueprint's shortcuts overlay draws its group labels as h4 under its h2 title, markup this app does not own.
      found.push(...(await audit(page, `${theme} keyboard shortcuts overlay`, { headingOrder: false })));

      await page.evaluate(() => {
        window.localStorage.removeItem('admin-theme');
        window.localStorage.removeItem('token');
      });
      await page.close();
    }
    expect(found.join('\n')).toBe('');
  });

  it.each(['light', 'dark'])(
    'finds no critical or serious violation, nor headings out of order, in the frame editor, Choose Properties and every gallery dialog (%s)',
    async (theme) => {
      const found: string[] = [];
      const page = await context.newPage();
      await openSignedIn(page, accounts.admin, '/frames');
      await page.evaluate((choice) => window.localStorage.setItem('admin-theme', choice), theme);
      await page.reload();
      await page.getByRole('button', { name: 'Add Frame' }).click();
      const editor = page.getByRole('dialog', { name: 'Add Frames' });
      await settled(page);
      found.push(...(await audit(page, `${theme} frame editor, empty`)));

      // An image and a region drawn on it: the canvas, the region list and its controls.
      await editor.locator('input[type=file]').setInputFiles({
        name: 'frame.png',
        mimeType: 'image/png',
        buffer: Buffer.from(await (await pngBlob('#ffd699', 1000, 800)).arrayBuffer()),
      });
      await expectToast(page, 'Frame uploaded successfully');
      const stage = editor.locator('.frame-editor__stage');
      await stage.locator('canvas').first().waitFor();
      const box = (await stage.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 6 });
      await page.mouse.up();
      await editor.getByRole('listitem', { name: 'Region 1' }).waitFor();
      await editor.getByRole('switch', { name: 'Live preview' }).check({ force: true });
      found.push(...(await audit(page, `${theme} frame editor, a region drawn`)));

      await editor.getByRole('button', { name: 'Choose Properties' }).click();
      const properties = page.getByRole('dialog', { name: 'Choose Properties' });
      await properties.waitFor();
      await settled(page);
      found.push(...(await audit(page, `${theme} Choose Properties`)));
      await properties.getByRole('button', { name: 'Cancel' }).click();
      await properties.waitFor({ state: 'detached' });
      // The editor holds a drawn region: Cancel asks before it throws it away.
      await editor.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
      await editor.waitFor({ state: 'detached' });
      // The upload's toast outlives the editor: audited while it fades, its text fails contrast (a timing flake).
      await page.locator('.bp6-toast').filter({ hasText: 'Frame uploaded successfully' }).waitFor({ state: 'detached' });

      const galleries = [
        { path: `/festivals`, table: 'Festivals', name: names.festival, action: 'Images', dialog: 'Festival Images' },
        { path: `/subcategories/${ids.id}`, table: 'Subcategories', name: names.subcategory, action: 'Upload images', dialog: 'Upload images' },
        { path: `/greetings/${ids.id}`, table: 'Greetings', name: names.greeting, action: 'Upload Images', dialog: 'Upload Images' },
        { path: '/custom-categories', table: 'Custom Categories', name: names.customCategory, action: 'Upload Images', dialog: 'Upload Images' },
      ];
      for (const gallery of galleries) {
        await visit(page, gallery.path);
        const row = rowOf(page, gallery.table, gallery.name);
        // The table itself, with the record's thumbnails and its '+N' count.
        await row.getByRole('img').first().waitFor();
        found.push(...(await audit(page, `${theme} ${gallery.path} with images`)));
        await row.getByRole('button', { name: gallery.action, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: gallery.dialog });
        await dialog.getByRole('list', { name: 'Gallery' }).getByRole('img').first().waitFor();
        await settled(page);
        found.push(...(await audit(page, `${theme} ${gallery.dialog} dialog on ${gallery.path}`)));
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
      }

      await page.evaluate(() => {
        window.localStorage.removeItem('admin-theme');
        window.localStorage.removeItem('token');
      });
      await page.close();
      expect(found.join('\n')).toBe('');
    },
    120_000,
  );
});
