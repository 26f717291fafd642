// History of every change (issue 16): what the triggers record, who it names,
// what it never records, and the screens' API.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { HistoryService } from '../../server/src/history/history.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

function staffIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
}

describe('history', () => {
  let t: TestApp;
  let superadmin: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const latest = () => t.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, include: { changes: { orderBy: { id: 'asc' } } } });

  it('records a create with its author, request id and values, in one event', async () => {
    const response = await t.graphql('mutation { createCategory(input: { categoryName: "Diwali" }) { id } }', {}, admin);
    const id = response.body.data.createCategory.id as string;
    const event = await latest();
    expect(event).toMatchObject({
      action: 'create',
      entityKind: 'Category',
      entityId: id,
      staffId: staffIdOf(admin),
      staffRole: 'admin',
      requestId: response.headers['x-request-id'],
      changeCount: 1,
    });
    expect(event!.staffName).toMatch(/^admin /);
    expect(event!.changes[0].after).toMatchObject({ categoryName: 'Diwali', status: true });
  });

  it('records an update as the changed fields with their values before and after', async () => {
    const created = await t.http().post('/adminapi/categories/create').set('Authorization', `Bearer ${admin}`).send({ categoryName: 'Holi' });
    const id = created.body.data.id as string;
    await t
      .http()
      .put('/adminapi/categories/update')
      .set('Authorization', `Bearer ${superadmin}`)
      .send({ id, categoryName: 'Holi 2026', status: false })
      .expect(200);
    const event = await latest();
    expect(event).toMatchObject({ action: 'update', entityKind: 'Category', entityId: id, staffId: staffIdOf(superadmin) });
    expect(event!.changes).toHaveLength(1);
    expect(event!.changes[0].before).toEqual({ categoryName: 'Holi', status: true });
    expect(event!.changes[0].after).toEqual({ categoryName: 'Holi 2026', status: false });

    // The same through the API, as the screen reads it.
    const changes = await t.graphql(
      `{ auditChanges(eventId: "${event!.id}") { entityKind operation fields { field before after } } }`,
      {},
      superadmin,
    );
    expect(changes.body.errors).toBeUndefined();
    expect(changes.body.data.auditChanges[0].fields).toEqual([
      { field: 'categoryName', before: '"Holi"', after: '"Holi 2026"' },
      { field: 'status', before: 'true', after: 'false' },
    ]);
  });

  it('records a delete with its cascade as one event about the record deleted', async () => {
    const category = await t.prisma.category.create({ data: { categoryName: 'Navratri' } });
    await t.prisma.subcategory.createMany({
      data: [1, 2, 3].map((priority) => ({ categoryId: category.id, subcategoryName: `Day ${priority}`, priority })),
    });
    const before = await t.prisma.auditEvent.count();
    await t.graphql(`mutation { deleteCategory(id: "${category.id}") { id } }`, {}, admin);
    expect(await t.prisma.auditEvent.count()).toBe(before + 1);
    const event = await latest();
    // The category, its three subcategories, and the Trash entry that keeps them (without its values).
    expect(event).toMatchObject({ action: 'delete', entityKind: 'Category', entityId: category.id, changeCount: 5 });
    expect(event!.changes.filter((change) => change.entityKind === 'Subcategory')).toHaveLength(3);
    expect(event!.changes.filter((change) => change.entityKind === 'TrashEntry')).toHaveLength(1);
  });

  it('writes nothing when the write fails', async () => {
    await t.prisma.category.create({ data: { categoryName: 'Pongal' } });
    const before = await t.prisma.auditEvent.count();
    await t.http().post('/adminapi/categories/create').set('Authorization', `Bearer ${admin}`).send({ categoryName: 'pongal' }).expect(409);
    expect(await t.prisma.auditEvent.count()).toBe(before);
  });

  it('records a password change without the password or its hash', async () => {
    const created = await t.graphql(
      'mutation { createAdminUser(input: { name: "Ravi", email: "ravi@example.com", password: "first-Secret-1", role: employee }) { id } }',
      {},
      superadmin,
    );
    const id = created.body.data.createAdminUser.id as string;
    const createEvent = await latest();
    expect(createEvent!.changes[0].after).toMatchObject({ name: 'Ravi', passwordHash: '[hidden]', tokenVersion: '[hidden]' });
    await t.graphql(`mutation { updateAdminUser(input: { id: "${id}", password: "second-Secret-2" }) { id } }`, {}, superadmin);
    const event = await latest();
    expect(event).toMatchObject({ action: 'password_change', entityKind: 'StaffUser', entityId: id });
    expect(event!.changes[0].after).toEqual({ passwordHash: '[hidden]', tokenVersion: '[hidden]' });
    const all = JSON.stringify(await t.prisma.auditChange.findMany({ select: { before: true, after: true } }));
    expect(all).not.toMatch(/argon2|Secret-1|Secret-2/);
  });

  it('records sign-ins and refused sign-ins', async () => {
    await t.http().post('/adminapi/auth/login').send({ email: 'ravi@example.com', password: 'wrong-password' }).expect(401);
    const refused = await latest();
    expect(refused).toMatchObject({ action: 'sign_in_refused', entityKind: 'StaffUser', staffName: 'Ravi' });
    await t.http().post('/adminapi/auth/login').send({ email: 'ravi@example.com', password: 'second-Secret-2' }).expect(200);
    const signedIn = await latest();
    expect(signedIn).toMatchObject({ action: 'sign_in', staffName: 'Ravi', staffRole: 'employee' });
    // From where (issue 27.5): the client IP, kept with the event and answered by both APIs.
    expect(signedIn!.clientIp).toMatch(/127\.0\.0\.1|::1/);
    expect(refused!.clientIp).toMatch(/127\.0\.0\.1|::1/);
    const viaGraphql = await t.graphql(
      `{ auditEvents(action: sign_in, entityId: "${signedIn!.entityId}", limit: 1) { items { id action clientIp } } }`,
      {},
      superadmin,
    );
    expect(viaGraphql.body.data.auditEvents.items[0]).toEqual({ id: String(signedIn!.id), action: 'sign_in', clientIp: signedIn!.clientIp });
    const viaRest = await t
      .http()
      .get('/adminapi/history')
      .query({ action: 'sign_in_refused', entityId: refused!.entityId, limit: 1 })
      .set('Authorization', `Bearer ${superadmin}`)
      .expect(200);
    expect(viaRest.body.data[0]).toMatchObject({ id: String(refused!.id), clientIp: refused!.clientIp });
  });

  it('answers superadmins only, filtered by staff member, kind, action and dates, newest first', async () => {
    await t.http().get('/adminapi/history').set('Authorization', `Bearer ${admin}`).expect(403);
    const mine = await t
      .http()
      .get('/adminapi/history')
      .query({ staffId: staffIdOf(admin), entityKind: 'Category', limit: 50 })
      .set('Authorization', `Bearer ${superadmin}`)
      .expect(200);
    expect(mine.body.data.length).toBeGreaterThanOrEqual(2);
    expect(
      mine.body.data.every((event: { staffId: string; entityKind: string }) => event.staffId === staffIdOf(admin) && event.entityKind === 'Category'),
    ).toBe(true);
    const times = mine.body.data.map((event: { occurredAt: string }) => event.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    // One event's changed rows, by its number.
    const created = mine.body.data.find((event: { action: string }) => event.action === 'create') as { id: string; entityId: string };
    const changes = await t.http().get(`/adminapi/history/${created.id}/changes`).set('Authorization', `Bearer ${superadmin}`).expect(200);
    expect(changes.body.data).toEqual([expect.objectContaining({ entityKind: 'Category', entityId: created.entityId })]);
    await t.http().get('/adminapi/history/99999999/changes').set('Authorization', `Bearer ${superadmin}`).expect(404);

    const deletes = await t.graphql('{ auditEvents(action: delete) { totalCount items { action entityKind } } }', {}, superadmin);
    expect(deletes.body.data.auditEvents.totalCount).toBe(1);
    const future = await t.graphql(`{ auditEvents(from: "${new Date(Date.now() + 60_000).toISOString()}") { totalCount } }`, {}, superadmin);
    expect(future.body.data.auditEvents.totalCount).toBe(0);
    const bad = await t.http().get('/adminapi/history').query({ from: 'yesterday' }).set('Authorization', `Bearer ${superadmin}`).expect(400);
    expect(bad.body.message).toBe('from must be a date');
  });

  it("gives a record's own history, its images included", async () => {
    const category = await t.prisma.category.create({ data: { categoryName: 'Uttarayan' } });
    const sub = await t.graphql(
      `mutation { createSubcategory(input: { categoryId: "${category.id}", subcategoryName: "Kites", priority: 1, status: true }) { id } }`,
      {},
      admin,
    );
    const subcategoryId = sub.body.data?.createSubcategory?.id as string | undefined;
    if (!subcategoryId) throw new Error(JSON.stringify(sub.body));
    // An image joins the gallery: an event about the subcategory, naming the image.
    await t.prisma.$transaction(async (tx) => {
      await tx.storedImage.create({
        data: {
          kind: 'subcategory_image',
          path: `x/${subcategoryId}.png`,
          thumbnailPath: 'x/t.webp',
          mimeType: 'image/png',
          sizeBytes: 1,
          width: 1,
          height: 1,
          subcategoryId,
        },
      });
    });
    const own = await t.graphql(
      `{ auditEvents(entityKind: "Subcategory", entityId: "${subcategoryId}") { totalCount items { action entityKind entityId } } }`,
      {},
      superadmin,
    );
    expect(own.body.data.auditEvents.items).toEqual([
      { action: 'update', entityKind: 'Subcategory', entityId: subcategoryId },
      { action: 'create', entityKind: 'Subcategory', entityId: subcategoryId },
    ]);
  });

  it('purges what is older than HISTORY_RETENTION_DAYS', async () => {
    const old = await t.prisma.auditEvent.create({
      data: { action: 'sign_in', entityKind: 'StaffUser', occurredAt: new Date(Date.now() - 366 * 86_400_000) },
    });
    const recent = await t.prisma.auditEvent.create({
      data: { action: 'sign_in', entityKind: 'StaffUser', occurredAt: new Date(Date.now() - 364 * 86_400_000) },
    });
    expect(t.config.historyRetentionDays).toBe(365);
    expect(await t.app.get(HistoryService).purge()).toBeGreaterThanOrEqual(1);
    expect(await t.prisma.auditEvent.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await t.prisma.auditEvent.findUnique({ where: { id: recent.id } })).not.toBeNull();
  });

  it('records every table but its own bookkeeping', async () => {
    const unrecorded = await t.prisma.$queryRaw<Array<{ table_name: string }>>`
      SELECT table_name::text FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name::text <> ALL (audit_unrecorded_tables())
         AND NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = format('%I', table_name)::regclass AND tgname = 'audit_record')`;
    expect(unrecorded).toEqual([]);
  });

  it('kill -9 during a write leaves the change with its history, or neither', async () => {
    const category = await t.prisma.category.create({ data: { categoryName: 'Big cascade' } });
    await t.prisma.$executeRaw`
      INSERT INTO "Subcategory" ("id", "categoryId", "subcategoryName", "priority", "updatedAt")
      SELECT gen_random_uuid(), ${category.id}::uuid, 'Sub ' || n, n, now() FROM generate_series(1, 5000) AS n`;
    const before = await t.prisma.auditEvent.count();
    const writer = spawn(process.execPath, [path.join(import.meta.dirname, 'support', 'history-writer.mjs'), t.config.databaseUrl!, category.id], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Killed once its delete is running in the database, before it can commit.
    const watcher = new pg.Client({ connectionString: t.config.databaseUrl });
    await watcher.connect();
    for (let tries = 0; tries < 400; tries += 1) {
      const running = await watcher.query(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = 'history-writer' AND query LIKE 'DELETE%' AND state = 'active'`,
      );
      if (running.rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.once('exit', resolve));
    // The server notices the dead client and rolls its transaction back.
    for (let tries = 0; tries < 400; tries += 1) {
      const alive = await watcher.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'history-writer'`);
      if (!alive.rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await watcher.end();
    const stillThere = await t.prisma.category.count({ where: { id: category.id } });
    const events = (await t.prisma.auditEvent.count()) - before;
    const subcategories = await t.prisma.subcategory.count({ where: { categoryId: category.id } });
    if (stillThere) {
      expect({ events, subcategories }).toEqual({ events: 0, subcategories: 5000 });
    } else {
      expect({ events, subcategories }).toEqual({ events: 1, subcategories: 0 });
      expect(await t.prisma.auditChange.count({ where: { event: { entityId: category.id } } })).toBe(5001);
    }
    // Then the same delete, uninterrupted, commits both.
    await t.graphql(`mutation { deleteCategory(id: "${category.id}") { id } }`, {}, admin);
    expect(await t.prisma.category.count({ where: { id: category.id } })).toBe(0);
    expect(await t.prisma.auditEvent.count({ where: { entityId: category.id, action: 'delete' } })).toBe(1);
  }, 60_000);
});
