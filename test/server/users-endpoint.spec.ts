import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The older clients' shared /adminapi/users/create|update|delete, for staff accounts and app users. */
describe('/adminapi/users create, update and delete for both kinds of account', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin');
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>) => t.http().post('/adminapi/users/create').set('Authorization', superadmin).send(body);
  const put = (body: Record<string, unknown>) => t.http().put('/adminapi/users/update').set('Authorization', superadmin).send(body);
  const remove = (body?: Record<string, unknown>) => {
    const call = t.http().delete('/adminapi/users/delete').set('Authorization', superadmin);
    return body ? call.send(body) : call;
  };

  const staffBody = (email: string) => ({ name: 'Asha Admin', email, password: 'password-123', role: 'admin', status: 'true' });
  const appUserBody = (mobile: string) => ({ name: 'Mahesh', mobile, pin: '1234', userType: 'election' });

  it('a body with role creates a staff account; one with userType an app user', async () => {
    const staff = await post(staffBody('asha@example.com')).expect(201);
    expect(staff.body).toMatchObject({ message: 'User created successfully', data: { email: 'asha@example.com', role: 'admin' } });
    expect(staff.body.data._id).toBe(staff.body.data.id);
    expect(JSON.stringify(staff.body)).not.toMatch(/password|hash/i);
    expect(await t.prisma.appUser.count({ where: { id: staff.body.data.id } })).toBe(0);

    const appUser = await post(appUserBody('9123456780')).expect(201);
    expect(appUser.body).toMatchObject({ message: 'User created successfully', data: { mobile: '9123456780', userType: 'election' } });
    expect(await t.prisma.staffUser.count({ where: { id: appUser.body.data.id } })).toBe(0);
  });

  it('refuses a create body with neither role nor userType', async () => {
    const response = await post({ name: 'Nobody', mobile: '9123456781', pin: '1234' }).expect(400);
    expect(response.body).toEqual({ message: 'Role or userType is required' });
    const empty = await t.http().post('/adminapi/users/create').set('Authorization', superadmin).expect(400);
    expect(empty.body).toEqual({ message: 'Role or userType is required' });
  });

  it('validates each kind with its own texts', async () => {
    expect((await post({ ...staffBody('bad'), email: 'not-an-email' }).expect(400)).body).toEqual({
      message: 'Invalid email address',
      field: 'email',
    });
    expect((await post({ ...staffBody('x@example.com'), role: 'superadmin' }).expect(400)).body).toEqual({
      message: 'Role must be Admin or Employee',
      field: 'role',
    });
    expect((await post({ ...appUserBody('9123456782'), name: '' }).expect(400)).body).toEqual({ message: 'Name is required', field: 'name' });
    expect((await post({ ...appUserBody('12'), pin: '1234' }).expect(400)).body).toEqual({ message: 'Invalid mobile number', field: 'mobile' });
    expect((await post({ ...appUserBody('9123456782'), pin: undefined }).expect(400)).body).toEqual({
      message: 'Pin Number is required',
      field: 'pin',
    });
    expect(await t.prisma.appUser.count({ where: { mobile: '9123456782' } })).toBe(0);
  });

  it('answers 409 for a taken email or mobile', async () => {
    await post(staffBody('dup@example.com')).expect(201);
    expect((await post(staffBody('DUP@example.com')).expect(409)).body).toEqual({ message: 'A user with this email already exists', field: 'email' });
    await post(appUserBody('9123456783')).expect(201);
    expect((await post(appUserBody('+919123456783')).expect(409)).body).toEqual({
      message: 'A user with this mobile number already exists',
      field: 'mobile',
    });
  });

  it('updates by role, by userType, or by whose id it is, with id or _id', async () => {
    const staff = (await post(staffBody('update-staff@example.com')).expect(201)).body.data;
    const appUser = (await post(appUserBody('9123456784')).expect(201)).body.data;

    const byRole = await put({ _id: staff.id, role: 'employee', name: 'Asha Employee' }).expect(200);
    expect(byRole.body).toMatchObject({ message: 'User updated successfully', data: { id: staff.id, role: 'employee', name: 'Asha Employee' } });

    const byType = await put({ id: appUser.id, userType: 'business', downloadLimit: 3 }).expect(200);
    expect(byType.body).toMatchObject({ message: 'User updated successfully', data: { id: appUser.id, userType: 'business', downloadLimit: 3 } });

    const staffById = await put({ _id: staff.id, status: false }).expect(200);
    expect(staffById.body.data).toMatchObject({ id: staff.id, status: false });
    const appUserById = await put({ _id: appUser.id, village: 'Bavla' }).expect(200);
    expect(appUserById.body.data).toMatchObject({ id: appUser.id, village: 'Bavla', userType: 'business' });

    const unknown = await put({ id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' }).expect(404);
    expect(unknown.body).toEqual({ message: 'User not found' });
  });

  it('deletes whichever kind owns the id, by id or _id, and answers 404 when neither does', async () => {
    const staff = (await post(staffBody('delete-staff@example.com')).expect(201)).body.data;
    const appUser = (await post(appUserBody('9123456785')).expect(201)).body.data;
    const another = (await post(appUserBody('9123456786')).expect(201)).body.data;

    expect((await remove({ _id: staff.id }).expect(200)).body).toMatchObject({ message: 'User deleted successfully', data: { id: staff.id } });
    expect(await t.prisma.staffUser.findUnique({ where: { id: staff.id } })).toBeNull();

    expect((await remove({ id: appUser.id }).expect(200)).body).toMatchObject({ message: 'User deleted successfully', data: { id: appUser.id } });
    expect(await t.prisma.appUser.findUnique({ where: { id: appUser.id } })).toBeNull();

    await remove({ _id: another.id, userType: 'election' }).expect(200);
    expect(await t.prisma.appUser.findUnique({ where: { id: another.id } })).toBeNull();

    expect((await remove({ id: staff.id }).expect(404)).body).toEqual({ message: 'User not found' });
    expect((await remove({ id: 'not-a-uuid' }).expect(400)).body).toEqual({ message: 'Record not found' });
    expect((await remove().expect(400)).body.message).toBeTruthy();
  });

  it('keeps the staff rules: the superadmin cannot delete their own account', async () => {
    const me = (await t.http().get('/adminapi/auth/details').set('Authorization', superadmin).expect(200)).body.data;
    const response = await remove({ id: me.id }).expect(400);
    expect(response.body).toEqual({ message: 'You cannot delete your own account' });
  });
});
