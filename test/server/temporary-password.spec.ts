import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'orchid-lantern-7';
const TEMPORARY = 'granite-harbour-42';
const NEW_PASSWORD = 'saffron-kite-1988';

const SET = 'mutation($id: ID!, $password: String!) { setTemporaryPassword(input: { id: $id, password: $password }) }';
const LOGIN = `mutation($email: String!, $password: String!) {
  login(input: { email: $email, password: $password }) {
    __typename
    ... on LoginResult { token user { email } }
    ... on PasswordChangeChallenge { passwordChangeRequired challenge expiresAt }
  }
}`;
const CHANGE = `mutation($challenge: String!, $newPassword: String!) {
  changeTemporaryPassword(input: { challenge: $challenge, newPassword: $newPassword }) {
    __typename
    ... on LoginResult { token user { email } }
    ... on TwoFactorChallenge { challenge codeRequired }
  }
}`;

describe('temporary password', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.signIn('superadmin', { email: 'root@example.com' });
  });
  afterAll(() => t.close());

  let counter = 0;
  async function member() {
    counter += 1;
    const email = `temp${counter}@example.com`;
    const row = await t.prisma.staffUser.create({
      data: { name: `Temp ${counter}`, email, role: 'admin', passwordHash: await hashSecret(PASSWORD) },
    });
    const token = (await t.http().post('/adminapi/auth/login').send({ email, password: PASSWORD }).expect(200)).body.data.token as string;
    return { id: row.id, email, token };
  }
  const restLogin = (email: string, password: string) => t.http().post('/adminapi/auth/login').send({ email, password });

  it('over REST: the sign-in answers only the change step, which refuses the same or a common password, then signs in', async () => {
    const who = await member();
    await t
      .http()
      .post('/adminapi/auth/temporary-password')
      .set('Authorization', `Bearer ${superadmin}`)
      .send({ id: who.id, password: TEMPORARY })
      .expect(200);
    // Setting it ended the member's sessions, and is recorded in History by the superadmin.
    expect((await t.graphql('{ me { email } }', {}, who.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const event = await t.prisma.auditEvent.findFirstOrThrow({ where: { action: 'temporary_password_set', entityId: who.id } });
    expect(event.staffName).toBeTruthy();
    expect(event.staffId).not.toBe(who.id);

    expect((await restLogin(who.email, PASSWORD).expect(401)).body.message).toBe('Invalid email or password');
    const step = await restLogin(who.email, TEMPORARY).expect(200);
    expect(step.body.message).toBe('Password change required');
    expect(step.body.data.passwordChangeRequired).toBe(true);
    expect(step.body.data.token).toBeUndefined();
    const challenge = step.body.data.challenge as string;
    // The challenge is no sign-in token.
    expect((await t.graphql('{ me { email } }', {}, challenge)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const change = (newPassword: string) => t.http().post('/adminapi/auth/login/change-password').send({ challenge, newPassword });
    expect((await change('short').expect(400)).body.message).toBe('Password must be at least 8 characters');
    expect((await change('password123').expect(400)).body.message).toBe('Password is too common');
    expect((await change(TEMPORARY).expect(400)).body.message).toBe('The new password must differ from the temporary one');
    const done = await change(NEW_PASSWORD).expect(200);
    expect(done.body.message).toBe('Login Succcess');
    expect(done.body.data.user.email).toBe(who.email);
    expect((await t.graphql('{ me { email } }', {}, done.body.data.token)).body.data.me.email).toBe(who.email);

    // Used once; afterwards the new password signs in as the spec has it.
    expect((await change('another-fine-pass-9').expect(400)).body.message).toBe('Sign-in expired. Please sign in again');
    const plain = await restLogin(who.email, NEW_PASSWORD).expect(200);
    expect(Object.keys(plain.body.data).sort()).toEqual(['token', 'user']);
    expect(await t.prisma.auditEvent.count({ where: { action: 'password_change', entityId: who.id, staffId: who.id } })).toBe(1);
  });

  it('over GraphQL, and through the second factor when the member has one; superadmin only', async () => {
    const who = await member();
    const denied = await t.graphql(SET, { id: who.id, password: TEMPORARY }, who.token);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const setup = (await t.graphql('mutation { beginTwoFactorSetup { secret } }', {}, who.token)).body.data.beginTwoFactorSetup;
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(setup.secret) }).generate();
    await t.graphql('mutation($code: String!) { confirmTwoFactorSetup(input: { code: $code }) { codes } }', { code }, who.token);

    expect((await t.graphql(SET, { id: who.id, password: TEMPORARY }, superadmin)).body.data.setTemporaryPassword).toBe(true);
    const login = (await t.graphql(LOGIN, { email: who.email, password: TEMPORARY })).body.data.login;
    expect(login).toMatchObject({ __typename: 'PasswordChangeChallenge', passwordChangeRequired: true });
    const changed = await t.graphql(CHANGE, { challenge: login.challenge, newPassword: NEW_PASSWORD });
    expect(changed.body.data.changeTemporaryPassword).toMatchObject({ __typename: 'TwoFactorChallenge', codeRequired: true });

    const own = await t.graphql(
      SET,
      { id: (await t.prisma.staffUser.findFirstOrThrow({ where: { role: 'superadmin' } })).id, password: TEMPORARY },
      superadmin,
    );
    expect(own.body.errors[0].message).toBe('You cannot set a temporary password for your own account');
  });

  it('without SMTP_URL, has no password reset by email', async () => {
    expect((await t.graphql('{ passwordResetAvailable }')).body.data.passwordResetAvailable).toBe(false);
    const refused = await t.http().post('/adminapi/auth/forgot-password').send({ email: 'root@example.com' }).expect(404);
    expect(refused.body.message).toBe('Password reset by email is not set up');
  });
});
