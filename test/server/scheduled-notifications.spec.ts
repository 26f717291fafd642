import { addDays, todayInIndia } from '../../shared/india-day.js';
import { ScheduledNotificationsService } from '../../server/src/notifications/scheduled-notifications.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('scheduled notifications (issue 26): send later, cancel, move, the Trash and festival mornings', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ NOTIFICATION_POLL_SECONDS: '1' });
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post', path: string, as = token) => t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${as}`);
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const customCategory = (name: string) => t.prisma.customCategory.create({ data: { customcategoryName: name, priority: 1, status: true } });

  /** Waits until the scheduled row leaves 'scheduled' (or the time runs out). */
  async function settled(id: string, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const row = await t.prisma.scheduledNotification.findUniqueOrThrow({ where: { id } });
      if (row.status !== 'scheduled' || Date.now() > until) return row;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('schedules over REST, and the notification goes out once at its time with who scheduled it', async () => {
    const subject = await customCategory('Good Morning');
    const response = await rest('post', '/notifications/schedule')
      .send({ subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(2) })
      .expect(201);
    expect(response.body).toMatchObject({
      message: 'Notification scheduled Successfully',
      data: { status: 'scheduled', title: 'Good Morning', automatic: false, scheduledByName: expect.stringMatching(/^employee/) },
    });
    // Nothing goes before its time.
    expect(await t.prisma.notification.count({ where: { subjectId: subject.id } })).toBe(0);

    const row = await settled(response.body.data.id);
    expect(row).toMatchObject({ status: 'sent', reason: null });
    const sent = await t.prisma.notification.findMany({ where: { subjectId: subject.id } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: row.notificationId, title: 'Good Morning', sentByName: row.scheduledByName });
    expect(sent[0].createdAt.getTime()).toBeGreaterThanOrEqual(row.sendAt.getTime() - 5_000);

    // A second run of its job (a retry, another process) finds it sent and does nothing.
    await t.app.get(ScheduledNotificationsService).sendIfDue(row.id);
    expect(await t.prisma.notification.count({ where: { subjectId: subject.id } })).toBe(1);
  });

  it('refuses a time in the past, a time without its offset or with a zone word, an unknown subject, with clear 400/404 texts', async () => {
    const subject = await customCategory('Refusals');
    const schedule = (body: Record<string, unknown>) => rest('post', '/notifications/schedule').send(body);
    expect((await schedule({ subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(-60) }).expect(400)).body.message).toBe(
      'Send time must be in the future',
    );
    const format = 'Send time must be a date and time with its offset, such as 2026-11-14T07:00:00+05:30 (India time) or 2026-11-14T01:30:00Z';
    expect((await schedule({ subjectType: 'custom_category', subjectId: subject.id, sendAt: '2030-01-14T07:00' }).expect(400)).body.message).toBe(
      format,
    );
    expect((await schedule({ subjectType: 'custom_category', subjectId: subject.id, sendAt: '2030-01-14T07:00 IST' }).expect(400)).body.message).toBe(
      format,
    );
    expect(
      (await schedule({ subjectType: 'custom_category', subjectId: subject.id, sendAt: '2030-02-31T07:00:00+05:30' }).expect(400)).body.message,
    ).toBe('Send time is not a valid date and time');
    expect(
      (await schedule({ subjectType: 'custom_category', subjectId: subject.id, sendAt: '2099-01-14T07:00:00+05:30' }).expect(400)).body.message,
    ).toBe('Send time must be within a year from now');
    expect((await schedule({ subjectType: 'poster', subjectId: subject.id, sendAt: inSeconds(600) }).expect(400)).body.message).toBe(
      'subjectType must be one of: custom_category, subcategory, festival',
    );
    expect((await schedule({ subjectType: 'festival', subjectId: UNKNOWN, sendAt: inSeconds(600) }).expect(404)).body.message).toBe(
      'Festival not found',
    );
    expect(await t.prisma.scheduledNotification.count({ where: { subjectId: subject.id } })).toBe(0);
  });

  it('moves and cancels one before it goes (GraphQL), and refuses to change one that has gone', async () => {
    const subject = await customCategory('Movable');
    const scheduled = await t.graphql(
      'mutation($input: ScheduleNotificationInput!) { scheduleNotification(input: $input) { id status sendAt } }',
      { input: { subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(3) } },
      token,
    );
    const id = scheduled.body.data.scheduleNotification.id;
    const later = inSeconds(3600);
    const moved = await t.graphql(
      'mutation($input: MoveScheduledNotificationInput!) { moveScheduledNotification(input: $input) { sendAt status } }',
      { input: { id, sendAt: later } },
      token,
    );
    expect(moved.body.data.moveScheduledNotification).toEqual({ sendAt: later, status: 'scheduled' });
    // Its first job comes and finds it not yet due.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await t.prisma.scheduledNotification.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'scheduled' });
    expect(await t.prisma.notification.count({ where: { subjectId: subject.id } })).toBe(0);

    const past = await t.graphql(
      'mutation($input: MoveScheduledNotificationInput!) { moveScheduledNotification(input: $input) { id } }',
      { input: { id, sendAt: inSeconds(-5) } },
      token,
    );
    expect(past.body.errors[0]).toMatchObject({ message: 'Send time must be in the future', extensions: { code: 'BAD_USER_INPUT' } });

    const cancelled = await t.graphql('mutation($id: ID!) { cancelScheduledNotification(id: $id) { status reason } }', { id }, token);
    expect(cancelled.body.data.cancelScheduledNotification).toEqual({ status: 'cancelled', reason: expect.stringMatching(/^Cancelled by employee/) });
    const again = await rest('post', '/notifications/cancel').send({ id }).expect(409);
    expect(again.body.message).toBe('This notification is already cancelled; only a scheduled one can be cancelled or moved');
    expect(
      (
        await rest('post', '/notifications/move')
          .send({ id: UNKNOWN, sendAt: inSeconds(60) })
          .expect(404)
      ).body.message,
    ).toBe('Scheduled notification not found');
  });

  it('keeps the cooldown: a scheduled one due within 10 minutes of a send is skipped with the reason', async () => {
    const subject = await customCategory('Cooldown');
    await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(201);
    const response = await rest('post', '/notifications/schedule')
      .send({ subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(2) })
      .expect(201);
    const row = await settled(response.body.data.id);
    expect(row.status).toBe('skipped');
    expect(row.reason).toMatch(/^This was notified (less than a minute|1 minute) ago\. Please wait 10 minutes between notifications$/);
    expect(await t.prisma.notification.count({ where: { subjectId: subject.id } })).toBe(1);
  });

  it('lists them paged on the server, soonest first when scheduled, with who scheduled them', async () => {
    const subject = await customCategory('Listed');
    for (const minutes of [30, 10, 20]) {
      await rest('post', '/notifications/schedule')
        .send({ subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(minutes * 60) })
        .expect(201);
    }
    const page = await rest('get', '/notifications/scheduled?status=scheduled&query=Listed&limit=2').expect(200);
    expect(page.body.totalCount).toBe(3);
    expect(page.body.data).toHaveLength(2);
    expect(new Date(page.body.data[0].sendAt).getTime()).toBeLessThan(new Date(page.body.data[1].sendAt).getTime());
    expect(page.body.data[0].scheduledByName).toMatch(/^employee/);
    const graphql = await t.graphql(
      '{ scheduledNotifications(status: scheduled, query: "Listed", page: 2, limit: 2) { totalCount items { title status } } }',
      {},
      token,
    );
    expect(graphql.body.data.scheduledNotifications).toEqual({ totalCount: 3, items: [{ title: 'Listed', status: 'scheduled' }] });
    expect((await rest('get', '/notifications/scheduled?status=later').expect(400)).body.message).toBe(
      'status must be one of: scheduled, sent, failed, cancelled, skipped',
    );
  });

  it('lets every staff role schedule (who may send today), and nobody signed out', async () => {
    const subject = await customCategory('Roles');
    // The same over REST: schedule, move, cancel.
    const viaRest = (
      await rest('post', '/notifications/schedule')
        .send({ subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(600) })
        .expect(201)
    ).body.data.id as string;
    const movedTo = inSeconds(3600);
    const movedViaRest = await rest('post', '/notifications/move').send({ id: viaRest, sendAt: movedTo }).expect(201);
    expect(movedViaRest.body).toMatchObject({ message: 'Notification moved Successfully', data: { sendAt: movedTo, status: 'scheduled' } });
    const cancelledViaRest = await rest('post', '/notifications/cancel').send({ id: viaRest }).expect(201);
    expect(cancelledViaRest.body).toMatchObject({ message: 'Notification cancelled Successfully', data: { status: 'cancelled' } });
    for (const role of ['superadmin', 'admin', 'employee'] as const) {
      await rest('post', '/notifications/schedule', await t.signIn(role))
        .send({ subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(600) })
        .expect(201);
    }
    await t
      .http()
      .post('/adminapi/notifications/schedule')
      .send({ subjectType: 'custom_category', subjectId: subject.id, sendAt: inSeconds(600) })
      .expect(401);
  });

  it('cancels them with their subject into the Trash, and a restore brings back those not yet due', async () => {
    const categoryId = (await t.prisma.category.create({ data: { categoryName: 'Trash test' } })).id;
    const subcategory = await t.prisma.subcategory.create({ data: { categoryId, subcategoryName: 'Navratri', priority: 1, status: true } });
    const schedule = async (seconds: number) =>
      (
        await rest('post', '/notifications/schedule')
          .send({ subjectType: 'subcategory', subjectId: subcategory.id, sendAt: inSeconds(seconds) })
          .expect(201)
      ).body.data.id as string;
    const soon = await schedule(3);
    const later = await schedule(3600);
    const admin = await t.signIn('admin');
    // Deleting the category takes the subcategory with it.
    await t.http().delete('/adminapi/categories/delete').set('Authorization', `Bearer ${admin}`).send({ id: categoryId }).expect(200);
    expect(await t.prisma.subcategory.count({ where: { id: subcategory.id } })).toBe(0);
    for (const id of [soon, later]) {
      expect(await t.prisma.scheduledNotification.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: 'cancelled',
        reason: 'Its subject was deleted',
      });
    }
    // The soon one's time passes while it is in the Trash: its job finds it cancelled.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await rest('post', '/trash/restore', admin).send({ id: categoryId }).expect(201);
    expect(await t.prisma.scheduledNotification.findUniqueOrThrow({ where: { id: soon } })).toMatchObject({ status: 'cancelled' });
    expect(await t.prisma.scheduledNotification.findUniqueOrThrow({ where: { id: later } })).toMatchObject({ status: 'scheduled', reason: null });
    expect(await t.prisma.notification.count({ where: { subjectId: subcategory.id } })).toBe(0);
  });

  describe("the festival's own morning", () => {
    const tomorrow = addDays(todayInIndia(), 1);

    it('is scheduled for the next date at notifyAt India time, moved when the time changes, cancelled when turned off', async () => {
      const festival = await t.prisma.festival.create({
        data: { festivalName: 'Diwali', isFixedDate: true, festivalDate: new Date(`${tomorrow}T00:00:00Z`) },
      });
      const update = (input: Record<string, unknown>) =>
        t.graphql(
          'mutation($input: UpdateFestivalInput!) { updateFestival(input: $input) { notifyOnDay notifyAt } }',
          { input: { id: festival.id, ...input } },
          token,
        );
      expect((await update({ notifyOnDay: true })).body.data.updateFestival).toEqual({ notifyOnDay: true, notifyAt: '07:00' });
      const pending = () => t.prisma.scheduledNotification.findMany({ where: { subjectId: festival.id, status: 'scheduled' } });
      expect(await pending()).toEqual([
        expect.objectContaining({ automatic: true, title: 'Diwali', sendAt: new Date(`${tomorrow}T01:30:00Z`), scheduledByName: null }),
      ]);

      await update({ notifyAt: '08:15' });
      expect((await pending()).map((row) => row.sendAt)).toEqual([new Date(`${tomorrow}T02:45:00Z`)]);
      expect((await update({ notifyAt: '7am' })).body.errors[0].message).toBe('Notify At must be a time HH:MM, 00:00 to 23:59 (India time)');

      await update({ notifyOnDay: false });
      expect(await pending()).toEqual([]);
      const list = await rest('get', '/notifications/scheduled?automatic=true&withinDays=60').expect(200);
      expect(list.body.data.filter((row: { subjectId: string }) => row.subjectId === festival.id)).toEqual([
        expect.objectContaining({ status: 'cancelled', reason: 'Notify on the day was turned off' }),
      ]);
    });

    it('on the day, is skipped with the reason when no post covers the day, and sent when one does', async () => {
      const scheduler = t.app.get(ScheduledNotificationsService);
      const festival = await t.prisma.festival.create({ data: { festivalName: 'Holi' } });
      const morning = () =>
        t.prisma.$transaction((tx) =>
          scheduler.createInTransaction(
            tx,
            { subjectType: 'festival', subjectId: festival.id, title: 'Holi', body: null, sendAt: new Date(Date.now() + 2_000) },
            null,
          ),
        );
      const skipped = await settled((await morning()).id);
      expect(skipped).toMatchObject({ status: 'skipped', reason: 'no post for this day' });

      const today = new Date(`${todayInIndia()}T00:00:00Z`);
      await t.prisma.festivalPost.create({ data: { postName: 'Holi post', festivalId: festival.id, postStartDate: today, postEndDate: today } });
      const sent = await settled((await morning()).id);
      expect(sent).toMatchObject({ status: 'sent', reason: null });
      expect(await t.prisma.notification.findUniqueOrThrow({ where: { id: sent.notificationId! } })).toMatchObject({ title: 'Holi', sentById: null });

      await t.prisma.festival.update({ where: { id: festival.id }, data: { status: false } });
      await t.prisma.notification.deleteMany({ where: { subjectId: festival.id } });
      expect(await settled((await morning()).id)).toMatchObject({ status: 'skipped', reason: 'festival is inactive' });
    });
  });
});
