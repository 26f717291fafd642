#!/usr/bin/env node
// Throughput against references, same database, same rows, same run
// (npm run build first; `npm run bench:compare`):
//   REST    GET /adminapi/categories      vs a plain Node + pg server running the same SQL
//   GraphQL { categories { … } }          vs PostGraphile 4 and PostGraphile 5 on the same table
// autocannon, BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (10) each,
// after a warm-up. Prints requests per second, p50/p99 latency and the ratios,
// and the machine the figures were taken on. BENCH_ONLY=graphql|rest runs one pair.
// Every pair runs twice: as browsers ask (accept-encoding: br, gzip) and
// without compression. The raw server does the app's work per request (JWT,
// staff row, SQL, JSON, the same compression): see reference-server.cjs.
// Each line also gives the CPU time per request of the server process and of
// PostgreSQL (all its processes), from /proc: unlike req/s, it holds when the
// machine is shared (Linux only; '-' elsewhere).
// REST is also measured against the shared yardstick, ../shared/perf/raw-server.mjs
// (RAW_AUTH=1: the JWT check, the staff row, the same SQL and JSON; no
// compression), started from the project's root when that file is there
// (BENCH_SHARED_RAW=<path> when it is elsewhere).
// BENCH_COMPARE_ROUNDS (3) rounds, contenders in turn within each; each figure is
// printed per round, then as the median and range of the rounds.
// PostGraphile 5 (the devDependency `postgraphile5`, postgraphile 5.x under an npm
// alias, with its V4 preset) needs Node 22+: when this Node is older it runs on
// the registry's node@22 (`npx -y node@22`, fetched once); BENCH_NODE22=<path to
// a node binary> names another.
// Goals (issue 31): REST ≥ 0.8× the shared raw server with p99 ≤ 1.5× its;
// GraphQL ≥ 1.2× PostGraphile 5 with p99 no worse than PostGraphile 5's.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations } from '../prisma/engine.mjs';
import { freePort, startEmbeddedPostgres } from '../prisma/postgres.mjs';
import { startBenchServer } from './server-runtime.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATEGORIES = Number(process.env.BENCH_CATEGORIES ?? 500);
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 3);
/** The shared REST yardstick (issue 31), beside the project's root; BENCH_SHARED_RAW names another path (a worktree's). */
const SHARED_RAW = path.resolve(process.env.BENCH_SHARED_RAW ?? path.join('..', 'shared', 'perf', 'raw-server.mjs'));
// One secret for the app and the raw reference, so both verify the same tokens.
const JWT_SECRET = randomBytes(32).toString('hex');
const ENCODINGS = [
  { label: 'br, gzip', headers: { 'accept-encoding': 'br, gzip' } },
  { label: 'identity', headers: {} },
];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-compare-'));
const database = await startEmbeddedPostgres({ dataDir, database: 'bench' });
await applyMigrations(database.url);

const children = [];
let app;
try {
  // --- our server, as `npm start` runs it
  // BENCH_CPU_PROFILE=<dir> writes a .cpuprofile of the app in <dir>/app and of each reference
  // server in <dir>/raw and <dir>/postgraphile (open them in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}/app`] : [];
  app = await startBenchServer({ dataDir, databaseUrl: database.url, env: { LOG_LEVEL: 'warn', JWT_SECRET }, nodeArgs: profile });
  const appBase = app.base;
  const token = await app.signIn();
  for (let index = 0; index < CATEGORIES; index += 1) {
    await post(`${appBase}/adminapi/categories/create`, { categoryName: `Category ${index} ${'x'.repeat(index % 40)}` }, token);
  }

  // --- the references, each in its own process like the app
  const { port: rawPort, pid: rawPid } = await reference('raw');
  const { port: graphilePort, pid: graphilePid } = await reference('postgraphile');
  const graphile5 = await reference('postgraphile5', node22());
  const shared = existsSync(SHARED_RAW) ? await sharedReference() : undefined;
  if (!shared) console.log(`(no ${SHARED_RAW}: REST against the project's own reference only)`);

  const restPath = '/adminapi/categories';
  const ours = `{ categories { id categoryName isElection status createdAt totalSubcategories totalGreetings } }`;
  const theirs = `{ allCategories(orderBy: CREATED_AT_DESC) { nodes { id categoryName isElection status createdAt subcategoriesByCategoryId { totalCount } greetingsByCategoryId { totalCount } } } }`;

  const sizes = {
    rest: (await (await fetch(`${appBase}${restPath}`, { headers: { authorization: token } })).text()).length,
    raw: (await (await fetch(`http://127.0.0.1:${rawPort}/`, { headers: { authorization: token } })).text()).length,
  };
  for (const [name, port] of [
    ['PostGraphile 4', graphilePort],
    ['PostGraphile 5', graphile5.port],
  ]) {
    const check = await post(`http://127.0.0.1:${port}/graphql`, { query: theirs });
    if (check.errors || check.data?.allCategories?.nodes?.length !== CATEGORIES) throw new Error(`${name}: ${JSON.stringify(check).slice(0, 500)}`);
  }

  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  console.log(
    `${CATEGORIES} categories; REST answer ${(sizes.rest / 1024).toFixed(0)} KB (raw ${(sizes.raw / 1024).toFixed(0)} KB); ${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );

  const only = process.env.BENCH_ONLY;
  /** Per encoding and figure: one entry per round. */
  const figures = new Map();
  const record = (key, value) => figures.set(key, [...(figures.get(key) ?? []), value]);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const encoding of ENCODINGS) {
      console.log(`round ${round} of ${ROUNDS}, accept-encoding: ${encoding.label}`);
      if (only !== 'graphql') {
        // As browsers send it; the shared raw server requires the Bearer prefix (the app and reference-server.cjs accept either).
        const headers = { ...encoding.headers, authorization: `Bearer ${token}` };
        const rawResult = await run('raw Node + pg   GET /', { url: `http://127.0.0.1:${rawPort}/`, headers }, rawPid);
        const sharedResult = shared
          ? await run('shared raw      GET /adminapi/categories', { url: `http://127.0.0.1:${shared.port}${restPath}`, headers }, shared.pid)
          : undefined;
        const restResult = await run('this app        GET /adminapi/categories', { url: `${appBase}${restPath}`, headers }, app.pid);
        record(`${encoding.label}|rest|raw`, ratios(restResult, rawResult));
        if (sharedResult) record(`${encoding.label}|rest|shared`, ratios(restResult, sharedResult));
      }
      if (only !== 'rest') {
        const graphileResult = await run(
          'PostGraphile 4  allCategories',
          graphqlRequest(`http://127.0.0.1:${graphilePort}/graphql`, theirs, undefined, encoding.headers),
          graphilePid,
        );
        const graphile5Result = await run(
          'PostGraphile 5  allCategories',
          graphqlRequest(`http://127.0.0.1:${graphile5.port}/graphql`, theirs, undefined, encoding.headers),
          graphile5.pid,
        );
        const graphqlResult = await run(
          'this app        { categories }',
          graphqlRequest(`${appBase}/graphql`, ours, token, encoding.headers),
          app.pid,
        );
        record(`${encoding.label}|graphql|postgraphile5`, ratios(graphqlResult, graphile5Result));
        record(`${encoding.label}|graphql|postgraphile`, ratios(graphqlResult, graphileResult));
      }
    }
  }
  const lines = [];
  const REFERENCES = {
    raw: "the project's raw Node + pg (bench/reference-server.cjs)",
    shared: 'the shared raw server (RAW_AUTH=1; sends no compression)',
    postgraphile: 'PostGraphile 4',
    postgraphile5: 'PostGraphile 5 (V4 preset)',
  };
  for (const [key, rounds] of figures) {
    const [encoding, kind, reference] = key.split('|');
    lines.push(
      `[${encoding}] ${kind === 'rest' ? 'REST   ' : 'GraphQL'} vs ${REFERENCES[reference]}: throughput ${spread(rounds.map((round) => round.rps))}×, ` +
        `p99 ${spread(rounds.map((round) => round.p99))}×, CPU per request ${spread(rounds.map((round) => round.cpu))}× (median [range] of ${rounds.length})`,
    );
  }
  console.log('');
  for (const line of lines) console.log(line);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await app?.stop();
  for (const child of children) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** Ours against theirs in one round: throughput, p99 and CPU per request, as ratios. */
function ratios(ours, theirs) {
  return {
    rps: ours.rps / theirs.rps,
    p99: ours.p99 / Math.max(1, theirs.p99),
    cpu: ours.cpu === undefined || theirs.cpu === undefined ? NaN : ours.cpu / theirs.cpu,
  };
}

/** "median [min–max]" of the rounds' values. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return `${median.toFixed(2)} [${sorted[0].toFixed(2)}–${sorted.at(-1).toFixed(2)}]`;
}

/** ../shared/perf/raw-server.mjs, started from the project's root (its pg) with RAW_AUTH=1. */
async function sharedReference() {
  const port = await freePort();
  const child = spawn(process.execPath, [SHARED_RAW], {
    env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), JWT_SECRET, RAW_AUTH: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('raw server on') && resolve());
    child.once('exit', () => reject(new Error('the shared raw server exited')));
  });
  return { port, pid: child.pid };
}

/** A Node 22+ binary for PostGraphile 5: this one when new enough, BENCH_NODE22, or the registry's node@22 through npx. */
function node22() {
  if (process.env.BENCH_NODE22) return process.env.BENCH_NODE22;
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  return execFileSync('npx', ['-y', 'node@22', '-p', 'process.execPath'], { encoding: 'utf8' }).trim();
}

async function reference(kind, node = process.execPath) {
  const port = await freePort();
  // BENCH_CPU_PROFILE profiles the references too, to compare where each spends its time.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}/${kind}`] : [];
  // PostGraphile 5 runs as in production (Grafast's development mode plans more slowly), as the app does.
  const production = kind === 'postgraphile5' ? { NODE_ENV: 'production', GRAPHILE_ENV: 'production' } : {};
  const child = spawn(node, [...profile, 'bench/reference-server.cjs', kind], {
    env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), JWT_SECRET, ...production },
    // PostGraphile 5 warns at length about the database's functions and types it skips: shown only if it fails.
    stdio: ['ignore', 'pipe', kind === 'postgraphile5' ? 'pipe' : 'inherit'],
  });
  children.push(child);
  let log = '';
  child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-20000)));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', () => reject(new Error(`${kind} reference server exited\n${log}`)));
  });
  return { port, pid: child.pid };
}

/** CPU time (user + system, ms) a process has used, from /proc (Linux); undefined elsewhere. */
function cpuMs(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // In clock ticks of 1/100 s (USER_HZ on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** CPU time of this database's PostgreSQL: the postmaster and every process it started. */
function postgresCpuMs() {
  try {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // Its own time and that of the backends that have exited (cutime, cstime), then the live ones'.
    const own = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1].split(' ');
    let total = [11, 12, 13, 14].reduce((sum, field) => sum + Number(own[field]) * 10, 0);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(fields[1]) === postmaster) total += cpuMs(entry) ?? 0;
      } catch {}
    }
    return total;
  } catch {
    return undefined;
  }
}

function graphqlRequest(url, query, token, extraHeaders = {}) {
  return {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extraHeaders, ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query }),
  };
}

async function run(label, options, pid) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const cpuBefore = cpuMs(pid);
  const pgBefore = postgresCpuMs();
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const served = Math.max(1, result.requests.total);
  const cpuAfter = cpuMs(pid);
  const pgAfter = postgresCpuMs();
  const errors = result.errors + result.non2xx;
  const line = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / served,
    pgCpu: pgBefore === undefined || pgAfter === undefined ? undefined : (pgAfter - pgBefore) / served,
  };
  const cpu = line.cpu === undefined ? '' : `  CPU/req ${line.cpu.toFixed(2)} ms (PostgreSQL ${line.pgCpu?.toFixed(2) ?? '-'} ms)`;
  console.log(
    `${label.padEnd(44)} ${String(Math.round(line.rps)).padStart(6)} req/s  p50 ${String(line.p50).padStart(4)} ms  p99 ${String(line.p99).padStart(4)} ms${cpu}${errors ? `  (${errors} errors or non-2xx)` : ''}`,
  );
  return line;
}

async function post(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}
