#!/usr/bin/env node
// Prints how long GET /adminapi/users/appusersexcel takes for every app user
// (BENCH_USERS, default 1,000,000) and how much the server's resident memory
// grows meanwhile: first a slow download (0.1 MB/s for 30 s, then cancelled:
// under +75 MB, as the file waits at the cursor), then one export alone, then
// two at once (the most the server runs). Meanwhile a page of the app users list is asked for every 100 ms, and
// its p95 is printed against the same call while idle.
// Targets: one export under 25 s (issue 31; 60 s before) and +300 MB (issue 11); two at once under
// +300 MB in total (issue 15: backpressure from the cursor to the socket);
// after each, RSS back within 100 MB of idle within 30 s (printed as
// "settled"; the next case starts from there), and the list call's p95 at
// most 2× idle meanwhile. Last, a small export (one search) with every core
// kept busy by other processes: under 5 s (its thread starts at the usual
// priority and yields only past its first MB, so it does not wait a minute
// behind them).
// Run after `npm run build`: node bench/export.mjs
import { spawn } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile, rssMegabytes, seededName, startWithUsers, USERS } from './million-users.mjs';

const { base, token, serverPid, stop } = await startWithUsers();

/** A light call other staff make meanwhile: the first page of the list. */
async function listCall() {
  const start = performance.now();
  try {
    const response = await fetch(`${base}/adminapi/users/appusers?page=1&limit=10`, { headers: { authorization: token } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`status ${response.status}`);
  } catch (error) {
    console.log(`  a list call failed: ${error.cause?.message ?? error.message}`);
  }
  return performance.now() - start;
}

async function oneExport() {
  const start = performance.now();
  const response = await fetch(`${base}/adminapi/users/appusersexcel`, { headers: { authorization: token } });
  const firstByte = performance.now() - start;
  let bytes = 0;
  try {
    for await (const chunk of response.body) bytes += chunk.byteLength;
  } catch (error) {
    console.log(`  an export broke after ${(bytes / 1e6).toFixed(1)} MB: ${error.cause?.message ?? error.message}`);
  }
  return {
    status: response.status,
    rows: Number(response.headers.get('x-total-rows')),
    firstByte,
    seconds: (performance.now() - start) / 1000,
    bytes,
  };
}

/** Runs `count` exports at once while sampling the server's RSS and timing list calls. */
async function measure(count) {
  const before = rssMegabytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(serverPid))), 100);
  const listTimes = [];
  let exporting = true;
  const lister = (async () => {
    while (exporting) {
      listTimes.push(await listCall());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const start = performance.now();
  const results = await Promise.all(Array.from({ length: count }, () => oneExport()));
  const seconds = (performance.now() - start) / 1000;
  exporting = false;
  await lister;
  clearInterval(sampler);
  peak = Math.max(peak, rssMegabytes(serverPid));
  return { results, seconds, before, peak, listP95: percentile(listTimes, 0.95) };
}

/** One export of the whole list, styled header included (issue 31). */
const ONE_EXPORT_SECONDS = 25;
const RETURN_MB = 100;
const SLOW_BYTES_PER_SECOND = 100_000;
const SLOW_SECONDS = 30;
// The export thread's own cost (its isolate, exceljs, deflate) is 50-65 MB. On loopback the kernel lets the
// client's receive buffer grow to tcp_rmem's maximum (32 MB here), so it, not the server, would hold most
// of what a broken window let through: test/server/app-users-export-abort.spec.ts checks the window itself.
const SLOW_GROWTH_MB = 75;
const SETTLE_SECONDS = 30;

/** Samples RSS every second for up to SETTLE_SECONDS: when it is back within RETURN_MB of idle, and where it ends. */
async function settle(idleRss) {
  for (let second = 0; second <= SETTLE_SECONDS; second += 1) {
    const now = rssMegabytes(serverPid);
    if (now - idleRss <= RETURN_MB) return { settled: now, backAfter: second };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { settled: rssMegabytes(serverPid), backAfter: undefined };
}

try {
  // Warm the process up (first request, JIT) with a small export and a few list calls.
  await (
    await fetch(`${base}/adminapi/users/appusersexcel?query=${encodeURIComponent(seededName(40))}`, { headers: { authorization: token } })
  ).arrayBuffer();
  const idleTimes = [];
  for (let call = 0; call < 50; call += 1) idleTimes.push(await listCall());
  const idleP95 = percentile(idleTimes, 0.95);

  const idleRss = rssMegabytes(serverPid);
  let ok = true;
  // First, from idle: a slow download (a browser on a slow line). The file waits at the cursor, not in
  // the server's memory (measured first, before the large cases leave memory the process reuses).
  {
    const before = rssMegabytes(serverPid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(serverPid))), 100);
    const response = await fetch(`${base}/adminapi/users/appusersexcel`, { headers: { authorization: token } });
    const reader = response.body.getReader();
    const start = performance.now();
    let bytes = 0;
    while (performance.now() - start < SLOW_SECONDS * 1000) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // Paced to SLOW_BYTES_PER_SECOND.
      const due = (bytes / SLOW_BYTES_PER_SECOND) * 1000 - (performance.now() - start);
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    }
    await reader.cancel();
    clearInterval(sampler);
    peak = Math.max(peak, rssMegabytes(serverPid));
    await settle(idleRss);
    console.log(`a slow download (${SLOW_BYTES_PER_SECOND / 1e6} MB/s for ${SLOW_SECONDS} s, then cancelled)`);
    console.log(
      `  read ${(bytes / 1e6).toFixed(1)} MB; server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, growth ${(peak - before).toFixed(0)} MB`,
    );
    ok &&= response.status === 200 && peak - before < SLOW_GROWTH_MB;
  }

  for (const count of [1, 2]) {
    const { results, seconds, before, peak, listP95 } = await measure(count);
    const { settled, backAfter } = await settle(idleRss);
    console.log(`${count === 1 ? 'one export' : 'two exports at once'} of ${USERS.toLocaleString('en-IN')} users`);
    for (const result of results) {
      console.log(
        `  status ${result.status}, ${result.rows.toLocaleString('en-IN')} rows, headers after ${result.firstByte.toFixed(0)} ms, ` +
          `${result.seconds.toFixed(1)} s, ${(result.bytes / 1e6).toFixed(1)} MB, ${Math.round(result.rows / result.seconds).toLocaleString('en-IN')} rows/s`,
      );
    }
    console.log(`  all done in     ${seconds.toFixed(1)} s`);
    console.log(`  server RSS      ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, growth ${(peak - before).toFixed(0)} MB`);
    console.log(
      `  settled         ${settled.toFixed(0)} MB (idle ${idleRss.toFixed(0)} MB), ` +
        (backAfter === undefined
          ? `not back within ${RETURN_MB} MB of idle in ${SETTLE_SECONDS} s`
          : `back within ${RETURN_MB} MB of idle after ${backAfter} s`),
    );
    console.log(`  list call p95   ${listP95.toFixed(1)} ms meanwhile (idle ${idleP95.toFixed(1)} ms, ${(listP95 / idleP95).toFixed(2)}×)`);
    ok &&=
      results.every((result) => result.status === 200 && result.rows === USERS) &&
      peak - before < 300 &&
      backAfter !== undefined &&
      listP95 <= 2 * idleP95 &&
      (count > 1 || seconds < ONE_EXPORT_SECONDS);
  }
  // A small export while other processes keep every core busy.
  const burners = Array.from({ length: os.availableParallelism() + 1 }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const start = performance.now();
    const response = await fetch(`${base}/adminapi/users/appusersexcel?query=${encodeURIComponent(seededName(41))}`, {
      headers: { authorization: token },
    });
    await response.arrayBuffer();
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `a small export (${response.headers.get('x-total-rows')} rows) with ${burners.length} busy processes on ${os.availableParallelism()} cores`,
    );
    console.log(`  status ${response.status}, ${seconds.toFixed(1)} s`);
    ok &&= response.status === 200 && seconds < 5;
  } finally {
    for (const burner of burners) burner.kill();
  }
  const targets = `one under ${ONE_EXPORT_SECONDS} s; growth under 300 MB for one and for two at once; back within ${RETURN_MB} MB of idle in ${SETTLE_SECONDS} s; list p95 at most 2× idle; a slow download under +${SLOW_GROWTH_MB} MB; a small one on busy cores under 5 s`;
  console.log(ok ? `within target (${targets})` : `OUTSIDE target (${targets})`);
} finally {
  await stop();
}
