import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';

// Every public page, anonymous, on a 360 px phone (spec §2 public routes).
const PAGES = [
  {
    path: '/',
    heading: 'Gujarati festival posters with your name, ready to share',
    title: 'Gujarati festival posts, greetings and frames | Utsav Posters',
  },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy | Utsav Posters' },
  { path: '/terms-condition', heading: 'Terms & Conditions', title: 'Terms & Conditions | Utsav Posters' },
  { path: '/refund-cancellation', heading: 'Refund & Cancellation Policy', title: 'Refund & Cancellation Policy | Utsav Posters' },
  { path: '/help-support', heading: 'Help & Support', title: 'Help & Support | Utsav Posters' },
  { path: '/delete-account', heading: 'Delete Your Account', title: 'Delete Your Account | Utsav Posters' },
] as const;

const FOOTER_LINKS = [
  { name: 'Privacy Policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'Terms & Conditions', path: '/terms-condition', heading: 'Terms & Conditions' },
  { name: 'Refund & Cancellation', path: '/refund-cancellation', heading: 'Refund & Cancellation Policy' },
  { name: 'Help & Support', path: '/help-support', heading: 'Help & Support' },
  { name: 'Delete Account', path: '/delete-account', heading: 'Delete Your Account' },
] as const;

/**
 * Waits until the section's top is in the upper half of the viewport. Not
 * exactly at the top: the last section of a short page cannot get there.
 */
function waitForSectionScrolledTo(page: Page, id: string) {
  return page.waitForFunction((sectionId) => {
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
    return top > -2 && top < window.innerHeight / 2;
  }, id);
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const heading1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('public pages on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(PAGES)('$path renders without login, fits 360 px, and has its own title and description', async ({ path, heading, title }) => {
    const { context, page } = await newPage(browser, { phone: true });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await heading1(page, heading).waitFor();

    expect(new URL(page.url()).pathname).toBe(path); // no redirect to a login screen
    expect(await page.title()).toBe(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    // Landmarks for screen readers.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);

    // Once everything (contacts included) has loaded, nothing is wider than the phone.
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('gives each page a different description', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    const descriptions = new Set<string | null>();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await heading1(page, heading).waitFor();
      descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
    }
    expect(descriptions.size).toBe(PAGES.length);
    await context.close();
  });

  it('landing page has Home, About and Contact sections, reachable from the header anchors', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto('/');
    await heading1(page, PAGES[0].heading).waitFor();
    for (const id of ['home', 'about', 'contact']) expect(await page.locator(`section#${id}`).count()).toBe(1);
    expect(await page.locator('#home').innerText()).toMatch(/festival posts/i);
    expect(await page.locator('#home').innerText()).toMatch(/business, panchayat\s+or election/i);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, id] of [
      ['Contact', 'contact'],
      ['About', 'about'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`**/#${id}`);
      await waitForSectionScrolledTo(page, id);
    }
    await context.close();
  });

  it('opening /#contact directly scrolls to the contact section, which shows the configured contacts', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    await contact.getByRole('link', { name: 'help@example.com' }).waitFor();
    expect(await contact.getByRole('link', { name: '+91 98123 45678' }).getAttribute('href')).toBe('https://wa.me/919812345678');
    await waitForSectionScrolledTo(page, 'contact');
    await context.close();
  });

  it('footer links reach every policy page, help and delete account, each opening at its top with focus on the content', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto('/');
    await heading1(page, PAGES[0].heading).waitFor();
    for (const link of FOOTER_LINKS) {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: link.name, exact: true }).click();
      await page.waitForURL(`**${link.path}`);
      await heading1(page, link.heading).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Keyboard and screen-reader users continue at the new page's content.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    }
    await context.close();
  });

  it('moves between pages without a reload, and Back and Forward show the previous pages', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto('/');
    await heading1(page, PAGES[0].heading).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await heading1(page, 'Privacy Policy').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Delete Account' }).click();
    await heading1(page, 'Delete Your Account').waitFor();
    await page.goBack();
    await heading1(page, 'Privacy Policy').waitFor();
    await page.goBack();
    await heading1(page, PAGES[0].heading).waitFor();
    await page.goForward();
    await heading1(page, 'Privacy Policy').waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await context.close();
  });

  it('help page links WhatsApp and email from the server configuration', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto('/help-support');
    const whatsapp = page.getByRole('main').getByRole('link', { name: '+91 98123 45678' });
    await whatsapp.waitFor();
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/919812345678');
    expect(await page.getByRole('main').getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe('mailto:help@example.com');
    await context.close();
  });

  it('policy pages cover the points of spec §1 and carry a Last updated date', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    const mainText = async (path: string, heading: string) => {
      await page.goto(path);
      await heading1(page, heading).waitFor();
      return page.getByRole('main').innerText();
    };

    const privacy = await mainText('/privacy-policy', 'Privacy Policy');
    expect(privacy).toMatch(/Last updated: \d{1,2} \w+ \d{4}/);
    expect(privacy).toMatch(/mobile number/i);
    expect(privacy).toMatch(/name/i);
    expect(privacy).toMatch(/village, taluka and district/i);
    expect(privacy).toMatch(/do not sell/i);
    expect(privacy).toMatch(/children under 13/i);

    const terms = await mainText('/terms-condition', 'Terms & Conditions');
    expect(terms).toMatch(/Last updated/);
    expect(terms).toMatch(/link requests/i);
    expect(terms).toMatch(/2-3 weeks/);
    expect(terms).toMatch(/non-refundable/i);

    const refund = await mainText('/refund-cancellation', 'Refund & Cancellation Policy');
    expect(refund).toMatch(/Last updated/);
    expect(refund).toMatch(/non-refundable/i);
    expect(refund).toMatch(/raise a ticket/i);
    expect(refund).toMatch(/call customer care/i);
    expect(refund).toMatch(/case by case/i);
    for (const outcome of ['Credit', 'Replacement', 'Refund']) expect(refund).toContain(outcome);

    // Headings and lists, not a wall of text.
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('main').getByRole('list').count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('the landing page loads the entry chunk plus a few small chunks of its own, no admin code', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    const loaded: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        loaded.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length })));
      }
    });
    await page.goto('/');
    await heading1(page, PAGES[0].heading).waitFor();
    await page.waitForLoadState('networkidle');

    const files = await Promise.all(loaded);
    const entry = await page.locator('script[type="module"][src]').getAttribute('src');
    const publicBytes = files.filter((file) => file.url !== entry).reduce((sum, file) => sum + file.bytes, 0);
    expect(files.map((file) => file.url).filter((url) => /AdminApp/.test(url))).toEqual([]);
    // Under 20 kB uncompressed (JS and CSS) today; admin code would add hundreds.
    expect(publicBytes).toBeLessThan(40_000);
    await context.close();
  });

  it('keyboard users get a skip link and a visible focus ring', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto('/help-support');
    await heading1(page, 'Help & Support').waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { text: element.textContent, outline: style.outlineStyle, width: style.outlineWidth, top: element.getBoundingClientRect().top };
    });
    expect(focused.text).toBe('Skip to content');
    expect(focused.outline).toBe('solid');
    expect(focused.width).toBe('3px');
    expect(focused.top).toBeGreaterThanOrEqual(0); // moved on screen when focused

    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });
});
