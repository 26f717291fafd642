// Renders bounded in size, time and how many at once (issue 15): a large
// frame is drawn with its longest side at RENDER_MAX_SIDE, regions scaled with
// it, from a reduced copy made once; renders run in worker threads, a full
// queue answers 503 with Retry-After, and a render past its time is stopped.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { Metrics } from '../../server/src/common/metrics/metrics.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { ServerLifecycle } from '../../server/src/health/server-lifecycle.js';
import { derivedKey } from '../../server/src/images/images.service.js';
import { RENDER_BUSY, RENDER_SERVER_STOPPING, RENDER_TOO_SLOW, RenderPool, RenderUnavailable } from '../../server/src/frames/render/render-pool.js';
import { storedKey } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MAX_SIDE = 300;
const WIDTH = 1200;
const HEIGHT = 900;

describe('frame renders, bounded', () => {
  let t: TestApp;
  let superadmin: string;
  let frameId: string;
  let userId: string;
  let imagePath: string;

  beforeAll(async () => {
    t = await createTestApp({ RENDER_MAX_SIDE: String(MAX_SIDE) });
    superadmin = await t.signIn('superadmin');
    const field = await t.prisma.frameField.create({ data: { title: 'Name', variableName: 'name', type: 'text' } });
    const frame = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 250, g: 245, b: 235 } } })
      .png()
      .toBuffer();
    const uploaded = await t
      .http()
      .post('/adminapi/frame/upload')
      .set('Authorization', `Bearer ${superadmin}`)
      .attach('image', frame, 'big.png')
      .expect(201);
    imagePath = uploaded.body.data.path;
    const created = await t
      .http()
      .post('/adminapi/frame/create')
      .set('Authorization', `Bearer ${superadmin}`)
      .send({
        frameName: 'Large',
        imageId: uploaded.body.data.id,
        // The right half of the frame's bottom third, in the frame image's own pixels.
        regions: [
          { x: 600, y: 600, width: 600, height: 300, data: { index: 0 }, dataType: field.id, properties: { fontColor: '#000000', fontSize: 25 } },
        ],
      });
    expect({ status: created.status, message: created.body.message }).toEqual({ status: 201, message: 'Frame created successfully' });
    frameId = created.body.data.id;
    userId = (await t.prisma.appUser.create({ data: { name: 'Ramesh Patel', mobile: '9812345670', pinHash: 'x', userType: 'business' } })).id;
  });
  afterAll(() => t.close());

  const render = () =>
    t
      .http()
      .get(`/adminapi/frames/${frameId}/render?userId=${userId}`)
      .set('Authorization', `Bearer ${superadmin}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('draws a large frame with its longest side at RENDER_MAX_SIDE, the text inside the scaled region', async () => {
    const rendered = await render().expect(200);
    const poster = await sharp(rendered.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(poster.info).toMatchObject({ width: MAX_SIDE, height: (MAX_SIDE * HEIGHT) / WIDTH });
    const scale = MAX_SIDE / WIDTH;
    const region = { x: 600 * scale, y: 600 * scale, width: 600 * scale, height: 300 * scale };
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < poster.info.height; y += 1) {
      for (let x = 0; x < poster.info.width; x += 1) {
        const at = (y * poster.info.width + x) * poster.info.channels;
        if (poster.data[at] > 200) continue; // the light background
        if (x >= region.x && x < region.x + region.width && y >= region.y && y < region.y + region.height) inside += 1;
        else outside += 1;
      }
    }
    expect(inside).toBeGreaterThan(50);
    expect(outside).toBe(0);
    // And the GraphQL model tells the editor the same size.
    const frame = await t.graphql(`query ($id: ID!) { frame(id: $id) { imageWidth renderWidth renderHeight } }`, { id: frameId }, superadmin);
    expect(frame.body.data.frame).toEqual({ imageWidth: WIDTH, renderWidth: MAX_SIDE, renderHeight: 225 });
  });

  it('reduces the frame image once, into a stored copy beside the original, not per request', async () => {
    const copy = path.join(t.config.uploadsDir, derivedKey(storedKey(imagePath)));
    const first = await stat(copy);
    expect((await sharp(copy).metadata()).width).toBe(MAX_SIDE);
    await render().expect(200);
    await render().expect(200);
    expect((await stat(copy)).mtimeMs).toBe(first.mtimeMs);
  });
});

describe('the render pool', () => {
  const job = (side: number) => ({
    frameImage: new Uint8Array(0),
    width: side,
    height: side,
    scale: 1,
    regions: [],
    texts: {},
    images: {},
  });

  /** Thousands of long texts squeezed into small regions: fitting each measures thousands of lines (minutes of work, little memory). */
  function slowJob(frame: Buffer): Parameters<RenderPool['render']>[0] {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    return {
      ...job(200),
      frameImage: frame,
      regions: Array.from({ length: 3000 }, (_, index) => ({
        id: String(index),
        x: 0,
        y: 0,
        width: 200,
        height: 200,
        data: { index },
        properties: { fontSize: 60 },
        field: { id: 'f', title: 'Name', variableName: 'name', type: 'text' },
      })),
      texts: { name: words },
    } as unknown as Parameters<RenderPool['render']>[0];
  }

  it('answers 503 (with a Retry-After) when its one thread is busy and its queue of one is full', async () => {
    const config = await loadConfig({ JWT_SECRET: 'x'.repeat(32), RENDER_THREADS: '1', RENDER_QUEUE: '1', DATA_DIR: '/tmp/render-pool-test' });
    const pool = new RenderPool(config, new ServerLifecycle(), new Metrics({} as pg.Pool, config));
    try {
      // An empty frame image fails in the worker; what matters is who gets a place.
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => pool.render({ ...job(10), frameImage: new Uint8Array(8) })));
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof RenderUnavailable);
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as RenderUnavailable;
      expect(reason).toMatchObject({ message: RENDER_BUSY, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
    } finally {
      await pool.onModuleDestroy();
    }
  }, 60_000);

  it('survives the cancel of a render it refused (tinypool asserted on it and ended the process)', async () => {
    const config = await loadConfig({ JWT_SECRET: 'x'.repeat(32), RENDER_THREADS: '1', RENDER_QUEUE: '1', DATA_DIR: '/tmp/render-pool-test' });
    const pool = new RenderPool(config, new ServerLifecycle(), new Metrics({} as pg.Pool, config));
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const cancel = new AbortController();
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => pool.render({ ...job(10), frameImage: new Uint8Array(8) }, cancel.signal)));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof RenderUnavailable)).toHaveLength(1);
      // The browser that asked goes away (or the render's time runs out) after the refusal.
      cancel.abort();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await pool.onModuleDestroy();
    }
  }, 60_000);

  it('stops a render past RENDER_TIMEOUT_MS, and the next render still runs', async () => {
    // Long enough for a worker to start on a busy machine, far too short for the slow job below.
    const config = await loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      RENDER_THREADS: '1',
      RENDER_TIMEOUT_MS: '4000',
      DATA_DIR: '/tmp/render-pool-test',
    });
    const pool = new RenderPool(config, new ServerLifecycle(), new Metrics({} as pg.Pool, config));
    const frame = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const slow = slowJob(frame);
    try {
      const started = Date.now();
      await expect(pool.render(slow)).rejects.toMatchObject({ message: RENDER_TOO_SLOW });
      expect(Date.now() - started).toBeLessThan(8000);
      const small = await pool.render({ ...job(50), frameImage: frame });
      expect((await sharp(small).metadata()).width).toBe(50);
    } finally {
      await pool.onModuleDestroy();
    }
  }, 60_000);
  it('on SIGTERM abandons a render in flight and refuses new ones, with a 503 that asks to retry', async () => {
    const config = await loadConfig({ JWT_SECRET: 'x'.repeat(32), RENDER_THREADS: '1', DATA_DIR: '/tmp/render-pool-test' });
    const lifecycle = new ServerLifecycle();
    const pool = new RenderPool(config, lifecycle, new Metrics({} as pg.Pool, config));
    const frame = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    try {
      const inFlight = pool.render(slowJob(frame));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const started = Date.now();
      lifecycle.beginStopping();
      await expect(inFlight).rejects.toMatchObject({ message: RENDER_SERVER_STOPPING, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect(pool.render({ ...job(50), frameImage: frame })).rejects.toMatchObject({ message: RENDER_SERVER_STOPPING });
    } finally {
      await pool.onModuleDestroy();
    }
  }, 60_000);
});
