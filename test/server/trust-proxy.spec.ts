import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '100', LOGIN_MAX_FAILURES_PER_IP: '2' });
  });
  afterAll(() => t.close());

  const failFrom = (ip: string, email: string) =>
    t.http().post('/adminapi/auth/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong-password' });

  it('throttles each client address, not the proxy', async () => {
    await failFrom('203.0.113.7', 'a@example.com').expect(401);
    await failFrom('203.0.113.7', 'b@example.com').expect(401);
    await failFrom('203.0.113.7', 'c@example.com').expect(429);
    await failFrom('198.51.100.9', 'c@example.com').expect(401);
  });
});
