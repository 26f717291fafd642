#!/usr/bin/env node
// Prints the server's resident memory (VmRSS) idle after start, then its peak
// and its settled figure 30 s after each heavy case: a burst of 50 large
// images in one upload, an export of every app user, and a load test. The
// server runs as `npm run serve` starts it (bench/server-runtime.mjs).
// Targets (issue 15): idle (30 s after start, nothing asked) at most 150 MB;
// after each case, back within 100 MB of idle within 30 s.
// BENCH_USERS app users for the export (default 1,000,000; seeding takes a
// minute), BENCH_IMAGE_SIDE the images' side (default 7000: 49 megapixels,
// just under the upload limit), BENCH_LOAD_SECONDS (default 15).
// Run after `npm run build`: node bench/memory.mjs
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { rssMegabytes, startWithUsers, USERS } from './million-users.mjs';

const IMAGES = 50;
const SIDE = Number(process.env.BENCH_IMAGE_SIDE ?? 7000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const SETTLE_SECONDS = 30;
const IDLE_TARGET = 150;
const IDLE_SECONDS = 30;
const RETURN_TARGET = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Not signed in yet: idle is measured before the server has answered anything.
const { base, signIn, serverPid, stop } = await startWithUsers({ signInNow: false });
let token;
const rss = () => rssMegabytes(serverPid);

/** Runs `work` while sampling RSS every 50 ms; then samples every second for 30 s. */
async function measureCase(label, work) {
  let peak = rss();
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
  const start = performance.now();
  const detail = await work();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rss());
  let backAfter;
  let settled = rss();
  for (let second = 1; second <= SETTLE_SECONDS; second += 1) {
    await sleep(1000);
    settled = rss();
    if (backAfter === undefined && settled - idle <= RETURN_TARGET) backAfter = second;
  }
  const ok = settled - idle <= RETURN_TARGET;
  results.push({ label, ok });
  console.log(
    `${label.padEnd(44)} ${seconds.toFixed(1).padStart(5)} s  peak ${peak.toFixed(0).padStart(5)} MB  ` +
      `settled ${settled.toFixed(0).padStart(4)} MB (+${(settled - idle).toFixed(0)})  ` +
      `${backAfter === undefined ? `NOT back within ${RETURN_TARGET} MB in ${SETTLE_SECONDS} s` : `back within ${RETURN_TARGET} MB after ${backAfter} s`}` +
      (detail ? `  ${detail}` : ''),
  );
}

async function call(method, route, body) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: token, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A SIDE×SIDE PNG under the 2 MB upload limit: a gradient, which compresses well but decodes to SIDE²×3 bytes. */
async function largePng() {
  const raw = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y += 1) {
    const row = y * SIDE * 3;
    for (let x = 0; x < SIDE; x += 1) {
      raw[row + x * 3] = (x >> 5) & 0xff;
      raw[row + x * 3 + 1] = (y >> 5) & 0xff;
      raw[row + x * 3 + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const results = [];
let idle;
try {
  // Idle is a server that has answered nothing for IDLE_SECONDS: by then V8's memory reducer has
  // shrunk the young generation that start-up grew (--max-semi-space-size in the serve script).
  await sleep(5000);
  const justStarted = rss();
  await sleep((IDLE_SECONDS - 5) * 1000);
  idle = rss();
  const idleOk = idle <= IDLE_TARGET;
  console.log(`server: ${process.platform} ${process.arch}, Node ${process.version}; ${USERS.toLocaleString('en-IN')} app users`);
  console.log(`5 s after start                              RSS ${justStarted.toFixed(0)} MB`);
  console.log(
    `idle (${IDLE_SECONDS} s after start)                      RSS ${idle.toFixed(0)} MB — target at most ${IDLE_TARGET} MB: ${idleOk ? 'met' : 'NOT met'}`,
  );
  // Shown, not judged: what a first request leaves behind (the password hash's
  // native threads, the code compiled for the request's path), idle again.
  token = await signIn();
  await sleep(IDLE_SECONDS * 1000);
  console.log(`idle ${IDLE_SECONDS} s after one sign-in                   RSS ${rss().toFixed(0)} MB`);

  const png = await largePng();
  const category = await call('POST', '/adminapi/customcategories/create', { customcategoryName: 'Bench', priority: 1, status: true });
  await measureCase(`upload: ${IMAGES} images of ${SIDE}×${SIDE} in one request`, async () => {
    const form = new FormData();
    form.append('id', category.data.id);
    for (let index = 0; index < IMAGES; index += 1) form.append('images', new Blob([png], { type: 'image/png' }), `bench-${index}.png`);
    const body = await call('POST', '/adminapi/customcategories/uploadimages', form);
    return `(${(png.length / 1e6).toFixed(2)} MB each, gallery of ${body.data.length})`;
  });

  await measureCase(`export: all ${USERS.toLocaleString('en-IN')} app users`, async () => {
    const response = await fetch(`${base}/adminapi/users/appusersexcel`, { headers: { authorization: token } });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    return `(status ${response.status}, ${response.headers.get('x-total-rows')} rows, ${(bytes / 1e6).toFixed(0)} MB)`;
  });

  await measureCase(`load: 32 clients for ${LOAD_SECONDS} s (REST, GraphQL, search)`, async () => {
    const routes = [
      () => call('GET', '/adminapi/users/appusers?limit=50'),
      () => call('GET', `/adminapi/users/appusers?limit=10&query=${encodeURIComponent('Patel')}`),
      () => call('GET', '/adminapi/dashboard'),
      () =>
        call('POST', '/graphql', {
          query: 'query { appUsers(page: 1, limit: 50) { totalCount items { id name mobile village district } } }',
        }),
    ];
    let done = 0;
    const until = performance.now() + LOAD_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: 32 }, async (_unused, worker) => {
        for (let round = worker; performance.now() < until; round += 1) {
          await routes[round % routes.length]();
          done += 1;
        }
      }),
    );
    return `(${done.toLocaleString('en')} requests, ${Math.round(done / LOAD_SECONDS)}/s)`;
  });

  const failed = results.filter((result) => !result.ok).map((result) => result.label);
  console.log(
    idleOk && !failed.length
      ? `within target (idle ≤ ${IDLE_TARGET} MB; every case back within ${RETURN_TARGET} MB of idle in ${SETTLE_SECONDS} s)`
      : `OUTSIDE target: ${[...(idleOk ? [] : ['idle']), ...failed].join('; ')}`,
  );
} finally {
  await stop();
}
