#!/usr/bin/env node
// Prints how long GET /adminapi/users/appusersexcel takes for every app user
// (BENCH_USERS, default 1,000,000) and how much the server's resident memory
// grows meanwhile. Target (issue 11): under 60 s and under 300 MB of growth.
// Run after `npm run build`: node bench/export.mjs
import { performance } from 'node:perf_hooks';
import { rssMegabytes, startWithUsers, USERS } from './million-users.mjs';

const { base, token, serverPid, stop } = await startWithUsers();
try {
  // Warm the process up (first request, JIT) with a small export.
  await (await fetch(`${base}/adminapi/users/appusersexcel?query=Ramesh%20Patel%2040`, { headers: { authorization: token } })).arrayBuffer();
  const before = rssMegabytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(serverPid))), 100);

  const start = performance.now();
  const response = await fetch(`${base}/adminapi/users/appusersexcel`, { headers: { authorization: token } });
  const firstByte = performance.now() - start;
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMegabytes(serverPid));

  const rows = Number(response.headers.get('x-total-rows'));
  console.log(`export of ${rows.toLocaleString('en-IN')} users (status ${response.status})`);
  console.log(`  headers after   ${firstByte.toFixed(0)} ms`);
  console.log(`  whole file      ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB, ${Math.round(rows / seconds).toLocaleString('en-IN')} rows/s`);
  console.log(`  server RSS      ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, growth ${(peak - before).toFixed(0)} MB`);
  const ok = rows === USERS && seconds < 60 && peak - before < 300;
  console.log(ok ? 'within target (under 60 s, under 300 MB growth)' : 'OUTSIDE target (under 60 s, under 300 MB growth)');
} finally {
  await stop();
}
