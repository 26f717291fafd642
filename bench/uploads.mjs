#!/usr/bin/env node
// Uploads 50 images of 1.9 MB in one multipart request to
// POST /adminapi/customcategories/uploadimages on the built server (npm run
// build first, on a fresh embedded PostgreSQL) and prints how long it took and
// the server process's resident memory (VmRSS from /proc/<pid>/status) before,
// at its peak during the request, and after. The upload service streams one
// file at a time to disk, so the peak should stay far below the request size.
// The first round includes sharp's warm-up (libvips thread pool and caches);
// later rounds show the steady state. Figures, not pass/fail.
// BENCH_UPLOAD_ROUNDS repeats the request (default 3).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startBenchServer } from './server-runtime.mjs';

const FILES = 50;
const FILE_BYTES = 1_900_000;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-bench-uploads-'));
const server = await startBenchServer({ dataDir });
const { base } = server;

/** The server's resident set in MB (VmRSS), read from /proc. */
async function rssMb() {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) / 1024;
}

/** A real PNG of random pixels (it barely compresses), padded to exactly `bytes` (decoders ignore data after IEND). */
async function pngOfSize(bytes) {
  const side = Math.floor(Math.sqrt((bytes * 0.95) / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = (Math.random() * 256) | 0;
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

async function call(method, route, body, token) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  return response.json();
}

const mb = (value) => `${value.toFixed(1)} MB`;

try {
  const token = await server.signIn();
  const category = await call('POST', '/adminapi/customcategories/create', { customcategoryName: 'Bench', priority: 1, status: true }, token);
  const png = await pngOfSize(FILE_BYTES);
  console.log(
    `${FILES} files of ${FILE_BYTES.toLocaleString('en')} bytes (${mb((FILES * FILE_BYTES) / 1024 / 1024)}) in one request, ${ROUNDS} rounds`,
  );

  for (let round = 1; round <= ROUNDS; round += 1) {
    const form = new FormData();
    form.append('id', category.data.id);
    for (let index = 0; index < FILES; index += 1) form.append('images', new Blob([png], { type: 'image/png' }), `bench-${index}.png`);

    const before = await rssMb();
    let peak = before;
    const sampler = setInterval(() => {
      rssMb().then(
        (value) => (peak = Math.max(peak, value)),
        () => {},
      );
    }, 25);
    const start = performance.now();
    const response = await fetch(`${base}/adminapi/customcategories/uploadimages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await response.json();
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await rssMb();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body.message}`);
    console.log(
      `round ${round}: ${response.status} '${body.message}', gallery ${body.data.length} images, ${seconds.toFixed(2)} s` +
        `  RSS before ${mb(before)}  peak ${mb(peak)} (+${mb(peak - before)})  after ${mb(after)}`,
    );
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
