#!/usr/bin/env node
// Prints PostgreSQL's plan, run for real (EXPLAIN (ANALYZE, BUFFERS)), of the
// App Users list's queries over BENCH_USERS app users (default 1,000,000), as
// the server sends them: the capped count with its page, and the page walked
// along the (createdAt, id) index, for a common surname, a rare name, a mobile
// prefix, no search, and page 10,000 by cursor (`after`) and by number.
// Run after `npm run build`: node bench/search-plans.mjs
import pg from 'pg';
import { afterCursorSql, appUserSqlFilter, cappedPageSql, COUNT_CAP, manyMatchesPageSql } from '../dist/server/src/app-users/app-users.service.js';
import { seededName, startWithUsers } from './million-users.mjs';

const { databaseUrl, stop } = await startWithUsers();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

async function explain(label, sql, params) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const total = lines.find((line) => line.startsWith('Execution Time'));
  console.log(`\n=== ${label}: ${total}`);
  console.log(lines.join('\n'));
}

try {
  for (const search of ['patel', 'પટેલ', seededName(123457), '70', '7012345', undefined]) {
    const { where, params } = appUserSqlFilter({ search });
    const count = params.length;
    await explain(`count and few-matches page, search ${JSON.stringify(search ?? null)}`, cappedPageSql(where, count + 1, count + 2, count + 3), [
      ...params,
      COUNT_CAP + 1,
      10,
      0,
    ]);
    const walk = appUserSqlFilter({ search }, { walk: true });
    await explain(
      `many-matches page 1, search ${JSON.stringify(search ?? null)}`,
      manyMatchesPageSql(walk.where, walk.params.length + 1, walk.params.length + 2),
      [...walk.params, 10, 0],
    );
  }
  const { rows } = await client.query('SELECT "id"::text AS "id" FROM "AppUser" ORDER BY "createdAt" DESC, "id" DESC OFFSET 99989 LIMIT 1');
  await explain('page 10,000 of 10, after its cursor', manyMatchesPageSql('', 1, 2, afterCursorSql(3)), [10, 0, rows[0].id]);
  await explain('page 10,000 of 10 by number (OFFSET)', manyMatchesPageSql('', 1, 2), [10, 99990]);
} finally {
  await client.end();
  await stop();
}
