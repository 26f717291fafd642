import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('staff sign-in', () => {
  let t: TestApp;
  const password = 'correct-horse-1';

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '8' });
    await t.prisma.staffUser.create({
      data: { name: 'Asha Admin', email: 'asha@example.com', role: 'admin', passwordHash: await hashSecret(password) },
    });
    await t.prisma.staffUser.create({
      data: { name: 'Idle', email: 'idle@example.com', role: 'employee', status: false, passwordHash: await hashSecret(password) },
    });
  });
  afterAll(() => t.close());

  const login = (body: object) => t.http().post('/adminapi/auth/login').send(body);

  it('answers the token and the user, never the hash', async () => {
    const response = await login({ email: 'Asha@Example.com', password }).expect(200);
    expect(response.body.message).toBe('Login Succcess');
    expect(response.body.data.user).toMatchObject({ name: 'Asha Admin', email: 'asha@example.com', role: 'admin' });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
    const stored = await t.prisma.staffUser.findUniqueOrThrow({ where: { email: 'asha@example.com' } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gives the spec validation texts', async () => {
    expect((await login({ password }).expect(400)).body).toMatchObject({ message: 'Email is required' });
    expect((await login({ email: 'not-an-email', password }).expect(400)).body).toMatchObject({ message: 'Invalid Email address' });
    expect((await login({ email: 'asha@example.com' }).expect(400)).body).toMatchObject({ message: 'Password is required' });
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@example.com', password }).expect(401);
    const wrong = await login({ email: 'idle@example.com', password: 'wrong-password' }).expect(401);
    expect(unknown.body).toMatchObject({ message: 'Invalid email or password' });
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses inactive staff', async () => {
    const response = await login({ email: 'idle@example.com', password }).expect(401);
    expect(response.body.message).toMatch(/inactive/i);
  });

  it('accepts the token as Bearer and bare, and refuses forged or expired ones', async () => {
    const { body } = await login({ email: 'asha@example.com', password }).expect(200);
    const token: string = body.data.token;
    await t.http().get('/adminapi/auth/details').set('Authorization', `Bearer ${token}`).expect(200);
    const bare = await t.http().get('/adminapi/auth/details').set('Authorization', token).expect(200);
    expect(bare.body.data.email).toBe('asha@example.com');

    const userId = bare.body.data.id;
    const wrongKey = jwt.sign({ sub: userId }, 'another-secret-that-is-long-enough-000');
    await t.http().get('/adminapi/auth/details').set('Authorization', wrongKey).expect(401);
    const noneAlg = jwt.sign({ sub: userId }, '', { algorithm: 'none' });
    await t.http().get('/adminapi/auth/details').set('Authorization', noneAlg).expect(401);
    const expired = jwt.sign({ sub: userId, exp: Math.floor(Date.now() / 1000) - 60 }, t.config.jwtSecret);
    const response = await t.http().get('/adminapi/auth/details').set('Authorization', expired).expect(401);
    expect(response.body.message).toBe('Your session has expired. Please sign in again');
    const anonymous = await t.http().get('/adminapi/auth/details').expect(401);
    expect(anonymous.body).toMatchObject({ message: 'Please sign in to continue' });
  });

  it('locks a deactivated or deleted account out of an existing session, saying why', async () => {
    const token = await t.signIn('employee', { status: false });
    const inactive = await t.http().get('/adminapi/auth/details').set('Authorization', token).expect(401);
    expect(inactive.body).toMatchObject({ message: 'Your account is inactive. Please contact the superadmin' });
    const me = await t.graphql('{ me { id } }', {}, token);
    expect(me.body.errors[0]).toMatchObject({
      message: 'Your account is inactive. Please contact the superadmin',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const removedToken = await t.signIn('admin', { email: 'removed@example.com' });
    await t.prisma.staffUser.delete({ where: { email: 'removed@example.com' } });
    const removed = await t.http().get('/adminapi/auth/details').set('Authorization', removedToken).expect(401);
    expect(removed.body).toMatchObject({ message: 'Your account no longer exists. Please contact the superadmin' });
  });

  it('answers me and login over GraphQL with the same texts and a code', async () => {
    const failed = await t.graphql('mutation { login(input: {email: "asha@example.com", password: "nope-nope"}) { ... on LoginResult { token } } }');
    expect(failed.body.errors[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const signedIn = await t.graphql('mutation($input: LoginInput!) { login(input: $input) { ... on LoginResult { token user { email role } } } }', {
      input: { email: 'asha@example.com', password },
    });
    const me = await t.graphql('{ me { name role } }', undefined, signedIn.body.data.login.token);
    expect(me.body.data.me).toEqual({ name: 'Asha Admin', role: 'admin' });
  });

  it('throttles repeated failures per account, then per IP, with 429', async () => {
    await t.prisma.staffUser.create({
      data: { name: 'Target', email: 'target@example.com', role: 'employee', passwordHash: await hashSecret(password) },
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login({ email: 'target@example.com', password: 'guess-guess' }).expect(401);
    }
    // Locked: even the right password is refused until the window passes.
    const locked = await login({ email: 'target@example.com', password }).expect(429);
    expect(locked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);

    // The IP has now failed 3 times here plus earlier tests' failures; spend the rest on other emails.
    let status = 401;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) {
      status = (await login({ email: `other${attempt}@example.com`, password: 'guess-guess' })).status;
    }
    expect(status).toBe(429);
  });
});
