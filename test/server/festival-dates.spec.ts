import { dayToDate, todayInIndia } from '../../shared/india-day.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DIWALI = { kind: 'LUNAR', month: 'ASHVIN', paksha: 'KRISHNA', tithi: 30, observance: 'PRADOSH', offsetDays: 0 };
const DIWALI_DAYS = ['2026-11-08', '2027-10-29', '2028-10-17', '2029-11-05'];

describe('festival date rules (issue 20): rules on festivals, their dates, presets', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post' | 'put', path: string) => t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  function createOverRest(fields: Record<string, string>, status: number) {
    let call = rest('post', '/festivals/create');
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return call.expect(status);
  }

  it('creates a festival from the Diwali preset over REST (rule as JSON text) and answers its rule and next date', async () => {
    const presets = await rest('get', '/festivals/presets').expect(200);
    const diwali = presets.body.data.find((preset: { key: string }) => preset.key === 'diwali');
    expect(diwali).toMatchObject({
      name: 'Diwali (Lakshmi Puja)',
      rule: { ...DIWALI, description: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh' },
    });

    const created = await createOverRest({ festivalName: 'Diwali', isFixedDate: 'false', dateRule: JSON.stringify(DIWALI) }, 201);
    expect(created.body.data).toMatchObject({
      festivalName: 'Diwali',
      isFixedDate: false,
      festivalDate: null,
      dateRule: { ...DIWALI, sign: null, description: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh' },
      nextDate: DIWALI_DAYS.find((day) => day >= todayInIndia()),
    });
    // The mobile app reads the same list.
    const listed = await rest('get', '/festivals').expect(200);
    expect(listed.body.data.find((row: { id: string }) => row.id === created.body.data.id).nextDate).toBe(created.body.data.nextDate);
  });

  it('previews a rule year by year over GraphQL: Diwali 2026 is 8 November', async () => {
    const response = await t.graphql(
      'query($rule: FestivalDateRuleInput!) { festivalRuleDates(rule: $rule, fromYear: 2026) { year dates } }',
      { rule: DIWALI },
      token,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.festivalRuleDates).toEqual(DIWALI_DAYS.map((day) => ({ year: Number(day.slice(0, 4)), dates: [day] })));
  });

  it.each([
    [{ ...DIWALI, tithi: 0 }, 'Tithi must be from 1 to 15, or 30 for Amavasya'],
    [{ ...DIWALI, tithi: 31 }, 'Tithi must be from 1 to 15, or 30 for Amavasya'],
    [
      { ...DIWALI, month: 'ADHIKA' },
      'Month must be one of Chaitra, Vaishakha, Jyeshtha, Ashadha, Shravana, Bhadrapada, Ashvin, Kartika, Margashirsha, Pausha, Magha, Phalguna',
    ],
    [{ ...DIWALI, paksha: 'SHUKLA' }, 'Amavasya (tithi 30) ends Krishna paksha, not Shukla paksha'],
    [
      { kind: 'SOLAR' },
      'Sign must be one of Mesha (Aries), Vrishabha (Taurus), Mithuna (Gemini), Karka (Cancer), Simha (Leo), Kanya (Virgo), Tula (Libra), Vrishchika (Scorpio), Dhanu (Sagittarius), Makara (Capricorn), Kumbha (Aquarius), Meena (Pisces)',
    ],
  ])('refuses the rule %j over REST with 400 and a clear message, saving nothing', async (rule, message) => {
    const before = await t.prisma.festival.count();
    const response = await createOverRest({ festivalName: 'Bad rule', dateRule: JSON.stringify(rule) }, 400);
    expect(response.body.message).toBe(message);
    expect(await t.prisma.festival.count()).toBe(before);
  });

  it('refuses a bad rule over GraphQL too: tithi 31 with our message, an unknown month by the LunarMonth enum', async () => {
    const mutation = 'mutation($input: CreateFestivalInput!) { createFestival(input: $input) { id } }';
    const tithi = await t.graphql(mutation, { input: { festivalName: 'Bad', dateRule: { ...DIWALI, tithi: 31 } } }, token);
    expect(tithi.body.errors[0]).toMatchObject({ message: 'Tithi must be from 1 to 15, or 30 for Amavasya', extensions: { code: 'BAD_USER_INPUT' } });
    const month = await t.graphql(mutation, { input: { festivalName: 'Bad', dateRule: { ...DIWALI, month: 'ADHIKA' } } }, token);
    expect(month.status).toBe(400);
    expect(month.body.errors[0].message).toMatch(/Value "ADHIKA" does not exist in "LunarMonth" enum/);
  });

  it('keeps a fixed date and a rule apart: both sent is refused, switching to a fixed date drops the rule, null clears it', async () => {
    const both = await createOverRest(
      { festivalName: 'Both', isFixedDate: 'true', festivalDate: todayInIndia(), dateRule: JSON.stringify(DIWALI) },
      400,
    );
    expect(both.body.message).toBe('A festival with a fixed date has no date rule: turn Is Fixed Date off to give one');

    const created = await createOverRest({ festivalName: 'Switching', dateRule: JSON.stringify(DIWALI) }, 201);
    const id = created.body.data.id;
    const renamed = await rest('put', '/festivals/update').field('id', id).field('festivalName', 'Switched').expect(200);
    expect(renamed.body.data.dateRule.description).toBe('Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh');
    const fixed = await rest('put', '/festivals/update')
      .field('id', id)
      .field('isFixedDate', 'true')
      .field('festivalDate', todayInIndia())
      .expect(200);
    expect(fixed.body.data).toMatchObject({ isFixedDate: true, festivalDate: todayInIndia(), dateRule: null, nextDate: todayInIndia() });
    expect(await t.prisma.festival.findUniqueOrThrow({ where: { id } })).toMatchObject({ ruleKind: null, ruleMonth: null, ruleTithi: null });

    const ruled = await t.graphql(
      'mutation($input: UpdateFestivalInput!) { updateFestival(input: $input) { isFixedDate dateRule { description } } }',
      { input: { id, isFixedDate: false, dateRule: { kind: 'SOLAR', sign: 'MAKARA' } } },
      token,
    );
    expect(ruled.body.data.updateFestival).toEqual({ isFixedDate: false, dateRule: { description: 'Sun enters Makara (Capricorn)' } });
    const cleared = await t.graphql(
      'mutation($input: UpdateFestivalInput!) { updateFestival(input: $input) { dateRule { kind } nextDate } }',
      { input: { id, dateRule: null } },
      token,
    );
    expect(cleared.body.data.updateFestival).toEqual({ dateRule: null, nextDate: null });
  });

  it('lists festival days between two dates, fixed and ruled, with the posts that include each day (REST and GraphQL)', async () => {
    const diwali = await t.prisma.festival.create({
      data: { festivalName: 'Diwali days', ruleKind: 'LUNAR', ruleMonth: 'ASHVIN', rulePaksha: 'KRISHNA', ruleTithi: 30, ruleObservance: 'PRADOSH' },
    });
    const fixed = await t.prisma.festival.create({ data: { festivalName: 'Fixed day', isFixedDate: true, festivalDate: dayToDate('2027-10-30') } });
    await t.prisma.festival.create({
      data: { festivalName: 'Inactive', status: false, ruleKind: 'SOLAR', ruleSign: 'TULA' },
    });
    await t.prisma.festivalPost.create({
      data: { festivalId: diwali.id, postName: 'Diwali post', postStartDate: dayToDate('2027-10-27'), postEndDate: dayToDate('2027-10-29') },
    });

    const response = await rest('get', '/festivals/dates?from=2027-10-01&to=2027-11-30').expect(200);
    const mine = response.body.data.filter((day: { festivalId: string }) => [diwali.id, fixed.id].includes(day.festivalId));
    expect(mine).toEqual([
      {
        date: '2027-10-29',
        festivalId: diwali.id,
        festivalName: 'Diwali days',
        isFixedDate: false,
        ruleDescription: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh',
        // The parts too, so that a client words the rule in its own language (the admin in Gujarati).
        dateRule: {
          kind: 'LUNAR',
          month: 'ASHVIN',
          paksha: 'KRISHNA',
          tithi: 30,
          observance: 'PRADOSH',
          sign: null,
          offsetDays: 0,
          description: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh',
        },
        posts: 1,
      },
      { date: '2027-10-30', festivalId: fixed.id, festivalName: 'Fixed day', isFixedDate: true, ruleDescription: null, dateRule: null, posts: 0 },
    ]);
    expect(response.body.data.some((day: { festivalName: string }) => day.festivalName === 'Inactive')).toBe(false);

    const graphql = await t.graphql(
      'query { festivalDates(from: "2027-10-29", to: "2027-10-29") { date festivalName posts dateRule { month tithi } } }',
      {},
      token,
    );
    expect(graphql.body.data.festivalDates).toContainEqual({
      date: '2027-10-29',
      festivalName: 'Diwali days',
      posts: 1,
      dateRule: { month: 'ASHVIN', tithi: 30 },
    });
  });

  it("lists the dashboard's upcoming festivals: the next 60 days, or further until five festivals are listed, with post counts", async () => {
    const soon = await t.prisma.festival.create({ data: { festivalName: 'Soon', isFixedDate: true, festivalDate: dayToDate('2031-01-10') } });
    await t.prisma.festivalPost.create({
      data: { festivalId: soon.id, postName: 'Soon post', postStartDate: dayToDate('2031-01-09'), postEndDate: dayToDate('2031-01-10') },
    });
    const query =
      'query($days: Int, $atLeast: Int) { upcomingFestivals(from: "2031-01-01", days: $days, atLeast: $atLeast) { date festivalId festivalName posts } }';
    const upcoming = async (variables: Record<string, number>) => {
      const response = await t.graphql(query, variables, token);
      expect(response.body.errors).toBeUndefined();
      return response.body.data.upcomingFestivals as { date: string; festivalId: string; festivalName: string; posts: number }[];
    };
    const all = await t.graphql('query { festivalDates(from: "2031-01-01", to: "2032-01-31") { date festivalId festivalName posts } }', {}, token);
    const year = all.body.data.festivalDates as { date: string; festivalId: string }[];
    const distinct = new Set(year.map((day) => day.festivalId)).size;
    expect(distinct).toBeGreaterThanOrEqual(2);

    // Within 60 days only Soon (from this suite's festivals), with its post.
    const short = await upcoming({ days: 60, atLeast: 0 });
    expect(short).toEqual([{ date: '2031-01-10', festivalId: soon.id, festivalName: 'Soon', posts: 1 }]);
    // At least five (the default): Soon, then each next festival's first day, until five or the year's festivals run out.
    const five = await upcoming({});
    expect(five[0]).toEqual(short[0]);
    expect(new Set(five.map((day) => day.festivalId)).size).toBe(Math.min(5, distinct));
    const firstDays = year.filter((day, index) => year.findIndex((other) => other.festivalId === day.festivalId) === index);
    expect(five.map((day) => day.date)).toEqual(firstDays.slice(0, Math.min(5, distinct)).map((day) => day.date));

    const refused = await t.graphql('query { upcomingFestivals(from: "2031-01-01", days: 0) { date } }', {}, token);
    expect(refused.body.errors[0].message).toBe('Days must be from 1 to 400');
  });

  it.each([
    ['from=2027-01-02&to=2027-01-01', 'From must be on or before To'],
    ['from=2027-01-01&to=2028-03-01', 'From and To may be at most 400 days apart'],
    ['to=2027-01-01', 'From is required'],
    ['from=2027-01-01&to=tomorrow', 'To must be a date written YYYY-MM-DD (or DD/MM/YYYY)'],
  ])('refuses the range %s with 400', async (query, message) => {
    const response = await rest('get', `/festivals/dates?${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });
});
