import { todayInIndia, addDays } from '../../shared/india-day.js';
import { filesOnDisk, graphqlUpload, noisePng, storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const THOUGHT = 'સત્ય એ જ ઈશ્વર છે';

const CREATE = `mutation($input: CreateSuvicharInput!, $suvicharImage: Upload) {
  createSuvichar(input: $input, suvicharImage: $suvicharImage) { id text author day status image { path originalName } }
}`;

describe('suvichar, the thought of the day (issue 32)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  const rest = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http()[method](`/adminapi${path}`).set('Authorization', `Bearer ${token}`);

  it('creates one over REST without an image, with the day in DD/MM/YYYY, and reads it back', async () => {
    const response = await rest('post', '/suvichar/create')
      .field('text', `  ${THOUGHT}  `)
      .field('author', 'ગાંધીજી')
      .field('day', '02/10/2031')
      .expect(201);
    expect(response.body.message).toBe('Suvichar created successfully');
    expect(response.body.data).toMatchObject({ text: THOUGHT, author: 'ગાંધીજી', day: '2031-10-02', status: true, image: null });

    const listed = await rest('get', '/suvichar').expect(200);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(response.body.data.id);
  });

  it('refuses a blank, a too long and a non-Gujarati thought, a missing or impossible day, and writes nothing', async () => {
    const before = await t.prisma.suvichar.count();
    const refuse = async (fields: Record<string, string>, message: string, field: string) => {
      let call = rest('post', '/suvichar/create');
      for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
      const response = await call.expect(400);
      expect(response.body).toMatchObject({ message, field });
    };
    await refuse({ text: '   ', day: '2031-01-01' }, 'Suvichar is required', 'text');
    await refuse({ text: 'સ'.repeat(501), day: '2031-01-01' }, 'Suvichar must be at most 500 characters', 'text');
    await refuse({ text: 'Truth is God', day: '2031-01-01' }, 'Suvichar must be written in Gujarati', 'text');
    await refuse({ text: THOUGHT }, 'Day is required', 'day');
    await refuse({ text: THOUGHT, day: '31/02/2031' }, 'Day must be a date written YYYY-MM-DD (or DD/MM/YYYY)', 'day');
    expect(await t.prisma.suvichar.count()).toBe(before);
  });

  it('keeps one suvichar per day: a second one for the day is a 409 naming the day', async () => {
    await rest('post', '/suvichar/create').send({ text: THOUGHT, day: '2031-03-01' }).expect(201);
    const taken = await rest('post', '/suvichar/create')
      .send({ text: `${THOUGHT}!`, day: '2031-03-01' })
      .expect(409);
    expect(taken.body).toMatchObject({ message: 'A suvichar for this day already exists', field: 'day' });
    const other = await rest('post', '/suvichar/create').send({ text: THOUGHT, day: '2031-03-02' }).expect(201);
    const moved = await rest('put', '/suvichar/update').send({ id: other.body.data.id, day: '01/03/2031' }).expect(409);
    expect(moved.body.field).toBe('day');
  });

  it('searches the thought and the author, latest day first, a page at a time', async () => {
    for (const [day, author] of [
      ['2032-01-01', 'વિવેકાનંદ'],
      ['2032-01-02', 'વિવેકાનંદ'],
      ['2032-01-03', 'Tagore'],
    ]) {
      await rest('post', '/suvichar/create')
        .send({ text: `ઉઠો, જાગો ${day}`, author, day })
        .expect(201);
    }
    const byAuthor = await rest('get', '/suvichar?query=વિવેકા&limit=1&page=2').expect(200);
    expect(byAuthor.body.totalCount).toBe(2);
    expect(byAuthor.body.data.map((row: { day: string }) => row.day)).toEqual(['2032-01-01']);
    const byText = await rest('get', '/suvichar?query=જાગો').expect(200);
    expect(byText.body.data.map((row: { day: string }) => row.day)).toEqual(['2032-01-03', '2032-01-02', '2032-01-01']);
    const latin = await rest('get', '/suvichar?query=tagore').expect(200);
    expect(latin.body.data.map((row: { author: string }) => row.author)).toEqual(['Tagore']);
  });

  it("answers today's active suvichar for the app, and null when there is none", async () => {
    const today = todayInIndia();
    const none = await rest('get', '/suvichar/today').expect(200);
    expect(none.body).toMatchObject({ message: 'Success', data: null });

    const created = await rest('post', '/suvichar/create').send({ text: THOUGHT, day: today, status: false }).expect(201);
    expect((await rest('get', '/suvichar/today').expect(200)).body.data).toBeNull();
    await rest('put', '/suvichar/update').send({ id: created.body.data.id, status: true }).expect(200);
    const shown = await rest('get', '/suvichar/today').expect(200);
    expect(shown.body.data).toMatchObject({ id: created.body.data.id, day: today });

    await rest('post', '/suvichar/create')
      .send({ text: THOUGHT, day: addDays(today, 1) })
      .expect(201);
    const graphql = await t.graphql('{ todaySuvichar { id day } }', {}, token);
    expect(graphql.body.data.todaySuvichar).toEqual({ id: created.body.data.id, day: today });
  });

  it('adds, replaces and keeps a background image; the delete goes to the Trash and comes back with its image', async () => {
    const created = await graphqlUpload(t, token, CREATE, { input: { text: THOUGHT, day: '2033-05-05' }, suvicharImage: null }, [
      { variable: 'suvicharImage', buffer: await noisePng(40), name: 'first.png' },
    ]).expect(200);
    expect(created.body.errors).toBeUndefined();
    const { id, image: first } = created.body.data.createSuvichar;
    expect(first.originalName).toBe('first.png');

    const authorOnly = await rest('put', '/suvichar/update').send({ id, author: 'કવિ' }).expect(200);
    expect(authorOnly.body.data).toMatchObject({ author: 'કવિ', image: { path: first.path } });
    const replaced = await rest('put', '/suvichar/update')
      .field('id', id)
      .attach('suvicharImage', await noisePng(40), 'second.png')
      .expect(200);
    expect(replaced.body.data.image.originalName).toBe('second.png');
    expect(await filesOnDisk(t)).not.toContain(storedKey(first.path));

    const deleted = await rest('delete', '/suvichar/delete').send({ id }).expect(200);
    expect(deleted.body.message).toBe('Suvichar deleted successfully');
    await rest('get', '/suvichar').expect(200);
    const trash = await t.graphql('{ trashEntries(kind: suvichar) { items { id kind label summary } } }', {}, await t.signIn('superadmin'));
    expect(trash.body.data.trashEntries.items).toEqual([{ id, kind: 'suvichar', label: `05/05/2033 ${THOUGHT}`, summary: '1 image' }]);

    const restored = await t.graphql('mutation($id: ID!) { restoreTrashEntry(id: $id) { id } }', { id }, token);
    expect(restored.body.errors).toBeUndefined();
    const back = await t.graphql('query($id: ID!) { suvichar(id: $id) { author image { originalName } } }', { id }, token);
    expect(back.body.data.suvichar).toEqual({ author: 'કવિ', image: { originalName: 'second.png' } });

    const gone = await rest('delete', '/suvichar/delete').send({ id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(gone.body.message).toBe('Suvichar not found');
  });

  it("records who changed what in the History, under the suvichar's own kind", async () => {
    const created = await rest('post', '/suvichar/create').send({ text: THOUGHT, day: '2034-01-01' }).expect(201);
    await rest('put', '/suvichar/update').send({ id: created.body.data.id, author: 'લેખક' }).expect(200);
    const events = await t.prisma.auditEvent.findMany({ where: { entityKind: 'Suvichar', entityId: created.body.data.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.action)).toEqual(['create', 'update']);
  });

  it('refuses anonymous callers', async () => {
    const response = await t.http().get('/adminapi/suvichar/today').expect(401);
    expect(response.body.message).toBe('Please sign in to continue');
  });
});
