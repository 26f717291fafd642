import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 29.1: each staff member's admin language (and Gujarati digits) is
 * kept on the server, so it follows them to another browser, and is theirs
 * alone: another member keeps English.
 */
const SET = `mutation($input: PreferencesInput!) { setMyPreferences(input: $input) { id language gujaratiDigits } }`;
const ME = `{ me { id language gujaratiDigits } }`;

describe('staff language', () => {
  let t: TestApp;
  let counter = 0;
  const password = 'language-pass-1';

  async function member(role: 'admin' | 'employee' = 'employee') {
    counter += 1;
    const email = `language${counter}@example.com`;
    await t.prisma.staffUser.create({ data: { name: `Language ${counter}`, email, role, passwordHash: await hashSecret(password) } });
    /** A new sign-in: another browser. */
    return async () => {
      const response = await t.http().post('/adminapi/auth/login').send({ email, password }).expect(200);
      return response.body.data.token as string;
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts in English and keeps a member’s Gujarati for their next sign-in, not for anyone else', async () => {
    const signIn = await member();
    const other = await (await member('admin'))();
    const first = await signIn();
    expect((await t.graphql(ME, {}, first)).body.data.me).toMatchObject({ language: 'en', gujaratiDigits: false });

    const set = await t.graphql(SET, { input: { language: 'gu', gujaratiDigits: true } }, first);
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.setMyPreferences).toMatchObject({ language: 'gu', gujaratiDigits: true });

    const elsewhere = await signIn();
    expect((await t.graphql(ME, {}, elsewhere)).body.data.me).toMatchObject({ language: 'gu', gujaratiDigits: true });
    const rest = await t.http().get('/adminapi/auth/details').set('Authorization', `Bearer ${elsewhere}`).expect(200);
    expect(rest.body.data).toMatchObject({ language: 'gu', gujaratiDigits: true });
    expect((await t.graphql(ME, {}, other)).body.data.me).toMatchObject({ language: 'en', gujaratiDigits: false });
  });

  it('sets it over REST as well, and the change does not end the member’s sessions', async () => {
    const signIn = await member();
    const token = await signIn();
    const answer = await t
      .http()
      .post('/adminapi/auth/preferences')
      .set('Authorization', `Bearer ${token}`)
      .send({ language: 'gu', gujaratiDigits: false })
      .expect(200);
    expect(answer.body.data).toMatchObject({ language: 'gu', gujaratiDigits: false });
    await t
      .http()
      .post('/adminapi/auth/preferences')
      .set('Authorization', `Bearer ${token}`)
      .send({ language: 'en', gujaratiDigits: false })
      .expect(200);
    expect((await t.graphql(ME, {}, token)).body.data.me.language).toBe('en');
  });

  it('refuses a language it does not have with a clear 400, and anyone not signed in', async () => {
    const token = await (await member())();
    const refused = await t
      .http()
      .post('/adminapi/auth/preferences')
      .set('Authorization', `Bearer ${token}`)
      .send({ language: 'fr', gujaratiDigits: false })
      .expect(400);
    expect(refused.body.message).toBe('Language must be en or gu');
    const noDigits = await t.http().post('/adminapi/auth/preferences').set('Authorization', `Bearer ${token}`).send({ language: 'gu' }).expect(400);
    expect(noDigits.body.message).toBe('Gujarati digits must be true or false');
    await t.http().post('/adminapi/auth/preferences').send({ language: 'gu', gujaratiDigits: false }).expect(401);
    const anonymous = await t.graphql(SET, { input: { language: 'gu', gujaratiDigits: false } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
