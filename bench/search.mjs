#!/usr/bin/env node
// Prints App Users search and paging latencies over the API with BENCH_USERS
// app users (default 1,000,000): p50/p95 of searches by name and by mobile
// (the 'Mobile or Name' box), and page 1 against page 10,000 of the whole
// list. Targets (issue 11): search p95 under 50 ms; page 10,000 no slower
// than twice page 1. Run after `npm run build`: node bench/search.mjs
import { performance } from 'node:perf_hooks';
import { percentile, seededMobile, seededName, startWithUsers, USERS } from './million-users.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const { base, token, stop } = await startWithUsers();

async function list(params) {
  const query = new URLSearchParams({ limit: '10', ...params });
  const start = performance.now();
  const response = await fetch(`${base}/adminapi/users/appusers?${query}`, { headers: { authorization: token } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - start, body };
}

async function measure(label, makeParams) {
  const times = [];
  let found = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const { ms, body } = await list(makeParams(round));
    times.push(ms);
    found += body.totalCount;
  }
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  console.log(`${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (avg ${Math.round(found / ROUNDS)} found)`);
  return { p50, p95 };
}

const pick = (round) => 1 + ((round * 7919 + 12345) % USERS);
try {
  // Warm-up.
  for (let round = 0; round < 20; round += 1) await list({ query: seededName(pick(round + 500)) });

  console.log(`App users: ${USERS.toLocaleString('en-IN')}`);
  const searches = [
    await measure('search: a whole name ("Hetal Zala 734")', (round) => ({ query: seededName(pick(round)) })),
    await measure('search: name fragment ("tal Zala 73")', (round) => ({ query: seededName(pick(round)).slice(2, 14) })),
    await measure('search: 6 digits of a mobile', (round) => ({ query: seededMobile(pick(round)).slice(3, 9) })),
    await measure('search: whole mobile with +91', (round) => ({ query: `+91${seededMobile(pick(round))}` })),
  ];
  const common = await measure('search: a common surname (1 in 30 users)', (round) => ({ query: ['Patel', 'Shah', 'Desai', 'Joshi'][round % 4] }));
  const first = await measure('list: page 1', () => ({ page: '1' }));
  const deep = await measure('list: page 10,000', () => ({ page: '10000' }));

  const worstSearch = Math.max(...searches.map((figures) => figures.p95));
  console.log(`search p95 (selective searches): ${worstSearch.toFixed(1)} ms — target under 50 ms: ${worstSearch < 50 ? 'met' : 'NOT met'}`);
  console.log(`common-word search p95: ${common.p95.toFixed(1)} ms (counts tens of thousands of matches)`);
  const ratio = deep.p50 / first.p50;
  console.log(`page 10,000 / page 1 (p50): ${ratio.toFixed(2)} — target at most 2: ${ratio <= 2 ? 'met' : 'NOT met'}`);
} finally {
  await stop();
}
