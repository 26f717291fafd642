import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appUserSqlFilter, cappedPageSql, COUNT_CAP, manyMatchesPageSql } from '../../server/src/app-users/app-users.service.js';
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

  it('serves a mobile search, of one digit or ten, from the prefix B-tree', async () => {
    // Every seeded mobile starts 900…: '8' and '81' match none (a scan would read them all).
    for (const search of ['8', '81', '900001234', '+919000012345']) {
      const { where, params } = appUserSqlFilter({ search });
      const text = await plan(t, `SELECT u."id" FROM "AppUser" u ${where}`, params);
      expect(text).toContain('AppUser_mobile_prefix_idx');
    }
  });

  it('gathers a page of few matches through the trigram index, not by walking the list order', async () => {
    const { where, params } = appUserSqlFilter({ search: 'c4ca4238' });
    const text = await plan(t, cappedPageSql(where, params.length + 1, params.length + 2, params.length + 3), [...params, COUNT_CAP + 1, 10, 0]);
    expect(text).toContain('AppUser_name_trgm_idx');
    expect(text).not.toContain('AppUser_createdAt');
    expect(text).not.toContain('Seq Scan');
  });

  it('walks the (createdAt, id) index for a page of many matches', async () => {
    const { where, params } = appUserSqlFilter({ search: 'User' }, { walk: true });
    const text = await plan(t, manyMatchesPageSql(where, params.length + 1, params.length + 2), [...params, 10, 0]);
    expect(text).toMatch(/Index (Only )?Scan Backward using "AppUser_createdAt/);
    expect(text).not.toContain('trgm');
  });

  it('counts no further than the cap', async () => {
    const { where, params } = appUserSqlFilter({ search: 'User' });
    const text = await plan(t, cappedPageSql(where, params.length + 1, params.length + 2, params.length + 3), [...params, COUNT_CAP + 1, 10, 0]);
    expect(text).toContain('Limit');
  });

  it('finds a deep page on the (createdAt, id) index alone', async () => {
    const text = await plan(t, 'SELECT "id" FROM "AppUser" ORDER BY "createdAt" DESC, "id" DESC LIMIT 10 OFFSET 20000', []);
    expect(text).toContain('Index Only Scan using "AppUser_createdAt_id_idx"');
  });

  it('the list answers the search the index serves', async () => {
    const token = await t.signIn('superadmin');
    const response = await t.graphql(`{ appUsers(page: 1, limit: 10, query: "9000012345") { totalCount countCapped items { mobile } } }`, {}, token);
    expect(response.body.data.appUsers).toEqual({ totalCount: 1, countCapped: false, items: [{ mobile: '9000012345' }] });
  });

  it('caps the count of a search matching more than 10,000 users, and still pages newest first', async () => {
    const token = await t.signIn('superadmin');
    const page = (number: number) =>
      t.graphql(`{ appUsers(page: ${number}, limit: 50, query: "user") { totalCount countCapped items { mobile } } }`, {}, token);
    const first = (await page(1)).body.data.appUsers;
    expect(first.totalCount).toBe(COUNT_CAP + 1);
    expect(first.countCapped).toBe(true);
    // The seed's newest user is n = 1 (createdAt now - 1 s): mobiles count up from 9000000001.
    expect(first.items[0].mobile).toBe('9000000001');
    expect(first.items[49].mobile).toBe('9000000050');
    // The pager's last page (10,001 rows at 50 a page: page 201) holds the 10,001st newest.
    const last = (await page(201)).body.data.appUsers;
    expect(last.items.map((user: { mobile: string }) => user.mobile)).toEqual(
      Array.from({ length: 50 }, (_unused, index) => String(9000000000 + 10_001 + index)),
    );
    const rest = await t.http().get('/adminapi/users/appusers').query({ page: 1, limit: 10 }).set('Authorization', token).expect(200);
    expect(rest.body).toEqual(expect.objectContaining({ totalCount: COUNT_CAP + 1, countCapped: true }));
    expect(rest.body.data).toHaveLength(10);
  });
});
