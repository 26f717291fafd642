import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /adminapi/public/support', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_WHATSAPP: '+91 99988 87776', SUPPORT_EMAIL: 'Help@Example.org' });
  });
  afterAll(() => t.close());

  it('answers the configured contacts without signing in', async () => {
    const response = await t.http().get('/adminapi/public/support').expect(200);
    expect(response.body).toEqual({ message: 'Success', data: { whatsapp: '919998887776', email: 'help@example.org' } });
  });
});
