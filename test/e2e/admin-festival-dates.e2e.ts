import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { createStaff, graphql, openSignedIn, type StaffAccount, tokenFor, unique } from './support/admin.js';
import { LUNAR_MONTHS } from '../../shared/festival-months.js';
import { formatLongDay as longDay, todayInIndia as today } from '../../shared/india-day.js';
import { baseUrl, launchBrowser } from './support/browser.js';

/** Diwali (Lakshmi Puja) as printed (Government of India holiday lists, Drik Panchang); see published-dates.spec.ts. */
const DIWALI_DAYS = ['2026-11-08', '2027-10-29', '2028-10-17', '2029-11-05', '2030-10-26'];

describe('festival dates from the Hindu calendar (issue 20)', () => {
  let browser: Browser;
  let employee: StaffAccount;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    employee = await createStaff('employee');
    token = await tokenFor(employee);
  });
  afterAll(() => browser.close());

  async function signedInPage(path: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    await openSignedIn(page, employee, path);
    return page;
  }

  it('adds Diwali from its preset: the dialog previews four years and the table shows the next date with its weekday', async () => {
    const page = await signedInPage('/festivals');
    await page.getByRole('button', { name: 'Add Festival' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Festival' });
    const rule = dialog.getByLabel('Date Rule');
    await rule.locator('option[value="diwali"]').waitFor({ state: 'attached' });
    expect(await rule.locator('option[value="diwali"]').innerText()).toBe(
      'Diwali (Lakshmi Puja): Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh',
    );
    await rule.selectOption('diwali');
    expect(await dialog.getByLabel('Festival Name').inputValue()).toBe('Diwali (Lakshmi Puja)');

    const year = Number(today().slice(0, 4));
    const preview = dialog.getByRole('region', { name: 'Dates this rule gives' });
    for (const day of DIWALI_DAYS.filter((candidate) => Number(candidate.slice(0, 4)) < year + 4)) {
      await preview.getByText(longDay(day)).waitFor();
    }

    // Editing the rule changes the preview: the day before (Naraka Chaturdashi) is Chaturdashi.
    await dialog.getByLabel('Tithi').selectOption('14');
    expect(await rule.inputValue()).toBe('custom');
    await preview.getByText(longDay(DIWALI_DAYS[0])).waitFor({ state: 'detached' });
    await rule.selectOption('diwali');

    const name = unique('Diwali');
    await dialog.getByLabel('Festival Name').fill(name);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Festivals' }).getByRole('row').filter({ hasText: name });
    const next = DIWALI_DAYS.find((day) => day >= today())!;
    await row.getByText(longDay(next)).waitFor();
    await row.getByText('Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh').waitFor();
    await page.context().close();
  });

  it('marks festival days, ruled and fixed, in the posts calendar, saying which have no post yet', async () => {
    // The first Purnima or Amavasya from today on (one comes within about 15 days; posts go on no past day, issue 21.4).
    const month = today().slice(0, 7);
    let ruled: { rule: Record<string, unknown>; day: string } | undefined;
    for (const lunarMonth of LUNAR_MONTHS) {
      for (const [paksha, tithi] of [
        ['SHUKLA', 15],
        ['KRISHNA', 30],
      ] as const) {
        const rule = { kind: 'LUNAR', month: lunarMonth, paksha, tithi, observance: 'SUNRISE', offsetDays: 0 };
        const { festivalRuleDates } = await graphql<{ festivalRuleDates: Array<{ dates: string[] }> }>(
          'query($rule: FestivalDateRuleInput!, $fromYear: Int) { festivalRuleDates(rule: $rule, fromYear: $fromYear, years: 2) { dates } }',
          { rule, fromYear: Number(month.slice(0, 4)) },
          token,
        );
        const day = festivalRuleDates[0].dates.find((candidate) => candidate >= today());
        if (day && (!ruled || day < ruled.day)) ruled = { rule, day };
      }
    }
    if (!ruled) throw new Error(`No Purnima or Amavasya from ${today()} on`);
    const ruledName = unique('Purnima');
    const fixedName = unique('Fixed');
    const { createFestival } = await graphql<{ createFestival: { id: string } }>(
      'mutation($input: CreateFestivalInput!) { createFestival(input: $input) { id } }',
      { input: { festivalName: ruledName, dateRule: ruled.rule } },
      token,
    );
    await graphql(
      'mutation($input: CreateFestivalInput!) { createFestival(input: $input) { id } }',
      {
        input: { festivalName: fixedName, isFixedDate: true, festivalDate: today() },
      },
      token,
    );
    await graphql(
      'mutation($input: CreateFestivalPostInput!) { createFestivalPost(input: $input) { id } }',
      { input: { festivalId: createFestival.id, postName: ruledName, postStartDate: ruled.day, postEndDate: ruled.day, status: true } },
      token,
    );

    const page = await signedInPage('/posts');
    const fixedMark = page.locator(`[role="cell"][data-date="${today()}"] .admin-festival-mark`).filter({ hasText: fixedName });
    await fixedMark.waitFor();
    expect(await fixedMark.innerText()).toBe(`${fixedName} · no post`);
    // Late in the month, the next one falls in the next month.
    if (!ruled.day.startsWith(month)) await page.getByRole('button', { name: 'Next' }).click();
    const ruledCell = page.locator(`[role="cell"][data-date="${ruled.day}"]`);
    const ruledMark = ruledCell.locator('.admin-festival-mark').filter({ hasText: ruledName });
    await ruledMark.waitFor();
    // It has its post, so it is not flagged.
    expect(await ruledMark.innerText()).toBe(ruledName);
    await page.context().close();
  });
});
