#!/usr/bin/env node
// Prints PostgreSQL's plan, run for real (EXPLAIN (ANALYZE, BUFFERS)), of the
// App Users list's queries over BENCH_USERS app users (default 1,000,000), as
// the server sends them: the capped count with its page, and the page walked
// along the (createdAt, id) index, for a common surname, a rare name, a mobile
// prefix, no search, and page 10,000 by cursor (`after`) and by number.
// Run after `npm run build`: node bench/search-plans.mjs
import pg from 'pg';
import { afterCursorSql, appUserSqlFilter, cappedPageSql, manyMatchesPageSql } from '../dist/server/src/app-users/app-users.service.js';
import { seededName, startWithUsers } from './million-users.mjs';

const { databaseUrl, stop } = await startWithUsers();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

/** Prisma.Sql (text with $n and its values), run for real under EXPLAIN. */
async function explain(label, query) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const total = lines.find((line) => line.startsWith('Execution Time'));
  console.log(`\n=== ${label}: ${total}`);
  console.log(lines.join('\n'));
}

const page1 = { limit: 10, offset: 0 };
try {
  for (const search of ['patel', 'પટેલ', seededName(123457), '70', '7012345', undefined]) {
    await explain(`count and few-matches page, search ${JSON.stringify(search ?? null)}`, cappedPageSql(appUserSqlFilter({ search }), page1));
    await explain(
      `many-matches page 1, search ${JSON.stringify(search ?? null)}`,
      manyMatchesPageSql(appUserSqlFilter({ search }, { walk: true }), page1),
    );
  }
  const { rows } = await client.query('SELECT "id"::text AS "id" FROM "AppUser" ORDER BY "createdAt" DESC, "id" DESC OFFSET 99989 LIMIT 1');
  await explain('page 10,000 of 10, after its cursor', manyMatchesPageSql(appUserSqlFilter({}), page1, afterCursorSql(rows[0].id)));
  for (const limit of [10, 50]) {
    await explain(
      `page 10,000 of ${limit} by number (OFFSET)`,
      manyMatchesPageSql(appUserSqlFilter({}, { walk: true }), { limit, offset: 9_999 * limit }),
    );
  }
} finally {
  await client.end();
  await stop();
}
