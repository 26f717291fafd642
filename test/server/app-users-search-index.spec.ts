import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appUserSqlFilter, searchPageSql } from '../../server/src/app-users/app-users.service.js';
import pg from 'pg';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The plan PostgreSQL chooses for a query, as text. */
async function plan(t: TestApp, sql: string, params: unknown[]): Promise<string> {
  const rows = await t.prisma.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${sql}`, ...params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('app users search at scale: the query shapes use the indexes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // 30,000 users with distinct names and mobiles, then fresh planner statistics.
    // Its own connection: the app's pool has a statement timeout meant for requests.
    const seeder = new pg.Client({ connectionString: t.config.databaseUrl });
    await seeder.connect();
    await seeder.query(`
      INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
      SELECT gen_random_uuid(), 'User ' || md5(n::text), (9000000000 + n)::text, 'x', 'business', now(),
             now() - make_interval(secs => n)
      FROM generate_series(1, 30000) AS n`);
    await seeder.query('VACUUM ANALYZE "AppUser"');
    await seeder.end();
  }, 120_000);
  afterAll(() => t.close());

  it('serves a name search from the trigram index', async () => {
    const { where, params } = appUserSqlFilter({ search: 'c4ca4238' });
    const text = await plan(t, `SELECT u."id" FROM "AppUser" u ${where}`, params);
    expect(text).toContain('AppUser_name_trgm_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it('serves a mobile search from both trigram indexes', async () => {
    const { where, params } = appUserSqlFilter({ search: '+919000012345' });
    const text = await plan(t, `SELECT u."id" FROM "AppUser" u ${where}`, params);
    expect(text).toContain('AppUser_mobile_trgm_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it('gathers a search page through the trigram index, not by walking the list order', async () => {
    const { where, params } = appUserSqlFilter({ search: 'c4ca4238' });
    const text = await plan(t, searchPageSql(where, params.length + 1, params.length + 2), [...params, 10, 0]);
    expect(text).toContain('AppUser_name_trgm_idx');
    expect(text).not.toContain('AppUser_createdAt');
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
