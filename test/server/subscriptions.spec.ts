import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

const PLANS = `query Plans($status: Boolean, $type: UserType) {
  subscriptionPlans(status: $status, type: $type) {
    id subscriptionName subscriptionAmount subscriptionDuration subscriptionType status holderCount
  }
}`;
const CREATE = `mutation Create($input: CreateSubscriptionPlanInput!) { createSubscriptionPlan(input: $input) { id } }`;

describe('subscription plans', () => {
  let t: TestApp;
  let employee: string;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.signIn('employee');
    superadmin = await t.signIn('superadmin');
  });
  afterAll(() => t.close());

  const rest = () => t.http();

  it('creates, lists, updates and deletes a plan over REST with the spec texts', async () => {
    const created = await rest()
      .post('/adminapi/subscriptions/create')
      .set('Authorization', employee)
      .send({ subscriptionName: 'Gold', subscriptionAmount: '1499', subscriptionDuration: '12', subscriptionType: 'business' })
      .expect(201);
    expect(created.body.message).toBe('Subscription created successfully');
    expect(created.body.data).toMatchObject({
      subscriptionName: 'Gold',
      subscriptionAmount: 1499,
      subscriptionDuration: 12,
      subscriptionType: 'business',
      status: true,
      holderCount: 0,
    });
    const id = created.body.data.id as string;
    expect(created.body.data._id).toBe(id);

    const updated = await rest()
      .put('/adminapi/subscriptions/update')
      .set('Authorization', employee)
      .send({ id, subscriptionAmount: 1999, status: 'false' })
      .expect(200);
    expect(updated.body.message).toBe('Subscription updated successfully');
    expect(updated.body.data).toMatchObject({ subscriptionName: 'Gold', subscriptionAmount: 1999, status: false });

    const inactive = await rest().get('/adminapi/subscriptions').query({ status: 'false' }).set('Authorization', employee).expect(200);
    expect(inactive.body.data.map((plan: { id: string }) => plan.id)).toEqual([id]);
    const active = await rest().get('/adminapi/subscriptions').query({ status: 'true' }).set('Authorization', employee).expect(200);
    expect(active.body.data).toEqual([]);

    const deleted = await rest().delete('/adminapi/subscriptions/delete').set('Authorization', employee).send({ id }).expect(200);
    expect(deleted.body.message).toBe('Subscription deleted successfully');
    expect(await t.prisma.subscription.count({ where: { id } })).toBe(0);
  });

  it.each([
    [{}, 'Subscription Name is required', 'subscriptionName'],
    [{ subscriptionName: 'Gold' }, 'Subscription Amount is required', 'subscriptionAmount'],
    [{ subscriptionName: 'Gold', subscriptionAmount: 0 }, 'Subscription Amount must be a whole number from 1 to 1,00,00,000', 'subscriptionAmount'],
    [
      { subscriptionName: 'Gold', subscriptionAmount: '99.5' },
      'Subscription Amount must be a whole number from 1 to 1,00,00,000',
      'subscriptionAmount',
    ],
    [
      { subscriptionName: 'Gold', subscriptionAmount: 'abc' },
      'Subscription Amount must be a whole number from 1 to 1,00,00,000',
      'subscriptionAmount',
    ],
    [{ subscriptionName: 'Gold', subscriptionAmount: 99 }, 'Subscription Duration is required', 'subscriptionDuration'],
    [
      { subscriptionName: 'Gold', subscriptionAmount: 99, subscriptionDuration: -1 },
      'Subscription Duration must be a whole number from 1 to 120',
      'subscriptionDuration',
    ],
    [{ subscriptionName: 'Gold', subscriptionAmount: 99, subscriptionDuration: 3 }, 'Subscription Type is required', 'subscriptionType'],
    [
      { subscriptionName: 'Gold', subscriptionAmount: 99, subscriptionDuration: 3, subscriptionType: 'farmer' },
      'Subscription Type must be business, panchayat or election',
      'subscriptionType',
    ],
  ])('refuses %j with 400 "%s" under %s and writes nothing', async (body, message, field) => {
    const response = await rest().post('/adminapi/subscriptions/create').set('Authorization', employee).send(body).expect(400);
    expect(response.body).toEqual({ message, field });
    expect(await t.prisma.subscription.count()).toBe(0);
  });

  it('refuses to delete a plan that users hold, saying how many, and keeps it', async () => {
    const plan = await t.graphql(
      CREATE,
      { input: { subscriptionName: 'Village', subscriptionAmount: 999, subscriptionDuration: 6, subscriptionType: 'panchayat' } },
      employee,
    );
    const planId = plan.body.data.createSubscriptionPlan.id as string;
    for (const mobile of ['9800000001', '9800000002']) {
      const user = await rest()
        .post('/adminapi/users/create')
        .set('Authorization', superadmin)
        .send({ name: 'Holder', mobile, pin: '1234', userType: 'panchayat' })
        .expect(201);
      await rest()
        .post('/adminapi/users/assignsubscription')
        .set('Authorization', superadmin)
        .send({ userId: user.body.data.id, subscriptionId: planId })
        .expect(201);
    }

    const listed = await t.graphql(PLANS, { type: 'panchayat' }, employee);
    expect(listed.body.data.subscriptionPlans).toEqual([expect.objectContaining({ id: planId, holderCount: 2 })]);

    const refused = await rest().delete('/adminapi/subscriptions/delete').set('Authorization', employee).send({ id: planId }).expect(409);
    expect(refused.body).toEqual({ message: '2 users hold this plan, so it cannot be deleted' });
    const overGraphql = await t.graphql(`mutation { deleteSubscriptionPlan(id: "${planId}") { id } }`, {}, employee);
    expect(overGraphql.body.errors[0]).toMatchObject({
      message: '2 users hold this plan, so it cannot be deleted',
      extensions: { code: 'CONFLICT' },
    });

    // Nor can its type change under its holders.
    const retyped = await rest()
      .put('/adminapi/subscriptions/update')
      .set('Authorization', employee)
      .send({ id: planId, subscriptionType: 'business' })
      .expect(409);
    expect(retyped.body).toEqual({ message: '2 users hold this plan, so its type cannot be changed' });
    expect(await t.prisma.subscription.findUnique({ where: { id: planId } })).toMatchObject({ subscriptionType: 'panchayat' });
  });

  it('answers 404 for an unknown plan', async () => {
    const response = await rest()
      .delete('/adminapi/subscriptions/delete')
      .set('Authorization', employee)
      .send({ id: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(response.body).toEqual({ message: 'Subscription not found' });
  });
});
