#!/usr/bin/env node
// Prints the History screen's latencies over the API with BENCH_EVENTS history
// events (default 1,000,000, one changed row each): p50/p95 of the first page
// unfiltered and with each filter (staff member, entity kind, action, date
// range, all together, the record's name) and of a record's own history (the edit dialogs'
// drawer). Target (issue 16): the first page under 50 ms.
// Run after `npm run build`: node bench/history.mjs (or npm run bench:history).
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '../prisma/postgres.mjs';
import { percentile } from './million-users.mjs';
import { startBenchServer } from './server-runtime.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const STAFF = 20;
const KINDS = ['Category', 'Subcategory', 'Greeting', 'Festival', 'FestivalPost', 'Slider', 'Frame', 'AppUser', 'Business', 'Subscription'];
const ACTIONS = ['create', 'update', 'update', 'update', 'delete', 'reorder', 'sign_in', 'assign_subscription'];
const sqlArray = (items) => `ARRAY[${items.map((item) => `'${item}'`).join(',')}]`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-bench-'));
const database = await startEmbeddedPostgres({ dataDir });
let server;

try {
  server = await startBenchServer({ dataDir, databaseUrl: database.url }); // applies the migrations
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const seedStart = performance.now();
  // Seeded rows are finished already: skip the commit-time trigger that works out an event's action.
  await client.query('SET session_replication_role = replica');
  const staff = Array.from({ length: STAFF }, (_unused, index) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);
  const chunk = 100_000;
  // Spread over the last 365 days, newest last, as the triggers would have written them.
  for (let from = 1; from <= EVENTS; from += chunk) {
    const to = Math.min(EVENTS, from + chunk - 1);
    await client.query(
      `WITH made AS (
         INSERT INTO "AuditEvent" ("occurredAt", "action", "entityKind", "entityId", "entityName", "staffId", "staffName", "staffRole", "requestId", "changeCount")
         SELECT now() - make_interval(secs => (${EVENTS} - n) * (31536000.0 / ${EVENTS})),
                (${sqlArray(ACTIONS)})[1 + n % ${ACTIONS.length}]::"AuditAction",
                (${sqlArray(KINDS)})[1 + (n / 7) % ${KINDS.length}],
                md5('record' || (n % 50000))::uuid::text, 'Record ' || (n % 50000),
                (${sqlArray(staff)})[1 + n % ${STAFF}]::uuid, 'Staff ' || (n % ${STAFF}), 'admin', md5(n::text), 1
           FROM generate_series($1::int, $2::int) AS n
         RETURNING "id", "entityKind", "entityId")
       INSERT INTO "AuditChange" ("eventId", "entityKind", "entityId", "operation", "before", "after")
       SELECT "id", "entityKind", "entityId", 'update', '{"status": true}', '{"status": false}' FROM made`,
      [from, to],
    );
    process.stdout.write(`\rseeding history: ${to.toLocaleString('en-IN')} / ${EVENTS.toLocaleString('en-IN')}`);
  }
  await client.query('VACUUM ANALYZE "AuditEvent"');
  await client.query('VACUUM ANALYZE "AuditChange"');
  // The name search must be served by an index (the trigram one), not a scan of every event.
  const plan = await client.query(
    `EXPLAIN SELECT "id" FROM "AuditEvent" WHERE "entityName" ILIKE '%Record 4242%' ORDER BY "occurredAt" DESC, "id" DESC LIMIT 20`,
  );
  const planText = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  console.log(`\nname search plan:\n${planText}`);
  if (/Seq Scan on "AuditEvent"/.test(planText)) throw new Error('The name search scans AuditEvent: its index is not used');
  await client.end();
  console.log(`\nseeded ${EVENTS.toLocaleString('en-IN')} events in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  await server.restart();
  const { base } = server;
  const token = `Bearer ${await server.signIn()}`;

  async function page(params) {
    const start = performance.now();
    const response = await fetch(`${base}/adminapi/history?${new URLSearchParams({ limit: '20', ...params })}`, {
      headers: { authorization: token },
    });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - start, body };
  }

  async function measure(label, makeParams) {
    const times = [];
    let found = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { ms, body } = await page(makeParams(round));
      times.push(ms);
      found += body.data.length;
    }
    const p50 = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    console.log(
      `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (avg ${Math.round(found / ROUNDS)} rows)`,
    );
    return p95;
  }

  for (let round = 0; round < 20; round += 1) await page({});
  const day = 86_400_000;
  const monthAgo = (round) => new Date(Date.now() - (30 + (round % 300)) * day);
  console.log(`History events: ${EVENTS.toLocaleString('en-IN')}`);
  const figures = [
    await measure('first page, no filter', () => ({})),
    await measure('first page, one staff member', (round) => ({ staffId: staff[round % STAFF] })),
    await measure('first page, one entity kind', (round) => ({ entityKind: KINDS[round % KINDS.length] })),
    await measure('first page, one action (delete)', () => ({ action: 'delete' })),
    await measure('first page, a 7-day range a month+ ago', (round) => ({
      from: monthAgo(round).toISOString(),
      to: new Date(monthAgo(round).getTime() + 7 * day).toISOString(),
    })),
    await measure('first page, staff + kind + action + range', (round) => ({
      staffId: staff[round % STAFF],
      entityKind: KINDS[round % KINDS.length],
      action: 'update',
      from: monthAgo(round).toISOString(),
      to: new Date(monthAgo(round).getTime() + 60 * day).toISOString(),
    })),
    await measure('first page, by record name', (round) => ({ name: `record ${(round * 4999) % 50000}` })),
    await measure("a record's own history (drawer)", (round) => ({ entityKind: KINDS[(round * 7) % KINDS.length], entityId: md5Uuid(round) })),
  ];
  const worst = Math.max(...figures);
  console.log(`worst first-page p95: ${worst.toFixed(1)} ms — target under 50 ms: ${worst < 50 ? 'met' : 'NOT met'}`);
} finally {
  await server?.stop();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** The entity id the seed gives records numbered like md5('record' || n)::uuid. */
function md5Uuid(round) {
  const hex = createHash('md5')
    .update(`record${(round * 4999) % 50000}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
