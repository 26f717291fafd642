import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

const CREATE = `mutation($input: CreateStaffUserInput!) { createAdminUser(input: $input) { id name email role status createdAt } }`;
const UPDATE = `mutation($input: UpdateStaffUserInput!) { updateAdminUser(input: $input) { id name email role status } }`;
const DELETE = `mutation($id: ID!) { deleteAdminUser(id: $id) { id } }`;

describe('admin users', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin', { email: 'root@example.com' });
  });
  afterAll(() => t.close());

  it('creates, lists, updates and deletes an employee', async () => {
    const created = await t.graphql(
      CREATE,
      {
        input: { name: 'Ravi', email: 'ravi@example.com', password: 'first-pass-1', role: 'employee', status: true },
      },
      superadmin,
    );
    const ravi = created.body.data.createAdminUser;
    expect(ravi).toMatchObject({ name: 'Ravi', email: 'ravi@example.com', role: 'employee', status: true });

    const list = await t.graphql('{ adminUsers { email role } }', undefined, superadmin);
    expect(list.body.data.adminUsers).toEqual([{ email: 'ravi@example.com', role: 'employee' }]);

    // A blank password keeps the old one.
    await t.graphql(UPDATE, { input: { id: ravi.id, name: 'Ravi Patel', password: '', role: 'admin' } }, superadmin);
    await t.http().post('/adminapi/auth/login').send({ email: 'ravi@example.com', password: 'first-pass-1' }).expect(200);
    const updated = await t.prisma.staffUser.findUniqueOrThrow({ where: { id: ravi.id } });
    expect(updated).toMatchObject({ name: 'Ravi Patel', role: 'admin' });

    await t.graphql(UPDATE, { input: { id: ravi.id, password: 'second-pass-2' } }, superadmin);
    await t.http().post('/adminapi/auth/login').send({ email: 'ravi@example.com', password: 'first-pass-1' }).expect(401);
    await t.http().post('/adminapi/auth/login').send({ email: 'ravi@example.com', password: 'second-pass-2' }).expect(200);

    const deleted = await t.graphql(DELETE, { id: ravi.id }, superadmin);
    expect(deleted.body.data.deleteAdminUser.id).toBe(ravi.id);
    expect(await t.prisma.staffUser.count({ where: { id: ravi.id } })).toBe(0);
  });

  it('validates with the spec texts and writes nothing', async () => {
    const before = await t.prisma.staffUser.count();
    const cases: Array<[object, string]> = [
      [{ name: '', email: 'a@example.com', password: 'password-1', role: 'admin' }, 'Name is required'],
      [{ name: 'A', email: 'nope', password: 'password-1', role: 'admin' }, 'Invalid email address'],
      [{ name: 'A', email: 'a@example.com', password: '', role: 'admin' }, 'Password is required'],
      [{ name: 'A', email: 'a@example.com', password: 'password-1', role: 'superadmin' }, 'Role must be Admin or Employee'],
    ];
    for (const [input, message] of cases) {
      const response = await t.graphql(CREATE, { input }, superadmin);
      expect(response.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await t.prisma.staffUser.count()).toBe(before);
  });

  it('refuses a second account with the same email with 409', async () => {
    const input = { name: 'Meera', email: 'meera@example.com', password: 'password-1', role: 'admin' };
    await t.graphql(CREATE, { input }, superadmin);
    const again = await t.graphql(CREATE, { input: { ...input, email: 'MEERA@example.com' } }, superadmin);
    expect(again.body.errors[0]).toMatchObject({
      message: 'A user with this email already exists',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
  });

  it('will not let the superadmin delete or deactivate their own account', async () => {
    const me = await t.graphql('{ me { id } }', undefined, superadmin);
    const id = me.body.data.me.id;
    const deactivate = await t.graphql(UPDATE, { input: { id, status: false } }, superadmin);
    expect(deactivate.body.errors[0].message).toBe('You cannot deactivate your own account');
    const remove = await t.graphql(DELETE, { id }, superadmin);
    expect(remove.body.errors[0].message).toBe('You cannot delete your own account');
    expect(await t.prisma.staffUser.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: true });
  });

  it('pages and searches the REST list with totalCount', async () => {
    const response = await t.http().get('/adminapi/users/adminusers?page=1&limit=1&query=meera').set('Authorization', superadmin).expect(200);
    expect(response.body.totalCount).toBe(1);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({ email: 'meera@example.com' });
    expect(response.body.data[0]._id).toBe(response.body.data[0].id);
    expect(response.body.data[0].passwordHash).toBeUndefined();
  });
});
