import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

const LIST = `query List($query: String, $sortBy: AppUserSortColumn, $sortDirection: SortDirection) {
  appUsers(page: 1, limit: 10, query: $query, sortBy: $sortBy, sortDirection: $sortDirection) { totalCount items { name mobile } }
}`;
const SUBSCRIBED = `query Subscribed($query: String, $sortBy: AppUserSortColumn, $sortDirection: SortDirection) {
  subscribedUsers(page: 1, limit: 10, query: $query, state: all, sortBy: $sortBy, sortDirection: $sortDirection) { items { name } }
}`;

// Issue 21.6: App Users and Subscribed Users sort by their columns, on the server.
describe('app user lists sorted on the server', () => {
  let t: TestApp;
  let token: string;
  const tag = 'Sortq';
  // Created in this order (so newest first is the reverse); names and mobiles in other orders.
  const users = [
    { name: `${tag} Chirag`, mobile: '9111000003', endsInDays: 30 },
    { name: `${tag} Asha`, mobile: '9111000001', endsInDays: undefined },
    { name: `${tag} Bharat`, mobile: '9111000004', endsInDays: 5 },
    { name: `${tag} Dipa`, mobile: '9111000002', endsInDays: 90 },
  ];
  const names = (items: Array<{ name: string }>) => items.map((user) => user.name.replace(`${tag} `, ''));

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
    for (const [index, user] of users.entries()) {
      await t.prisma.appUser.create({
        data: {
          name: user.name,
          mobile: user.mobile,
          pinHash: 'x',
          userType: 'business',
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
          subscriptionEndDate: user.endsInDays === undefined ? null : new Date(Date.UTC(2027, 0, user.endsInDays)),
        },
      });
    }
  });
  afterAll(() => t.close());

  const graphqlNames = async (variables: Record<string, unknown>, query = LIST) => {
    const response = await t.graphql(query, { query: tag, ...variables }, token);
    expect(response.body.errors).toBeUndefined();
    return names(Object.values(response.body.data as Record<string, { items: Array<{ name: string }> }>)[0].items);
  };
  const restNames = async (path: string, sort: Record<string, string>) => {
    const response = await t
      .http()
      .get(`/adminapi/users/${path}`)
      .query({ query: tag, ...sort })
      .set('Authorization', token)
      .expect(200);
    return names(response.body.data);
  };

  it('lists newest first unless asked, then by name, mobile or created at, either way, over GraphQL', async () => {
    expect(await graphqlNames({})).toEqual(['Dipa', 'Bharat', 'Asha', 'Chirag']);
    expect(await graphqlNames({ sortBy: 'name' })).toEqual(['Asha', 'Bharat', 'Chirag', 'Dipa']);
    expect(await graphqlNames({ sortBy: 'name', sortDirection: 'desc' })).toEqual(['Dipa', 'Chirag', 'Bharat', 'Asha']);
    expect(await graphqlNames({ sortBy: 'mobile' })).toEqual(['Asha', 'Dipa', 'Chirag', 'Bharat']);
    expect(await graphqlNames({ sortBy: 'createdAt', sortDirection: 'asc' })).toEqual(['Chirag', 'Asha', 'Bharat', 'Dipa']);
  });

  it('sorts the subscribed users by when the plan ends, no plan last', async () => {
    expect(await graphqlNames({ sortBy: 'subscriptionEndDate' }, SUBSCRIBED)).toEqual(['Bharat', 'Chirag', 'Dipa', 'Asha']);
    expect(await graphqlNames({ sortBy: 'name', sortDirection: 'desc' }, SUBSCRIBED)).toEqual(['Dipa', 'Chirag', 'Bharat', 'Asha']);
  });

  it('serves the same orders over REST', async () => {
    expect(await restNames('appusers', { sortBy: 'mobile', sortDirection: 'desc' })).toEqual(['Bharat', 'Chirag', 'Dipa', 'Asha']);
    expect(await restNames('appusers', { sortBy: 'name' })).toEqual(['Asha', 'Bharat', 'Chirag', 'Dipa']);
    expect(await restNames('subscribedusers', { sortBy: 'subscriptionEndDate', sortDirection: 'asc' })).toEqual(['Bharat', 'Chirag', 'Dipa', 'Asha']);
  });

  it('refuses a column or direction outside the allow-list with 400, over REST and GraphQL', async () => {
    const badColumn = await t.http().get('/adminapi/users/appusers').query({ sortBy: 'pinHash' }).set('Authorization', token).expect(400);
    expect(badColumn.body).toEqual({ message: 'sortBy must be one of name, mobile, createdAt, subscriptionEndDate', field: 'sortBy' });
    const badDirection = await t
      .http()
      .get('/adminapi/users/subscribedusers')
      .query({ sortBy: 'name', sortDirection: 'sideways' })
      .set('Authorization', token)
      .expect(400);
    expect(badDirection.body).toEqual({ message: 'sortDirection must be asc or desc', field: 'sortDirection' });
    const graphql = await t.graphql(`{ appUsers(sortBy: pinHash) { totalCount } }`, {}, token);
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors[0].message).toMatch(/AppUserSortColumn/);
  });
});
