import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { baseUrl, launchBrowser, newPage, superadmin, superadminToken } from './support/browser.js';

/** Aborts every request to another origin, as on a machine with no internet. */
async function offline(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  const ownOrigin = new URL(baseUrl()).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === ownOrigin) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return blocked;
}

describe('developer surface, offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens the GraphQL IDE at /graphql, signs in there, and runs a query with the token', async () => {
    const { context, page } = await newPage(browser);
    const blocked = await offline(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/graphql');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'GraphQL IDE' }).waitFor();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByText('Not signed in').waitFor();
    await signIn.getByLabel('Email address').fill(superadmin().email);
    await signIn.getByLabel('Password').fill(superadmin().password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`(${superadmin().email}, superadmin)`).waitFor();
    // The admin shares the token: it is the one in localStorage.
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toMatch(/^ey/);

    // The default query asks for `me`; run it.
    await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor();
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.locator('.graphiql-response').getByText(superadmin().email).waitFor({ timeout: 20_000 });

    expect(blocked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("uses the admin's stored token without asking, and leaves JSON GraphQL requests to the API", async () => {
    const { context, page } = await newPage(browser);
    const blocked = await offline(context);
    await page.goto('/login');
    await page.evaluate((token) => window.localStorage.setItem('token', token), await superadminToken());
    await page.goto('/graphql');
    await page.getByText(`(${superadmin().email}, superadmin)`).waitFor();
    expect(blocked).toEqual([]);
    await context.close();

    const api = await fetch(`${baseUrl()}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('serves the committed OpenAPI document and a Swagger UI that calls the API with a token', async () => {
    const served = await fetch(`${baseUrl()}/adminapi/openapi.json`);
    expect(served.status).toBe(200);
    const document = (await served.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/adminapi/auth/login', '/adminapi/categories/create']));
    expect(document).toEqual(JSON.parse(await readFile('docs/openapi.json', 'utf8')));

    const { context, page } = await newPage(browser);
    const blocked = await offline(context);
    await page.goto('/adminapi/docs');
    await page.getByRole('heading', { name: /Poster App admin REST API/ }).waitFor();
    // Issue 28.4: the page links the document itself, visibly.
    const download = page.getByRole('link', { name: 'Download the OpenAPI document' });
    expect(await download.isVisible()).toBe(true);
    expect(await download.getAttribute('href')).toBe('/adminapi/openapi.json');

    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await page.locator('.modal-ux input[type="text"]').fill(await superadminToken());
    await page.locator('.modal-ux button.modal-btn.authorize').click();
    await page.locator('.modal-ux button.btn-done').click();

    const operation = page.locator('#operations-Auth-Auth_details');
    await operation.locator('.opblock-summary').click();
    // 'Try it out' is on from the start (swaggerOptions.tryItOutEnabled).
    await operation.getByRole('button', { name: 'Execute' }).click();
    await operation.locator('.responses-wrapper .live-responses-table').getByText(superadmin().email).first().waitFor();
    expect(blocked).toEqual([]);
    await context.close();
  });
});
