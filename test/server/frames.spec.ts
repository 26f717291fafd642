import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FramesService } from '../../server/src/frames/frames.service.js';
import { FRAME_MESSAGES } from '../../server/src/frames/dto/frame.inputs.js';
import { emptyTrash, filesOnDisk, graphqlUpload, imageUrlBase, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const WIDTH = 400;
const HEIGHT = 300;

/** A plain light frame, so any ink drawn on it shows. */
function blankFrame(): Promise<Buffer> {
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 250, g: 245, b: 235 } } })
    .png()
    .toBuffer();
}

describe('frames (issue 12 §3, §6)', () => {
  let t: TestApp;
  let staff: string;
  let superadmin: string;
  const fields: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('admin');
    superadmin = await t.signIn('superadmin');
    for (const [variableName, type] of [
      ['name', 'text'],
      ['mobile', 'text'],
      ['businessLogo', 'image'],
    ] as const) {
      const field = await t.prisma.frameField.create({ data: { title: variableName, variableName, type } });
      fields[variableName] = field.id;
    }
  });
  afterAll(() => t.close());

  const as = (method: 'get' | 'post' | 'put', path: string) => t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${staff}`);

  const upload = async (png?: Buffer) => {
    const response = await as('post', '/frame/upload')
      .attach('image', png ?? (await blankFrame()), 'diwali.png')
      .expect(201);
    return response.body;
  };

  const nameRegion = () => ({
    x: 20,
    y: 200,
    width: 160,
    height: 40,
    data: { index: 0 },
    dataType: fields.name,
    properties: { fontColor: '#aa0000', fontSize: 25, fontWeight: 700, fontFamily: 'Noto Sans Gujarati' },
  });
  const logoRegion = { x: 300, y: 20, width: 80, height: 80 };
  const mobileRegion = () => ({ x: 220, y: 200, width: 160, height: 40, data: { index: 1 }, dataType: fields.mobile });

  it('uploads a frame image (multipart) and answers its path and size', async () => {
    const body = await upload();
    expect(body.message).toBe('Frame uploaded successfully');
    expect(body.data).toMatchObject({ width: WIDTH, height: HEIGHT, originalName: 'diwali.png' });
    expect(body.data.path.startsWith(`${imageUrlBase(t)}/images/`)).toBe(true);
    expect(body.data.path).toMatch(/\.png$/);
    const twice = await as('post', '/frame/upload')
      .attach('image', await noisePng(20), 'a.png')
      .attach('image', await noisePng(20), 'b.png')
      .expect(400);
    expect(twice.body.message).toBe('Maximum allowed number of files exceeded. Only 1 allowed');
    const none = await as('post', '/frame/upload').field('frameName', 'x').expect(400);
    expect(none.body.message).toBe('Frame image is required');
  });

  it('refuses frames with the spec texts and regions outside the image, without area or bound to an unknown field', async () => {
    const { data: image } = await upload();
    const valid = { frameName: 'Diwali', status: true, isElection: false, imageId: image.id, regions: [nameRegion()] };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ frameName: ' ' }, 'Frame Name is required'],
      [{ status: 'maybe' }, 'Status is required'],
      [{ regions: [] }, 'Region selection is required'],
      [{ regions: [{ ...nameRegion(), dataType: '' }] }, 'Please choose region type'],
      [{ regions: [mobileRegion(), { ...nameRegion(), x: 300 }] }, `Region 2 lies outside the frame image (${WIDTH} × ${HEIGHT} pixels)`],
      [{ regions: [{ ...nameRegion(), y: -5 }] }, `Region 1 lies outside the frame image (${WIDTH} × ${HEIGHT} pixels)`],
      [{ regions: [{ ...nameRegion(), width: 0 }] }, 'Region 1 has no area: draw it at least 1 pixel wide and high'],
      [{ regions: [{ ...nameRegion(), properties: { fontSize: 13 } }] }, 'Font size must be one of 12, 15, 17, 21, 25'],
      [{ regions: [{ ...nameRegion(), properties: { fontFamily: 'Arial' } }] }, expect.stringMatching(/^Font family must be one of Baloo Bhai 2/)],
    ] as Array<[Record<string, unknown>, string]>;
    for (const [change, message] of cases) {
      const refused = await as('post', '/frame/create')
        .send({ ...valid, ...change })
        .expect(400);
      expect(refused.body.message).toEqual(message);
    }
    // A well-formed reference to nothing is a 404, as for any record named that is not there.
    const missing = [
      [{ regions: [{ ...nameRegion(), dataType: randomUUID() }] }, 'A region is bound to a frame field that does not exist'],
      [{ imageId: randomUUID() }, 'The frame image was not found. Upload it again'],
    ] as Array<[Record<string, unknown>, string]>;
    for (const [change, message] of missing) {
      const refused = await as('post', '/frame/create')
        .send({ ...valid, ...change })
        .expect(404);
      expect(refused.body.message).toEqual(message);
    }
    expect(await t.prisma.frame.count()).toBe(0);
  });

  it('creates, lists (paged, searched), updates and deletes a frame, keeping regions in image pixels', async () => {
    const { data: image } = await upload();
    const created = await as('post', '/frame/create')
      .send({ frameName: 'Diwali Greetings', status: true, imageId: image.id, regions: [nameRegion(), mobileRegion()] })
      .expect(201);
    expect(created.body.message).toBe('Frame created successfully');
    expect(created.body.data).toMatchObject({
      frameName: 'Diwali Greetings',
      imageWidth: WIDTH,
      imageHeight: HEIGHT,
      path: image.path,
      image: { id: image.id },
      regions: [
        {
          x: 20,
          y: 200,
          width: 160,
          height: 40,
          data: { index: 0 },
          dataType: fields.name,
          field: { variableName: 'name' },
          properties: { fontSize: 25, fontWeight: 700 },
        },
        { x: 220, data: { index: 1 }, dataType: fields.mobile, properties: { fontSize: null } },
      ],
    });
    // The same upload cannot be claimed twice.
    const again = await as('post', '/frame/create')
      .send({ frameName: 'Copy', imageId: image.id, regions: [nameRegion()] })
      .expect(404);
    expect(again.body.message).toBe('The frame image was not found. Upload it again');

    for (let index = 0; index < 6; index += 1) {
      const { data: other } = await upload(await noisePng(50));
      await as('post', '/frame/create')
        .send({ frameName: `Holi ${index}`, imageId: other.id, regions: [{ x: 0, y: 0, width: 50, height: 50, dataType: fields.name }] })
        .expect(201);
    }
    const firstPage = await as('get', '/frame?page=1&limit=5').expect(200);
    expect(firstPage.body.data).toHaveLength(5);
    expect(firstPage.body.totalCount).toBe(7);
    const search = await as('get', '/frame?query=diwali').expect(200);
    expect(search.body.data.map((frame: { frameName: string }) => frame.frameName)).toEqual(['Diwali Greetings']);

    const frameId = created.body.data.id;
    const updated = await as('put', '/frame/update')
      .send({ id: frameId, frameName: 'Diwali', regions: [{ ...mobileRegion(), data: { index: 0 } }] })
      .expect(200);
    expect(updated.body.message).toBe('Frame updated successfully');
    expect(updated.body.data.frameName).toBe('Diwali');
    expect(updated.body.data.regions).toHaveLength(1);
    expect(updated.body.data.regions[0]).toMatchObject({ x: 220, dataType: fields.mobile });

    // A smaller new image: the kept regions must still fit it.
    const { data: small } = await upload(await noisePng(100));
    const tooSmall = await as('put', '/frame/update').send({ id: frameId, imageId: small.id }).expect(400);
    expect(tooSmall.body.message).toBe(`Region 1 lies outside the frame image (100 × 100 pixels)`);

    const deleted = await as('get', `/frame/delete?id=${frameId}`).expect(200);
    expect(deleted.body.message).toBe('Frame deleted successfully');
    await emptyTrash(t);
    const files = await filesOnDisk(t);
    expect(files).not.toContain(storedKey(image.path));
    expect(files).not.toContain(storedKey(image.thumbnailPath));
    expect(await t.prisma.frameRegion.count({ where: { frameId } })).toBe(0);
    await t.http().get(`/adminapi/frame/delete?id=${frameId}`).expect(401);
  });

  it('takes the frame image by its uploaded path (spec §3 Frame `path`) as well as by imageId', async () => {
    const { data: first } = await upload();
    const created = await as('post', '/frame/create')
      .send({ frameName: 'By path', path: first.path, regions: [nameRegion()] })
      .expect(201);
    expect(created.body.data.image).toMatchObject({ id: first.id, path: first.path });
    const { data: second } = await upload();
    // The storage key without /uploads/ names it too.
    const updated = await as('put', '/frame/update')
      .send({ id: created.body.data.id, path: second.path.replace(/^\/uploads\//, '') })
      .expect(200);
    expect(updated.body.data.image).toMatchObject({ id: second.id });
    const neither = await as('post', '/frame/create')
      .send({ frameName: 'No image', regions: [nameRegion()] })
      .expect(400);
    expect(neither.body.message).toBe('Frame image is required');
    const unknown = await as('post', '/frame/create')
      .send({ frameName: 'Nope', path: '/uploads/none.png', regions: [nameRegion()] })
      .expect(404);
    expect(unknown.body.message).toBe('The frame image was not found. Upload it again');
    // Leaves the frames as they were for the counts below.
    await as('get', `/frame/delete?id=${created.body.data.id}`).expect(200);
  });

  it('removes uploads that no frame claimed, rows and files', async () => {
    const { data: image } = await upload();
    expect(await filesOnDisk(t)).toContain(storedKey(image.path));
    const service = t.app.get(FramesService);
    await service.removeUnclaimedUploads(new Date(Date.now() + 1000));
    expect(await filesOnDisk(t)).not.toContain(storedKey(image.path));
    expect(await t.prisma.storedImage.count({ where: { id: image.id } })).toBe(0);
    expect(await t.prisma.storedImage.count({ where: { kind: 'frame_image', frameId: { not: null } } })).toBe(6);
  });

  it('renders the poster for an app user: their name, mobile and business logo inside their regions, nothing outside', async () => {
    const { data: image } = await upload();
    const user = await t.prisma.appUser.create({
      data: { name: 'રમેશભાઈ નરસિંહભાઈ પટેલ (સરપંચ, આણંદ તાલુકા પંચાયત)', mobile: '9812345678', pinHash: 'x', userType: 'business' },
    });
    await as('post', '/businessess/create')
      .field('userId', user.id)
      .field('businessName', 'Patel Traders')
      .attach('businessLogo', await noisePng(60), 'logo.png')
      .expect(201);
    const created = await as('post', '/frame/create')
      .send({
        frameName: 'Render',
        imageId: image.id,
        regions: [nameRegion(), { ...mobileRegion(), properties: { fontColor: '#0000aa' } }, { ...logoRegion, dataType: fields.businessLogo }],
      })
      .expect(201);
    const frameId = created.body.data.id;

    await t.http().get(`/adminapi/frames/${frameId}/render?userId=${user.id}`).expect(401);
    // The poster shows the user's name and mobile: like GET /users/appuserinfo, the superadmin's only.
    await as('get', `/frames/${frameId}/render?userId=${user.id}`).expect(403);
    const asSuperadmin = (path: string) => t.http().get(`/adminapi${path}`).set('Authorization', `Bearer ${superadmin}`);
    const unknownUser = await asSuperadmin(`/frames/${frameId}/render?userId=${randomUUID()}`).expect(404);
    expect(unknownUser.body.message).toBe('User not found');

    const rendered = await asSuperadmin(`/frames/${frameId}/render?userId=${user.id}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(rendered.headers['content-type']).toBe('image/png');
    const poster = await sharp(rendered.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(poster.info).toMatchObject({ width: WIDTH, height: HEIGHT });
    const blank = await sharp(await blankFrame())
      .raw()
      .toBuffer();

    const channels = poster.info.channels;
    const inside = (x: number, y: number, region: { x: number; y: number; width: number; height: number }) =>
      x >= region.x && x < region.x + region.width && y >= region.y && y < region.y + region.height;
    let inkInName = 0;
    let inkInMobile = 0;
    let inkInLogo = 0;
    let inkOutside = 0;
    for (let y = 0; y < HEIGHT; y += 1) {
      for (let x = 0; x < WIDTH; x += 1) {
        const at = (y * WIDTH + x) * channels;
        const blankAt = (y * WIDTH + x) * 3;
        const differs = [0, 1, 2].some((channel) => Math.abs(poster.data[at + channel] - blank[blankAt + channel]) > 8);
        if (!differs) continue;
        if (inside(x, y, nameRegion())) inkInName += 1;
        else if (inside(x, y, mobileRegion())) inkInMobile += 1;
        else if (inside(x, y, logoRegion)) inkInLogo += 1;
        else inkOutside += 1;
      }
    }
    expect(inkInName).toBeGreaterThan(100);
    expect(inkInMobile).toBeGreaterThan(100);
    // The square logo is contained in its square region: nearly every pixel of it.
    expect(inkInLogo).toBeGreaterThan(0.9 * logoRegion.width * logoRegion.height);
    expect(inkOutside).toBe(0);
  });

  it('works over GraphQL: upload, create, page, render URL', async () => {
    const uploaded = await graphqlUpload(
      t,
      staff,
      'mutation ($image: Upload!) { uploadFrameImage(image: $image) { id width height } }',
      { image: null },
      [{ variable: 'image', buffer: await blankFrame(), name: 'frame.png' }],
    ).expect(200);
    expect(uploaded.body.errors).toBeUndefined();
    const imageId = uploaded.body.data.uploadFrameImage.id;
    const created = await t.graphql(
      `mutation ($input: CreateFrameInput!) { createFrame(input: $input) { id regions { x data { index } field { variableName } } } }`,
      { input: { frameName: 'Navratri', imageId, regions: [{ x: 1, y: 1, width: 100, height: 30, dataType: fields.name }] } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createFrame.regions).toEqual([{ x: 1, data: { index: 0 }, field: { variableName: 'name' } }]);
    const refused = await t.graphql(
      `mutation ($input: CreateFrameInput!) { createFrame(input: $input) { id } }`,
      { input: { frameName: 'Navratri', imageId, regions: [] } },
      staff,
    );
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Region selection is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'regions' },
    });
    // A rule deep inside (regions[0].properties.fontFamily) names the innermost field.
    const badFont = await t.graphql(
      `mutation ($input: CreateFrameInput!) { createFrame(input: $input) { id } }`,
      {
        input: {
          frameName: 'Navratri',
          imageId,
          regions: [{ x: 1, y: 1, width: 100, height: 30, dataType: fields.name, properties: { fontFamily: 'Comic Sans' } }],
        },
      },
      staff,
    );
    expect(badFont.body.errors[0]).toMatchObject({ message: FRAME_MESSAGES.fontFamily, extensions: { code: 'BAD_USER_INPUT', field: 'fontFamily' } });
    const page = await t.graphql('{ frames(query: "navrat", limit: 5) { totalCount items { frameName image { thumbnailPath } } } }', {}, staff);
    expect(page.body.data.frames).toMatchObject({ totalCount: 1, items: [{ frameName: 'Navratri' }] });
    const renderUrl = (token: string) =>
      t.graphql(
        'query ($id: ID!, $userId: ID!) { frameRenderUrl(id: $id, userId: $userId) }',
        { id: created.body.data.createFrame.id, userId: fields.name },
        token,
      );
    expect((await renderUrl(staff)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const url = await renderUrl(superadmin);
    expect(url.body.data.frameRenderUrl).toBe(`/adminapi/frames/${created.body.data.createFrame.id}/render?userId=${fields.name}`);
  });
});
