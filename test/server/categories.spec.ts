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
    const created = await t.http()
      .post('/adminapi/categories/create')
      .set('Authorization', token)
      .send({ categoryName: 'Festivals', isElection: 'false', status: 'true' })
      .expect(201);
    expect(created.body.message).toBe('Category created successfully');
    expect(created.body.data).toMatchObject({ categoryName: 'Festivals', status: true, totalSubcategories: 0 });
    expect(created.body.data._id).toBe(created.body.data.id);
  });

  it('refuses a blank name with the spec text and writes nothing', async () => {
    const before = await t.prisma.category.count();
    const response = await t.http()
      .post('/adminapi/categories/create')
      .set('Authorization', `Bearer ${token}`)
      .send({ categoryName: '   ' })
      .expect(400);
    expect(response.body).toEqual({ message: 'Category Name is required' });
    expect(await t.prisma.category.count()).toBe(before);
  });
});
