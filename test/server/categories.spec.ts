import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('categories', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
  });
  afterAll(() => t.close());

  it('creates a category over REST with the spec texts', async () => {
    const created = await t
      .http()
      .post('/adminapi/categories/create')
      .set('Authorization', token)
      .send({ categoryName: 'Festivals', isElection: 'false', status: 'true' })
      .expect(201);
    expect(created.body.message).toBe('Category created successfully');
    expect(created.body.data).toMatchObject({ categoryName: 'Festivals', status: true, totalSubcategories: 0 });
    expect(created.body.data._id).toBe(created.body.data.id);
  });

  it('lists each category as its creation answered, counts and creation time included (REST and GraphQL)', async () => {
    const created = await t.http().post('/adminapi/categories/create').set('Authorization', token).send({ categoryName: 'Listed' }).expect(201);
    const list = await t.http().get('/adminapi/categories').set('Authorization', token).expect(200);
    const listed = list.body.data.find((category: { id: string }) => category.id === created.body.data.id);
    // The list reads its rows from the pool, not Prisma: the same time, in UTC, whatever the server's zone.
    expect(listed).toEqual(created.body.data);
    const graphql = await t.graphql(`{ categories { id createdAt totalSubcategories totalGreetings } }`, {}, token);
    expect(graphql.body.data.categories).toContainEqual({
      id: created.body.data.id,
      createdAt: created.body.data.createdAt,
      totalSubcategories: 0,
      totalGreetings: 0,
    });
  });

  it('refuses a blank name with the spec text and writes nothing', async () => {
    const before = await t.prisma.category.count();
    const response = await t
      .http()
      .post('/adminapi/categories/create')
      .set('Authorization', `Bearer ${token}`)
      .send({ categoryName: '   ' })
      .expect(400);
    expect(response.body).toEqual({ message: 'Category Name is required', field: 'categoryName' });
    expect(await t.prisma.category.count()).toBe(before);
  });

  it("refuses null for a field an update may leave out, with that field's text, and changes nothing", async () => {
    const created = await t
      .http()
      .post('/adminapi/categories/create')
      .set('Authorization', token)
      .send({ categoryName: 'Sharad Purnima' })
      .expect(201);
    const id = created.body.data.id as string;
    const status = await t.http().put('/adminapi/categories/update').set('Authorization', token).send({ id, status: null }).expect(400);
    expect(status.body).toEqual({ message: 'Status is required', field: 'status' });
    const name = await t.graphql(
      'mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) { id } }',
      { input: { id, categoryName: null } },
      token,
    );
    expect(name.body.errors[0]).toMatchObject({ message: 'Category Name is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.prisma.category.findUniqueOrThrow({ where: { id } })).toMatchObject({ categoryName: 'Sharad Purnima', status: true });
  });

  it('refuses a second category of the same kind with the same name, ignoring case, with 409', async () => {
    const create = (body: object) => t.http().post('/adminapi/categories/create').set('Authorization', token).send(body);
    await create({ categoryName: 'Navratri', isElection: 'false' }).expect(201);
    expect((await create({ categoryName: ' navratri ', isElection: 'false' }).expect(409)).body).toEqual({
      message: 'A category with this name already exists',
      field: 'categoryName',
    });
    // The other kind may use the name.
    const election = await create({ categoryName: 'Navratri', isElection: 'true' }).expect(201);

    // Renaming onto a taken name is refused the same way, over GraphQL too.
    const other = await create({ categoryName: 'Uttarayan', isElection: 'false' }).expect(201);
    const renamed = await t.graphql(
      'mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) { id } }',
      { input: { id: other.body.data.id, categoryName: 'NAVRATRI' } },
      token,
    );
    expect(renamed.body.errors[0]).toMatchObject({
      message: 'A category with this name already exists',
      extensions: { code: 'CONFLICT', field: 'categoryName' },
    });
    // Moving the election one to the general kind collides too.
    await t
      .http()
      .put('/adminapi/categories/update')
      .set('Authorization', token)
      .send({ id: election.body.data.id, isElection: 'false' })
      .expect(409);
    expect(await t.prisma.category.count({ where: { categoryName: { equals: 'navratri', mode: 'insensitive' } } })).toBe(2);
  });

  it('refuses a name longer than 100 characters with the limit in the message', async () => {
    const response = await t
      .http()
      .post('/adminapi/categories/create')
      .set('Authorization', token)
      .send({ categoryName: 'ક'.repeat(101) })
      .expect(400);
    expect(response.body).toEqual({ message: 'Category Name must be at most 100 characters', field: 'categoryName' });
  });
});
