import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMonths } from '../../server/src/app-users/subscription-assignment.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SUBSCRIBED = `query Subscribed($page: Int!, $limit: Int!, $query: String, $state: SubscriptionState!) {
  subscribedUsers(page: $page, limit: $limit, query: $query, state: $state) {
    totalCount items { name subscription { subscriptionName startDate endDate } }
  }
}`;

describe('assigning subscriptions and the subscribed users list', () => {
  let t: TestApp;
  let token: string;
  const users: Record<string, string> = {};
  const plans: Record<string, string> = {};

  const createUser = async (name: string, mobile: string, userType: string) => {
    const response = await t
      .http()
      .post('/adminapi/users/create')
      .set('Authorization', token)
      .send({ name, mobile, pin: '1234', userType })
      .expect(201);
    users[name] = response.body.data.id;
  };
  const createPlan = async (name: string, type: string, months: number, status = true) => {
    const plan = await t.prisma.subscription.create({
      data: { subscriptionName: name, subscriptionAmount: 500, subscriptionDuration: months, subscriptionType: type as 'business', status },
    });
    plans[name] = plan.id;
  };
  const assign = (userId: string, subscriptionId: string) =>
    t.http().post('/adminapi/users/assignsubscription').set('Authorization', token).send({ userId, subscriptionId });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
    await createUser('Asha Shop', '9811111111', 'business');
    await createUser('Bhavnagar Gram', '9822222222', 'panchayat');
    await createUser('Chetan Candidate', '9833333333', 'election');
    await createUser('Dipa Dairy', '9844444444', 'business');
    await createPlan('Business Gold', 'business', 12);
    await createPlan('Business Month', 'business', 1);
    await createPlan('Panchayat Plan', 'panchayat', 6);
    await createPlan('Old Plan', 'business', 3, false);
  });
  afterAll(() => t.close());

  it('adds months by the calendar, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 12).toISOString()).toBe('2027-11-15T00:00:00.000Z');
  });

  it('assigns a plan from today to the end of its months', async () => {
    const before = Date.now();
    const response = await assign(users['Asha Shop'], plans['Business Gold']).expect(201);
    expect(response.body.message).toBe('Subscription assigned successfully');
    const { subscription } = response.body.data;
    expect(subscription.subscriptionName).toBe('Business Gold');
    const start = new Date(subscription.startDate);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(start.getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(subscription.endDate).toISOString()).toBe(addMonths(start, 12).toISOString());
  });

  it('refuses a plan of another type with 400 and leaves the user as they were', async () => {
    const response = await assign(users['Bhavnagar Gram'], plans['Business Gold']).expect(400);
    expect(response.body).toEqual({ message: 'This plan is for business users; this user is a panchayat user' });
    expect(await t.prisma.appUser.findUnique({ where: { id: users['Bhavnagar Gram'] } })).toMatchObject({
      subscriptionId: null,
      subscriptionEndDate: null,
    });
  });

  it('refuses an inactive plan, a missing plan and a missing user', async () => {
    expect((await assign(users['Dipa Dairy'], plans['Old Plan']).expect(400)).body).toEqual({
      message: 'This plan is inactive and cannot be assigned',
    });
    expect((await assign(users['Dipa Dairy'], '').expect(400)).body).toEqual({ message: 'Subscription is required', field: 'subscriptionId' });
    expect((await assign(users['Dipa Dairy'], '00000000-0000-4000-8000-000000000000').expect(404)).body).toEqual({
      message: 'Subscription not found',
    });
    expect((await assign('00000000-0000-4000-8000-000000000000', plans['Business Gold']).expect(404)).body).toEqual({
      message: 'User not found',
    });
  });

  it('filters the list by state: all, subscribed, expired and none', async () => {
    await assign(users['Bhavnagar Gram'], plans['Panchayat Plan']).expect(201);
    // An assignment that has run out: its end date is in the past.
    await assign(users['Dipa Dairy'], plans['Business Month']).expect(201);
    await t.prisma.appUser.update({
      where: { id: users['Dipa Dairy'] },
      data: { subscriptionStartDate: new Date('2025-01-01'), subscriptionEndDate: new Date('2025-02-01') },
    });

    const names = async (state: string, query?: string) => {
      const response = await t.graphql(SUBSCRIBED, { page: 1, limit: 10, state, query }, token);
      expect(response.body.errors).toBeUndefined();
      return response.body.data.subscribedUsers.items.map((user: { name: string }) => user.name).sort();
    };
    expect(await names('all')).toEqual(['Asha Shop', 'Bhavnagar Gram', 'Chetan Candidate', 'Dipa Dairy']);
    expect(await names('subscribed')).toEqual(['Asha Shop', 'Bhavnagar Gram']);
    expect(await names('expired')).toEqual(['Dipa Dairy']);
    expect(await names('none')).toEqual(['Chetan Candidate']);
    expect(await names('subscribed', 'asha')).toEqual(['Asha Shop']);

    const overRest = await t
      .http()
      .get('/adminapi/users/subscribedusers')
      .query({ page: 1, limit: 1, state: 'subscribed' })
      .set('Authorization', token)
      .expect(200);
    expect(overRest.body.totalCount).toBe(2);
    expect(overRest.body.data).toHaveLength(1);
    const badState = await t.http().get('/adminapi/users/subscribedusers').query({ state: 'gold' }).set('Authorization', token).expect(400);
    expect(badState.body).toEqual({ message: 'state must be all, subscribed, expired or none', field: 'state' });
  });

  it('deletes a subscription over POST or DELETE, and refuses when there is none', async () => {
    const removed = await t
      .http()
      .post('/adminapi/users/deletesubscription')
      .set('Authorization', token)
      .send({ userId: users['Asha Shop'] })
      .expect(201);
    expect(removed.body).toMatchObject({ message: 'Subscription deleted successfully', data: { subscription: null } });
    const again = await t
      .http()
      .delete('/adminapi/users/deletesubscription')
      .set('Authorization', token)
      .send({ userId: users['Asha Shop'] })
      .expect(400);
    expect(again.body).toEqual({ message: 'This user has no subscription' });

    const overGraphql = await t.graphql(
      `mutation ($userId: ID!) { deleteSubscription(userId: $userId) { subscription { subscriptionName } } }`,
      { userId: users['Bhavnagar Gram'] },
      token,
    );
    expect(overGraphql.body.data.deleteSubscription.subscription).toBeNull();
    const withDelete = await t
      .http()
      .delete('/adminapi/users/deletesubscription')
      .set('Authorization', token)
      .send({ userId: users['Dipa Dairy'] })
      .expect(200);
    expect(withDelete.body.data.subscription).toBeNull();
    expect(await t.prisma.appUser.count({ where: { subscriptionId: { not: null } } })).toBe(0);
  });

  it('assigns over GraphQL too, replacing the current plan', async () => {
    const ASSIGN = `mutation ($input: AssignSubscriptionInput!) {
      assignSubscription(input: $input) { subscription { subscriptionName } }
    }`;
    await t.graphql(ASSIGN, { input: { userId: users['Asha Shop'], subscriptionId: plans['Business Month'] } }, token);
    const replaced = await t.graphql(ASSIGN, { input: { userId: users['Asha Shop'], subscriptionId: plans['Business Gold'] } }, token);
    expect(replaced.body.data.assignSubscription.subscription.subscriptionName).toBe('Business Gold');
    const refused = await t.graphql(ASSIGN, { input: { userId: users['Chetan Candidate'], subscriptionId: plans['Business Gold'] } }, token);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This plan is for business users; this user is an election user',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
