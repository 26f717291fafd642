import { filesOnDisk, graphqlUpload, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('frame fields (issue 12 §1)', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const as = (method: 'get' | 'post' | 'put', path: string) => t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${staff}`);

  it('creates text and image fields over multipart, refusing bad names, types and duplicates', async () => {
    for (const [field, value, message] of [
      ['variableName', 'business name', 'Variable Name may contain only letters, digits and underscores'],
      ['variableName', '', 'Variable Name is required'],
      ['type', 'video', 'Type must be text or image'],
      ['title', ' ', 'Title is required'],
    ]) {
      const fields: Record<string, string> = { title: 'Name', variableName: 'name', type: 'text', [field]: value };
      let call = as('post', '/framefield/create');
      for (const [key, text] of Object.entries(fields)) call = call.field(key, text);
      const refused = await call.expect(400);
      expect(refused.body.message).toBe(message);
    }

    const text = await as('post', '/framefield/create')
      .field('title', 'Name')
      .field('variableName', 'name')
      .field('type', 'text')
      .field('isElection', 'false')
      .expect(201);
    expect(text.body.message).toBe('Frame field created successfully');
    expect(text.body.data).toMatchObject({ title: 'Name', variableName: 'name', type: 'text', isElection: false, image: null, frameCount: 0 });

    const duplicate = await as('post', '/framefield/create').field('title', 'Other').field('variableName', 'name').field('type', 'text').expect(409);
    expect(duplicate.body).toMatchObject({ message: 'A frame field with this variable name already exists', field: 'variableName' });

    const textWithImage = await as('post', '/framefield/create')
      .field('title', 'Mobile')
      .field('variableName', 'mobile')
      .field('type', 'text')
      .attach('image', await noisePng(20), 'mobile.png')
      .expect(400);
    expect(textWithImage.body.message).toBe('Only a frame field of type image takes an image');

    const twoImages = await as('post', '/framefield/create')
      .field('title', 'Logo')
      .field('variableName', 'businessLogo')
      .field('type', 'image')
      .attach('image', await noisePng(20), 'a.png')
      .attach('image', await noisePng(20), 'b.png')
      .expect(400);
    expect(twoImages.body.message).toBe('Maximum allowed number of files exceeded. Only 1 allowed');

    const image = await as('post', '/framefield/create')
      .field('title', 'Logo')
      .field('variableName', 'businessLogo')
      .field('type', 'image')
      .field('isElection', 'true')
      .attach('image', await noisePng(30), 'logo.png')
      .expect(201);
    expect(image.body.data).toMatchObject({ type: 'image', isElection: true, image: { originalName: 'logo.png' } });
    expect(await filesOnDisk(t)).toContain(storedKey(image.body.data.image.path));

    const list = await as('get', '/framefield').expect(200);
    expect(list.body.data.map((field: { variableName: string }) => field.variableName)).toEqual(['name', 'businessLogo']);
    const election = await as('get', '/framefield?isElection=true').expect(200);
    expect(election.body.data.map((field: { variableName: string }) => field.variableName)).toEqual(['businessLogo']);
  });

  it('changing an image field to text drops its image and its files', async () => {
    const [, logo] = (await as('get', '/framefield').expect(200)).body.data;
    const updated = await as('put', '/framefield/update').field('id', logo.id).field('type', 'text').field('title', 'Logo text').expect(200);
    expect(updated.body.message).toBe('Frame field updated successfully');
    expect(updated.body.data).toMatchObject({ type: 'text', title: 'Logo text', variableName: 'businessLogo', image: null });
    expect(await filesOnDisk(t)).not.toContain(storedKey(logo.image.path));
  });

  it('counts the frames that use a field, and deleting it (a GET with a token) clears their regions’ type', async () => {
    const [name] = (await as('get', '/framefield').expect(200)).body.data;
    for (const frameName of ['Diwali', 'Holi']) {
      await t.prisma.frame.create({
        data: {
          frameName,
          imageWidth: 100,
          imageHeight: 100,
          regions: {
            create: [
              { index: 0, x: 1, y: 1, width: 10, height: 10, frameFieldId: name.id },
              { index: 1, x: 20, y: 20, width: 10, height: 10, frameFieldId: name.id },
            ],
          },
        },
      });
    }
    const listed = await as('get', '/framefield').expect(200);
    expect(listed.body.data[0]).toMatchObject({ variableName: 'name', frameCount: 2 });

    await t.http().get(`/adminapi/framefield/delete?id=${name.id}`).expect(401);
    const deleted = await as('get', `/framefield/delete?id=${name.id}`).expect(200);
    expect(deleted.body.message).toBe('Frame field deleted successfully');
    expect(deleted.body.data).toMatchObject({ id: name.id, frameCount: 2 });
    const regions = await t.prisma.frameRegion.findMany();
    expect(regions).toHaveLength(4);
    expect(regions.every((region) => region.frameFieldId === null)).toBe(true);
    const again = await as('get', `/framefield/delete?id=${name.id}`).expect(404);
    expect(again.body.message).toBe('Frame field not found');
  });

  it('works over GraphQL with an Upload', async () => {
    const created = await graphqlUpload(
      t,
      staff,
      `mutation ($input: CreateFrameFieldInput!, $image: Upload) {
        createFrameField(input: $input, image: $image) { id variableName type image { thumbnailPath } }
      }`,
      { input: { title: 'Photo', variableName: 'photo', type: 'image' }, image: null },
      [{ variable: 'image', buffer: await noisePng(30), name: 'photo.png' }],
    ).expect(200);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createFrameField).toMatchObject({ variableName: 'photo', type: 'image' });
    expect(created.body.data.createFrameField.image.thumbnailPath).toMatch(/\.thumb\.webp$/);
    const listed = await t.graphql('{ frameFields { variableName frameCount } }', {}, staff);
    expect(listed.body.data.frameFields).toEqual([
      { variableName: 'businessLogo', frameCount: 0 },
      { variableName: 'photo', frameCount: 0 },
    ]);
  });
});
