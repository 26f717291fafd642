import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ImagesService, SWEEP_INTERVAL_MS } from '../../server/src/images/images.service.js';
import { emptyTrash, fetchImage, filesOnDisk, graphqlUpload, noisePng, pngOfSize, smallJpeg, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const TOO_LARGE = 'Each image must be at most 2 MB (2,000,000 bytes)';
const WRONG_TYPE = 'Only png, jpg and jpeg images are allowed';

const CREATE_SLIDER = `mutation($input: CreateSliderInput!, $sliderImage: Upload!) {
  createSlider(input: $input, sliderImage: $sliderImage) { id sliderName image { id path thumbnailPath width height originalName } }
}`;

describe('image pipeline (issue 6): one upload service for REST and GraphQL', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const createSlider = (file: Buffer, name = 'banner.png', fields: Record<string, string> = {}) =>
    t
      .http()
      .post('/adminapi/sliders/create')
      .set('Authorization', `Bearer ${token}`)
      .field('sliderName', fields.sliderName ?? 'Diwali banner')
      .field('status', 'true')
      .attach('sliderImage', file, name);

  async function expectNothingLeft(before: { files: string[]; rows: number }) {
    expect(await filesOnDisk(t)).toEqual(before.files);
    expect(await t.prisma.storedImage.count()).toBe(before.rows);
  }
  const snapshot = async () => ({ files: await filesOnDisk(t), rows: await t.prisma.storedImage.count() });

  it('stores a REST upload under a generated name with its size and a WebP thumbnail, served from /uploads', async () => {
    const jpeg = await smallJpeg(1200, 600);
    const response = await createSlider(jpeg, 'My Photo.JPG').expect(201);
    expect(response.body.message).toBe('Slider created successfully');
    const image = response.body.data.image;
    expect(image).toMatchObject({ width: 1200, height: 600, originalName: 'My Photo.JPG', mimeType: 'image/jpeg' });
    const base = t.bucket ? t.bucket.env.S3_PUBLIC_URL : '/uploads';
    expect(image.path.startsWith(`${base}/`)).toBe(true);
    expect(image.path.slice(base.length)).toMatch(/^\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(response.body.data.sliderImage).toBe(image.path);

    const original = await fetchImage(t, image.path);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.compare(original.body, jpeg)).toBe(0);
    const thumbnail = await fetchImage(t, image.thumbnailPath);
    expect(thumbnail.status).toBe(200);
    const thumbMeta = await sharp(thumbnail.body).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(320);
  });

  it('accepts exactly 2,000,000 bytes and refuses 2,000,001 with 413, leaving no file and no row', async () => {
    const exact = await pngOfSize(2_000_000);
    await createSlider(exact, 'exact.png').expect(201);

    const before = await snapshot();
    const response = await createSlider(await pngOfSize(2_000_001), 'over.png').expect(413);
    expect(response.body.message).toBe(TOO_LARGE);
    await expectNothingLeft(before);
  });

  it('judges the type by content: a GIF named .png, text named .jpg and a PNG named .gif are refused', async () => {
    const before = await snapshot();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const [file, name] of [
      [gif, 'fake.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.jpg'],
      [await noisePng(), 'real.gif'],
    ] as const) {
      const response = await createSlider(file, name).expect(400);
      expect(response.body.message).toBe(WRONG_TYPE);
    }
    await expectNothingLeft(before);
  });

  it('refuses a truncated PNG (its magic bytes pass, decoding does not)', async () => {
    const before = await snapshot();
    const png = await noisePng(400);
    const response = await createSlider(png.subarray(0, png.length / 2), 'half.png').expect(400);
    expect(response.body.message).toMatch(/could not be read/);
    await expectNothingLeft(before);
  });

  it('refuses a second file in a single-image field and a file in an unknown field', async () => {
    const before = await snapshot();
    const png = await noisePng();
    const two = await t
      .http()
      .post('/adminapi/sliders/create')
      .set('Authorization', `Bearer ${token}`)
      .field('sliderName', 'Two')
      .attach('sliderImage', png, 'a.png')
      .attach('sliderImage', png, 'b.png')
      .expect(400);
    expect(two.body.message).toBe('Maximum allowed number of files exceeded. Only 1 allowed');
    const unknown = await t
      .http()
      .post('/adminapi/sliders/create')
      .set('Authorization', `Bearer ${token}`)
      .field('sliderName', 'Other field')
      .attach('photo', png, 'a.png')
      .expect(400);
    expect(unknown.body.message).toMatch(/Unexpected file field "photo".*sliderImage/);
    await expectNothingLeft(before);
  });

  it('keeps a path-like file name only as data', async () => {
    const response = await createSlider(await noisePng(), '../../../etc/evil.png').expect(201);
    expect(response.body.data.image.originalName).toBe('evil.png');
    expect(response.body.data.image.path).not.toContain('evil');
    expect(existsSync(path.resolve(t.config.uploadsDir, '../../../etc/evil.png'))).toBe(false);
  });

  it('requires the image, with the spec-style text, and writes nothing', async () => {
    const before = await snapshot();
    const sliders = await t.prisma.slider.count();
    const response = await t
      .http()
      .post('/adminapi/sliders/create')
      .set('Authorization', `Bearer ${token}`)
      .field('sliderName', 'No image')
      .expect(400);
    expect(response.body.message).toBe('Slider Image is required');
    expect(await t.prisma.slider.count()).toBe(sliders);
    await expectNothingLeft(before);
  });

  it('leaves no file behind when the client aborts mid-upload', async () => {
    const before = await snapshot();
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const boundary = '----abortboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="sliderName"\r\n\r\nAborted\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="sliderImage"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const png = await pngOfSize(1_900_000);
    await new Promise<void>((resolve) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/adminapi/sliders/create',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(head.length + png.length + 100),
        },
      });
      request.on('error', () => resolve());
      request.write(head);
      request.write(png.subarray(0, 800_000), () =>
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 300),
      );
    });
    // The server notices the closed socket and cleans up.
    for (let attempt = 0; attempt < 200 && JSON.stringify(await snapshot()) !== JSON.stringify(before); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expectNothingLeft(before);
  });

  it('takes the same upload over GraphQL (multipart request spec) and refuses alike, with 4xx codes', async () => {
    const ok = await graphqlUpload(t, token, CREATE_SLIDER, { input: { sliderName: 'From GraphQL' }, sliderImage: null }, [
      { variable: 'sliderImage', buffer: await noisePng(100), name: 'gql.png' },
    ]).expect(200);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.createSlider.image).toMatchObject({ width: 100, height: 100, originalName: 'gql.png' });

    const before = await snapshot();
    const large = await graphqlUpload(t, token, CREATE_SLIDER, { input: { sliderName: 'Too big' }, sliderImage: null }, [
      { variable: 'sliderImage', buffer: await pngOfSize(2_000_001), name: 'big.png' },
    ]);
    expect(large.body.errors[0]).toMatchObject({ message: TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    const wrong = await graphqlUpload(t, token, CREATE_SLIDER, { input: { sliderName: 'Wrong' }, sliderImage: null }, [
      { variable: 'sliderImage', buffer: Buffer.from('GIF89a-not-really'), name: 'x.png' },
    ]);
    expect(wrong.body.errors[0]).toMatchObject({ message: WRONG_TYPE, extensions: { code: 'BAD_USER_INPUT' } });
    await expectNothingLeft(before);
  });

  it('replacing and deleting remove the old files after the commit', async () => {
    const created = await createSlider(await noisePng(), 'first.png').expect(201);
    const first = created.body.data.image;
    const updated = await t
      .http()
      .put('/adminapi/sliders/update')
      .set('Authorization', `Bearer ${token}`)
      .field('id', created.body.data.id)
      .attach('sliderImage', await smallJpeg(300, 300), 'second.jpg')
      .expect(200);
    expect(updated.body.message).toBe('Slider updated successfully');
    const second = updated.body.data.image;
    const files = await filesOnDisk(t);
    expect(files).not.toContain(storedKey(first.path));
    expect(files).not.toContain(storedKey(first.thumbnailPath));
    expect(files).toContain(storedKey(second.path));

    const deleted = await t
      .http()
      .delete('/adminapi/sliders/delete')
      .set('Authorization', `Bearer ${token}`)
      .send({ id: created.body.data.id })
      .expect(200);
    expect(deleted.body.message).toBe('Slider deleted successfully');
    // Trashed: the files stay until the entry goes (issue 16).
    expect(await filesOnDisk(t)).toContain(storedKey(second.path));
    await emptyTrash(t);
    const after = await filesOnDisk(t);
    expect(after).not.toContain(storedKey(second.path));
    expect(after).not.toContain(storedKey(second.thumbnailPath));
    expect(await t.prisma.fileRemoval.count()).toBe(0);
  });

  it('records files to remove in the deleting transaction, so a crash before removal is finished at the next start', async () => {
    const created = await createSlider(await noisePng(), 'crash.png').expect(201);
    const { path: original, thumbnailPath } = created.body.data.image;
    // A deletion that commits but whose process dies before removing files.
    await t.prisma.slider.delete({ where: { id: created.body.data.id } });
    expect(await t.prisma.fileRemoval.count()).toBe(2);
    expect(await filesOnDisk(t)).toContain(storedKey(original));

    // The start replayed twice, then a stop: no sweep timer may outlive the service.
    const started = jest.spyOn(global, 'setInterval');
    const stopped = jest.spyOn(global, 'clearInterval');
    await t.app.get(ImagesService).onApplicationBootstrap();
    const files = await filesOnDisk(t);
    expect(files).not.toContain(storedKey(original));
    expect(files).not.toContain(storedKey(thumbnailPath));
    expect(await t.prisma.fileRemoval.count()).toBe(0);
    await t.app.get(ImagesService).onApplicationBootstrap();
    t.app.get(ImagesService).onApplicationShutdown();
    const cleared: unknown[] = stopped.mock.calls.map(([timer]) => timer);
    const timers = started.mock.calls.flatMap(([, delay], index) => (delay === SWEEP_INTERVAL_MS ? [started.mock.results[index].value] : []));
    started.mockRestore();
    stopped.mockRestore();
    expect(timers.length).toBeGreaterThanOrEqual(2);
    expect(timers.filter((timer) => !cleared.includes(timer)).length).toBe(0); // sweep timers left running
  });

  it('deleting a category removes the files of its subcategories and greetings (cascade)', async () => {
    const category = await t.prisma.category.create({ data: { categoryName: 'With galleries' } });
    const subcategory = await t.prisma.subcategory.create({ data: { categoryId: category.id, subcategoryName: 'Sub' } });
    const greeting = await t.prisma.greeting.create({ data: { categoryId: category.id, greetingName: 'Hello' } });
    const images = t.app.get(ImagesService);
    const received = [await images.receive(Readable.from(await noisePng()), 'a.png'), await images.receive(Readable.from(await noisePng()), 'b.png')];
    const keys = await images.save(received, async (tx, attach) => {
      await attach({ subcategoryId: subcategory.id }, 'subcategory_image', [received[0]]);
      await attach({ greetingId: greeting.id }, 'greeting_image', [received[1]]);
      return tx.storedImage.findMany({ where: { OR: [{ subcategoryId: subcategory.id }, { greetingId: greeting.id }] } });
    });
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await filesOnDisk(t)).toContain(key.path);

    await t.http().delete('/adminapi/categories/delete').set('Authorization', `Bearer ${token}`).send({ id: category.id }).expect(200);
    await emptyTrash(t);
    const files = await filesOnDisk(t);
    for (const key of keys) {
      expect(files).not.toContain(key.path);
      expect(files).not.toContain(key.thumbnailPath);
    }
  });

  it('keeps gallery order: uploads join the end, reorder saves the order, one image can be deleted', async () => {
    const owner = await t.prisma.customCategory.create({ data: { customcategoryName: 'Gallery' } });
    const images = t.app.get(ImagesService);
    const names = ['one.png', 'two.png', 'three.png'];
    for (const name of names) {
      const received = [await images.receive(Readable.from(await noisePng()), name)];
      await images.save(received, (_tx, attach) => attach({ customCategoryId: owner.id }, 'custom_category_image', received));
    }
    const listed = await images.list({ customCategoryId: owner.id });
    expect(listed.map((image) => image.originalName)).toEqual(names);

    const reversed = [...listed].reverse().map((image) => image.id);
    const reorder = await t.graphql('mutation($ids: [ID!]!) { reorderImages(ids: $ids) { id originalName position } }', { ids: reversed }, token);
    expect(reorder.body.data.reorderImages.map((image: { originalName: string }) => image.originalName)).toEqual(['three.png', 'two.png', 'one.png']);

    const partial = await t.graphql('mutation($ids: [ID!]!) { reorderImages(ids: $ids) { id } }', { ids: reversed.slice(1) }, token);
    expect(partial.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    const removed = await t.http().delete('/adminapi/images/delete').set('Authorization', `Bearer ${token}`).send({ id: listed[1].id }).expect(200);
    expect(removed.body.data.originalName).toBe('two.png');
    await emptyTrash(t);
    expect(await filesOnDisk(t)).not.toContain(storedKey(listed[1].path));
    expect((await images.list({ customCategoryId: owner.id })).map((image) => image.originalName)).toEqual(['three.png', 'one.png']);
  });

  it('refuses anonymous uploads before reading any file', async () => {
    const before = await snapshot();
    await t
      .http()
      .post('/adminapi/sliders/create')
      .field('sliderName', 'x')
      .attach('sliderImage', await noisePng(), 'a.png')
      .expect(401);
    await expectNothingLeft(before);
  });

  it('sweeps incoming files an interrupted process left behind', async () => {
    const stale = path.join(t.config.uploadsDir, '.incoming', 'stale.upload');
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, 'x');
    const { utimes } = await import('node:fs/promises');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, old, old);
    await t.app.get(ImagesService).onApplicationBootstrap();
    t.app.get(ImagesService).onApplicationShutdown();
    expect(existsSync(stale)).toBe(false);
  });
});
