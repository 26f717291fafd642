import { existsSync } from 'node:fs';
import path from 'node:path';
import { ScheduledJobs } from '../../server/src/jobs/scheduled-jobs.js';
import { TRASH_PURGE_JOB } from '../../server/src/trash/trash.module.js';
import { createUserWithEverything } from './support/app-user-fixtures.js';
import { filesOnDisk, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 16: deletes go to the trash with their cascade, and come back whole. */
describe('trash', () => {
  let t: TestApp;
  let superadmin: string;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin');
    admin = await t.signIn('admin');
    employee = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post' | 'put' | 'delete', url: string, token = admin) =>
    t.http()[method](`/adminapi${url}`).set('Authorization', `Bearer ${token}`);

  async function upload(url: string, fields: Record<string, string>, names: string[]) {
    let call = rest('post', url);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    for (const name of names) call = call.attach('images', await noisePng(32), name);
    return call.expect(201);
  }

  async function categoryWithEverything(categoryName: string) {
    const category = await rest('post', '/categories/create').send({ categoryName, status: true }).expect(201);
    const categoryId = category.body.data.id as string;
    const subcategoryIds: string[] = [];
    for (const [subcategoryName, names] of [
      ['Garba nights', ['g3.png', 'g1.png', 'g2.png']],
      ['Aarti', ['a1.png']],
    ] as const) {
      const created = await rest('post', '/subcategories/create').send({ categoryId, subcategoryName, priority: 1, status: true }).expect(201);
      subcategoryIds.push(created.body.data.id);
      await upload('/subcategories/uploadimages', { id: created.body.data.id, categoryId }, [...names]);
    }
    const greeting = await rest('post', '/greetings/create')
      .send({ categoryId, greetingName: 'Shubh Navratri', status: true, isHomePage: true })
      .expect(201);
    await upload('/greetings/uploadimages', { id: greeting.body.data.id, categoryId }, ['n1.png', 'n2.png']);
    return { categoryId, subcategoryIds, greetingId: greeting.body.data.id as string };
  }

  const galleryOf = async (url: string) =>
    (await rest('get', url).expect(200)).body.data.map((image: { id: string; path: string; position: number }) => ({
      id: image.id,
      path: image.path,
      position: image.position,
    }));

  const trashList = async (query = '', token = admin) =>
    (
      await t.graphql(
        `query($query: String) { trashEntries(query: $query, limit: 50) { totalCount items { id kind label summary thumbnailPath deletedByName deletedAt purgeAt } } }`,
        { query: query || null },
        `${token}`,
      )
    ).body.data.trashEntries;

  it('trashes a category with its subcategories, greetings and images: gone from lists, counts and reads, files kept; restore brings all back in order', async () => {
    const { categoryId, subcategoryIds, greetingId } = await categoryWithEverything('Navratri');
    const galleries = {
      first: await galleryOf(`/subcategories/getimages?id=${subcategoryIds[0]}`),
      second: await galleryOf(`/subcategories/getimages?id=${subcategoryIds[1]}`),
      greeting: await galleryOf(`/greetings/getimages?id=${greetingId}`),
    };
    expect(galleries.first).toHaveLength(3);
    const dashboardBefore = (await rest('get', '/dashboard').expect(200)).body.data;
    const filesBefore = await filesOnDisk(t);

    const deleted = await rest('delete', '/categories/delete').send({ id: categoryId }).expect(200);
    expect(deleted.body.message).toBe('Category deleted successfully');

    // Lists, the app's reads (status=true), counts and the dashboard no longer know it.
    const categories = (await rest('get', '/categories').expect(200)).body.data;
    expect(categories.map((row: { id: string }) => row.id)).not.toContain(categoryId);
    expect((await rest('get', '/categories?status=true').expect(200)).body.data).toEqual([]);
    await rest('get', `/subcategories?id=${categoryId}&status=true`).expect(404);
    await rest('get', `/greetings?id=${categoryId}`).expect(404);
    await rest('get', `/subcategories/getimages?id=${subcategoryIds[0]}`).expect(404);
    const graph = await t.graphql('{ categories { id } }', {}, admin);
    expect(graph.body.data.categories).toEqual([]);
    const dashboard = (await rest('get', '/dashboard').expect(200)).body.data;
    expect(dashboard.totalGreetings).toBe(dashboardBefore.totalGreetings - 1);
    expect(await t.prisma.storedImage.count()).toBe(0);

    // The files stay on disk and are not queued for removal.
    expect(await filesOnDisk(t)).toEqual(filesBefore);
    expect(await t.prisma.fileRemoval.count()).toBe(0);

    // The Trash lists it, searchable, with what went with it and who deleted it.
    const listed = await trashList('navra');
    expect(listed.totalCount).toBe(1);
    expect(listed.items[0]).toMatchObject({
      id: categoryId,
      kind: 'category',
      label: 'Navratri',
      summary: '2 subcategories, 1 greeting, 6 images',
      deletedByName: expect.stringMatching(/^admin /),
    });
    expect(listed.items[0].thumbnailPath).toMatch(/^\/uploads\/images\/.+\.thumb\.webp$/);
    expect(new Date(listed.items[0].purgeAt).getTime() - new Date(listed.items[0].deletedAt).getTime()).toBe(30 * 86_400_000);
    expect((await trashList('nothing like it')).totalCount).toBe(0);

    // Restore: everything back with the same ids, images in the same order.
    const restored = await t.graphql('mutation($id: ID!) { restoreTrashEntry(id: $id) { id label } }', { id: categoryId }, admin);
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data.restoreTrashEntry).toEqual({ id: categoryId, label: 'Navratri' });
    expect((await rest('get', '/categories?status=true').expect(200)).body.data.map((row: { id: string }) => row.id)).toEqual([categoryId]);
    expect(await galleryOf(`/subcategories/getimages?id=${subcategoryIds[0]}`)).toEqual(galleries.first);
    expect(await galleryOf(`/subcategories/getimages?id=${subcategoryIds[1]}`)).toEqual(galleries.second);
    expect(await galleryOf(`/greetings/getimages?id=${greetingId}`)).toEqual(galleries.greeting);
    expect((await rest('get', '/dashboard').expect(200)).body.data).toEqual(dashboardBefore);
    expect((await trashList()).totalCount).toBe(0);
    const again = await t.graphql('mutation($id: ID!) { restoreTrashEntry(id: $id) { id } }', { id: categoryId }, admin);
    expect(again.body.errors[0]).toMatchObject({ message: 'This item is not in the trash', extensions: { code: 'NOT_FOUND' } });
  });

  it('lets a new category take a trashed one’s name; restoring then answers 409 naming the clash and restores nothing', async () => {
    const { categoryId, subcategoryIds } = await categoryWithEverything('Diwali');
    await rest('delete', '/categories/delete').send({ id: categoryId }).expect(200);
    const taken = await rest('post', '/categories/create').send({ categoryName: 'diwali', status: true }).expect(201);

    const refused = await rest('post', '/trash/restore').send({ id: categoryId }).expect(409);
    expect(refused.body.message).toBe("Cannot restore: a category named 'Diwali' already exists. Rename or delete it, then restore");
    expect(await t.prisma.category.count({ where: { id: categoryId } })).toBe(0);
    expect(await t.prisma.subcategory.count({ where: { id: { in: subcategoryIds } } })).toBe(0);
    expect(await t.prisma.storedImage.count({ where: { subcategoryId: { in: subcategoryIds } } })).toBe(0);
    expect(await t.prisma.trashEntry.count({ where: { id: categoryId } })).toBe(1);

    await rest('put', '/categories/update').send({ id: taken.body.data.id, categoryName: 'Diwali 2026' }).expect(200);
    const restored = await rest('post', '/trash/restore').send({ id: categoryId }).expect(201);
    expect(restored.body).toMatchObject({ message: 'Restored successfully', data: { id: categoryId, label: 'Diwali' } });
    expect(await t.prisma.storedImage.count({ where: { subcategoryId: { in: subcategoryIds } } })).toBe(4);
  });

  it('delete forever is superadmin only and removes the rows and the files after the commit', async () => {
    const { categoryId } = await categoryWithEverything('Uttarayan');
    const images = await t.prisma.storedImage.findMany({
      where: { OR: [{ subcategory: { categoryId } }, { greeting: { categoryId } }] },
      select: { path: true, thumbnailPath: true },
    });
    const keys = images.flatMap((image) => [image.path, image.thumbnailPath]);
    expect(keys).toHaveLength(12);
    await rest('delete', '/categories/delete').send({ id: categoryId }).expect(200);
    const onDisk = await filesOnDisk(t);
    for (const key of keys) expect(onDisk).toContain(key);

    await rest('delete', '/trash/delete', admin).send({ id: categoryId }).expect(403);
    const forbidden = await t.graphql('mutation($id: ID!) { deleteTrashEntryForever(id: $id) { id } }', { id: categoryId }, admin);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const gone = await rest('delete', '/trash/delete', superadmin).send({ id: categoryId }).expect(200);
    expect(gone.body).toMatchObject({
      message: 'Deleted forever successfully',
      data: { label: 'Uttarayan', summary: '2 subcategories, 1 greeting, 6 images' },
    });
    expect(await t.prisma.trashEntry.count({ where: { id: categoryId } })).toBe(0);
    const after = await filesOnDisk(t);
    for (const key of keys) expect(after).not.toContain(key);
    expect(await t.prisma.fileRemoval.count()).toBe(0);
    await rest('post', '/trash/restore').send({ id: categoryId }).expect(404);
  });

  it('trashes and restores every kind a staff member can delete, over REST and GraphQL', async () => {
    const category = await t.prisma.category.create({ data: { categoryName: 'Every kind' } });
    const festival = await t.prisma.festival.create({ data: { festivalName: 'Holi' } });
    const field = await t.prisma.frameField.create({ data: { title: 'Name', variableName: 'trashName', type: 'text' } });
    const frame = await t.prisma.frame.create({
      data: { frameName: 'Blue frame', regions: { create: [{ index: 0, x: 1, y: 1, width: 10, height: 10, frameFieldId: field.id }] } },
    });
    const otherFrame = await t.prisma.frame.create({
      data: { frameName: 'Red frame', regions: { create: [{ index: 0, x: 1, y: 1, width: 10, height: 10, frameFieldId: field.id }] } },
    });
    const post = await t.prisma.festivalPost.create({
      data: { postName: 'Holi post', festivalId: festival.id, postStartDate: new Date('2026-03-01'), postEndDate: new Date('2026-03-04') },
    });
    const owner = await createUserWithEverything(t, superadmin, '9898012345');
    const records: Array<{ kind: string; id: string; del: () => Promise<unknown>; exists: () => Promise<number> }> = [];
    const add = (kind: string, id: string, route: string, exists: () => Promise<number>, token = admin) =>
      records.push({ kind, id, del: () => rest('delete', route, token).send({ id }).expect(200), exists });
    const gql = (kind: string, id: string, mutation: string, exists: () => Promise<number>, token = admin) =>
      records.push({
        kind,
        id,
        del: async () => {
          const answer = await t.graphql(`mutation($id: ID!) { ${mutation}(id: $id) { id } }`, { id }, token);
          expect(answer.body.errors).toBeUndefined();
        },
        exists,
      });

    const subcategory = await t.prisma.subcategory.create({ data: { categoryId: category.id, subcategoryName: 'Sub' } });
    add('subcategory', subcategory.id, '/subcategories/delete', () => t.prisma.subcategory.count({ where: { id: subcategory.id } }));
    const greeting = await t.prisma.greeting.create({ data: { categoryId: category.id, greetingName: 'Greet' } });
    gql('greeting', greeting.id, 'deleteGreeting', () => t.prisma.greeting.count({ where: { id: greeting.id } }));
    const custom = await t.prisma.customCategory.create({ data: { customcategoryName: 'Custom' } });
    add('custom_category', custom.id, '/customcategories/delete', () => t.prisma.customCategory.count({ where: { id: custom.id } }));
    add('festival', festival.id, '/festivals/delete', () => t.prisma.festivalPost.count({ where: { id: post.id } }));
    const lonePost = await t.prisma.festivalPost.create({
      data: {
        postName: 'Lone post',
        festivalId: (await t.prisma.festival.create({ data: { festivalName: 'Diwali' } })).id,
        postStartDate: new Date('2026-04-01'),
        postEndDate: new Date('2026-04-02'),
      },
    });
    gql('festival_post', lonePost.id, 'deleteFestivalPost', () => t.prisma.festivalPost.count({ where: { id: lonePost.id } }));
    const slider = await t.prisma.slider.create({ data: { sliderName: 'Slide' } });
    add('slider', slider.id, '/sliders/delete', () => t.prisma.slider.count({ where: { id: slider.id } }));
    const sample = await t.prisma.themeSample.create({ data: {} });
    add('theme_sample', sample.id, '/themesample/delete', () => t.prisma.themeSample.count({ where: { id: sample.id } }));
    gql('frame', frame.id, 'deleteFrame', () => t.prisma.frameRegion.count({ where: { frameId: frame.id } }));
    gql('frame_field', field.id, 'deleteFrameField', () => t.prisma.frameRegion.count({ where: { frameId: otherFrame.id, frameFieldId: field.id } }));
    const plan = await t.prisma.subscription.create({
      data: { subscriptionName: 'Gold', subscriptionAmount: 999, subscriptionDuration: 12, subscriptionType: 'business' },
    });
    add('subscription', plan.id, '/subscriptions/delete', () => t.prisma.subscription.count({ where: { id: plan.id } }), superadmin);
    add('business', owner.businessIds[1], '/businessess/delete', () => t.prisma.business.count({ where: { id: owner.businessIds[1] } }));
    gql('app_user', owner.userId, 'deleteAppUser', () => t.prisma.panchayatProfile.count({ where: { userId: owner.userId } }), superadmin);

    const counts = new Map<string, number>();
    for (const record of records) counts.set(record.id, await record.exists());
    for (const record of records) {
      await record.del();
      expect([record.kind, await record.exists()]).toEqual([record.kind, 0]);
      const entry = await t.prisma.trashEntry.findUnique({ where: { id: record.id }, select: { kind: true } });
      expect([record.kind, entry?.kind]).toEqual([record.kind, record.kind]);
    }
    // Restore in reverse order (the festival before its post was trashed with it).
    for (const record of [...records].reverse()) {
      const answer = await rest('post', '/trash/restore', superadmin).send({ id: record.id });
      expect([record.kind, answer.status, answer.body.message]).toEqual([record.kind, 201, 'Restored successfully']);
      expect([record.kind, await record.exists()]).toEqual([record.kind, counts.get(record.id)]);
    }
    // The frame field's regions on another frame were unbound by the delete and are bound again.
    expect(await t.prisma.frameRegion.findFirst({ where: { frameId: otherFrame.id }, select: { frameFieldId: true } })).toEqual({
      frameFieldId: field.id,
    });
    expect(await t.prisma.storedImage.count({ where: { id: { in: owner.imageIds } } })).toBe(owner.imageIds.length);
    for (const key of owner.imagePaths) expect(existsSync(path.join(t.config.uploadsDir, key))).toBe(true);
  });

  it('trashes one gallery image and restores it to its place', async () => {
    const { subcategoryIds } = await categoryWithEverything('Janmashtami');
    const gallery = await galleryOf(`/subcategories/getimages?id=${subcategoryIds[0]}`);
    const middle = gallery[1];
    const deleted = await rest('delete', '/images/delete').send({ id: middle.id }).expect(200);
    expect(deleted.body.message).toBe('Image deleted successfully');
    expect((await galleryOf(`/subcategories/getimages?id=${subcategoryIds[0]}`)).map((image: { id: string }) => image.id)).toEqual([
      gallery[0].id,
      gallery[2].id,
    ]);
    expect(await filesOnDisk(t)).toContain(storedKey(middle.path));
    await rest('post', '/trash/restore').send({ id: middle.id }).expect(201);
    expect((await galleryOf(`/subcategories/getimages?id=${subcategoryIds[0]}`)).map((image: { id: string }) => image.id)).toEqual(
      gallery.map((image: { id: string }) => image.id),
    );
  });

  it('lets an employee undo their own delete but not restore what others deleted, and lists only their own deletions to them', async () => {
    const own = await t.prisma.slider.create({ data: { sliderName: 'Employee slide' } });
    const others = await t.prisma.slider.create({ data: { sliderName: 'Admin slide' } });
    await rest('delete', '/sliders/delete', employee).send({ id: own.id }).expect(200);
    await rest('delete', '/sliders/delete', admin).send({ id: others.id }).expect(200);
    const refused = await rest('post', '/trash/restore', employee).send({ id: others.id }).expect(403);
    expect(refused.body.message).toBe('Employees may restore only what they deleted themselves');
    await rest('post', '/trash/restore', employee).send({ id: own.id }).expect(201);
    // Issue 28.3: the employee's Trash holds what they deleted, never others' deletions (REST and GraphQL alike).
    const again = await t.prisma.slider.create({ data: { sliderName: 'Employee slide again' } });
    await rest('delete', '/sliders/delete', employee).send({ id: again.id }).expect(200);
    const theirs = await rest('get', '/trash', employee).expect(200);
    expect(theirs.body).toMatchObject({ totalCount: 1, data: [{ id: again.id, deletedByName: expect.stringMatching(/^employee /) }] });
    const deletedAt = new Date(theirs.body.data[0].deletedAt).getTime();
    expect(new Date(theirs.body.data[0].purgeAt).getTime() - deletedAt).toBe(30 * 86_400_000);
    const graphql = await t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${employee}`)
      .send({ query: '{ trashEntries(page: 1, limit: 50) { totalCount items { id } } trashRetentionDays }' })
      .expect(200);
    expect(graphql.body.data).toEqual({ trashEntries: { totalCount: 1, items: [{ id: again.id }] }, trashRetentionDays: 30 });
    await rest('post', '/trash/restore', employee).send({ id: again.id }).expect(201);
    const listed = await rest('get', '/trash?kind=slider&query=admin%20sl').expect(200);
    expect(listed.body).toMatchObject({ totalCount: 1, data: [{ id: others.id, kind: 'slider', deletedByName: expect.stringMatching(/^admin /) }] });
    await rest('get', '/trash?kind=nothing').expect(400);
  });

  it('purges entries older than TRASH_RETENTION_DAYS with their files, by the scheduled job', async () => {
    const { categoryId } = await categoryWithEverything('Old festival');
    const keys = (
      await t.prisma.storedImage.findMany({ where: { subcategory: { categoryId } }, select: { path: true, thumbnailPath: true } })
    ).flatMap((image) => [image.path, image.thumbnailPath]);
    await rest('delete', '/categories/delete').send({ id: categoryId }).expect(200);
    const recent = await t.prisma.slider.create({ data: { sliderName: 'Recent slide' } });
    await rest('delete', '/sliders/delete').send({ id: recent.id }).expect(200);
    await t.prisma.trashEntry.update({ where: { id: categoryId }, data: { deletedAt: new Date(Date.now() - 31 * 86_400_000) } });

    const jobs = t.app.get(ScheduledJobs);
    expect(await jobs.schedules()).toContainEqual({ name: TRASH_PURGE_JOB, cron: '17 * * * *' });
    expect(await jobs.runNow(TRASH_PURGE_JOB)).toEqual(expect.any(String));
    // The job runs when pg-boss next polls, and files go after its commit: wait
    // for both (generously: a loaded CI machine polls late), then check.
    const purged = async () =>
      (await t.prisma.trashEntry.count({ where: { id: categoryId } })) === 0 && !(await filesOnDisk(t)).some((key) => keys.includes(key));
    const deadline = Date.now() + 60_000;
    while (!(await purged()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await t.prisma.trashEntry.count({ where: { id: categoryId } })).toBe(0);
    expect(await t.prisma.trashEntry.count({ where: { id: recent.id } })).toBe(1);
    const onDisk = await filesOnDisk(t);
    for (const key of keys) expect(onDisk).not.toContain(key);
  }, 90_000);
});
