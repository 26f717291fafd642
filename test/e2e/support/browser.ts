import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = () => process.env.E2E_BASE_URL!;
export const superadmin = () => ({
  email: process.env.E2E_SUPERADMIN_EMAIL!,
  password: process.env.E2E_SUPERADMIN_PASSWORD!,
});

/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH overrides. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A new context (empty localStorage) and page; 360 px wide when `phone` (or the `viewport` given). */
export async function newPage(
  browser: Browser,
  options: { phone?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? (options.phone ? { width: 360, height: 740 } : { width: 1280, height: 800 }),
    isMobile: options.phone ?? false,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Calls the REST facade directly (setup of records for a browser test). */
export async function api<T = unknown>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl()}/adminapi${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function superadminToken(): Promise<string> {
  const { body } = await api<{ data: { token: string } }>('POST', '/auth/login', superadmin());
  return body.data.token;
}
