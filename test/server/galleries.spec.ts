import { emptyTrash, filesOnDisk, graphqlUpload, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('subcategories and greetings: the categories galleries (issue 9)', () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
    categoryId = (await t.prisma.category.create({ data: { categoryName: 'Festivals of Gujarat' } })).id;
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  /** A multipart gallery upload of freshly made PNGs, expecting `status`. */
  async function upload(path: string, fields: Record<string, string>, names: string[], status: number) {
    const buffers = await Promise.all(names.map(() => noisePng(48)));
    let call = rest('post', path);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    buffers.forEach((buffer, index) => {
      call = call.attach('images', buffer, names[index]);
    });
    return call.expect(status);
  }

  it('creates subcategories in a category and lists them by priority, then newest, with a status filter', async () => {
    for (const [subcategoryName, priority, status] of [
      ['Navratri', 2, true],
      ['Uttarayan', 1, true],
      ['Holi', 2, false],
    ] as const) {
      const response = await rest('post', '/subcategories/create')
        .send({ categoryId, subcategoryName, priority: String(priority), status: String(status) })
        .expect(201);
      expect(response.body.message).toBe('Subcategory created successfully');
    }
    const all = await rest('get', `/subcategories?id=${categoryId}`).expect(200);
    expect(all.body.data.map((row: { subcategoryName: string }) => row.subcategoryName)).toEqual(['Uttarayan', 'Holi', 'Navratri']);
    const active = await rest('get', `/subcategories?id=${categoryId}&status=true`).expect(200);
    expect(active.body.data.map((row: { subcategoryName: string }) => row.subcategoryName)).toEqual(['Uttarayan', 'Navratri']);

    const categories = await t.graphql('{ categories { id totalSubcategories totalGreetings } }', {}, token);
    expect(categories.body.data.categories.find((row: { id: string }) => row.id === categoryId)).toMatchObject({
      totalSubcategories: 3,
      totalGreetings: 0,
    });
  });

  it('answers 404 for an unknown category and 400 for a missing name, with the spec texts', async () => {
    const unknown = await rest('get', '/subcategories?id=00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body.message).toBe('Category not found');
    const blank = await rest('post', '/subcategories/create').send({ categoryId, subcategoryName: ' ', priority: 1, status: true }).expect(400);
    expect(blank.body.message).toBe('Subcategory Name is required');
    const noPriority = await rest('post', '/subcategories/create').send({ categoryId, subcategoryName: 'X', status: true }).expect(400);
    expect(noPriority.body.message).toBe('Priority is required');
  });

  it('uploads a subcategory gallery over multipart with id and categoryId, keeps its order, and reorders', async () => {
    const subcategory = (await rest('get', `/subcategories?id=${categoryId}`)).body.data[0];
    const first = await upload('/subcategories/uploadimages', { id: subcategory.id, categoryId }, ['a.png', 'b.png'], 201);
    expect(first.body.message).toBe('Subcategory images added  successfully');
    await upload('/subcategories/uploadimages', { id: subcategory.id, categoryId }, ['c.png'], 201);

    const images = await rest('get', `/subcategories/getimages?id=${subcategory.id}`).expect(200);
    expect(images.body.data.map((image: { originalName: string }) => image.originalName)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(images.body.data[0].thumbnailPath).toMatch(/\.thumb\.webp$/);

    const reversed = images.body.data.map((image: { id: string }) => image.id).reverse();
    await rest('post', '/images/reorder').send({ ids: reversed }).expect(201);
    const listed = await rest('get', `/subcategories?id=${categoryId}`).expect(200);
    const row = listed.body.data.find((item: { id: string }) => item.id === subcategory.id);
    expect(row.images.map((image: { originalName: string }) => image.originalName)).toEqual(['c.png', 'b.png', 'a.png']);
  });

  it('refuses a gallery upload whose categoryId is not the subcategory’s, leaving nothing', async () => {
    const subcategory = (await rest('get', `/subcategories?id=${categoryId}`)).body.data[0];
    const other = await t.prisma.category.create({ data: { categoryName: 'Other' } });
    const before = await filesOnDisk(t);
    const response = await upload('/subcategories/uploadimages', { id: subcategory.id, categoryId: other.id }, ['x.png'], 404);
    expect(response.body.message).toBe('Subcategory not found');
    expect(await filesOnDisk(t)).toEqual(before);
  });

  it('adds gallery images over GraphQL too, and deleting a subcategory removes its files', async () => {
    const created = await rest('post', '/subcategories/create').send({ categoryId, subcategoryName: 'Temporary', priority: 9, status: true });
    const id = created.body.data.id;
    const added = await graphqlUpload(
      t,
      token,
      'mutation($id: ID!, $images: [Upload!]!) { addSubcategoryImages(id: $id, images: $images) { id path thumbnailPath } }',
      { id, images: [null, null] },
      [
        { variable: 'images.0', buffer: await noisePng(40), name: 'one.png' },
        { variable: 'images.1', buffer: await noisePng(40), name: 'two.jpg.png' },
      ],
    ).expect(200);
    expect(added.body.errors).toBeUndefined();
    const paths = added.body.data.addSubcategoryImages.flatMap((image: { path: string; thumbnailPath: string }) => [
      storedKey(image.path),
      storedKey(image.thumbnailPath),
    ]);
    expect(await filesOnDisk(t)).toEqual(expect.arrayContaining(paths));

    const deleted = await rest('delete', '/subcategories/delete').send({ id }).expect(200);
    expect(deleted.body.message).toBe('Subcategory deleted successfully');
    await emptyTrash(t);
    const files = await filesOnDisk(t);
    for (const path of paths) expect(files).not.toContain(path);
  });

  it('manages greetings with the home-screen switch, their gallery at data, and counts them on the dashboard', async () => {
    const created = await rest('post', '/greetings/create')
      .send({ categoryId, greetingName: 'Happy Diwali', status: 'true', isHomePage: 'true' })
      .expect(201);
    expect(created.body.message).toBe('Greeting created successfully');
    expect(created.body.data).toMatchObject({ greetingName: 'Happy Diwali', isHomePage: true, status: true, _id: created.body.data.id });
    const missing = await rest('post', '/greetings/create').send({ categoryId, greetingName: 'No switch', status: true }).expect(400);
    expect(missing.body.message).toBe('Display in home screen is required');

    const id = created.body.data.id;
    const added = await upload('/greetings/uploadimages', { id, categoryId }, ['g1.png', 'g2.png'], 201);
    expect(added.body.message).toBe('Greeting images added successfully');
    const images = await rest('get', `/greetings/getimages?id=${id}`).expect(200);
    expect(images.body.data.map((image: { originalName: string }) => image.originalName)).toEqual(['g1.png', 'g2.png']);

    const updated = await rest('put', '/greetings/update').send({ id, isHomePage: false }).expect(200);
    expect(updated.body).toMatchObject({ message: 'Greeting updated successfully', data: { isHomePage: false } });

    const dashboard = await rest('get', '/dashboard').expect(200);
    expect(dashboard.body.data.totalGreetings).toBe(1);
    const list = await rest('get', `/greetings?id=${categoryId}&status=true`).expect(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].images).toHaveLength(2);
  });

  it('renames a subcategory and deletes a greeting over REST, answering the record', async () => {
    const subcategory = await rest('post', '/subcategories/create')
      .send({ categoryId, subcategoryName: 'Dhuleti', priority: 3, status: true })
      .expect(201);
    const renamed = await rest('put', '/subcategories/update').send({ _id: subcategory.body.data.id, subcategoryName: 'Dhuleti (Holi)' }).expect(200);
    expect(renamed.body).toMatchObject({ message: 'Subcategory updated successfully', data: { subcategoryName: 'Dhuleti (Holi)', priority: 3 } });
    const greeting = await rest('post', '/greetings/create')
      .send({ categoryId, greetingName: 'Short-lived', status: true, isHomePage: false })
      .expect(201);
    const deleted = await rest('delete', '/greetings/delete').send({ id: greeting.body.data.id }).expect(200);
    expect(deleted.body).toMatchObject({ message: 'Greeting deleted successfully', data: { greetingName: 'Short-lived' } });
    await rest('delete', '/greetings/delete').send({ id: greeting.body.data.id }).expect(404);
    await rest('delete', '/subcategories/delete').send({ id: subcategory.body.data.id }).expect(200);
  });

  it('deleting the category removes its subcategories, greetings and every file of their galleries', async () => {
    const before = await filesOnDisk(t);
    expect(before.length).toBeGreaterThan(0);
    await rest('delete', '/categories/delete').send({ id: categoryId }).expect(200);
    expect(await t.prisma.subcategory.count({ where: { categoryId } })).toBe(0);
    expect(await t.prisma.greeting.count({ where: { categoryId } })).toBe(0);
    expect(await t.prisma.storedImage.count()).toBe(0);
    await emptyTrash(t);
    expect(await filesOnDisk(t)).toEqual([]);
  });
});
