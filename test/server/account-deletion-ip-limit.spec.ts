import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

// Its own file: the limiter lives in the app, and this suite needs a tiny per-IP limit.
describe('self-service account deletion: per-IP limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DELETE_ACCOUNT_MAX_FAILURES_PER_IP: '3', DELETE_ACCOUNT_MAX_FAILURES: '5' });
  });
  afterAll(() => t.close());

  it('refuses an address that has spent its failures, whatever number it tries next', async () => {
    for (const mobile of ['9000000001', '9000000002', '9000000003']) {
      await t.http().post('/adminapi/auth/deleteaccount').send({ mobile, pin: '1234' }).expect(401);
    }
    const blocked = await t.http().post('/adminapi/auth/deleteaccount').send({ mobile: '9000000004', pin: '1234' }).expect(429);
    expect(blocked.body.message).toMatch(/^Too many failed account deletion attempts\. Please try again in \d+ minutes?\.$/);
  });
});
