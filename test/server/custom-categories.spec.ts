import { emptyTrash, filesOnDisk, graphqlUpload, imageUrlBase, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Row = { id: string; customcategoryName: string; status: boolean; images: Array<{ originalName: string; path: string; thumbnailPath: string }> };

describe('custom categories (issue 6, spec §2 and §7)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  async function upload(fields: Record<string, string>, names: string[], status: number) {
    const buffers = await Promise.all(names.map(() => noisePng(40)));
    let call = rest('post', '/customcategories/uploadimages');
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    buffers.forEach((buffer, index) => {
      call = call.attach('images', buffer, names[index]);
    });
    return call.expect(status);
  }

  const byName = async (name: string): Promise<Row> =>
    (await rest('get', '/customcategories').expect(200)).body.data.find((row: Row) => row.customcategoryName === name);

  it('creates custom categories and lists them by priority, then newest', async () => {
    for (const [customcategoryName, priority, status] of [
      ['Good Morning', 2, true],
      ['Suvichar', 1, true],
      ['Shradhanjali', 2, false],
    ] as const) {
      const response = await rest('post', '/customcategories/create')
        .send({ customcategoryName, priority: String(priority), status: String(status) })
        .expect(201);
      expect(response.body.message).toBe('Customcategory created successfully');
      expect(response.body.data).toMatchObject({ customcategoryName, priority, status, images: [] });
    }
    const all = await rest('get', '/customcategories').expect(200);
    expect(all.body.data.map((row: Row) => row.customcategoryName)).toEqual(['Suvichar', 'Shradhanjali', 'Good Morning']);
  });

  it('refuses missing fields with the spec-style texts', async () => {
    const blank = await rest('post', '/customcategories/create').send({ customcategoryName: ' ', priority: 1, status: true }).expect(400);
    expect(blank.body.message).toBe('Custom Category Name is required');
    const noPriority = await rest('post', '/customcategories/create').send({ customcategoryName: 'X', status: true }).expect(400);
    expect(noPriority.body.message).toBe('Priority is required');
    const noStatus = await rest('post', '/customcategories/create').send({ customcategoryName: 'X', priority: 3 }).expect(400);
    expect(noStatus.body.message).toBe('Status is required');
  });

  it('updates a custom category, and answers 404 for an unknown one', async () => {
    const row = await byName('Shradhanjali');
    const response = await rest('put', '/customcategories/update').send({ id: row.id, priority: 0 }).expect(200);
    expect(response.body.message).toBe('Customcategory updated successfully');
    expect(response.body.data).toMatchObject({ customcategoryName: 'Shradhanjali', priority: 0, status: false });
    const missing = await rest('put', '/customcategories/update').send({ id: '00000000-0000-4000-8000-000000000000', priority: 1 }).expect(404);
    expect(missing.body.message).toBe('Customcategory not found');
  });

  it('uploads a gallery over multipart with id (and an ignored categoryId), keeps its order, and reorders', async () => {
    const row = await byName('Good Morning');
    const first = await upload({ id: row.id, categoryId: 'whatever-the-old-app-sends' }, ['a.png', 'b.png'], 201);
    expect(first.body.message).toBe('Customcategory images added successfully');
    expect(first.body.data.map((image: { originalName: string }) => image.originalName)).toEqual(['a.png', 'b.png']);
    await upload({ id: row.id }, ['c.png'], 201);

    const images = await rest('get', `/customcategories/getimages?id=${row.id}`).expect(200);
    expect(images.body.data.map((image: { originalName: string }) => image.originalName)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(images.body.data[0].thumbnailPath).toMatch(/\.thumb\.webp$/);

    const reversed = images.body.data.map((image: { id: string }) => image.id).reverse();
    await rest('post', '/images/reorder').send({ ids: reversed }).expect(201);
    const listed = await byName('Good Morning');
    expect(listed.images.map((image) => image.originalName)).toEqual(['c.png', 'b.png', 'a.png']);
  });

  it('refuses an upload without images or for an unknown custom category, leaving nothing', async () => {
    const before = { files: await filesOnDisk(t), rows: await t.prisma.storedImage.count() };
    const row = await byName('Suvichar');
    const empty = await rest('post', '/customcategories/uploadimages').field('id', row.id).expect(400);
    expect(empty.body.message).toBe('Images is required');
    const unknown = await upload({ id: '00000000-0000-4000-8000-000000000000' }, ['x.png'], 404);
    expect(unknown.body.message).toBe('Customcategory not found');
    expect(await filesOnDisk(t)).toEqual(before.files);
    expect(await t.prisma.storedImage.count()).toBe(before.rows);
  });

  it('answers the mobile app with only active ones when status=true, with full and thumbnail paths in gallery order', async () => {
    const response = await rest('get', '/customcategories?status=true').expect(200);
    expect(response.body.data.map((row: Row) => row.customcategoryName)).toEqual(['Suvichar', 'Good Morning']);
    const gallery = response.body.data[1].images;
    expect(gallery.map((image: { originalName: string }) => image.originalName)).toEqual(['c.png', 'b.png', 'a.png']);
    for (const image of gallery) {
      expect(image.path.startsWith(`${imageUrlBase(t)}/images/`) && image.path.endsWith('.png')).toBe(true);
      expect(image.thumbnailPath.startsWith(`${imageUrlBase(t)}/images/`) && image.thumbnailPath.endsWith('.thumb.webp')).toBe(true);
    }
    const inactive = await rest('get', '/customcategories?status=false').expect(200);
    expect(inactive.body.data.map((row: Row) => row.customcategoryName)).toEqual(['Shradhanjali']);
  });

  it('sends a notification for a custom category (POST /customcategories/notify)', async () => {
    const row = await byName('Suvichar');
    const response = await rest('post', '/customcategories/notify').send({ id: row.id }).expect(201);
    expect(response.body.message).toBe('Notification sent Successfully');
    expect(response.body.data).toMatchObject({ subjectType: 'custom_category', subjectId: row.id, title: 'Suvichar' });
  });

  it('deleting a custom category removes its images and their files', async () => {
    const row = await byName('Good Morning');
    const keys = row.images.flatMap((image) => [storedKey(image.path), storedKey(image.thumbnailPath)]);
    expect(await filesOnDisk(t)).toEqual(expect.arrayContaining(keys));

    const response = await rest('delete', '/customcategories/delete').send({ id: row.id }).expect(200);
    expect(response.body.message).toBe('Customcategory deleted successfully');
    await emptyTrash(t);
    const files = await filesOnDisk(t);
    for (const key of keys) expect(files).not.toContain(key);
    expect(await t.prisma.storedImage.count({ where: { customCategoryId: row.id } })).toBe(0);
    await rest('get', `/customcategories/getimages?id=${row.id}`).expect(404);
  });

  it('works the same over GraphQL: create, add images with Upload, list, delete', async () => {
    const created = await t.graphql(
      'mutation($input: CreateCustomCategoryInput!) { createCustomCategory(input: $input) { id customcategoryName priority status } }',
      { input: { customcategoryName: 'Jay Shree Krishna', priority: 5, status: true } },
      token,
    );
    const { id } = created.body.data.createCustomCategory;
    const added = await graphqlUpload(
      t,
      token,
      'mutation($id: ID!, $images: [Upload!]!) { addCustomCategoryImages(id: $id, images: $images) { originalName thumbnailPath } }',
      { id, images: [null, null] },
      [
        { variable: 'images.0', buffer: await noisePng(30), name: 'one.png' },
        { variable: 'images.1', buffer: await noisePng(30), name: 'two.png' },
      ],
    ).expect(200);
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addCustomCategoryImages.map((image: { originalName: string }) => image.originalName)).toEqual(['one.png', 'two.png']);

    const one = await t.graphql(
      'query($id: ID!) { customCategory(id: $id) { images { originalName } } customCategoryImages(id: $id) { id } }',
      { id },
      token,
    );
    expect(one.body.data.customCategory.images).toHaveLength(2);
    expect(one.body.data.customCategoryImages).toHaveLength(2);

    const updated = await t.graphql(
      'mutation($input: UpdateCustomCategoryInput!) { updateCustomCategory(input: $input) { status } }',
      { input: { id, status: false } },
      token,
    );
    expect(updated.body.data.updateCustomCategory.status).toBe(false);

    const deleted = await t.graphql('mutation($id: ID!) { deleteCustomCategory(id: $id) { id } }', { id }, token);
    expect(deleted.body.data.deleteCustomCategory.id).toBe(id);
    const list = await t.graphql('{ customCategories { id } }', {}, token);
    expect(list.body.data.customCategories.map((row: { id: string }) => row.id)).not.toContain(id);
  });
});
