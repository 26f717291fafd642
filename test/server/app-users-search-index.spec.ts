import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  afterCursorSql,
  appUserSqlFilter,
  cappedPageSql,
  COUNT_CAP,
  dayPageSql,
  manyMatchesPageSql,
} from '../../server/src/app-users/app-users.service.js';
import { Prisma } from '../../server/src/generated/prisma/client.js';
import pg from 'pg';
import type { AppUserSortColumn, SortDirection } from '../../server/src/app-users/app-user-sort.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The plan PostgreSQL chooses for a query, as text. */
async function plan(t: TestApp, sql: Prisma.Sql): Promise<string> {
  const rows = await t.prisma.$queryRaw<Array<{ 'QUERY PLAN': string }>>`EXPLAIN ${sql}`;
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
    // 30 users created in the same millisecond, older than all: keyset paging must break the tie by id.
    await seeder.query(`
      INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
      SELECT gen_random_uuid(), 'Tied ' || n, (9500000000 + n)::text, 'x', 'business', now(), now() - interval '1 day'
      FROM generate_series(1, 30) AS n`);
    await seeder.query(`
      INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
      SELECT gen_random_uuid(), 'રમેશ પટેલ ' || n, (9600000000 + n)::text, 'x', 'business', now(), now() - interval '2 days'
      FROM generate_series(1, 5) AS n`);
    await seeder.query('VACUUM ANALYZE "AppUser"');
    await seeder.end();
  }, 120_000);
  afterAll(() => t.close());

  it('serves a name search from the trigram index', async () => {
    const where = appUserSqlFilter({ search: 'c4ca4238' });
    const text = await plan(t, Prisma.sql`SELECT u."id" FROM "AppUser" u ${where}`);
    expect(text).toContain('AppUser_name_trgm_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it('searches text without cased letters (Gujarati) with LIKE through the trigram index: no case folding per row', async () => {
    const where = appUserSqlFilter({ search: 'પટેલ' });
    expect(where.text).toContain(' LIKE ');
    expect(where.text).not.toContain('ILIKE');
    const text = await plan(t, Prisma.sql`SELECT u."id" FROM "AppUser" u ${where}`);
    expect(text).toContain('AppUser_name_trgm_idx');
    expect(appUserSqlFilter({ search: 'Patel' }).text).toContain('ILIKE');
    const token = await t.signIn('superadmin');
    const response = await t.graphql(`{ appUsers(page: 1, limit: 10, query: "પટેલ") { totalCount items { name } } }`, {}, token);
    expect(response.body.data.appUsers.totalCount).toBe(5);
    // Created in one statement (one createdAt): the order among them is by id, so compare as a set.
    expect(response.body.data.appUsers.items.map((user: { name: string }) => user.name).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `રમેશ પટેલ ${n}`));
  });

  it('serves a mobile search, of one digit or ten, from the prefix B-tree', async () => {
    // Every seeded mobile starts 900…: '8' and '81' match none (a scan would read them all).
    for (const search of ['8', '81', '900001234', '+919000012345']) {
      const where = appUserSqlFilter({ search });
      const text = await plan(t, Prisma.sql`SELECT u."id" FROM "AppUser" u ${where}`);
      expect(text).toContain('AppUser_mobile_prefix_idx');
    }
  });

  it('gathers a page of few matches through the trigram index, not by walking the list order', async () => {
    const text = await plan(t, cappedPageSql(appUserSqlFilter({ search: 'c4ca4238' }), { limit: 10, offset: 0 }));
    expect(text).toContain('AppUser_name_trgm_idx');
    expect(text).not.toContain('AppUser_createdAt');
    expect(text).not.toContain('Seq Scan');
  });

  it('walks the (createdAt, id) index for a page of many matches', async () => {
    const text = await plan(t, manyMatchesPageSql(appUserSqlFilter({ search: 'User' }, { walk: true }), { limit: 10, offset: 0 }));
    expect(text).toMatch(/Index (Only )?Scan Backward using "AppUser_createdAt/);
    expect(text).not.toContain('trgm');
  });

  it('counts no further than the cap', async () => {
    const text = await plan(t, cappedPageSql(appUserSqlFilter({ search: 'User' }), { limit: 10, offset: 0 }));
    expect(text).toContain('Limit');
  });

  it('does not sort the gathered matches when there are more than the cap (the page is walked instead)', async () => {
    const sql = cappedPageSql(appUserSqlFilter({ search: 'User' }), { limit: 10, offset: 0 });
    const rows = await t.prisma.$queryRaw<Array<{ 'QUERY PLAN': string }>>`EXPLAIN ANALYZE ${sql}`;
    const text = rows.map((row) => row['QUERY PLAN']).join('\n');
    // The sort's input, behind the count's one-time filter, is never read.
    expect(text).toMatch(/One-Time Filter[^\n]*\n[^\n]*CTE Scan on matching[^\n]*\(never executed\)/);
    // A few matches are sorted there, in the counting query.
    const few = cappedPageSql(appUserSqlFilter({ search: 'Tied' }), { limit: 10, offset: 0 });
    const fewRows = await t.prisma.$queryRaw<Array<{ 'QUERY PLAN': string }>>`EXPLAIN ANALYZE ${few}`;
    expect(fewRows.map((row) => row['QUERY PLAN']).join('\n')).not.toContain('never executed');
  });

  it('finds a deep page on the (createdAt, id) index alone', async () => {
    const text = await plan(t, Prisma.sql`SELECT "id" FROM "AppUser" ORDER BY "createdAt" DESC, "id" DESC LIMIT 10 OFFSET 20000`);
    expect(text).toContain('Index Only Scan using "AppUser_createdAt_id_idx"');
  });

  it('finds a deep page by number from its day: the rows OFFSET finds, newest or oldest first, across days and ties (issue 31)', async () => {
    const oldestFirst = { column: 'createdAt' as AppUserSortColumn, direction: 'asc' as SortDirection };
    // 30,035 users: 30,000 a second apart, 30 tied a day before, 5 two days before.
    for (const offset of [10_000, 29_980, 30_005, 30_030]) {
      for (const [direction, sort] of [
        ['DESC', undefined],
        ['ASC', oldestFirst],
      ] as const) {
        const byDay = await t.prisma.$queryRaw<Array<{ id: string }>>(dayPageSql({ limit: 20, offset }, direction));
        const byOffset = await t.prisma.$queryRaw<Array<{ id: string }>>(manyMatchesPageSql(Prisma.empty, { limit: 20, offset }, undefined, sort));
        expect(byDay).toEqual(byOffset);
      }
    }
    const text = await plan(t, dayPageSql({ limit: 50, offset: 20_000 }, 'DESC'));
    expect(text).toContain('Index Only Scan using "AppUser_createdAt_id_idx"');
    expect(text).toMatch(/Index Cond: \("createdAt" </);
  });

  it("keeps each day's count of users through inserts, moves to another day, deletions and TRUNCATE (issue 31)", async () => {
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    /** Days whose kept count differs from the users created on them. */
    const wrongDays = async () =>
      (
        await client.query(`
          SELECT coalesce(a."day", d."day")::text AS "day", coalesce(a."users", 0) AS "users", coalesce(d."users", 0) AS "kept"
          FROM (SELECT "createdAt"::date AS "day", count(*)::int AS "users" FROM "AppUser" GROUP BY 1) a
          FULL JOIN "AppUserDay" d ON d."day" = a."day"
          WHERE coalesce(a."users", 0) <> coalesce(d."users", 0)`)
      ).rows;
    const kept = async (day: string) =>
      (await client.query<{ users: number }>(`SELECT "users" FROM "AppUserDay" WHERE "day" = $1`, [day])).rows[0]?.users ?? 0;
    try {
      await client.query('BEGIN');
      expect(await wrongDays()).toEqual([]);
      await client.query(`
        INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
        VALUES (gen_random_uuid(), 'Day A', '9700000001', 'x', 'business', now(), '2001-01-01 10:00'),
               (gen_random_uuid(), 'Day B', '9700000002', 'x', 'business', now(), '2001-01-01 23:59:59.999'),
               (gen_random_uuid(), 'Day C', '9700000003', 'x', 'business', now(), '2001-01-02 00:00')`);
      expect([await kept('2001-01-01'), await kept('2001-01-02')]).toEqual([2, 1]);
      await client.query(`UPDATE "AppUser" SET "createdAt" = '2001-01-03 12:00' WHERE "mobile" = '9700000001'`);
      await client.query(`UPDATE "AppUser" SET "name" = "name" || ' renamed' WHERE "mobile" LIKE '97000000%'`);
      expect([await kept('2001-01-01'), await kept('2001-01-02'), await kept('2001-01-03')]).toEqual([1, 1, 1]);
      await client.query(`DELETE FROM "AppUser" WHERE "mobile" IN ('9700000002', '9700000003')`);
      expect([await kept('2001-01-01'), await kept('2001-01-02'), await kept('2001-01-03')]).toEqual([0, 0, 1]);
      expect(await wrongDays()).toEqual([]);
      await client.query('TRUNCATE "AppUser" CASCADE');
      expect((await client.query('SELECT count(*)::int AS "n" FROM "AppUserDay"')).rows[0].n).toBe(0);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });

  it.each([
    ['name', 'asc', /Index (Only )?Scan using "AppUser_name_id_idx"/],
    ['name', 'desc', /Index (Only )?Scan Backward using "AppUser_name_id_idx"/],
    ['mobile', 'asc', /Index (Only )?Scan using "AppUser_mobile_key"/],
    ['subscriptionEndDate', 'desc', /Index (Only )?Scan Backward using "AppUser_subscriptionEndDate_id_idx"/],
    ['createdAt', 'asc', /Index (Only )?Scan using "AppUser_createdAt_id_idx"|Index (Only )?Scan Backward using "AppUser_createdAt_id_idx"/],
  ] as const)('reads a page sorted by %s %s off its index, sorting nothing (issue 21.6)', async (column, direction, index) => {
    const sort = { column: column as AppUserSortColumn, direction: direction as SortDirection };
    const text = await plan(t, manyMatchesPageSql(Prisma.empty, { limit: 10, offset: 5000 }, undefined, sort));
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan|\bSort\b/);
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

  describe("keyset paging (`after`, the pager's next and previous pages)", () => {
    const LIST = `query List($page: Int!, $limit: Int!, $query: String, $after: ID) {
      appUsers(page: $page, limit: $limit, query: $query, after: $after) { totalCount countCapped items { id } }
    }`;
    const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

    async function graphqlPage(token: string, variables: Record<string, unknown>) {
      const response = await t.graphql(LIST, variables, token);
      expect(response.body.errors).toBeUndefined();
      return response.body.data.appUsers as { totalCount: number; countCapped: boolean; items: Array<{ id: string }> };
    }

    it('walks a search of few matches page after page, ties by id included, as the page numbers do (GraphQL)', async () => {
      const token = await t.signIn('superadmin');
      const walked: string[] = [];
      let after: string | undefined;
      for (let page = 1; page <= 5; page += 1) {
        const byNumber = await graphqlPage(token, { page, limit: 7, query: 'Tied' });
        const byCursor = await graphqlPage(token, { page, limit: 7, query: 'Tied', after });
        expect(byCursor).toEqual(byNumber);
        expect(byCursor.totalCount).toBe(30);
        walked.push(...ids(byCursor.items));
        after = byCursor.items.at(-1)?.id;
      }
      expect(walked).toHaveLength(30);
      expect(new Set(walked).size).toBe(30);
    });

    it('finds a deep page of many matches after its cursor, the same rows as by number (REST)', async () => {
      const token = await t.signIn('superadmin');
      const get = (query: Record<string, string | number>) =>
        t.http().get('/adminapi/users/appusers').query(query).set('Authorization', token).expect(200);
      // 'user' matches 30,000 (count capped): the page is walked on the (createdAt, id) index.
      const previous = await get({ page: 299, limit: 10, query: 'user' });
      const byNumber = await get({ page: 300, limit: 10, query: 'user' });
      const byCursor = await get({ page: 300, limit: 10, query: 'user', after: previous.body.data.at(-1).id });
      expect(byCursor.body).toEqual(byNumber.body);
      expect(byCursor.body).toEqual(expect.objectContaining({ totalCount: COUNT_CAP + 1, countCapped: true }));
      expect(byCursor.body.data).toHaveLength(10);
      // The unsearched list's end crosses from distinct times into the 30 tied ones (30,030 users, 7 a page).
      for (const page of [4288, 4289, 4290]) {
        const before = await get({ page: page - 1, limit: 7 });
        const numbered = await get({ page, limit: 7 });
        const keyed = await get({ page, limit: 7, after: before.body.data.at(-1).id });
        expect(keyed.body.data).toEqual(numbered.body.data);
      }
    });

    it('pages the subscribed users by cursor too, and falls back to the page number for a user no longer listed', async () => {
      const token = await t.signIn('superadmin');
      const SUBSCRIBED = `query S($page: Int!, $after: ID) {
        subscribedUsers(page: $page, limit: 10, state: none, after: $after) { totalCount items { id } }
      }`;
      const first = await t.graphql(SUBSCRIBED, { page: 1 }, token);
      const second = await t.graphql(SUBSCRIBED, { page: 2 }, token);
      const keyed = await t.graphql(SUBSCRIBED, { page: 2, after: first.body.data.subscribedUsers.items.at(-1).id }, token);
      expect(keyed.body.data).toEqual(second.body.data);
      const gone = await t.graphql(SUBSCRIBED, { page: 2, after: '00000000-0000-4000-8000-000000000000' }, token);
      expect(gone.body.data).toEqual(second.body.data);
    });

    it('refuses a cursor that is not a user id', async () => {
      const token = await t.signIn('superadmin');
      const rest = await t.http().get('/adminapi/users/appusers').query({ after: 'nope' }).set('Authorization', token).expect(400);
      expect(JSON.stringify(rest.body)).toContain('after must be the id of a user');
      const graphql = await t.graphql(LIST, { page: 1, limit: 10, after: 'nope' }, token);
      // GraphQL's ID scalar refuses it before the arguments are validated.
      expect(graphql.body.errors[0].message).toBe('"after" is not a valid id');
    });

    it('starts a cursor page on the index at the cursor, without reading the rows before it', async () => {
      const [last] = await t.prisma.$queryRaw<Array<{ id: string }>>`
        SELECT "id"::text AS "id" FROM "AppUser" ORDER BY "createdAt" DESC, "id" DESC OFFSET 20000 LIMIT 1`;
      const text = await plan(t, manyMatchesPageSql(appUserSqlFilter({}), { limit: 10, offset: 0 }, afterCursorSql(last.id)));
      expect(text).toMatch(/Index (Only )?Scan using "AppUser_createdAt_id_idx"[\s\S]*Index Cond: \(ROW\("createdAt", id\) < ROW\(/);
    });
  });

  it('counts a search of many matches again once a deletion may have left it 10,000 or fewer (issue 31)', async () => {
    const token = await t.signIn('superadmin');
    const seeder = new pg.Client({ connectionString: t.config.databaseUrl });
    await seeder.connect();
    try {
      await seeder.query(`
        INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
        SELECT gen_random_uuid(), 'Memo ' || n, (9800000000 + n)::text, 'x', 'business', now(), now() - interval '3 days'
        FROM generate_series(1, 10001) AS n`);
      const MEMO = `{ appUsers(page: 1, limit: 1, query: "memo") { totalCount countCapped items { id } } }`;
      const before = (await t.graphql(MEMO, {}, token)).body.data.appUsers;
      expect(before).toMatchObject({ totalCount: COUNT_CAP + 1, countCapped: true });
      // Known to be many now: a second look is not counted again, and says the same.
      expect((await t.graphql(MEMO, {}, token)).body.data.appUsers).toEqual(before);
      const deleted = await t.graphql(`mutation D($id: ID!) { deleteAppUser(id: $id) { id } }`, { id: before.items[0].id }, token);
      expect(deleted.body.errors).toBeUndefined();
      expect((await t.graphql(MEMO, {}, token)).body.data.appUsers).toMatchObject({ totalCount: 10_000, countCapped: false });
    } finally {
      await seeder.query(`DELETE FROM "AppUser" WHERE "name" LIKE 'Memo %'`);
      await seeder.end();
    }
  });
});
