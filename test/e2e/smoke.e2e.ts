import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';

describe('one origin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves the client for a deep link', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/privacy-policy');
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(1);
    await context.close();
  });
});
