#!/usr/bin/env node
// Throughput against references, same database, same rows, same run
// (npm run build first; `npm run bench:compare`):
//   REST    GET /adminapi/categories      vs a plain Node + pg server running the same SQL
//   GraphQL { categories { … } }          vs PostGraphile on the same table
// autocannon, BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (10) each,
// after a warm-up. Prints requests per second, p50/p99 latency and the ratios,
// and the machine the figures were taken on. BENCH_ONLY=graphql|rest runs one pair.
// Every pair runs twice: as browsers ask (accept-encoding: br, gzip) and
// without compression. The raw server does the app's work per request (JWT,
// staff row, SQL, JSON, the same compression): see reference-server.cjs.
// Each line also gives the CPU time per request of the server process and of
// PostgreSQL (all its processes), from /proc: unlike req/s, it holds when the
// machine is shared (Linux only; '-' elsewhere).
// Goals (issue 15): REST ≥ 0.7× raw with p99 ≤ 2× raw's; GraphQL ≥ 1.2×
// PostGraphile with p99 no worse than PostGraphile's.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations } from '../prisma/engine.mjs';
import { freePort, startEmbeddedPostgres } from '../prisma/postgres.mjs';
import { startBenchServer } from './server-runtime.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATEGORIES = Number(process.env.BENCH_CATEGORIES ?? 500);
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

  const restPath = '/adminapi/categories';
  const ours = `{ categories { id categoryName isElection status createdAt totalSubcategories totalGreetings } }`;
  const theirs = `{ allCategories(orderBy: CREATED_AT_DESC) { nodes { id categoryName isElection status createdAt subcategoriesByCategoryId { totalCount } greetingsByCategoryId { totalCount } } } }`;

  const sizes = {
    rest: (await (await fetch(`${appBase}${restPath}`, { headers: { authorization: token } })).text()).length,
    raw: (await (await fetch(`http://127.0.0.1:${rawPort}/`, { headers: { authorization: token } })).text()).length,
  };
  const check = await post(`http://127.0.0.1:${graphilePort}/graphql`, { query: theirs });
  if (check.errors) throw new Error(`PostGraphile: ${JSON.stringify(check.errors)}`);

  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  console.log(
    `${CATEGORIES} categories; REST answer ${(sizes.rest / 1024).toFixed(0)} KB (raw ${(sizes.raw / 1024).toFixed(0)} KB); ${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );

  const only = process.env.BENCH_ONLY;
  const lines = [];
  for (const encoding of ENCODINGS) {
    console.log(`accept-encoding: ${encoding.label}`);
    if (only !== 'graphql') {
      const headers = { ...encoding.headers, authorization: token };
      const rawResult = await run('raw Node + pg   GET /', { url: `http://127.0.0.1:${rawPort}/`, headers }, rawPid);
      const restResult = await run('this app        GET /adminapi/categories', { url: `${appBase}${restPath}`, headers }, app.pid);
      lines.push(
        `[${encoding.label}] REST    ${(restResult.rps / rawResult.rps).toFixed(2)}× raw Node + pg throughput (goal ≥ 0.7); ` +
          `p99 ${restResult.p99} ms vs ${rawResult.p99} ms (${(restResult.p99 / Math.max(1, rawResult.p99)).toFixed(2)}×, goal ≤ 2); ` +
          `CPU per request ${cpuRatio(restResult, rawResult)}`,
      );
    }
    if (only !== 'rest') {
      const graphileResult = await run(
        'PostGraphile    allCategories',
        graphqlRequest(`http://127.0.0.1:${graphilePort}/graphql`, theirs, undefined, encoding.headers),
        graphilePid,
      );
      const graphqlResult = await run('this app        { categories }', graphqlRequest(`${appBase}/graphql`, ours, token, encoding.headers), app.pid);
      lines.push(
        `[${encoding.label}] GraphQL ${(graphqlResult.rps / graphileResult.rps).toFixed(2)}× PostGraphile throughput (goal ≥ 1.2); ` +
          `p99 ${graphqlResult.p99} ms vs ${graphileResult.p99} ms (goal: no worse); CPU per request ${cpuRatio(graphqlResult, graphileResult)}`,
      );
    }
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

async function reference(kind) {
  const port = await freePort();
  // BENCH_CPU_PROFILE profiles the references too, to compare where each spends its time.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}/${kind}`] : [];
  const child = spawn(process.execPath, [...profile, 'bench/reference-server.cjs', kind], {
    env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), JWT_SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', () => reject(new Error(`${kind} reference server exited`)));
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

function cpuRatio(ours, theirs) {
  if (ours.cpu === undefined || theirs.cpu === undefined) return '-';
  return `${ours.cpu.toFixed(2)} ms vs ${theirs.cpu.toFixed(2)} ms (${(ours.cpu / theirs.cpu).toFixed(2)}×; PostgreSQL ${ours.pgCpu?.toFixed(2)} vs ${theirs.pgCpu?.toFixed(2)} ms)`;
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
