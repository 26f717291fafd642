import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { createStaff, expectPath, openSignedIn } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';

/** What the member's authenticator app would show, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

describe('two-factor sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('turns it on from the account menu, then signs in with a code', async () => {
    const account = await createStaff('admin');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, account, '/dashboard');
    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
    await page.getByRole('button', { name: 'Two-factor sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
    await dialog.getByRole('button', { name: 'Set up' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await dialog.getByLabel('Secret key').innerText()).trim();
    await dialog.getByLabel('Code').fill(codeFor(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await dialog.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await context.close();

    const next = await newPage(browser);
    await next.page.goto('/login');
    await next.page.getByLabel('Email address').fill(account.email);
    await next.page.getByLabel('Password', { exact: true }).fill(account.password);
    await next.page.getByRole('button', { name: 'Login' }).click();
    // The enrolment used this period's code: the next one is accepted once.
    await next.page.getByRole('textbox', { name: 'Code' }).fill(codeFor(secret, 1));
    await next.page.getByRole('button', { name: 'Verify' }).click();
    await expectPath(next.page, '/dashboard');
    await next.context.close();
  });
});
