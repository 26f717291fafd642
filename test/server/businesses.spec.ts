import { emptyTrash, filesOnDisk, graphqlUpload, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('businesses and profile frames (issue 11 §4 and §5)', () => {
  let t: TestApp;
  let staff: string;
  let superadmin: string;
  const users: Record<'business' | 'panchayat' | 'election', string> = { business: '', panchayat: '', election: '' };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('employee');
    superadmin = await t.signIn('superadmin');
    let mobile = 9_800_000_000;
    for (const userType of ['business', 'panchayat', 'election'] as const) {
      mobile += 1;
      const user = await t.prisma.appUser.create({
        data: { name: `Ramesh ${userType}`, mobile: String(mobile), pinHash: 'not-a-real-hash', userType },
      });
      users[userType] = user.id;
    }
  });
  afterAll(() => t.close());

  const as = (token: string, method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  it('creates a business with a logo and frames over multipart, with the spec texts and field checks', async () => {
    for (const [field, value, message] of [
      ['businessEmail', 'not-an-email', 'Invalid email address'],
      ['businessMobile', '12345', 'Invalid mobile number'],
      ['businessWebsite', 'example', 'Invalid url address'],
      ['businessName', ' ', 'Business Name is required'],
    ]) {
      const refused = await as(staff, 'post', '/businessess/create')
        .field('userId', users.business)
        .field('businessName', 'Parmar Traders')
        .field(field, value)
        .expect(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await t.prisma.business.count()).toBe(0);

    const created = await as(staff, 'post', '/businessess/create')
      .field('userId', users.business)
      .field('businessName', 'Parmar Traders')
      .field('businessEmail', 'Sales@Parmar.example')
      .field('businessMobile', '+919812345678')
      .field('businessWebsite', 'https://parmar.example')
      .field('businessTagLine', '')
      .attach('businessLogo', await noisePng(60), 'logo.png')
      .attach('businessFrame[]', await noisePng(80), 'frame1.png')
      .attach('businessFrame[]', await noisePng(80), 'frame2.png')
      .expect(201);
    expect(created.body.message).toBe('Business created successfully');
    expect(created.body.data).toMatchObject({
      businessName: 'Parmar Traders',
      businessEmail: 'sales@parmar.example',
      businessMobile: '9812345678',
      businessTagLine: null,
      businessLogo: { originalName: 'logo.png' },
    });
    expect(created.body.data.businessFrame.map((frame: { originalName: string }) => frame.originalName)).toEqual(['frame1.png', 'frame2.png']);
  });

  it('lists a user’s businesses with a name search, and 404s for an unknown user', async () => {
    const list = await as(staff, 'get', `/businessess?id=${users.business}`).expect(200);
    expect(list.body.data).toHaveLength(1);
    const search = await as(staff, 'get', `/businessess?id=${users.business}&query=dairy`).expect(200);
    expect(search.body.data).toHaveLength(0);
    const unknown = await as(staff, 'get', '/businessess?id=00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body.message).toBe('User not found');
  });

  it('updates: a new logo replaces the old one (files gone), new frames join the end; delete removes every file', async () => {
    const [business] = (await as(staff, 'get', `/businessess?id=${users.business}`)).body.data;
    const oldLogo = business.businessLogo;
    const updated = await as(staff, 'put', '/businessess/update')
      .field('id', business.id)
      .field('businessAddress', 'Station Road, Anand')
      .attach('businessLogo', await noisePng(50), 'logo2.png')
      .attach('businessFrame', await noisePng(80), 'frame3.png')
      .expect(200);
    expect(updated.body.message).toBe('Business updated successfully');
    expect(updated.body.data.businessLogo.originalName).toBe('logo2.png');
    expect(updated.body.data.businessAddress).toBe('Station Road, Anand');
    expect(updated.body.data.businessEmail).toBe('sales@parmar.example');
    expect(updated.body.data.businessFrame.map((frame: { originalName: string }) => frame.originalName)).toEqual([
      'frame1.png',
      'frame2.png',
      'frame3.png',
    ]);
    expect(await filesOnDisk(t)).not.toContain(storedKey(oldLogo.path));

    const keys = [updated.body.data.businessLogo, ...updated.body.data.businessFrame].flatMap((image: { path: string; thumbnailPath: string }) => [
      storedKey(image.path),
      storedKey(image.thumbnailPath),
    ]);
    const deleted = await as(staff, 'delete', '/businessess/delete').send({ id: business.id }).expect(200);
    expect(deleted.body.message).toBe('Business deleted successfully');
    await emptyTrash(t);
    const files = await filesOnDisk(t);
    for (const key of keys) expect(files).not.toContain(key);
  });

  it('saves panchayat frames only for panchayat users, replacing single images and adding frames', async () => {
    const first = await as(superadmin, 'post', '/users/addgrampanchayat')
      .field('userId', users.panchayat)
      .attach('panchayatLogo', await noisePng(40), 'seal.png')
      .attach('personImage', await noisePng(40), 'sarpanch.png')
      .attach('panchayatFrame[]', await noisePng(40), 'p1.png')
      .expect(201);
    expect(first.body.data).toMatchObject({ panchayatLogo: { originalName: 'seal.png' }, personImage: { originalName: 'sarpanch.png' } });
    const second = await as(superadmin, 'post', '/users/addgrampanchayat')
      .field('userId', users.panchayat)
      .attach('personImage', await noisePng(40), 'sarpanch2.png')
      .attach('panchayatFrame', await noisePng(40), 'p2.png')
      .expect(201);
    expect(second.body.data.panchayatLogo.originalName).toBe('seal.png');
    expect(second.body.data.personImage.originalName).toBe('sarpanch2.png');
    expect(second.body.data.panchayatFrame.map((frame: { originalName: string }) => frame.originalName)).toEqual(['p1.png', 'p2.png']);
    expect(await filesOnDisk(t)).not.toContain(storedKey(first.body.data.personImage.path));

    const before = await filesOnDisk(t);
    const wrong = await as(superadmin, 'post', '/users/addgrampanchayat')
      .field('userId', users.business)
      .attach('panchayatLogo', await noisePng(40), 'seal.png')
      .expect(400);
    expect(wrong.body.message).toBe('A panchayat profile is only for panchayat users');
    expect(await filesOnDisk(t)).toEqual(before);
  });

  it('saves election frames for election users, checking a sent userType, over REST and GraphQL', async () => {
    const saved = await as(superadmin, 'post', '/users/addelection')
      .field('userId', users.election)
      .field('userType', 'election')
      .attach('candidateSymbol', await noisePng(40), 'lotus.png')
      .attach('candidateFrame[]', await noisePng(40), 'e1.png')
      .expect(201);
    expect(saved.body.data.candidateSymbol.originalName).toBe('lotus.png');
    const mismatch = await as(superadmin, 'post', '/users/addelection').field('userId', users.panchayat).field('userType', 'election').expect(400);
    expect(mismatch.body.message).toBe('An election profile is only for election users');

    const viaGraphql = await graphqlUpload(
      t,
      superadmin,
      'mutation($userId: ID!, $candidateImage: Upload) { saveElectionProfile(userId: $userId, candidateImage: $candidateImage) { candidateImage { originalName } candidateFrame { originalName } } }',
      { userId: users.election, candidateImage: null },
      [{ variable: 'candidateImage', buffer: await noisePng(40), name: 'candidate.png' }],
    ).expect(200);
    expect(viaGraphql.body.data.saveElectionProfile).toEqual({
      candidateImage: { originalName: 'candidate.png' },
      candidateFrame: [{ originalName: 'e1.png' }],
    });
    await as(staff, 'post', '/users/addelection').field('userId', users.election).expect(403);
  });

  it('adds business frames to a panchayat user’s first business, creating it under the user’s name', async () => {
    const saved = await as(superadmin, 'post', '/users/addbusiness')
      .field('userId', users.panchayat)
      .attach('businessFrame[]', await noisePng(40), 'b1.png')
      .expect(201);
    expect(saved.body.data).toMatchObject({ businessName: 'Ramesh panchayat', userId: users.panchayat });
    const again = await as(superadmin, 'post', '/users/addbusiness')
      .field('userId', users.panchayat)
      .attach('businessLogo', await noisePng(40), 'l.png')
      .expect(201);
    expect(again.body.data.id).toBe(saved.body.data.id);
    expect(again.body.data.businessFrame).toHaveLength(1);
    await as(superadmin, 'post', '/users/addbusiness').field('userId', users.election).expect(400);
  });

  it('deleting the app user removes their businesses, profiles and every file', async () => {
    await as(superadmin, 'delete', '/users/delete').send({ id: users.panchayat }).expect(200);
    await emptyTrash(t);
    expect(await t.prisma.business.count({ where: { userId: users.panchayat } })).toBe(0);
    expect(await t.prisma.panchayatProfile.count()).toBe(0);
    const remaining = await t.prisma.storedImage.findMany({ select: { path: true, thumbnailPath: true } });
    const expected = remaining.flatMap((image) => [image.path, image.thumbnailPath]).sort();
    expect(await filesOnDisk(t)).toEqual(expected);
  });
});
