import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { exportFilter } from '../../server/src/app-users/app-users-export.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The plan PostgreSQL chooses for a query, as text. */
async function plan(t: TestApp, sql: string, params: string[]): Promise<string> {
  const rows = await t.prisma.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${sql}`, ...params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('app users search at scale: the query shapes use the indexes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // 30,000 users with distinct names and mobiles, then fresh planner statistics.
    await t.prisma.$executeRawUnsafe(`
      INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
      SELECT gen_random_uuid(), 'User ' || md5(n::text), (9000000000 + n)::text, 'x', 'business', now(),
             now() - make_interval(secs => n)
      FROM generate_series(1, 30000) AS n`);
    await t.prisma.$executeRawUnsafe('VACUUM ANALYZE "AppUser"');
  }, 60_000);
  afterAll(() => t.close());

  it('serves a name search from the trigram index', async () => {
    const { where, params } = exportFilter('c4ca4238');
    const text = await plan(t, `SELECT u."id" FROM "AppUser" u ${where}`, params);
    expect(text).toContain('AppUser_name_trgm_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it('serves a mobile search from both trigram indexes', async () => {
    const { where, params } = exportFilter('+919000012345');
    const text = await plan(t, `SELECT u."id" FROM "AppUser" u ${where}`, params);
    expect(text).toContain('AppUser_mobile_trgm_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it('finds a deep page on the (createdAt, id) index alone', async () => {
    const text = await plan(
      t,
      'SELECT "id" FROM "AppUser" ORDER BY "createdAt" DESC, "id" DESC LIMIT 10 OFFSET 20000',
      [],
    );
    expect(text).toContain('Index Only Scan using "AppUser_createdAt_id_idx"');
  });

  it('the list answers the search the index serves', async () => {
    const token = await t.signIn('superadmin');
    const response = await t.graphql(
      `{ appUsers(page: 1, limit: 10, query: "9000012345") { totalCount items { mobile } } }`,
      {},
      token,
    );
    expect(response.body.data.appUsers).toEqual({ totalCount: 1, items: [{ mobile: '9000012345' }] });
  });
});
