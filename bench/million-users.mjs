// Shared by bench/export.mjs and bench/search.mjs: an embedded PostgreSQL in
// a temporary folder, migrated by the built server (npm run build first),
// with BENCH_USERS app users (default 1,000,000) written by generate_series
// in one statement per 100,000 rows, then the built server on DATABASE_URL.
// The data is shaped like the outside run of issue 31: about 13 % of names
// Patel (પટેલ among the Gujarati ones), a tenth in Gujarati script, and
// createdAt spread over three years in no relation to the order the rows
// were written in. BENCH_DATA_DIR=<folder> keeps the seeded database there
// and reuses it on the next run (same BENCH_USERS and shape), instead of a
// temporary folder seeded anew each time.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '../prisma/postgres.mjs';
import { startBenchServer } from './server-runtime.mjs';

export const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);

const FIRST = [
  'Ramesh',
  'Suresh',
  'Mahesh',
  'Jayesh',
  'Kiran',
  'Hetal',
  'Nita',
  'Sita',
  'Bhavesh',
  'Dipak',
  'Manish',
  'Alpesh',
  'Rakesh',
  'Jignesh',
  'Hiren',
  'Komal',
  'Pooja',
  'Dhaval',
  'Chirag',
  'Nilesh',
  'Paresh',
  'Vipul',
  'Harsha',
  'Meena',
  'Bharat',
  'Ketan',
  'Nirav',
  'Tushar',
  'Yogesh',
  'Kalpesh',
  'Jagdish',
  'Geeta',
  'Rekha',
  'Asha',
  'Hansa',
  'Dinesh',
  'Ashok',
  'Pravin',
  'Sanjay',
  'Vijay',
];
// Everyone not named Patel has one of these (SEED_SHAPE below).
const LAST = [
  'Shah',
  'Desai',
  'Parmar',
  'Solanki',
  'Chaudhary',
  'Joshi',
  'Mehta',
  'Thakor',
  'Rathod',
  'Vaghela',
  'Makwana',
  'Prajapati',
  'Chauhan',
  'Bhatt',
  'Trivedi',
  'Pandya',
  'Modi',
  'Gohil',
  'Zala',
  'Jadeja',
  'Vasava',
  'Raval',
  'Dave',
  'Vyas',
  'Panchal',
  'Mistry',
  'Soni',
  'Barot',
  'Luhar',
];
// Every tenth user has a Gujarati name.
const FIRST_GU = ['રમેશ', 'સુરેશ', 'મહેશ', 'કિરણ', 'હેતલ', 'નીતા', 'ભાવેશ', 'દીપક'];
const LAST_GU = ['શાહ', 'દેસાઈ', 'પરમાર', 'સોલંકી', 'ચૌધરી', 'જોશી', 'મહેતા', 'ઠાકોર', 'રાઠોડ'];
/** Which seed a kept BENCH_DATA_DIR holds: bump it when the data's shape changes. */
const SEED_SHAPE = 2;
/** Three years, in seconds: createdAt goes back this far. */
const CREATED_SPAN_SECONDS = 3 * 365 * 86_400;
const DISTRICTS = ['Ahmedabad', 'Gandhinagar', 'Mehsana', 'Surat', 'Rajkot', 'Vadodara', 'Bhavnagar', 'Kutch', 'Anand', 'Patan'];

const sqlArray = (items) => `ARRAY[${items.map((item) => `'${item}'`).join(',')}]`;

/** 13 % of users are Patel (પટેલ when their name is Gujarati): (n × 37) mod 100 < 13, the same in SQL. */
const isPatel = (n) => (n * 37) % 100 < 13;
/** Users with a Gujarati name: every tenth. */
export const isGujarati = (n) => n % 10 === 0;
/** The name the seed gives user `n` (1-based), so a bench can search for real names. */
export const seededName = (n) =>
  isGujarati(n)
    ? `${FIRST_GU[n % FIRST_GU.length]} ${isPatel(n) ? 'પટેલ' : LAST_GU[Math.floor(n / FIRST_GU.length) % LAST_GU.length]} ${n}`
    : `${FIRST[n % FIRST.length]} ${isPatel(n) ? 'Patel' : LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
export const seededMobile = (n) => String(7_000_000_000 + n);

export async function startWithUsers({ signInNow = true } = {}) {
  const kept = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
  const dataDir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'poster-admin-bench-')));
  const seedFile = path.join(dataDir, 'bench-seed.json');
  const seed = { users: USERS, shape: SEED_SHAPE };
  const seeded = kept && existsSync(seedFile) && readFileSync(seedFile, 'utf8') === JSON.stringify(seed);
  if (kept && existsSync(path.join(dataDir, 'postgres')) && !seeded) throw new Error(`${dataDir} holds another seed: remove it first`);
  const database = await startEmbeddedPostgres({ dataDir });
  let server;
  const stop = async () => {
    await server?.stop();
    await database.stop();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  };
  /** What the bench gets: `token` only when it asked to be signed in at once; `signIn()` gives one later. */
  const started = async () => {
    const signIn = async () => `Bearer ${await server.signIn()}`;
    const token = signInNow ? await signIn() : undefined;
    return { base: server.base, token, signIn, serverPid: server.pid, databaseUrl: database.url, stop };
  };
  try {
    // The first start applies the migrations.
    server = await startBenchServer({ dataDir, databaseUrl: database.url });
    if (seeded) {
      console.log(`reusing the ${USERS.toLocaleString('en-IN')} users seeded in ${dataDir}`);
      await server.restart();
      return await started();
    }

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seedStart = performance.now();
    await client.query("SET maintenance_work_mem = '256MB'");
    const plan = await client.query(
      `INSERT INTO "Subscription" ("id", "subscriptionName", "subscriptionAmount", "subscriptionDuration", "subscriptionType", "updatedAt")
       VALUES (gen_random_uuid(), 'Gold', 1499, 12, 'business', now()) RETURNING "id"`,
    );
    const chunk = 100_000;
    for (let from = 1; from <= USERS; from += chunk) {
      const to = Math.min(USERS, from + chunk - 1);
      await client.query(
        `INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "village", "district", "status",
                                "subscriptionId", "subscriptionStartDate", "subscriptionEndDate", "updatedAt", "createdAt")
         SELECT gen_random_uuid(),
                CASE WHEN n % 10 = 0
                  THEN (${sqlArray(FIRST_GU)})[1 + n % ${FIRST_GU.length}] || ' ' ||
                       CASE WHEN n * 37 % 100 < 13 THEN 'પટેલ' ELSE (${sqlArray(LAST_GU)})[1 + (n / ${FIRST_GU.length}) % ${LAST_GU.length}] END
                  ELSE (${sqlArray(FIRST)})[1 + n % ${FIRST.length}] || ' ' ||
                       CASE WHEN n * 37 % 100 < 13 THEN 'Patel' ELSE (${sqlArray(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] END
                END || ' ' || n,
                (7000000000 + n)::text, 'not-a-real-hash',
                (ARRAY['business', 'panchayat', 'election'])[1 + n % 3]::"UserType",
                'Village ' || (n % 5000), (${sqlArray(DISTRICTS)})[1 + n % ${DISTRICTS.length}], n % 10 <> 0,
                CASE WHEN n % 3 = 0 THEN $1::uuid END,
                CASE WHEN n % 3 = 0 THEN now() - interval '30 days' END,
                CASE WHEN n % 3 = 0 THEN now() + interval '335 days' END,
                now(), now() - make_interval(secs => (n::bigint * 7919 % ${CREATED_SPAN_SECONDS})::int)
         FROM generate_series($2::int, $3::int) AS n`,
        [plan.rows[0].id, from, to],
      );
      process.stdout.write(`\rseeding app users: ${to.toLocaleString('en-IN')} / ${USERS.toLocaleString('en-IN')}`);
    }
    await client.query('VACUUM ANALYZE "AppUser"');
    await client.end();
    if (kept) await writeFile(seedFile, JSON.stringify(seed));
    console.log(`\nseeded ${USERS.toLocaleString('en-IN')} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    // A fresh server process, so its memory figures start from an idle state.
    await server.restart();
    return await started();
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Resident memory of a process in MB (Linux). */
export function rssMegabytes(pid) {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return NaN; // the process is gone
  }
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

export function percentile(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
