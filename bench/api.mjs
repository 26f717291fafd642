#!/usr/bin/env node
// Prints latency figures for the admin's hot paths against the built server
// (npm run build first) on a fresh embedded PostgreSQL, all on loopback:
// sign-in (argon2id verify), the categories list, the dashboard counts.
// Figures, not pass/fail: compare runs before and after a change.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_ADMIN as admin, startBenchServer } from './server-runtime.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const CATEGORIES = Number(process.env.BENCH_CATEGORIES ?? 500);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-bench-'));
const server = await startBenchServer({ dataDir, env: { LOGIN_MAX_FAILURES_PER_IP: '100000' } });
const { base } = server;

async function call(method, route, body, token) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body && JSON.stringify(body),
  });
  return response.json();
}

async function measure(label, rounds, work) {
  const times = [];
  for (let index = 0; index < rounds; index += 1) {
    const start = performance.now();
    await work(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${label.padEnd(36)} n=${String(rounds).padStart(4)}  p50 ${pick(0.5)} ms  p95 ${pick(0.95)} ms  max ${pick(1)} ms`);
}

try {
  const token = await server.signIn();
  for (let index = 0; index < CATEGORIES; index += 1) {
    await call('POST', '/adminapi/categories/create', { categoryName: `Category ${index}` }, token);
  }
  await measure('POST /adminapi/auth/login', Math.min(ROUNDS, 50), () => call('POST', '/adminapi/auth/login', admin));
  await measure(`GET /adminapi/categories (${CATEGORIES} rows)`, ROUNDS, () => call('GET', '/adminapi/categories', undefined, token));
  await measure('GET /adminapi/dashboard', ROUNDS, () => call('GET', '/adminapi/dashboard', undefined, token));
  await measure('POST /graphql { categories }', ROUNDS, () =>
    call('POST', '/graphql', { query: '{ categories { id categoryName totalSubcategories } }' }, token),
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
