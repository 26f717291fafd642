import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createTestApp, type TestApp } from './support/test-app.js';

const USERS = 40_000;

describe('app users export: a download the browser cancels', () => {
  let t: TestApp;
  let token: string;
  let base: string;
  let seeder: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
    // Its own connection: the app's pool has a statement timeout meant for requests.
    seeder = new pg.Client({ connectionString: t.config.databaseUrl });
    await seeder.connect();
    await seeder.query(`
      INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
      SELECT gen_random_uuid(), 'Bulk user ' || n, (8000000000 + n)::text, 'x', 'business', now(), now() - make_interval(secs => n)
      FROM generate_series(1, ${USERS}) AS n`);
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await seeder.end();
    await t.close();
  });

  /** Export queries still running in the database. */
  const runningExports = async () =>
    Number(
      (
        await seeder.query(
          `SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%LEFT JOIN "Subscription" s%' AND pid <> pg_backend_pid()`,
        )
      ).rows[0].count,
    );

  it('stops the query and frees its place, so later exports still run', async () => {
    // More cancelled downloads than exports may run at once (2): a leaked place would refuse the last export.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const controller = new AbortController();
      const response = await fetch(`${base}/adminapi/users/appusersexcel`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-rows')).toBe(String(USERS));
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
    // The server notices each closed connection and ends its database session.
    for (let waited = 0; (await runningExports()) > 0 && waited < 100; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await runningExports()).toBe(0);

    const complete = await fetch(`${base}/adminapi/users/appusersexcel?query=Bulk%20user%2012345`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(complete.status).toBe(200);
    expect(complete.headers.get('x-total-rows')).toBe('1');
    expect((await complete.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 120_000);
});
