// Issue 29: the admin in Gujarati. A member's language is theirs, kept on the
// server: it survives a reload and follows them to another browser, while
// another member keeps the spec's English. Every screen (and its Add dialog)
// holds its layout with the longer Gujarati words, on a desktop and a phone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ENTITIES, type ScreenManifest } from '../../shared/entities/index.js';
import { PAGES } from '../../shared/entities/pages.js';
import { createStaff, graphql, openSignedIn, signInWithForm, type StaffAccount, superadminAccount, tokenFor, unique } from './support/admin.js';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

/** The Gujarati catalogue, as the admin loads it: the Gujarati of an English text. */
const catalogueDir = path.resolve(import.meta.dirname, '../../client/src/admin/core/i18n/gu');
const CATALOGUE: Record<string, string> = Object.assign(
  {},
  ...readdirSync(catalogueDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(catalogueDir, file), 'utf8')) as Record<string, string>),
);
function gu(english: string): string {
  const gujarati = CATALOGUE[english];
  if (!gujarati) throw new Error(`No Gujarati for '${english}'`);
  return gujarati;
}

async function openAccountMenu(page: Page, account: StaffAccount) {
  await page.getByRole('button', { name: new RegExp(account.name) }).click();
}

async function chooseLanguage(page: Page, account: StaffAccount, language: 'English' | 'ગુજરાતી') {
  await openAccountMenu(page, account);
  await page.getByRole('radio', { name: language }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language === 'English' ? 'en' : 'gu');
  await page.keyboard.press('Escape');
}

const heading = (page: Page) => page.locator('.admin-page-header__title');

describe('the admin in Gujarati', () => {
  let browser: Browser;
  let member: StaffAccount;
  let other: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await createStaff('admin', unique('E2E Gujarati'));
    other = await createStaff('admin', unique('E2E English'));
  });
  afterAll(() => browser.close());

  it('switches a member to ગુજરાતી, keeps it after a reload and on another browser, and leaves another member in English', async () => {
    const first = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await openSignedIn(first.page, member, '/categories');
    await heading(first.page).filter({ hasText: 'Categories' }).waitFor();
    await chooseLanguage(first.page, member, 'ગુજરાતી');
    await heading(first.page)
      .filter({ hasText: gu('Categories') })
      .waitFor();
    await first.page
      .getByRole('navigation', { name: gu('Main menu') })
      .getByRole('link', { name: gu('Dashboard') })
      .waitFor();

    await first.page.reload();
    await heading(first.page)
      .filter({ hasText: gu('Categories') })
      .waitFor();

    // Another browser: English until the member signs in, Gujarati after.
    const second = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signInWithForm(second.page, member);
    await heading(second.page)
      .filter({ hasText: gu('Dashboard') })
      .waitFor();

    // Another member, in a third browser, still sees the spec's English.
    const third = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await openSignedIn(third.page, other, '/categories');
    await heading(third.page).filter({ hasText: 'Categories' }).waitFor();
    expect(await third.page.evaluate(() => document.documentElement.lang)).toBe('en');

    // Back to English: the spec's texts again, to the letter.
    await chooseLanguage(first.page, member, 'English');
    expect(await heading(first.page).innerText()).toBe('Categories');
    for (const { context } of [first, second, third]) await context.close();
  });

  it('writes numbers with Gujarati digits only when the member chooses them', async () => {
    const account = await createStaff('admin', unique('E2E Digits'));
    const { context, page } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await openSignedIn(page, account, '/dashboard');
    await chooseLanguage(page, account, 'ગુજરાતી');
    const token = await tokenFor(account);
    await graphql(
      `
        mutation {
          setMyPreferences(input: { language: gu, gujaratiDigits: true }) {
            id
          }
        }
      `,
      {},
      token,
    );
    await page.reload();
    await heading(page)
      .filter({ hasText: gu('Dashboard') })
      .waitFor();
    await page.waitForFunction(() => /[૦-૯]/.test(document.querySelector('main')?.textContent ?? ''));
    await context.close();
  });
});

/** What overflows its box on the page: text sticking out, or cut off without an ellipsis; and a page wider than the window. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} px wide in ${window.innerWidth})`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      // Text for screen readers only (a 1 px clipped box) is meant not to show.
      if (element.clientWidth <= 1 || element.closest('.admin-visually-hidden, [class*="visually-hidden"]')) continue;
      if (style.display === 'inline' || style.textOverflow === 'ellipsis') continue;
      // Inside a box that scrolls on purpose (a wide table on a phone), sideways is fine.
      if (element.closest('.admin-table-scroll, .bp6-html-table, table, [data-scrolls]')) {
        if (style.overflowX === 'visible' && element.scrollWidth <= element.clientWidth + 1) continue;
      }
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(
          `'${ownText.slice(0, 40)}' is ${element.scrollWidth} px in a ${element.clientWidth} px ${element.tagName.toLowerCase()}.${element.className}`,
        );
    }
    return problems;
  });
}

describe('layouts in Gujarati', () => {
  let browser: Browser;
  let superadmin: StaffAccount;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    superadmin = await superadminAccount();
    const token = await superadminToken();
    const category = await graphql<{ createCategory: { id: string } }>(
      `
        mutation ($input: CreateCategoryInput!) {
          createCategory(input: $input) {
            id
          }
        }
      `,
      { input: { categoryName: unique('લેઆઉટ કેટેગરી'), isElection: false, status: true } },
      token,
    );
    ids.category = category.createCategory.id;
    const mobile = String(7_000_000_000 + (Date.now() % 900_000_000));
    const appUser = await api<{ data: { id: string } }>(
      'POST',
      '/users/create',
      { name: 'લેઆઉટ યુઝર', mobile, pin: '1234', userType: 'business' },
      token,
    );
    ids.appUser = appUser.body.data.id;
    await graphql(
      `
        mutation {
          setMyPreferences(input: { language: gu, gujaratiDigits: false }) {
            id
          }
        }
      `,
      {},
      await tokenFor(superadmin),
    );
  });
  afterAll(async () => {
    await graphql(
      `
        mutation {
          setMyPreferences(input: { language: en, gujaratiDigits: false }) {
            id
          }
        }
      `,
      {},
      await tokenFor(superadmin),
    );
    await browser.close();
  });

  const screens = [...PAGES, ...ENTITIES.flatMap((entity): readonly ScreenManifest[] => ('screens' in entity ? entity.screens : []))].map(
    (screen) => ({
      title: screen.title,
      path: screen.path.replace('/business/:id', '/business/APPUSER').replace(/\/:id$/, '/CATEGORY'),
    }),
  );

  it.each([
    ['a desktop', { width: 1440, height: 900 }],
    ['a phone', { width: 390, height: 844 }],
  ])('fits every screen and its Add dialog in Gujarati on %s', async (_name, viewport) => {
    const { context, page } = await newPage(browser, { viewport });
    const problems: string[] = [];
    for (const screen of screens) {
      const target = screen.path.replace('APPUSER', ids.appUser).replace('CATEGORY', ids.category);
      await openSignedIn(page, superadmin, target);
      await heading(page)
        .filter({ hasText: gu(screen.title) })
        .waitFor();
      await page.waitForLoadState('networkidle');
      problems.push(...(await overflowing(page)).map((problem) => `${target}: ${problem}`));
      const add = page.locator('[data-shortcut="add"]');
      if ((await add.count()) > 0 && (await add.first().isEnabled())) {
        await add.first().click();
        await page.getByRole('dialog').waitFor();
        problems.push(...(await overflowing(page)).map((problem) => `${target} (Add dialog): ${problem}`));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
