import { dateToDay, dayToDate, todayInIndia } from '../../shared/india-day.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Event = { id: string; postName: string; postStartDate: string; postEndDate: string; start: string; end: string; title: string };

describe('festival posts (issue 10): the calendar’s REST and GraphQL', () => {
  let t: TestApp;
  let token: string;
  let diwaliId: string;
  let inactiveId: string;
  const originalTz = process.env.TZ;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('admin');
    diwaliId = (await t.prisma.festival.create({ data: { festivalName: 'Diwali' } })).id;
    inactiveId = (await t.prisma.festival.create({ data: { festivalName: 'Old fair', status: false } })).id;
  });
  afterAll(async () => {
    process.env.TZ = originalTz;
    await t.close();
  });

  const rest = (method: 'get' | 'post' | 'put', path: string) => t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);
  const create = (body: Record<string, unknown>) => rest('post', '/post/createfestivalpost').send(body);

  it('creates a post and answers it as an all-day calendar event (end exclusive)', async () => {
    const response = await create({
      festivalId: diwaliId,
      postName: 'Diwali',
      postStartDate: '2036-11-08',
      postEndDate: '2036-11-10',
      status: 'true',
    }).expect(201);
    expect(response.body.message).toBe('Festival post created successfully');
    expect(response.body.data).toMatchObject({
      postName: 'Diwali',
      festivalId: diwaliId,
      festivalName: 'Diwali',
      postStartDate: '2036-11-08',
      postEndDate: '2036-11-10',
      status: true,
      title: 'Diwali',
      start: '2036-11-08',
      end: '2036-11-11',
      allDay: true,
      _id: response.body.data.id,
    });
  });

  it('refuses with the spec’s texts: PostName, Festival, Status, and an end before the start', async () => {
    const base = { festivalId: diwaliId, postName: 'Diwali', postStartDate: '2036-11-08', postEndDate: '2036-11-08', status: true };
    expect((await create({ ...base, postName: '  ' }).expect(400)).body.message).toBe('PostName is required');
    expect((await create({ ...base, festivalId: '' }).expect(400)).body.message).toBe('Festival is required');
    expect((await create({ ...base, status: undefined }).expect(400)).body.message).toBe('Status is required');
    expect((await create({ ...base, postStartDate: '' }).expect(400)).body.message).toBe('Start Date is required');
    expect((await create({ ...base, postEndDate: '2036-11-07' }).expect(400)).body.message).toBe('End Date cannot be before Start Date');
    expect((await create({ ...base, festivalId: inactiveId }).expect(400)).body.message).toBe('Choose an active festival');
    expect((await create({ ...base, festivalId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.message).toBe('Festival not found');
    // A one-day post (end = start) is fine.
    await create({ ...base, postName: 'Dhanteras', postStartDate: '2036-11-06', postEndDate: '2036-11-06' }).expect(201);
  });

  it('returns only the posts overlapping the asked range [start, end)', async () => {
    for (const [postName, start, end] of [
      ['October', '2036-10-01', '2036-10-03'],
      ['Across months', '2036-10-30', '2036-11-02'],
      ['December', '2036-12-01', '2036-12-01'],
      ['Ends on the first shown day', '2036-10-20', '2036-10-26'],
      ['Starts on the day after', '2036-12-06', '2036-12-07'],
    ]) {
      await create({ festivalId: diwaliId, postName, postStartDate: start, postEndDate: end, status: true }).expect(201);
    }
    // What a month grid for November 2026 shows: 26 Oct to 5 Dec, end exclusive 6 Dec.
    const november = await rest('get', '/post?start=2036-10-26&end=2036-12-06').expect(200);
    expect(november.body.data.map((event: Event) => event.title)).toEqual([
      'Ends on the first shown day',
      'Across months',
      'Dhanteras',
      'Diwali',
      'December',
    ]);
    const all = await rest('get', '/post').expect(200);
    expect(all.body.data).toHaveLength(7);

    const graphql = await t.graphql('{ posts(start: "2036-12-01", end: "2036-12-02") { title start end } }', {}, token);
    expect(graphql.body.data.posts).toEqual([{ title: 'December', start: '2036-12-01', end: '2036-12-02' }]);

    expect((await rest('get', '/post?start=2036-10-26').expect(400)).body.message).toBe('Give both start and end, or neither');
    expect((await rest('get', '/post?start=2036-10-26&end=2036-10-26').expect(400)).body.message).toBe('end must be after start');
    expect((await rest('get', '/post?start=2036-10-26T00:00:00Z&end=2036-11-01').expect(400)).body.message).toBe(
      'start must be a date written YYYY-MM-DD (or DD/MM/YYYY)',
    );
  });

  it('serves the range query from the (postStartDate, postEndDate) index', async () => {
    const plan = await t.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      return tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(
        `EXPLAIN SELECT "id" FROM "FestivalPost" WHERE "postStartDate" < '2036-12-06' AND "postEndDate" >= '2036-10-26'`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/FestivalPost_postStartDate_postEndDate_idx/);
  });

  it('keeps the days whatever time zone the server runs in', async () => {
    process.env.TZ = 'America/Los_Angeles';
    const west = await create({
      festivalId: diwaliId,
      postName: 'West',
      postStartDate: '2037-01-14',
      postEndDate: '2037-01-15',
      status: true,
    }).expect(201);
    process.env.TZ = 'Asia/Kolkata';
    const read = await rest('get', '/post?start=2037-01-14&end=2037-01-15').expect(200);
    expect(read.body.data.map((event: Event) => [event.title, event.postStartDate, event.postEndDate])).toEqual([
      ['West', '2037-01-14', '2037-01-15'],
    ]);
    process.env.TZ = 'Pacific/Kiritimati';
    const row = await t.prisma.festivalPost.findUniqueOrThrow({ where: { id: west.body.data.id } });
    expect(row.postStartDate.toISOString()).toBe('2037-01-14T00:00:00.000Z');
    process.env.TZ = originalTz;
  });

  it('moves a post (what a drag sends), refuses an end before the start, and keeps the festival name fresh', async () => {
    const post = await t.prisma.festivalPost.findFirstOrThrow({ where: { postName: 'Diwali' } });
    const moved = await rest('put', '/post/updatefestivalpost')
      .send({ id: post.id, postStartDate: '2036-11-09', postEndDate: '2036-11-11' })
      .expect(200);
    expect(moved.body).toMatchObject({
      message: 'Festival post updated successfully',
      data: { postStartDate: '2036-11-09', postEndDate: '2036-11-11', end: '2036-11-12', postName: 'Diwali' },
    });
    const backwards = await rest('put', '/post/updatefestivalpost').send({ id: post.id, postEndDate: '2036-11-01' }).expect(400);
    expect(backwards.body.message).toBe('End Date cannot be before Start Date');
    const blankName = await rest('put', '/post/updatefestivalpost').send({ id: post.id, postName: '' }).expect(400);
    expect(blankName.body.message).toBe('PostName is required');

    const graphql = await t.graphql(
      'mutation($input: UpdateFestivalPostInput!) { updateFestivalPost(input: $input) { postStartDate postEndDate status } }',
      { input: { id: post.id, postStartDate: '2036-11-10', status: false } },
      token,
    );
    expect(graphql.body.data.updateFestivalPost).toEqual({ postStartDate: '2036-11-10', postEndDate: '2036-11-11', status: false });
  });

  it('refuses to put a post on a day before today in India, but lets a past post keep its days (issue 21.4)', async () => {
    const today = todayInIndia();
    const yesterday = dateToDay(new Date(dayToDate(today).getTime() - 86_400_000));
    const lastWeek = dateToDay(new Date(dayToDate(today).getTime() - 7 * 86_400_000));
    const base = { festivalId: diwaliId, postName: 'Past test', postStartDate: yesterday, postEndDate: today, status: true };
    expect((await create(base).expect(400)).body.message).toBe('Start Date cannot be in the past');
    const graphqlCreate = await t.graphql(
      'mutation($input: CreateFestivalPostInput!) { createFestivalPost(input: $input) { id } }',
      { input: base },
      token,
    );
    expect(graphqlCreate.body.errors[0].message).toBe('Start Date cannot be in the past');
    // Today is fine.
    const current = await create({ ...base, postName: 'Today post', postStartDate: today }).expect(201);
    // Moving it (what a drag sends) onto a past day is refused, over REST and GraphQL.
    const dragged = await rest('put', '/post/updatefestivalpost')
      .send({ id: current.body.data.id, postStartDate: yesterday, postEndDate: yesterday })
      .expect(400);
    expect(dragged.body.message).toBe('Start Date cannot be in the past');
    const graphqlMove = await t.graphql(
      'mutation($input: UpdateFestivalPostInput!) { updateFestivalPost(input: $input) { id } }',
      { input: { id: current.body.data.id, postStartDate: lastWeek, postEndDate: lastWeek } },
      token,
    );
    expect(graphqlMove.body.errors[0].message).toBe('Start Date cannot be in the past');

    // A post already in the past (made before this rule) can be renamed or switched off, not moved or stretched.
    const past = await t.prisma.festivalPost.create({
      data: { festivalId: diwaliId, postName: 'Last week', postStartDate: dayToDate(lastWeek), postEndDate: dayToDate(lastWeek) },
    });
    const renamed = await rest('put', '/post/updatefestivalpost').send({ id: past.id, postName: 'Last week (done)', status: false }).expect(200);
    expect(renamed.body.data).toMatchObject({ postName: 'Last week (done)', postStartDate: lastWeek, status: false });
    const stretched = await rest('put', '/post/updatefestivalpost').send({ id: past.id, postEndDate: yesterday }).expect(400);
    expect(stretched.body.message).toBe('End Date cannot be in the past');
    // Stretching it to today or later is a choice of a day that is not past.
    await rest('put', '/post/updatefestivalpost').send({ id: past.id, postEndDate: today }).expect(200);
    await t.prisma.festivalPost.deleteMany({ where: { postName: { in: ['Today post', 'Last week (done)'] } } });
  });

  it('GET /post/festivalpost gives the post (with an id) and the active festivals to choose from', async () => {
    const post = await t.prisma.festivalPost.findFirstOrThrow({ where: { postName: 'Diwali' } });
    const form = await rest('get', `/post/festivalpost?id=${post.id}`).expect(200);
    expect(form.body.data.post).toMatchObject({ id: post.id, postName: 'Diwali' });
    expect(form.body.data.festivals.map((festival: { festivalName: string }) => festival.festivalName)).toEqual(['Diwali']);
    const empty = await rest('get', '/post/festivalpost').expect(200);
    expect(empty.body.data.post).toBeNull();
    const missing = await rest('get', '/post/festivalpost?id=00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body.message).toBe('Festival post not found');
  });

  it('deletes with GET /post/deletefestivalpost?_id= for staff only', async () => {
    const post = await t.prisma.festivalPost.findFirstOrThrow({ where: { postName: 'December' } });
    await t.http().get(`/adminapi/post/deletefestivalpost?_id=${post.id}`).expect(401);
    const deleted = await rest('get', `/post/deletefestivalpost?_id=${post.id}`).expect(200);
    expect(deleted.body.message).toBe('Festival post deleted successfully');
    expect(await t.prisma.festivalPost.count({ where: { id: post.id } })).toBe(0);
    await rest('get', `/post/deletefestivalpost?_id=${post.id}`).expect(404);
  });
});
