// History people can read (issue 28): records by name (kept when they go),
// fields by their form labels, references by name, one entry per request,
// frame regions saved by id so one edited region is one change.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { requestContext } from '../../server/src/common/logging/logger.js';
import { FRAME_MESSAGES } from '../../server/src/frames/dto/frame.inputs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const FRAME_NAME = 'વેપાર કિનારી';

interface SavedRegion {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  data: { index: number };
  dataType: string;
  properties: { fontColor: string | null; fontSize: number | null; fontWeight: number | null; fontFamily: string | null };
}

describe('readable history', () => {
  let t: TestApp;
  let superadmin: string;
  let admin: string;
  const fields: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin');
    admin = await t.signIn('admin');
    for (const variableName of ['name', 'mobile']) {
      fields[variableName] = (await t.prisma.frameField.create({ data: { title: `Your ${variableName}`, variableName, type: 'text' } })).id;
    }
  });
  afterAll(() => t.close());

  const as = (method: 'post' | 'put', path: string) => t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${admin}`);
  const history = async (query: string) => {
    const response = await t.graphql(query, {}, superadmin);
    expect(response.body.errors).toBeUndefined();
    return response.body.data;
  };
  const latest = () => t.prisma.auditEvent.findFirstOrThrow({ orderBy: { id: 'desc' }, include: { changes: { orderBy: { id: 'asc' } } } });
  /** What the admin's frame editor sends for the saved regions: each with its id. */
  const sent = (regions: SavedRegion[]) =>
    regions.map(({ id, x, y, width, height, data, dataType, properties }) => ({ id, x, y, width, height, data, dataType, properties }));

  async function frameWithFourRegions(): Promise<{ id: string; regions: SavedRegion[] }> {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const image = await as('post', '/frame/upload').attach('image', png, 'border.png').expect(201);
    const regions = [0, 1, 2, 3].map((index) => ({
      x: 10 + index * 90,
      y: 200,
      width: 80,
      height: 40,
      data: { index },
      dataType: index % 2 ? fields.mobile : fields.name,
    }));
    const created = await as('post', '/frame/create').send({ frameName: FRAME_NAME, status: true, imageId: image.body.data.id, regions }).expect(201);
    return created.body.data;
  }

  it('records editing one region of a frame as one change, in words', async () => {
    const frame = await frameWithFourRegions();
    const regions = sent(frame.regions);
    regions[1] = { ...regions[1], dataType: fields.name, properties: { ...regions[1].properties, fontColor: '#aa0000' } };
    const before = await t.prisma.auditEvent.count();
    await as('put', '/frame/update').send({ id: frame.id, frameName: FRAME_NAME, status: true, regions }).expect(200);
    expect(await t.prisma.auditEvent.count()).toBe(before + 1);
    const event = await latest();
    expect(event).toMatchObject({ action: 'update', entityKind: 'Frame', entityId: frame.id, entityName: FRAME_NAME, changeCount: 1 });
    expect(event.changes).toEqual([expect.objectContaining({ entityKind: 'FrameRegion', entityId: frame.regions[1].id, operation: 'update' })]);

    const data = await history(
      `{ auditEvents(entityKind: "Frame", entityId: "${frame.id}", limit: 1) { items { summary entityName } }
         auditChanges(eventId: "${event.id}") { entityName operation fields { field label beforeText afterText } } }`,
    );
    expect(data.auditEvents.items[0]).toEqual({ summary: `Edited frame "${FRAME_NAME}": region 2 changed`, entityName: FRAME_NAME });
    expect(data.auditChanges).toEqual([
      {
        entityName: 'Region 2',
        operation: 'update',
        fields: [
          { field: 'fontColor', label: 'Font Color', beforeText: '—', afterText: '#aa0000' },
          { field: 'frameFieldId', label: 'Type', beforeText: 'Your mobile (mobile)', afterText: 'Your name (name)' },
        ],
      },
    ]);
  });

  it('records an added, a removed and moved regions as what they are, and refuses a region of another frame', async () => {
    const frame = await frameWithFourRegions();
    // A fifth region.
    const added = await as('put', '/frame/update')
      .send({ id: frame.id, regions: [...sent(frame.regions), { x: 0, y: 0, width: 50, height: 50, data: { index: 4 }, dataType: fields.name }] })
      .expect(200);
    const regions = sent(added.body.data.regions);
    let data = await history(`{ auditEvents(entityKind: "Frame", entityId: "${frame.id}", limit: 1) { items { summary changeCount } } }`);
    expect(data.auditEvents.items[0]).toEqual({ summary: `Edited frame "${FRAME_NAME}": region 5 added`, changeCount: 1 });

    // The first two swap places: two regions moved (no unique clash), nothing removed or added.
    const swapped = [
      { ...regions[1], data: { index: 0 } },
      { ...regions[0], data: { index: 1 } },
    ];
    await as('put', '/frame/update')
      .send({ id: frame.id, regions: [...swapped, ...regions.slice(2)] })
      .expect(200);
    const swap = await latest();
    expect(swap.changes.map((change) => [change.entityId, change.operation, change.before, change.after])).toEqual([
      [regions[1].id, 'update', { index: 1 }, { index: 0 }],
      [regions[0].id, 'update', { index: 0 }, { index: 1 }],
    ]);

    // The last two left out: removed.
    await as('put', '/frame/update')
      .send({ id: frame.id, regions: [...swapped, regions[2]] })
      .expect(200);
    data = await history(`{ auditEvents(entityKind: "Frame", entityId: "${frame.id}", limit: 1) { items { summary } } }`);
    expect(data.auditEvents.items[0].summary).toBe(`Edited frame "${FRAME_NAME}": region 4 removed, region 5 removed`);

    const other = await frameWithFourRegions();
    const refused = await as('put', '/frame/update')
      .send({ id: frame.id, regions: [{ ...regions[0], id: other.regions[0].id }] })
      .expect(400);
    expect(refused.body.message).toBe(FRAME_MESSAGES.unknownRegion);
  });

  it('keeps a deleted record its name, and finds events by name in any case', async () => {
    const created = await t.graphql('mutation { createCategory(input: { categoryName: "Navratri Garba" }) { id } }', {}, admin);
    const id = created.body.data.createCategory.id as string;
    await t.graphql(`mutation { deleteCategory(id: "${id}") { id } }`, {}, admin);
    const data = await history('{ auditEvents(name: "garba") { totalCount items { action entityName summary } } }');
    expect(data.auditEvents).toEqual({
      totalCount: 2,
      items: [
        { action: 'delete', entityName: 'Navratri Garba', summary: 'Deleted category "Navratri Garba"' },
        { action: 'create', entityName: 'Navratri Garba', summary: 'Added category "Navratri Garba"' },
      ],
    });
    const byKind = await history('{ auditEvents(name: "GARBA", entityKind: "Subcategory") { totalCount } }');
    expect(byKind.auditEvents.totalCount).toBe(0);
  });

  it('groups what one request wrote in several transactions under one entry', async () => {
    const staff = await t.prisma.staffUser.findFirstOrThrow({ where: { role: 'admin' } });
    const before = await t.prisma.auditEvent.count();
    await requestContext.run(
      { requestId: 'grouped', operationId: randomUUID(), actor: { id: staff.id, name: staff.name, role: staff.role } },
      async () => {
        await t.prisma.category.create({ data: { categoryName: 'Pongal' } });
        await t.prisma.category.create({ data: { categoryName: 'Onam' } });
      },
    );
    expect(await t.prisma.auditEvent.count()).toBe(before + 1);
    expect(await latest()).toMatchObject({ action: 'create', entityName: 'Pongal', changeCount: 2 });
  });

  it("labels every entity's fields as its form does: an app user by name, user types by their labels", async () => {
    const staff = await t.prisma.staffUser.findFirstOrThrow({ where: { role: 'admin' } });
    await requestContext.run(
      { requestId: 'labels', operationId: randomUUID(), actor: { id: staff.id, name: staff.name, role: staff.role } },
      async () => {
        const user = await t.prisma.appUser.create({ data: { name: 'Kiran', mobile: '9000000123', pinHash: 'x', userType: 'election' } });
        await t.prisma.subscription.create({
          data: { subscriptionName: 'Gold', subscriptionAmount: 99, subscriptionDuration: 12, subscriptionType: 'election' },
        });
        await t.prisma.business.create({ data: { userId: user.id, businessName: 'Kiran Stores', businessTagLine: 'Since 1990' } });
        // A day column, and a moment: days as DD/MM/YYYY, moments in India's time.
        await t.prisma.festival.create({ data: { festivalName: 'Labh Pancham', festivalDate: new Date('2026-11-14T00:00:00Z') } });
        await t.prisma.appUser.update({
          where: { id: user.id },
          data: { subscriptionStartDate: new Date('2026-11-13T18:30:00Z'), subscriptionEndDate: new Date('2027-11-14T06:45:00Z') },
        });
      },
    );
    const event = await t.prisma.auditEvent.findFirstOrThrow({ where: { requestId: 'labels' } });
    const data = await history(`{ auditChanges(eventId: "${event.id}") { entityKind fields { field label afterText } } }`);
    const shown = (kind: string) =>
      Object.fromEntries(
        data.auditChanges
          .filter((change: { entityKind: string }) => change.entityKind === kind)
          .flatMap((change: { fields: Array<{ label: string; afterText: string }> }) =>
            change.fields.map(({ label, afterText }) => [label, afterText]),
          ),
      );
    expect(shown('AppUser')).toMatchObject({ Name: 'Kiran', 'Mobile Number': '9000000123', 'User Type': 'Election', 'Pin Number': '[hidden]' });
    expect(shown('Subscription')).toMatchObject({ 'Subscription Name': 'Gold', 'Subscription Type': 'Election', Status: 'Active' });
    expect(shown('Business')).toMatchObject({ 'App User': 'Kiran (9000000123)', 'Business Name': 'Kiran Stores', 'Business Tag Line': 'Since 1990' });
    expect(shown('Festival')).toMatchObject({ 'Festival Name': 'Labh Pancham', 'Festival Date': '14/11/2026' });
    expect(shown('AppUser')).toMatchObject({ 'Subscription start date': '14/11/2026', 'Subscription end date': '14/11/2027 12:15' });
    // No code names: every label is the form's.
    const labels = data.auditChanges.flatMap((change: { fields: Array<{ field: string; label: string }> }) => change.fields);
    expect(labels.filter(({ field, label }: { field: string; label: string }) => field !== 'id' && /[a-z][A-Z]/.test(label))).toEqual([]);
  });

  it("names the events written before names were kept (the migration's backfill)", async () => {
    const kept = await t.graphql('mutation { createCategory(input: { categoryName: "Holi" }) { id } }', {}, admin);
    const keptId = kept.body.data.createCategory.id as string;
    const gone = await t.prisma.category.create({ data: { categoryName: 'Lohri' } });
    await t.graphql(`mutation { deleteCategory(id: "${gone.id}") { id } }`, {}, admin);
    await t.graphql(`mutation { deleteTrashEntryForever(id: "${gone.id}") { id } }`, {}, superadmin);
    await t.prisma.auditEvent.updateMany({ data: { entityName: null } });

    const migration = await readFile(path.join(import.meta.dirname, '../../prisma/migrations/20261128043622_history_names/migration.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- Names for the events written before this migration'));
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      await client.query(backfill);
    } finally {
      await client.end();
    }
    const named = async (entityId: string) =>
      (await t.prisma.auditEvent.findMany({ where: { entityId }, select: { entityName: true } })).map((event) => event.entityName);
    expect(await named(keptId)).toEqual(['Holi']);
    expect(new Set(await named(gone.id))).toEqual(new Set(['Lohri']));
  });
});
