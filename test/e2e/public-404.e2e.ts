import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser.js';

/** The raw HTML the server sends, before any JavaScript runs. */
async function fetchPage(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') ?? '' };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

/** Aborts every request to another origin, as a machine with no internet would see it. */
async function offline(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  const ownOrigin = new URL(baseUrl()).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === ownOrigin) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return blocked;
}

describe('unknown public URLs and what the server sends before JavaScript', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answers mistyped URLs with 404 and public pages with their own title and description', async () => {
    for (const path of ['/privacy', '/help', '/no/such/page']) {
      const page = await fetchPage(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(titleOf(page.html)).toBe('Page not found | Utsav Posters');
    }
    const privacy = await fetchPage('/privacy-policy');
    expect(privacy.status).toBe(200);
    expect(titleOf(privacy.html)).toBe('Privacy Policy | Utsav Posters');
    expect(descriptionOf(privacy.html)).toMatch(/never sell your data/);
    expect(privacy.html).toContain('<meta property="og:title" content="Privacy Policy | Utsav Posters" />');

    const terms = await fetchPage('/terms-condition');
    expect(titleOf(terms.html)).toBe('Terms &amp; Conditions | Utsav Posters');

    // Admin screens from the registry, with and without parameters, are pages too.
    for (const path of ['/login', '/admin', '/categories', '/subcategories/0b0e7a5e-0000-4000-8000-000000000000']) {
      expect({ path, status: (await fetchPage(path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('serves a favicon and robots.txt that keeps crawlers out of the admin and the APIs', async () => {
    const icon = await fetch(`${baseUrl()}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /adminapi/');
    expect(text).toContain('Disallow: /login');
  });

  it('shows a page-not-found page with links home and to the policies, not the staff login', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    const response = await page.goto('/privacy');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByLabel('Email address').count()).toBe(0);
    await page.getByRole('link', { name: 'Privacy Policy' }).first().waitFor();
    await page.getByRole('link', { name: 'Home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The title follows the page in an effect after the heading renders.
    const home = 'Gujarati festival posts, greetings and frames | Utsav Posters';
    await page.waitForFunction((title) => document.title === title, home, { timeout: 5000 }).catch(() => undefined);
    expect(await page.title()).toBe(home);
    await context.close();
  });

  it('draws Gujarati with the self-hosted Noto Sans Gujarati, with no request to another origin', async () => {
    const { context, page } = await newPage(browser);
    const blocked = await offline(context);
    const fontFiles: string[] = [];
    page.on('response', (response) => {
      if (/noto-sans-gujarati.*\.woff2$/.test(response.url()) && response.ok()) fontFiles.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('16px "Noto Sans Gujarati"', 'ઉત્સવ');
      return [...document.fonts].some((face) => face.family.includes('Noto Sans Gujarati') && face.status === 'loaded');
    });
    expect(loaded).toBe(true);
    expect(fontFiles.length).toBeGreaterThan(0);
    expect(fontFiles.every((url) => url.startsWith(baseUrl()))).toBe(true);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
