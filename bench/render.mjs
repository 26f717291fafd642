#!/usr/bin/env node
// Five parallel renders of a 7000 x 7000 frame with 50 text regions on the
// built server (npm run build first; its own embedded PostgreSQL), twice: the
// first round finds the frame image not yet reduced (one render makes the
// stored copy), the second is the steady state. Prints the server's peak
// resident memory (VmRSS: worker threads included, they share the process)
// and the p50/p99 of GET /adminapi/health asked every 20 ms meanwhile.
// Targets (issue 15): under 1 GB in total, health p99 under 100 ms.
// RENDER_* settings in the environment reach the server (README).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startBenchServer } from './server-runtime.mjs';

const SIDE = 7000;
const REGIONS = 50;
const PARALLEL = 5;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-bench-render-'));
const server = await startBenchServer({ dataDir });
const { base } = server;

async function rssMb() {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) / 1024;
}

const percentile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

async function call(method, route, body, token) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${json.message}`);
  return json;
}

/** A 7000 x 7000 JPEG under the 2 MB upload limit: a smooth gradient with a few shapes (49 megapixels to decode all the same). */
function largeFrame() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${SIDE / 2}" cy="${SIDE / 3}" r="${SIDE / 5}" fill="#fff7ed" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false }).jpeg({ quality: 70 }).toBuffer();
}

try {
  const token = await server.signIn();
  const fieldForm = new FormData();
  fieldForm.append('title', 'Name');
  fieldForm.append('variableName', 'name');
  fieldForm.append('type', 'text');
  const field = (await call('POST', '/adminapi/framefield/create', fieldForm, token)).data;
  const user = (
    await call('POST', '/adminapi/users/create', { name: 'રમેશભાઈ પટેલ Ramesh Patel', mobile: '9876500001', pin: '1234', userType: 'business' }, token)
  ).data;

  const jpeg = await largeFrame();
  const uploadForm = new FormData();
  uploadForm.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'large.jpg');
  const image = (await call('POST', '/adminapi/frame/upload', uploadForm, token)).data;
  const cell = SIDE / 10;
  const regions = Array.from({ length: REGIONS }, (_, index) => ({
    x: (index % 10) * cell + 20,
    y: Math.floor(index / 10) * (SIDE / 5) + 20,
    width: cell - 40,
    height: SIDE / 5 - 40,
    data: { index },
    dataType: field.id,
    properties: { fontSize: 25, fontWeight: 700, fontColor: '#7c2d12', fontFamily: 'Noto Sans Gujarati' },
  }));
  const frame = (await call('POST', '/adminapi/frame/create', { frameName: 'Bench 7000', imageId: image.id, regions }, token)).data;
  console.log(`frame ${image.width} x ${image.height} (${(jpeg.length / 1e6).toFixed(2)} MB JPEG), ${REGIONS} regions; ${PARALLEL} renders at once`);

  const idle = await rssMb();
  for (const round of ['first (frame image not reduced yet)', 'second (steady state)']) {
    const before = await rssMb();
    let peak = before;
    const sampler = setInterval(
      () =>
        rssMb().then(
          (value) => (peak = Math.max(peak, value)),
          () => {},
        ),
      25,
    );
    const healthTimes = [];
    let rendering = true;
    const pinger = (async () => {
      while (rendering) {
        const start = performance.now();
        await fetch(`${base}/adminapi/health`)
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
        healthTimes.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const start = performance.now();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const response = await fetch(`${base}/adminapi/frames/${frame.id}/render?userId=${user.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = Buffer.from(await response.arrayBuffer());
        const size = response.ok ? await sharp(body).metadata() : undefined;
        return { status: response.status, retryAfter: response.headers.get('retry-after'), seconds: (performance.now() - start) / 1000, size };
      }),
    );
    rendering = false;
    await pinger;
    clearInterval(sampler);
    peak = Math.max(peak, await rssMb());
    console.log(`${round} round`);
    for (const result of results) {
      console.log(
        `  status ${result.status}${result.retryAfter ? ` (Retry-After ${result.retryAfter})` : ''} after ${result.seconds.toFixed(1)} s` +
          (result.size ? `, ${result.size.width} x ${result.size.height} PNG` : ''),
      );
    }
    console.log(`  server RSS   ${idle.toFixed(0)} MB idle, ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak`);
    console.log(
      `  health       p50 ${percentile(healthTimes, 0.5).toFixed(1)} ms, p99 ${percentile(healthTimes, 0.99).toFixed(1)} ms (${healthTimes.length} calls)`,
    );
    const ok = peak < 1024 && percentile(healthTimes, 0.99) < 100;
    console.log(ok ? '  within target (under 1 GB, health p99 under 100 ms)' : '  OUTSIDE target (under 1 GB, health p99 under 100 ms)');
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
