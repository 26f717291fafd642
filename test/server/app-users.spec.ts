import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OCCUPATIONS } from '../../server/src/app-users/occupations.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const USER_FIELDS = `id name mobile occupation status userType downloadLimit village taluka district createdAt
  subscription { subscriptionId subscriptionName startDate endDate }`;
const CREATE = `mutation Create($input: CreateAppUserInput!) { createAppUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateAppUserInput!) { updateAppUser(input: $input) { ${USER_FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteAppUser(id: $id) { id name } }`;
const GET = `query Get($id: ID!) { appUser(id: $id) { ${USER_FIELDS} } }`;
const LIST = `query List($page: Int!, $limit: Int!, $query: String) {
  appUsers(page: $page, limit: $limit, query: $query) { totalCount items { id name mobile } }
}`;

let mobileCounter = 0;
/** A fresh valid mobile number for each user, so tests do not collide. */
function nextMobile(): string {
  mobileCounter += 1;
  return `98${String(10_000_000 + mobileCounter).slice(-8)}`;
}

function appUserInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ramesh Patel',
    mobile: nextMobile(),
    pin: '1234',
    userType: 'business',
    occupation: 'સરપંચ',
    village: 'Sanand',
    taluka: 'Sanand',
    district: 'Ahmedabad',
    downloadLimit: 20,
    status: true,
    ...overrides,
  };
}

describe('app users', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin');
  });
  afterAll(() => t.close());

  const createOverRest = (body: Record<string, unknown>) =>
    t.http().post('/adminapi/users/create').set('Authorization', `Bearer ${superadmin}`).send(body);

  describe('GraphQL', () => {
    it('creates a user with every spec field, storing the mobile without +91 and the pin as an argon2id hash', async () => {
      const mobile = nextMobile();
      const response = await t.graphql(CREATE, { input: appUserInput({ mobile: `+91${mobile}`, pin: '482913' }) }, superadmin);
      expect(response.body.errors).toBeUndefined();
      const user = response.body.data.createAppUser;
      expect(user).toMatchObject({
        name: 'Ramesh Patel',
        mobile,
        occupation: 'સરપંચ',
        status: true,
        userType: 'business',
        downloadLimit: 20,
        village: 'Sanand',
        taluka: 'Sanand',
        district: 'Ahmedabad',
        subscription: null,
      });
      expect(new Date(user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const row = await t.prisma.appUser.findUniqueOrThrow({ where: { id: user.id } });
      expect(row.mobile).toBe(mobile);
      expect(row.pinHash).toMatch(/^\$argon2id\$/);
      expect(row.pinHash).not.toContain('482913');
    });

    it('has no pin or hash anywhere in the AppUser type', async () => {
      const response = await t.graphql('{ __type(name: "AppUser") { fields { name } } }', {}, superadmin);
      const names = response.body.data.__type.fields.map((field: { name: string }) => field.name);
      expect(names).toEqual(expect.arrayContaining(['id', 'mobile', 'occupation', 'userType', 'subscription']));
      expect(names.filter((name: string) => /pin/i.test(name))).toEqual([]);
    });

    it('applies the defaults: active, 10 downloads a day, no occupation or address', async () => {
      const { body } = await t.graphql(CREATE, { input: { name: 'Minimal', mobile: nextMobile(), pin: '1234', userType: 'panchayat' } }, superadmin);
      expect(body.data.createAppUser).toMatchObject({
        status: true,
        downloadLimit: 10,
        occupation: null,
        village: null,
        userType: 'panchayat',
      });
    });

    it('shows the assigned subscription with its dates', async () => {
      const { body } = await t.graphql(CREATE, { input: appUserInput() }, superadmin);
      const plan = await t.prisma.subscription.create({
        data: { subscriptionName: 'Gold', subscriptionAmount: 999, subscriptionDuration: 12, subscriptionType: 'business' },
      });
      const startDate = new Date('2025-01-01T00:00:00Z');
      const endDate = new Date('2026-01-01T00:00:00Z');
      await t.prisma.appUser.update({
        where: { id: body.data.createAppUser.id },
        data: { subscriptionId: plan.id, subscriptionStartDate: startDate, subscriptionEndDate: endDate },
      });
      const fetched = await t.graphql(GET, { id: body.data.createAppUser.id }, superadmin);
      expect(fetched.body.data.appUser.subscription).toEqual({
        subscriptionId: plan.id,
        subscriptionName: 'Gold',
        startDate: startDate.toISOString(),
        endDate: endDate.toISOString(),
      });
    });

    it('answers 409 for a mobile number that is taken, also in its +91 form', async () => {
      const mobile = nextMobile();
      await t.graphql(CREATE, { input: appUserInput({ mobile }) }, superadmin);
      const again = await t.graphql(CREATE, { input: appUserInput({ mobile: `+91${mobile}` }) }, superadmin);
      expect(again.body.errors[0]).toMatchObject({
        message: 'A user with this mobile number already exists',
        // Named, so the form shows it under Mobile Number.
        extensions: { code: 'CONFLICT', field: 'mobile' },
      });
      expect(await t.prisma.appUser.count({ where: { mobile } })).toBe(1);
    });

    it('validates with the spec texts', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '  ' }, 'Name is required'],
        [{ mobile: '' }, 'Mobile Number is required'],
        [{ mobile: '12345' }, 'Invalid mobile number'],
        [{ mobile: '6876543210' }, 'Invalid mobile number'],
        [{ pin: '' }, 'Pin Number is required'],
        [{ pin: '12' }, 'Pin must be 4 to 6 digits'],
        [{ pin: '1234567' }, 'Pin must be 4 to 6 digits'],
        [{ pin: 'abcd' }, 'Pin must be 4 to 6 digits'],
        [{ occupation: 'Astronaut' }, 'Occupation must be one of the listed titles'],
        [{ downloadLimit: -1 }, 'Download Limit must be a whole number from 0 to 100000'],
      ];
      const before = await t.prisma.appUser.count();
      for (const [overrides, message] of cases) {
        const response = await t.graphql(CREATE, { input: appUserInput(overrides) }, superadmin);
        expect({ overrides, error: response.body.errors?.[0] }).toMatchObject({
          overrides,
          error: { message, extensions: { code: 'BAD_USER_INPUT' } },
        });
      }
      expect(await t.prisma.appUser.count()).toBe(before);
    });

    it('updates fields; a blank pin keeps the old hash and a new pin replaces it', async () => {
      const { body } = await t.graphql(CREATE, { input: appUserInput() }, superadmin);
      const id = body.data.createAppUser.id;
      const originalHash = (await t.prisma.appUser.findUniqueOrThrow({ where: { id } })).pinHash;

      const updated = await t.graphql(
        UPDATE,
        { input: { id, name: 'Suresh Shah', pin: '', userType: 'election', occupation: 'ધારાસભ્ય', village: '', status: false } },
        superadmin,
      );
      expect(updated.body.errors).toBeUndefined();
      expect(updated.body.data.updateAppUser).toMatchObject({
        name: 'Suresh Shah',
        userType: 'election',
        occupation: 'ધારાસભ્ય',
        village: null,
        taluka: 'Sanand',
        status: false,
      });
      expect((await t.prisma.appUser.findUniqueOrThrow({ where: { id } })).pinHash).toBe(originalHash);

      await t.graphql(UPDATE, { input: { id, pin: '9876' } }, superadmin);
      const rehashed = (await t.prisma.appUser.findUniqueOrThrow({ where: { id } })).pinHash;
      expect(rehashed).not.toBe(originalHash);
      expect(rehashed).toMatch(/^\$argon2id\$/);
    });

    it('refuses to move a user onto a taken mobile and accepts their own number in +91 form', async () => {
      const first = (await t.graphql(CREATE, { input: appUserInput() }, superadmin)).body.data.createAppUser;
      const second = (await t.graphql(CREATE, { input: appUserInput() }, superadmin)).body.data.createAppUser;

      const clash = await t.graphql(UPDATE, { input: { id: second.id, mobile: first.mobile } }, superadmin);
      expect(clash.body.errors[0]).toMatchObject({
        message: 'A user with this mobile number already exists',
        // Named, so the form shows it under Mobile Number.
        extensions: { code: 'CONFLICT', field: 'mobile' },
      });
      const own = await t.graphql(UPDATE, { input: { id: second.id, mobile: `+91${second.mobile}` } }, superadmin);
      expect(own.body.data.updateAppUser.mobile).toBe(second.mobile);

      const bad = await t.graphql(UPDATE, { input: { id: second.id, pin: '12' } }, superadmin);
      expect(bad.body.errors[0].message).toBe('Pin must be 4 to 6 digits');
    });

    it('answers 404 for an unknown id', async () => {
      const response = await t.graphql(GET, { id: '00000000-0000-4000-8000-000000000000' }, superadmin);
      expect(response.body.errors[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('deletes a user', async () => {
      const { body } = await t.graphql(CREATE, { input: appUserInput({ name: 'To Delete' }) }, superadmin);
      const id = body.data.createAppUser.id;
      const deleted = await t.graphql(DELETE, { id }, superadmin);
      expect(deleted.body.data.deleteAppUser).toEqual({ id, name: 'To Delete' });
      expect(await t.prisma.appUser.findUnique({ where: { id } })).toBeNull();
    });

    it('lists the occupations', async () => {
      const response = await t.graphql('{ occupations }', {}, superadmin);
      expect(response.body.data.occupations).toEqual([...OCCUPATIONS]);
    });
  });

  describe('REST', () => {
    it('creates, reads, updates and deletes an app user with the spec messages', async () => {
      const mobile = nextMobile();
      const created = await createOverRest(appUserInput({ mobile: `+91${mobile}`, downloadLimit: '15', status: 'true' })).expect(201);
      expect(created.body.message).toBe('User created successfully');
      expect(created.body.data).toMatchObject({ mobile, downloadLimit: 15, status: true, userType: 'business', profileData: null });
      expect(created.body.data._id).toBe(created.body.data.id);
      expect(JSON.stringify(created.body)).not.toMatch(/pin/i);
      const id = created.body.data.id;

      const info = await t.http().get('/adminapi/users/appuserinfo').query({ userId: id }).set('Authorization', superadmin).expect(200);
      expect(info.body).toMatchObject({ message: 'Success', data: { id, _id: id, mobile } });
      expect(JSON.stringify(info.body)).not.toMatch(/pin/i);

      const updated = await t
        .http()
        .put('/adminapi/users/update')
        .set('Authorization', superadmin)
        .send({ _id: id, userType: 'panchayat', name: 'Updated Name', pin: '' })
        .expect(200);
      expect(updated.body).toMatchObject({ message: 'User updated successfully', data: { id, name: 'Updated Name', userType: 'panchayat' } });

      const deleted = await t.http().delete('/adminapi/users/delete').set('Authorization', superadmin).send({ id }).expect(200);
      expect(deleted.body).toMatchObject({ message: 'User deleted successfully', data: { id } });
      expect(await t.prisma.appUser.findUnique({ where: { id } })).toBeNull();
    });

    it('answers appuserinfo for an unknown or missing id', async () => {
      const unknown = await t
        .http()
        .get('/adminapi/users/appuserinfo')
        .query({ userId: '00000000-0000-4000-8000-000000000000' })
        .set('Authorization', superadmin)
        .expect(404);
      expect(unknown.body).toEqual({ message: 'User not found' });
      const missing = await t.http().get('/adminapi/users/appuserinfo').set('Authorization', superadmin).expect(400);
      expect(missing.body).toEqual({ message: 'User id is required', field: 'userId' });
    });

    it('validates with the spec texts and writes nothing', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: undefined }, 'Name is required'],
        [{ mobile: undefined }, 'Mobile Number is required'],
        [{ mobile: '+9112345' }, 'Invalid mobile number'],
        [{ pin: undefined }, 'Pin Number is required'],
        [{ pin: '123' }, 'Pin must be 4 to 6 digits'],
        [{ userType: 'shop' }, 'User Type must be business, panchayat or election'],
        [{ downloadLimit: 'lots' }, 'Download Limit must be a whole number from 0 to 100000'],
        [{ downloadLimit: 2.5 }, 'Download Limit must be a whole number from 0 to 100000'],
      ];
      const before = await t.prisma.appUser.count();
      for (const [overrides, message] of cases) {
        const response = await createOverRest(appUserInput(overrides));
        expect({ overrides, status: response.status, body: response.body }).toEqual({
          overrides,
          status: 400,
          body: { message, field: Object.keys(overrides)[0] },
        });
      }
      expect(await t.prisma.appUser.count()).toBe(before);
    });

    it('answers 409 for a duplicate mobile in either form', async () => {
      const mobile = nextMobile();
      await createOverRest(appUserInput({ mobile })).expect(201);
      const duplicate = await createOverRest(appUserInput({ mobile: `+91${mobile}` })).expect(409);
      expect(duplicate.body).toEqual({ message: 'A user with this mobile number already exists', field: 'mobile' });
    });

    it('accepts a pin sent as a JSON number', async () => {
      const created = await createOverRest(appUserInput({ pin: 5678 })).expect(201);
      const row = await t.prisma.appUser.findUniqueOrThrow({ where: { id: created.body.data.id } });
      expect(row.pinHash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('roles', () => {
    it('lets only the superadmin in: admin and employee get 403, anonymous 401', async () => {
      const admin = await t.signIn('admin');
      const employee = await t.signIn('employee');
      const { body } = await t.graphql(CREATE, { input: appUserInput() }, superadmin);
      const id = body.data.createAppUser.id;

      for (const token of [admin, employee]) {
        for (const [query, variables] of [
          [LIST, { page: 1, limit: 10 }],
          [GET, { id }],
          ['{ occupations }', {}],
          [CREATE, { input: appUserInput() }],
          [UPDATE, { input: { id, name: 'Hacked' } }],
          [DELETE, { id }],
        ] as const) {
          const response = await t.graphql(query, variables, token);
          expect(response.body.errors[0].extensions.code).toBe('FORBIDDEN');
        }
        await t.http().get('/adminapi/users/appusers').set('Authorization', token).expect(403);
        await t.http().get('/adminapi/users/appuserinfo').query({ userId: id }).set('Authorization', token).expect(403);
        await t.http().post('/adminapi/users/create').set('Authorization', token).send(appUserInput()).expect(403);
        await t.http().put('/adminapi/users/update').set('Authorization', token).send({ id, name: 'Hacked' }).expect(403);
        await t.http().delete('/adminapi/users/delete').set('Authorization', token).send({ id }).expect(403);
      }

      const anonymous = await t.graphql(LIST, { page: 1, limit: 10 });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      await t.http().get('/adminapi/users/appusers').expect(401);
      await t.http().post('/adminapi/users/create').send(appUserInput()).expect(401);
      await t.http().delete('/adminapi/users/delete').send({ id }).expect(401);

      const row = await t.prisma.appUser.findUniqueOrThrow({ where: { id } });
      expect(row.name).toBe('Ramesh Patel');
    });
  });
});
