import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { api, launchBrowser, newPage, superadminToken } from './support/browser.js';

// The whole self-service deletion flow (spec §2 /delete-account, §5, §8) in a
// real browser against the real server; nothing is stubbed.

async function openDeletePage(page: Page) {
  await page.goto('/delete-account');
  await page.getByRole('heading', { level: 1, name: 'Delete Your Account' }).waitFor();
  return {
    mobile: page.getByLabel('Mobile Number'),
    pin: page.getByLabel('Pin Number'),
    submit: page.getByRole('button', { name: 'Delete Account' }),
  };
}

/** The ids listed in aria-describedby, resolved to their texts. */
async function describedBy(page: Page, label: string) {
  return page.getByLabel(label).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}

/** A fresh Indian mobile number per run, so reruns never collide. */
function uniqueMobile() {
  return `9${String(Date.now()).slice(-9)}`;
}

describe('delete account page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the card with labelled fields on a 360 px phone without horizontal scroll', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    const { mobile, pin, submit } = await openDeletePage(page);
    expect(await mobile.getAttribute('type')).toBe('tel');
    expect(await pin.getAttribute('type')).toBe('password');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    expect(await submit.isEnabled()).toBe(true);
    expect(await page.getByRole('main').innerText()).toMatch(/cannot be undone/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await context.close();
  });

  it('shows the spec validation texts under the fields, tied to them for screen readers', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    const { mobile, pin, submit } = await openDeletePage(page);

    await submit.click();
    await page.getByText('Mobile Number is required', { exact: true }).waitFor();
    await page.getByText('Pin Number is required', { exact: true }).waitFor();
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(page, 'Mobile Number')).toContain('Mobile Number is required');
    expect(await describedBy(page, 'Pin Number')).toBe('Pin Number is required');
    expect(await mobile.evaluate((input) => input === document.activeElement)).toBe(true);

    await mobile.fill('5123456789');
    await page.getByText('Invalid mobile number', { exact: true }).waitFor();
    expect(await describedBy(page, 'Mobile Number')).toContain('Invalid mobile number');
    await pin.fill('1234');
    expect(await page.getByText('Pin Number is required').count()).toBe(0);
    expect(await pin.getAttribute('aria-invalid')).toBeNull();

    await mobile.fill('+919812345678');
    expect(await page.getByText('Invalid mobile number').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await context.close();
  });

  it('lets an app user created through the API delete their own account, once', async () => {
    const mobile = uniqueMobile();
    const pin = '4826';
    const token = await superadminToken();
    const created = await api('POST', '/users/create', { name: 'E2E Deleter', mobile, pin, userType: 'business', village: 'Sanand' }, token);
    expect([200, 201]).toContain(created.status);

    const { context, page } = await newPage(browser, { phone: true });
    const form = await openDeletePage(page);

    // A wrong pin: the server's message, above the button; the form stays.
    await form.mobile.fill(mobile);
    await form.pin.fill('9999');
    await form.submit.click();
    const error = page.getByRole('alert');
    await error.getByText('Mobile number or pin is incorrect', { exact: true }).waitFor();
    expect(await form.submit.isVisible()).toBe(true);

    // Hold the real request back a moment to see the busy button.
    let releaseRequest!: () => void;
    const held = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route('**/adminapi/auth/deleteaccount', async (route) => {
      await held;
      await route.continue();
    });
    await form.mobile.fill(`+91${mobile}`); // the server treats +91 and 10 digits as one number
    await form.pin.fill(pin);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const busy = page.getByRole('button', { name: 'Deleting…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    releaseRequest();

    const success = page.getByRole('alert');
    await success.getByText('Your account has been deleted', { exact: true }).waitFor();
    expect(await page.getByLabel('Mobile Number').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Delete Account|Deleting/ }).count()).toBe(0);
    await page.unroute('**/adminapi/auth/deleteaccount');

    // Gone on the server too.
    const list = await api<{ data: unknown[]; totalCount: number }>('GET', `/users/appusers?page=1&limit=10&query=${mobile}`, undefined, token);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(0);

    // A second attempt for the same number fails like any wrong guess.
    const again = await openDeletePage(page);
    await again.mobile.fill(mobile);
    await again.pin.fill(pin);
    await again.submit.click();
    await page.getByRole('alert').getByText('Mobile number or pin is incorrect', { exact: true }).waitFor();
    await context.close();
  });
});
