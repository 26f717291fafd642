import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('REST facade conventions', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 and a message, no stack', async () => {
    const response = await t
      .http()
      .post('/adminapi/categories/create')
      .set('Authorization', token)
      .set('Content-Type', 'application/json')
      .send('{"categoryName": ')
      .expect(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t
      .http()
      .post('/adminapi/categories/create')
      .set('Authorization', token)
      .send({ categoryName: 'x'.repeat(2_000_000) })
      .expect(413);
    expect(response.body).toEqual({ message: 'Request body is too large' });
  });

  it('sends the security headers', async () => {
    const response = await t.http().get('/adminapi/health').expect(200);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown routes and unknown ids with 404 JSON', async () => {
    expect((await t.http().get('/adminapi/nothing-here').expect(404)).body).toEqual({ message: 'Not found' });
    const missing = await t
      .http()
      .put('/adminapi/categories/update')
      .set('Authorization', token)
      .send({ id: '00000000-0000-4000-8000-000000000000', categoryName: 'X' })
      .expect(404);
    expect(missing.body).toEqual({ message: 'Category not found' });
  });

  it('answers an unsupported method on an existing path with 405 and Allow', async () => {
    const patch = await t.http().patch('/adminapi/categories').set('Authorization', token).send({}).expect(405);
    expect(patch.headers.allow).toBe('GET, HEAD');
    expect(patch.body).toEqual({ message: 'PATCH is not allowed here. Allowed: GET, HEAD' });
    // Two methods on one path (the older clients' verbs), and an unknown path stays a 404.
    const put = await t.http().put('/adminapi/users/deletesubscription').set('Authorization', token).expect(405);
    expect(put.headers.allow).toBe('DELETE, POST');
    await t.http().patch('/adminapi/nothing-here').expect(404);
  });

  it('accepts _id for id and answers both', async () => {
    const created = await t.http().post('/adminapi/categories/create').set('Authorization', token).send({ categoryName: 'Navratri' });
    const updated = await t
      .http()
      .put('/adminapi/categories/update')
      .set('Authorization', token)
      .send({ _id: created.body.data._id, status: 'false' })
      .expect(200);
    expect(updated.body).toMatchObject({ message: 'Category updated successfully', data: { status: false } });
    const list = await t.http().get('/adminapi/categories?status=false').set('Authorization', token).expect(200);
    expect(list.body.data.map((row: { _id: string }) => row._id)).toEqual([created.body.data.id]);
    const deleted = await t.http().delete('/adminapi/categories/delete').set('Authorization', token).send({ _id: created.body.data.id }).expect(200);
    expect(deleted.body.message).toBe('Category deleted successfully');
  });

  it('serves the dashboard counts at the spec path, trailing slash included', async () => {
    await t.prisma.appUser.createMany({
      data: [
        { name: 'A', mobile: '9000000001', pinHash: 'x', userType: 'business', status: true },
        { name: 'B', mobile: '9000000002', pinHash: 'x', userType: 'panchayat', status: false },
      ],
    });
    const response = await t.http().get('/adminapi/dashboard/').set('Authorization', token).expect(200);
    expect(response.body.data).toEqual({ totalUsers: 2, activeUserCount: 1, festivalCount: 0, totalGreetings: 0 });
  });

  it('answers 403 with a message for a role the route does not allow', async () => {
    const response = await t.http().get('/adminapi/users/adminusers').set('Authorization', token).expect(403);
    expect(response.body).toEqual({ message: 'You do not have permission to do this' });
  });
});
