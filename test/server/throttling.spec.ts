// Sign-in throttling under concurrency, with two app processes' worth of apps
// on one database: attempts are reserved before the password is checked, the
// counters live in PostgreSQL (shared, and kept across a restart), and a
// stranger cannot lock a staff member out from elsewhere.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'right-password-1';

describe('sign-in throttling shared by two app instances', () => {
  let t: TestApp;
  let second: NestExpressApplication;

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '12',
      LOGIN_MAX_FAILURES_PER_IP: '30',
    });
    // A second app on the same database and secret, as a second process would be.
    second = await createApp(t.config);
    await second.init();
    for (const email of ['owner@example.com', 'boss@example.com', 'target@example.com']) {
      await t.prisma.staffUser.create({
        data: { name: email, email, role: 'admin', passwordHash: await hashSecret(PASSWORD), status: true },
      });
    }
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const apps = () => [t.app, second];
  const login = (app: NestExpressApplication, email: string, password: string, ip: string) =>
    request(app.getHttpServer()).post('/adminapi/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const statuses = (responses: { status: number }[]) =>
    responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it('evaluates at most 5 of 30 parallel wrong passwords from one client, across both instances', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => login(apps()[index % 2], 'owner@example.com', `wrong-${index}`, '203.0.113.1')),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 25 });
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/);

    // That client is refused even with the right password, on either instance...
    expect((await login(second, 'owner@example.com', PASSWORD, '203.0.113.1')).status).toBe(429);
    // ...but the owner, from their own address, is not locked out by it.
    expect((await login(t.app, 'owner@example.com', PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('limits one address across accounts: 60 parallel unknown emails get at most 30 evaluations', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => login(apps()[index % 2], `nobody${index}@example.com`, 'whatever-1', '203.0.113.2')),
    );
    const counts = statuses(responses);
    expect(counts[401]).toBe(30);
    expect(counts[429]).toBe(30);
  });

  it('stops a spread-out guesser per account alone, loosely', async () => {
    // 12 failures from 12 addresses spend the account's loose limit; the 13th address is refused.
    for (let index = 0; index < 12; index += 1) {
      expect((await login(apps()[index % 2], 'target@example.com', 'wrong', `192.0.2.${index + 10}`)).status).toBe(401);
    }
    expect((await login(t.app, 'target@example.com', PASSWORD, '192.0.2.200')).status).toBe(429);
  });

  it('clears the client’s count on success and keeps counts across a restart', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await login(t.app, 'boss@example.com', 'wrong', '198.51.100.9')).status).toBe(401);
    }
    expect((await login(second, 'boss@example.com', PASSWORD, '198.51.100.9')).status).toBe(200);
    // After the success, that client has its 5 attempts again.
    for (let index = 0; index < 5; index += 1) {
      expect((await login(second, 'boss@example.com', 'wrong', '198.51.100.9')).status).toBe(401);
    }
    expect((await login(t.app, 'boss@example.com', 'wrong', '198.51.100.9')).status).toBe(429);

    // A restarted instance reads the same counters.
    await second.close();
    second = await createApp(t.config);
    await second.init();
    expect((await login(second, 'boss@example.com', PASSWORD, '198.51.100.9')).status).toBe(429);
    expect((await login(second, 'owner@example.com', PASSWORD, '203.0.113.1')).status).toBe(429);
  });
});
