import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedDemoData } from '../../server/src/cli/demo-data.js';
import { todayInIndia } from '../../shared/india-day.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** 'YYYY-MM-01' of the month `months` after `day`'s. */
function monthStart(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

// Issue 21.9: `npm run db:seed` fills every screen a newcomer opens first.
describe('demo seed', () => {
  let t: TestApp;
  let token: string;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
    workDir = await mkdtemp(path.join(os.tmpdir(), 'poster-seed-test-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    await t.close();
  });

  const query = async <T>(text: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await t.graphql(text, variables, token);
    expect(response.body.errors).toBeUndefined();
    expect(response.status).toBe(200);
    return response.body.data as T;
  };

  /** What the Frames, Sliders, dashboard, Posts calendar (the month of the next festival) and Custom Categories screens list. */
  async function screens() {
    const today = todayInIndia();
    const { frames } = await query<{
      frames: { totalCount: number; items: Array<{ frameName: string; regions: Array<{ width: number; field: { variableName: string } | null }> }> };
    }>('{ frames(limit: 50) { totalCount items { frameName regions { width field { variableName } } } } }');
    const { sliders } = await query<{ sliders: Array<{ sliderName: string; image: { path: string } | null }> }>(
      '{ sliders { sliderName image { path } } }',
    );
    const { upcomingFestivals } = await query<{ upcomingFestivals: Array<{ date: string; festivalName: string; posts: number }> }>(
      'query ($from: String!) { upcomingFestivals(from: $from) { date festivalName posts } }',
      { from: today },
    );
    const first = upcomingFestivals[0]?.date ?? today;
    const { posts: calendar } = await query<{ posts: Array<{ postName: string; postStartDate: string; postEndDate: string }> }>(
      'query ($start: String, $end: String) { posts(start: $start, end: $end) { postName postStartDate postEndDate } }',
      { start: monthStart(first, 0), end: monthStart(first, 1) },
    );
    const { customCategories } = await query<{ customCategories: Array<{ customcategoryName: string; images: Array<{ path: string }> }> }>(
      '{ customCategories { customcategoryName images { path } } }',
    );
    return { frames, sliders, upcomingFestivals, calendar, customCategories };
  }

  it('fills frames with drawn regions, sliders, ruled festivals with a post on each next day, and custom categories; a second run adds nothing', async () => {
    const before = await screens();
    expect(before.frames.totalCount).toBe(0);
    expect(before.sliders).toEqual([]);
    expect(before.customCategories).toEqual([]);

    const first = await seedDemoData(t.app, workDir);
    expect(first).toMatchObject({ festivals: 5, frames: 2, sliders: 2, festivalPosts: 5, customCategories: 2 });

    const seeded = await screens();
    expect(seeded.frames.totalCount).toBeGreaterThan(0);
    for (const frame of seeded.frames.items) {
      expect(frame.regions.length).toBeGreaterThan(0);
      // Every region is bound to a frame field, as one drawn in the editor is.
      for (const region of frame.regions) expect(region.field?.variableName).toEqual(expect.any(String));
    }
    expect(seeded.sliders.length).toBeGreaterThan(0);
    for (const slider of seeded.sliders) expect(slider.image?.path).toEqual(expect.any(String));
    // Every festival has its preset's rule, so the dashboard lists all five (the next five at least), each day covered by a post.
    expect(new Set(seeded.upcomingFestivals.map((day) => day.festivalName))).toEqual(
      new Set(['દિવાળી', 'ઉત્તરાયણ', 'નવરાત્રી', 'રક્ષાબંધન', 'જન્માષ્ટમી']),
    );
    for (const day of seeded.upcomingFestivals.slice(0, 5)) expect(day.posts).toBeGreaterThan(0);
    // The calendar's month of the next festival shows its post, ending on the festival's day.
    const next = seeded.upcomingFestivals[0];
    expect(seeded.calendar).toContainEqual(expect.objectContaining({ postEndDate: next.date }));
    expect(seeded.customCategories.length).toBeGreaterThan(0);
    for (const category of seeded.customCategories) expect(category.images.length).toBeGreaterThan(0);

    const second = await seedDemoData(t.app, workDir);
    expect(Object.values(second).every((count) => count === 0)).toBe(true);
    expect(await screens()).toEqual(seeded);
  }, 180_000);
});
