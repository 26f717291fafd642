import { emptyTrash, filesOnDisk, graphqlUpload, noisePng, smallJpeg, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const CREATE = `mutation($input: CreateThemeSampleInput!, $themeSampleImage: Upload!) {
  createThemeSample(input: $input, themeSampleImage: $themeSampleImage) { id status themeSampleImage image { path thumbnailPath originalName } }
}`;
const UPDATE = `mutation($input: UpdateThemeSampleInput!, $themeSampleImage: Upload) {
  updateThemeSample(input: $input, themeSampleImage: $themeSampleImage) { id status image { path thumbnailPath originalName } }
}`;

describe('theme samples (issue 6, spec §2 and §7)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    // "Any logged-in user": the least role must manage them.
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  it('creates a theme sample over REST multipart with its image and thumbnail, and lists it', async () => {
    const response = await rest('post', '/themesample/create')
      .field('status', 'true')
      .attach('themeSampleImage', await smallJpeg(900, 1200), 'sample.jpg')
      .expect(201);
    expect(response.body.message).toBe('ThemeSample created successfully');
    const sample = response.body.data;
    expect(sample.image).toMatchObject({ originalName: 'sample.jpg' });
    expect(sample.themeSampleImage).toBe(sample.image.path);
    expect(sample.image.thumbnailPath).toMatch(/\.thumb\.webp$/);
    expect(await filesOnDisk(t)).toEqual(expect.arrayContaining([storedKey(sample.image.path), storedKey(sample.image.thumbnailPath)]));

    const listed = await rest('get', '/themesample').expect(200);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(sample.id);
  });

  it('requires the image on create and writes nothing', async () => {
    const before = await t.prisma.themeSample.count();
    const response = await rest('post', '/themesample/create').field('status', 'true').expect(400);
    expect(response.body.message).toBe('Theme Sample Image is required');
    expect(await t.prisma.themeSample.count()).toBe(before);
  });

  it('refuses a second image in its single-image field', async () => {
    const response = await rest('post', '/themesample/create')
      .attach('themeSampleImage', await noisePng(32), 'a.png')
      .attach('themeSampleImage', await noisePng(32), 'b.png')
      .expect(400);
    expect(response.body.message).toBe('Maximum allowed number of files exceeded. Only 1 allowed');
  });

  it('filters by status for the app, newest first', async () => {
    const inactive = await rest('post', '/themesample/create')
      .field('status', 'false')
      .attach('themeSampleImage', await noisePng(32), 'off.png')
      .expect(201);
    const active = await rest('get', '/themesample?status=true').expect(200);
    expect(active.body.data.every((row: { status: boolean }) => row.status)).toBe(true);
    expect(active.body.data.map((row: { id: string }) => row.id)).not.toContain(inactive.body.data.id);
    const all = await rest('get', '/themesample').expect(200);
    expect(all.body.data[0].id).toBe(inactive.body.data.id);
  });

  it('updates the status alone, then replaces the image and removes the old files', async () => {
    const created = await rest('post', '/themesample/create')
      .attach('themeSampleImage', await noisePng(40), 'first.png')
      .expect(201);
    const { id, image: oldImage } = created.body.data;

    const statusOnly = await rest('put', '/themesample/update').send({ id, status: false }).expect(200);
    expect(statusOnly.body.message).toBe('ThemeSample updated successfully');
    expect(statusOnly.body.data).toMatchObject({ status: false, image: { path: oldImage.path } });

    const replaced = await rest('put', '/themesample/update')
      .field('id', id)
      .attach('themeSampleImage', await noisePng(40), 'second.png')
      .expect(200);
    expect(replaced.body.data.image.originalName).toBe('second.png');
    const files = await filesOnDisk(t);
    expect(files).not.toContain(storedKey(oldImage.path));
    expect(files).not.toContain(storedKey(oldImage.thumbnailPath));
    expect(files).toContain(storedKey(replaced.body.data.image.path));
  });

  it('deletes a theme sample with its files; an unknown id is a 404', async () => {
    const created = await rest('post', '/themesample/create')
      .attach('themeSampleImage', await noisePng(40), 'gone.png')
      .expect(201);
    const { id, image } = created.body.data;
    const deleted = await rest('delete', '/themesample/delete').send({ id }).expect(200);
    expect(deleted.body.message).toBe('ThemeSample deleted successfully');
    await emptyTrash(t);
    const files = await filesOnDisk(t);
    expect(files).not.toContain(storedKey(image.path));
    expect(files).not.toContain(storedKey(image.thumbnailPath));
    expect(await t.prisma.storedImage.count({ where: { themeSampleId: id } })).toBe(0);

    const again = await rest('delete', '/themesample/delete').send({ id }).expect(404);
    expect(again.body.message).toBe('ThemeSample not found');
  });

  it('does the same over GraphQL with an Upload argument', async () => {
    const created = await graphqlUpload(t, token, CREATE, { input: { status: true }, themeSampleImage: null }, [
      { variable: 'themeSampleImage', buffer: await noisePng(36), name: 'gql.png' },
    ]).expect(200);
    expect(created.body.errors).toBeUndefined();
    const sample = created.body.data.createThemeSample;
    expect(sample.image.originalName).toBe('gql.png');

    const updated = await graphqlUpload(t, token, UPDATE, { input: { id: sample.id }, themeSampleImage: null }, [
      { variable: 'themeSampleImage', buffer: await noisePng(36), name: 'gql2.png' },
    ]).expect(200);
    expect(updated.body.data.updateThemeSample.image.originalName).toBe('gql2.png');
    expect(await filesOnDisk(t)).not.toContain(storedKey(sample.image.path));

    const list = await t.graphql('{ themeSamples(status: true) { id image { thumbnailPath } } }', {}, token);
    expect(list.body.data.themeSamples.map((row: { id: string }) => row.id)).toContain(sample.id);

    const deleted = await t.graphql('mutation($id: ID!) { deleteThemeSample(id: $id) { id } }', { id: sample.id }, token);
    expect(deleted.body.data.deleteThemeSample.id).toBe(sample.id);
    const missing = await t.graphql('query($id: ID!) { themeSample(id: $id) { id } }', { id: sample.id }, token);
    expect(missing.body.errors[0]).toMatchObject({ message: 'ThemeSample not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses anonymous callers', async () => {
    const response = await t.http().get('/adminapi/themesample').expect(401);
    expect(response.body.message).toBe('Please sign in to continue');
  });
});
