import { cooldownMessage } from '../../server/src/notifications/notifications.service.js';
import { NOTIFICATION_SENDER, type NotificationSender } from '../../server/src/notifications/senders/notification-sender.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SENT = 'Notification sent Successfully';

describe('notifications (issue 6): recorded, queued in PostgreSQL, delivered once per 10 minutes', () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
    categoryId = (await t.prisma.category.create({ data: { categoryName: 'Festivals' } })).id;
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post', path: string) => t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  const customCategory = (name: string) => t.prisma.customCategory.create({ data: { customcategoryName: name, priority: 1, status: true } });

  /** Waits for the queue's worker to finish the notification's delivery. */
  async function settled(id: string, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const row = await t.prisma.notification.findUniqueOrThrow({ where: { id } });
      if (row.state !== 'queued' || Date.now() > until) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('records a custom category notification, answers at once, and the log sender delivers it through the real queue', async () => {
    const subject = await customCategory('Good Morning');
    const response = await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(201);
    expect(response.body.message).toBe(SENT);
    expect(response.body.data).toMatchObject({
      subjectType: 'custom_category',
      subjectId: subject.id,
      title: 'Good Morning',
      topic: 'all',
      state: 'queued',
      sentByName: expect.stringMatching(/^employee/),
    });

    // The job really went through pg-boss's tables in this database.
    const jobs = await t.prisma.$queryRaw<Array<{ name: string }>>`
      SELECT name FROM pgboss.job WHERE id = ${response.body.data.id}::uuid
      UNION ALL SELECT name FROM pgboss.archive WHERE id = ${response.body.data.id}::uuid`;
    expect(jobs).toEqual([{ name: 'notification-delivery' }]);

    const delivered = await settled(response.body.data.id);
    expect(delivered.state).toBe('delivered');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(delivered.sentById).not.toBeNull();
  });

  it('refuses the same subject again within 10 minutes with a 409 that says how long ago', async () => {
    const subject = await customCategory('Suvichar');
    await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(201);
    const again = await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(409);
    expect(again.body.message).toBe('This was notified less than a minute ago. Please wait 10 minutes between notifications');
    expect(await t.prisma.notification.count({ where: { subjectId: subject.id } })).toBe(1);

    // Eleven minutes later, it may be sent again.
    await t.prisma.notification.updateMany({ where: { subjectId: subject.id }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(201);
    expect(await t.prisma.notification.count({ where: { subjectId: subject.id } })).toBe(2);
  });

  it('words the cooldown in minutes', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(cooldownMessage(new Date('2026-11-23T11:59:00Z'), now)).toBe(
      'This was notified 1 minute ago. Please wait 10 minutes between notifications',
    );
    expect(cooldownMessage(new Date('2026-11-23T11:52:30Z'), now)).toBe(
      'This was notified 7 minutes ago. Please wait 10 minutes between notifications',
    );
  });

  it('lets exactly one of many parallel clicks through', async () => {
    const subject = await customCategory('Shradhanjali');
    const responses = await Promise.all(Array.from({ length: 6 }, () => rest('post', '/customcategories/notify').send({ id: subject.id })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await t.prisma.notification.count({ where: { subjectId: subject.id } })).toBe(1);
    const jobs = await t.prisma.$queryRaw<Array<{ count: bigint }>>`
      SELECT count(*) FROM (SELECT id FROM pgboss.job WHERE data->>'notificationId' IN
        (SELECT id::text FROM "Notification" WHERE "subjectId" = ${subject.id}::uuid)
      UNION ALL SELECT id FROM pgboss.archive WHERE data->>'notificationId' IN
        (SELECT id::text FROM "Notification" WHERE "subjectId" = ${subject.id}::uuid)) AS jobs`;
    expect(Number(jobs[0].count)).toBe(1);
  });

  it('notifies a subcategory over REST and GraphQL through the same mechanism', async () => {
    const first = await t.prisma.subcategory.create({ data: { categoryId, subcategoryName: 'Navratri', priority: 1, status: true } });
    const second = await t.prisma.subcategory.create({ data: { categoryId, subcategoryName: 'Holi', priority: 2, status: true } });
    const response = await rest('post', '/subcategories/notify').send({ id: first.id }).expect(201);
    expect(response.body).toMatchObject({ message: SENT, data: { subjectType: 'subcategory', title: 'Navratri' } });

    const viaGraphql = await t.graphql('mutation($id: ID!) { notifySubcategory(id: $id) { subjectType title state } }', { id: second.id }, token);
    expect(viaGraphql.body.data.notifySubcategory).toEqual({ subjectType: 'subcategory', title: 'Holi', state: 'queued' });
    const repeat = await t.graphql('mutation($id: ID!) { notifySubcategory(id: $id) { id } }', { id: second.id }, token);
    expect(repeat.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('answers 404 for an unknown subject and records nothing', async () => {
    const before = await t.prisma.notification.count();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await rest('post', '/customcategories/notify').send({ id: unknown }).expect(404)).body.message).toBe('Customcategory not found');
    expect((await rest('post', '/subcategories/notify').send({ id: unknown }).expect(404)).body.message).toBe('Subcategory not found');
    expect((await rest('post', '/customcategories/notify').send({}).expect(400)).body.message).toBe('Id is required');
    expect(await t.prisma.notification.count()).toBe(before);
  });

  it('records why a delivery failed, keeps it queued for pg-boss to retry, and lets a failed one be sent again at once', async () => {
    const sender = t.app.get<NotificationSender>(NOTIFICATION_SENDER, { strict: false });
    const send = sender.send;
    sender.send = async () => {
      throw new Error('FCM unreachable');
    };
    try {
      const subject = await customCategory('Unlucky');
      const response = await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(201);
      const until = Date.now() + 10_000;
      let row = await t.prisma.notification.findUniqueOrThrow({ where: { id: response.body.data.id } });
      while (!row.error && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = await t.prisma.notification.findUniqueOrThrow({ where: { id: response.body.data.id } });
      }
      expect(row).toMatchObject({ state: 'queued', error: 'FCM unreachable', deliveredAt: null });
      const [job] = await t.prisma.$queryRaw<Array<{ state: string }>>`SELECT state::text FROM pgboss.job WHERE id = ${row.id}::uuid`;
      expect(job.state).toBe('retry');

      // Still within the cooldown while pg-boss retries; once it gave up (failed), staff may send again.
      await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(409);
      await t.prisma.notification.update({ where: { id: row.id }, data: { state: 'failed' } });
      await rest('post', '/customcategories/notify').send({ id: subject.id }).expect(201);
    } finally {
      sender.send = send;
    }
  });

  it('lists the latest notifications with their state, newest first, for the top bar', async () => {
    const subject = await customCategory('Latest');
    const sent = await t.graphql('mutation($id: ID!) { notifyCustomCategory(id: $id) { id } }', { id: subject.id }, token);
    await settled(sent.body.data.notifyCustomCategory.id);
    const response = await t.graphql('{ notifications(limit: 3) { id title state subjectType sentByName createdAt deliveredAt } }', {}, token);
    const list = response.body.data.notifications;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ id: sent.body.data.notifyCustomCategory.id, title: 'Latest', state: 'delivered' });
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1].createdAt).getTime());

    const tooMany = await t.graphql('{ notifications(limit: 500) { id } }', {}, token);
    expect(tooMany.body.errors[0].message).toBe('limit must be a whole number from 1 to 50');
  });
});
