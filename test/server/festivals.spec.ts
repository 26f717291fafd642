import { dayToDate, isCalendarDay, nextDay, todayInIndia } from '../../shared/india-day.js';
import { emptyTrash, filesOnDisk, graphqlUpload, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromToday = (days: number) => new Date(dayToDate(todayInIndia()).getTime() + days * DAY_MS).toISOString().slice(0, 10);

describe('calendar days', () => {
  it('takes "today" from the calendar in India, whatever the server’s time zone', () => {
    // 18:30 UTC is midnight in India (UTC+05:30).
    expect(todayInIndia(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('accepts only real days written YYYY-MM-DD, and counts days without a time zone', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-11-23T00:00:00.000Z')).toBe(false);
    expect(isCalendarDay('23/11/2026')).toBe(false);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2026-03-28')).toBe('2026-03-29');
  });
});

describe('festivals (issue 10): REST and GraphQL over one service', () => {
  let t: TestApp;
  let token: string;
  const originalTz = process.env.TZ;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
  });
  afterAll(async () => {
    process.env.TZ = originalTz;
    await t.close();
  });

  const rest = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  /** A multipart festival create or update with fresh PNGs in `festivalImages`. */
  async function multipart(method: 'post' | 'put', path: string, fields: Record<string, string>, names: string[], status: number) {
    const buffers = await Promise.all(names.map(() => noisePng(40)));
    let call = rest(method, path);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    buffers.forEach((buffer, index) => {
      call = call.attach('festivalImages', buffer, names[index]);
    });
    return call.expect(status);
  }

  it('creates a festival over multipart with its images in order and its day exactly as sent', async () => {
    const day = daysFromToday(30);
    const response = await multipart(
      'post',
      '/festivals/create',
      { festivalName: 'Navratri', isFixedDate: 'true', festivalDate: day, status: 'true', festivalDescription: 'Nine nights' },
      ['first.png', 'second.png'],
      201,
    );
    expect(response.body.message).toBe('Festival created successfully');
    expect(response.body.data).toMatchObject({
      festivalName: 'Navratri',
      isFixedDate: true,
      festivalDate: day,
      status: true,
      festivalDescription: 'Nine nights',
      totalPosts: 0,
      _id: response.body.data.id,
    });
    const images = response.body.data.images as Array<{ originalName: string; path: string; thumbnailPath: string }>;
    expect(images.map((image) => image.originalName)).toEqual(['first.png', 'second.png']);
    expect(images[0].thumbnailPath).toMatch(/\.thumb\.webp$/);
    expect(response.body.data.festivalImages).toEqual(images.map((image) => image.path));
    const files = await filesOnDisk(t);
    for (const image of images) expect(files).toContain(storedKey(image.thumbnailPath));
  });

  it('refuses what the dialog refuses, with clear texts: no name, no date while fixed, a past day, a day with a time', async () => {
    const noName = await rest('post', '/festivals/create').send({ festivalName: ' ', isFixedDate: false, status: true }).expect(400);
    expect(noName.body.message).toBe('Festival Name is required');
    const noDate = await rest('post', '/festivals/create').send({ festivalName: 'Holi', isFixedDate: true, status: true }).expect(400);
    expect(noDate.body.message).toBe('Festival Date is required');
    const past = await rest('post', '/festivals/create')
      .send({ festivalName: 'Holi', isFixedDate: 'true', festivalDate: daysFromToday(-1), status: true })
      .expect(400);
    expect(past.body.message).toBe('Festival Date cannot be in the past');
    const withTime = await rest('post', '/festivals/create')
      .send({ festivalName: 'Holi', isFixedDate: true, festivalDate: '2030-03-01T18:30:00.000Z', status: true })
      .expect(400);
    expect(withTime.body.message).toBe('Festival Date must be a date written YYYY-MM-DD (or DD/MM/YYYY)');
    expect(await t.prisma.festival.count({ where: { festivalName: 'Holi' } })).toBe(0);
  });

  it('accepts today in India and the spec’s DD/MM/YYYY; a festival without a fixed date keeps no day', async () => {
    const today = todayInIndia();
    const onToday = await rest('post', '/festivals/create')
      .send({ festivalName: 'Today fair', isFixedDate: true, festivalDate: today, status: true })
      .expect(201);
    expect(onToday.body.data.festivalDate).toBe(today);

    const [year, month, day] = daysFromToday(10).split('-');
    const specFormat = await rest('post', '/festivals/create')
      .send({ festivalName: 'Spec format', isFixedDate: true, festivalDate: `${day}/${month}/${year}`, status: true })
      .expect(201);
    expect(specFormat.body.data.festivalDate).toBe(`${year}-${month}-${day}`);

    const floating = await rest('post', '/festivals/create')
      .send({ festivalName: 'Uttarayan', isFixedDate: 'false', festivalDate: daysFromToday(5), status: 'false' })
      .expect(201);
    expect(floating.body.data).toMatchObject({ isFixedDate: false, festivalDate: null, status: false });
  });

  it('keeps the day whatever time zone the server runs in', async () => {
    const day = daysFromToday(60);
    process.env.TZ = 'America/Los_Angeles';
    const created = await rest('post', '/festivals/create')
      .send({ festivalName: 'Time zone west', isFixedDate: true, festivalDate: day, status: true })
      .expect(201);
    process.env.TZ = 'Asia/Kolkata';
    const listed = await rest('get', '/festivals').expect(200);
    expect(listed.body.data.find((row: { id: string }) => row.id === created.body.data.id).festivalDate).toBe(day);
    process.env.TZ = 'Pacific/Kiritimati';
    const rows = await t.prisma.$queryRaw<Array<{ day: string }>>`
      SELECT to_char("festivalDate", 'YYYY-MM-DD') AS day FROM "Festival" WHERE "id" = ${created.body.data.id}::uuid`;
    expect(rows[0].day).toBe(day);
    process.env.TZ = originalTz;
  });

  it('updates over multipart: new images join the end, the switch off clears the day, a passed stored day may stay', async () => {
    const festival = await t.prisma.festival.findFirstOrThrow({ where: { festivalName: 'Navratri' } });
    const updated = await multipart('put', '/festivals/update', { id: festival.id, festivalName: 'Navratri 2026' }, ['third.png'], 200);
    expect(updated.body.message).toBe('Festival updated successfully');
    expect(updated.body.data.festivalName).toBe('Navratri 2026');
    expect(updated.body.data.images.map((image: { originalName: string }) => image.originalName)).toEqual(['first.png', 'second.png', 'third.png']);

    // A day that has passed since it was chosen does not block other edits, but cannot be chosen anew.
    const passed = daysFromToday(-3);
    await t.prisma.festival.update({ where: { id: festival.id }, data: { festivalDate: dayToDate(passed) } });
    const renamed = await rest('put', '/festivals/update').send({ id: festival.id, festivalDescription: '' }).expect(200);
    expect(renamed.body.data).toMatchObject({ festivalDate: passed, festivalDescription: null });
    const movedBack = await rest('put', '/festivals/update')
      .send({ id: festival.id, festivalDate: daysFromToday(-4) })
      .expect(400);
    expect(movedBack.body.message).toBe('Festival Date cannot be in the past');

    const switchedOff = await rest('put', '/festivals/update').send({ id: festival.id, isFixedDate: false }).expect(200);
    expect(switchedOff.body.data).toMatchObject({ isFixedDate: false, festivalDate: null });
    const onWithoutDay = await rest('put', '/festivals/update').send({ id: festival.id, isFixedDate: true }).expect(400);
    expect(onWithoutDay.body.message).toBe('Festival Date is required');

    const unknown = await rest('put', '/festivals/update').send({ id: '00000000-0000-4000-8000-000000000000', festivalName: 'X' }).expect(404);
    expect(unknown.body.message).toBe('Festival not found');
  });

  it('refuses a 51st file in one upload with the spec’s text and keeps nothing', async () => {
    const before = await filesOnDisk(t);
    const names = Array.from({ length: 51 }, (_, index) => `many-${index}.png`);
    const response = await multipart('post', '/festivals/create', { festivalName: 'Too many', status: 'true' }, names, 400);
    expect(response.body.message).toBe('Maximum allowed number of files exceeded. Only 50 allowed');
    expect(await t.prisma.festival.count({ where: { festivalName: 'Too many' } })).toBe(0);
    expect(await filesOnDisk(t)).toEqual(before);
  }, 60_000);

  it('lists festivals with an optional status filter, fixed days first', async () => {
    const all = await rest('get', '/festivals').expect(200);
    expect(all.body.message).toBe('Success');
    const names = all.body.data.map((row: { festivalName: string }) => row.festivalName);
    expect(names.indexOf('Today fair')).toBeLessThan(names.indexOf('Uttarayan'));
    const inactive = await rest('get', '/festivals?status=false').expect(200);
    expect(inactive.body.data.map((row: { festivalName: string }) => row.festivalName)).toEqual(['Uttarayan']);
    const unfiltered = await t.graphql('query($status: Boolean) { festivals(status: $status) { id } }', { status: null }, token);
    expect(unfiltered.body.data.festivals).toHaveLength(all.body.data.length);
  });

  it('creates and updates over GraphQL with Upload arguments, answering the same shape', async () => {
    const day = daysFromToday(20);
    const created = await graphqlUpload(
      t,
      token,
      `mutation($input: CreateFestivalInput!, $festivalImages: [Upload!]) {
        createFestival(input: $input, festivalImages: $festivalImages) { id festivalName festivalDate images { originalName } }
      }`,
      { input: { festivalName: 'Diwali', isFixedDate: true, festivalDate: day, status: true }, festivalImages: [null] },
      [{ variable: 'festivalImages.0', buffer: await noisePng(32), name: 'diya.png' }],
    ).expect(200);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createFestival).toMatchObject({ festivalName: 'Diwali', festivalDate: day, images: [{ originalName: 'diya.png' }] });

    const past = await t.graphql(
      'mutation($input: UpdateFestivalInput!) { updateFestival(input: $input) { id } }',
      { input: { id: created.body.data.createFestival.id, festivalDate: daysFromToday(-1) } },
      token,
    );
    expect(past.body.errors[0]).toMatchObject({ message: 'Festival Date cannot be in the past', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('sends a festival notification once per 10 minutes (POST /festivals/notify, notifyFestival)', async () => {
    const festival = await t.prisma.festival.findFirstOrThrow({ where: { festivalName: 'Uttarayan' } });
    const sent = await rest('post', '/festivals/notify').send({ id: festival.id }).expect(201);
    expect(sent.body.message).toBe('Notification sent Successfully');
    expect(sent.body.data).toMatchObject({ subjectType: 'festival', subjectId: festival.id, title: 'Uttarayan' });
    const again = await t.graphql('mutation($id: ID!) { notifyFestival(id: $id) { id } }', { id: festival.id }, token);
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(again.body.errors[0].message).toMatch(/Please wait 10 minutes between notifications$/);
    const unknown = await rest('post', '/festivals/notify').send({ id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(unknown.body.message).toBe('Festival not found');
  });

  it('deletes a festival with its posts and image files, and the dashboard counts festivals', async () => {
    const before = (await rest('get', '/dashboard').expect(200)).body.data.festivalCount;
    expect(before).toBe(await t.prisma.festival.count());

    const festival = await t.prisma.festival.findFirstOrThrow({ where: { festivalName: 'Navratri 2026' }, include: { images: true } });
    await t.prisma.festivalPost.createMany({
      data: [1, 2].map((index) => ({
        festivalId: festival.id,
        postName: `Navratri day ${index}`,
        postStartDate: dayToDate(daysFromToday(index)),
        postEndDate: dayToDate(daysFromToday(index)),
      })),
    });
    const listed = await rest('get', '/festivals').expect(200);
    expect(listed.body.data.find((row: { id: string }) => row.id === festival.id).totalPosts).toBe(2);

    const deleted = await rest('delete', '/festivals/delete').send({ id: festival.id }).expect(200);
    expect(deleted.body.message).toBe('Festival deleted successfully');
    expect(await t.prisma.festivalPost.count({ where: { festivalId: festival.id } })).toBe(0);
    await emptyTrash(t);
    const files = await filesOnDisk(t);
    for (const image of festival.images) {
      expect(files).not.toContain(image.path);
      expect(files).not.toContain(image.thumbnailPath);
    }
    const after = (await rest('get', '/dashboard').expect(200)).body.data.festivalCount;
    expect(after).toBe(before - 1);
    await rest('delete', '/festivals/delete').send({ id: festival.id }).expect(404);
  });
});
