import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { createStaff, openSignedIn, superadminAccount } from './support/admin.js';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

// The admin self-hosts Noto Sans Gujarati (client/src/fonts). These tests only
// mean something on a machine with no Gujarati system font, where without it
// every Gujarati letter is a missing-glyph box: CI's image is one.
const GUJARATI_NAME = 'રમેશ પટેલ';
const isFontFile = (url: string) => /\.(woff2?|ttf|otf)(\?|$)/.test(url);

function hasGujaratiSystemFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=gu'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false; // no fontconfig: no system fonts Chromium could fall back to either
  }
}

describe('Gujarati in the admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('fetches no font file for a screen with no Gujarati on it', async () => {
    // A new employee's Trash holds only what they deleted: nothing. Screens
    // that show records (the dashboard's festivals, the Reports charts' plan
    // and district names, which recharts also measures in a hidden span) may
    // show Gujarati written by other suites.
    const employee = await createStaff('employee');
    const { context, page } = await newPage(browser);
    // Signing in passes the dashboard: watch a fresh tab of the signed-in session.
    await openSignedIn(page, employee, '/trash');
    const trash = await context.newPage();
    const fontRequests: string[] = [];
    trash.on('request', (request) => {
      if (isFontFile(request.url())) fontRequests.push(request.url());
    });
    await trash.goto(page.url());
    await trash.getByRole('heading', { name: 'Trash' }).first().waitFor();
    await trash.evaluate(() => document.fonts.ready);
    await trash.waitForLoadState('networkidle');
    // The premise: no Gujarati anywhere in the page, hidden text and SVG included.
    expect(await trash.evaluate(() => /[\u0A80-\u0AFF]/.test(document.documentElement.textContent ?? ''))).toBe(false);
    expect(fontRequests).toEqual([]);
    await context.close();
  });

  it('renders a Gujarati name in a table with the self-hosted font, not boxes', async () => {
    expect(hasGujaratiSystemFont()).toBe(false);
    const mobile = String(8_900_000_000 + (Date.now() % 99_999_999));
    const created = await api('POST', '/users/create', { name: GUJARATI_NAME, mobile, pin: '1234', userType: 'business' }, await superadminToken());
    expect(created.status).toBe(201);

    const { context, page } = await newPage(browser);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (isFontFile(request.url())) fontRequests.push(request.url());
    });
    await openSignedIn(page, await superadminAccount(), '/appusers');
    const search = page.getByRole('searchbox').first();
    await search.fill(mobile);
    await search.press('Enter');
    const cell = page.getByRole('table', { name: 'App Users' }).getByRole('cell', { name: GUJARATI_NAME, exact: true });
    await cell.waitFor();

    // A missing glyph is a box per code point, a vowel sign included; with the
    // font, the sign 'ે' sits on its letter and adds no width. (Comparing the
    // whole name's widths with and without the font depends on how wide the
    // browser draws its boxes, which changed between Chromium releases.)
    const rendering = await cell.evaluate(async (element) => {
      await document.fonts.ready;
      const style = getComputedStyle(element);
      const measure = (fontFamily: string, text: string) => {
        const probe = document.createElement('span');
        probe.textContent = text;
        probe.style.cssText = `font: ${style.fontWeight} ${style.fontSize} ${fontFamily}; position: absolute; white-space: nowrap; visibility: hidden`;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      };
      // What the vowel sign adds to its letter, as a share of the letter's width.
      const signShare = (fontFamily: string) => (measure(fontFamily, 'શે') - measure(fontFamily, 'શ')) / measure(fontFamily, 'શ');
      return {
        fontFamily: style.fontFamily,
        loaded: document.fonts.check(`${style.fontSize} "Noto Sans Gujarati"`, element.textContent ?? ''),
        withFont: signShare(style.fontFamily),
        // The same letters in a stack without the web font: what a machine without it shows.
        boxes: signShare('sans-serif'),
      };
    });
    expect(rendering.fontFamily).toContain('Noto Sans Gujarati');
    expect(rendering.loaded).toBe(true);
    // Shaped: the sign adds (nearly) nothing; as boxes it adds a whole box.
    expect(rendering.withFont).toBeLessThan(0.2);
    expect(rendering.boxes).toBeGreaterThan(0.5);
    // From this site, not another host.
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    await context.close();
  });
});
