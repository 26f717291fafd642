import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

// Its own file (and so its own database and app): the passport 'jwt' strategy is
// process-global, so two live test apps in one file would share one secret.
const CREATE = `mutation Create($input: CreateAppUserInput!) { createAppUser(input: $input) { id } }`;
const LIST = `query List($page: Int!, $limit: Int!, $query: String) {
  appUsers(page: $page, limit: $limit, query: $query) { totalCount items { id name mobile } }
}`;

describe('app users: search and paging', () => {
  let t: TestApp;
  let token: string;
  const mobiles: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
    // 12 users created one after another, so "newest first" has a known order.
    for (let index = 1; index <= 12; index += 1) {
      const mobile = `97000000${String(index).padStart(2, '0')}`;
      mobiles.push(mobile);
      const name = index === 7 ? 'Kiran DESAI' : `User ${String(index).padStart(2, '0')}`;
      const response = await t.graphql(CREATE, { input: { name, mobile, pin: '1234', userType: 'business' } }, token);
      expect(response.body.errors).toBeUndefined();
    }
  });
  afterAll(() => t.close());

  it('pages newest first with the total count', async () => {
    const first = await t.graphql(LIST, { page: 1, limit: 5 }, token);
    expect(first.body.data.appUsers.totalCount).toBe(12);
    expect(first.body.data.appUsers.items.map((user: { mobile: string }) => user.mobile)).toEqual(mobiles.slice(7).reverse());
    const last = await t.graphql(LIST, { page: 3, limit: 5 }, token);
    expect(last.body.data.appUsers.items.map((user: { mobile: string }) => user.mobile)).toEqual(mobiles.slice(0, 2).reverse());
  });

  it('searches the name in any case and the mobile by its start, +91 or not', async () => {
    const byName = await t.graphql(LIST, { page: 1, limit: 10, query: 'kiran desai' }, token);
    expect(byName.body.data.appUsers).toEqual({
      totalCount: 1,
      items: [expect.objectContaining({ name: 'Kiran DESAI', mobile: '9700000007' })],
    });
    const byMobile = await t.graphql(LIST, { page: 1, limit: 10, query: '970000001' }, token);
    expect(byMobile.body.data.appUsers.items.map((user: { mobile: string }) => user.mobile)).toEqual(['9700000012', '9700000011', '9700000010']);
    const withPrefix = await t.graphql(LIST, { page: 1, limit: 10, query: '+91 97000 00003' }, token);
    expect(withPrefix.body.data.appUsers.items.map((user: { mobile: string }) => user.mobile)).toEqual(['9700000003']);
    // Digits are the start of a number: the middle of one finds nothing.
    const middle = await t.graphql(LIST, { page: 1, limit: 10, query: '00011' }, token);
    expect(middle.body.data.appUsers).toEqual({ totalCount: 0, items: [] });
    const none = await t.graphql(LIST, { page: 1, limit: 10, query: 'nobody' }, token);
    expect(none.body.data.appUsers).toEqual({ totalCount: 0, items: [] });
  });

  it('searches a mobile from its first digit but a name only from its third character', async () => {
    const oneDigit = await t.graphql(LIST, { page: 1, limit: 5, query: '9' }, token);
    expect(oneDigit.body.data.appUsers.totalCount).toBe(12);
    const otherDigit = await t.graphql(LIST, { page: 1, limit: 5, query: '8' }, token);
    expect(otherDigit.body.data.appUsers.totalCount).toBe(0);
    // 'ki' waits for a third letter: the whole list, as the client shows it.
    const twoLetters = await t.graphql(LIST, { page: 1, limit: 5, query: 'ki' }, token);
    expect(twoLetters.body.data.appUsers.totalCount).toBe(12);
    const threeLetters = await t.graphql(LIST, { page: 1, limit: 5, query: 'kir' }, token);
    expect(threeLetters.body.data.appUsers.items.map((user: { name: string }) => user.name)).toEqual(['Kiran DESAI']);
  });

  it('serves the same list over REST as { message, data, totalCount } with _id', async () => {
    const response = await t
      .http()
      .get('/adminapi/users/appusers')
      .query({ page: 2, limit: 5, query: 'user' })
      .set('Authorization', token)
      .expect(200);
    expect(response.body.message).toBe('Success');
    expect(response.body.totalCount).toBe(11);
    expect(response.body.data).toHaveLength(5);
    for (const user of response.body.data) {
      expect(user._id).toBe(user.id);
      expect(JSON.stringify(user)).not.toMatch(/pin/i);
    }
  });

  it('refuses page sizes out of bounds', async () => {
    const response = await t.http().get('/adminapi/users/appusers').query({ limit: 1000 }).set('Authorization', token).expect(400);
    expect(response.body).toEqual({ message: 'limit must be from 1 to 100', field: 'limit' });
  });
});
