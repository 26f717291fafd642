// Issue 31: once a burst of requests is over, the server collects the garbage
// it left (V8's own memory reducer takes 20-40 s), so its memory is back near
// idle well within the 30 s bench:memory allows. Here with the real request
// counter, a clock and a heap reading of the test's own; bench:memory measures
// the real thing (docs/performance.md, 'Memory').
import { describe, expect, it } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { NextFunction, Request, Response } from 'express';
import { loadConfig } from '../../server/src/config/app-config.js';
import { Metrics } from '../../server/src/common/metrics/metrics.js';
import { IDLE_GROWTH_BYTES, IDLE_QUIET_MS, IdleCollector } from '../../server/src/health/idle-collector.js';
import { ServerLifecycle } from '../../server/src/health/server-lifecycle.js';

const MB = 1024 * 1024;

async function setUp() {
  const clock = { now: Date.now() };
  const heap = { used: 60 * MB };
  const collections: number[] = [];
  const lifecycle = new ServerLifecycle();
  const config = await loadConfig({ DATA_DIR: '/tmp/poster-admin-idle-collector', JWT_SECRET: 'x'.repeat(40), CLIENT_DIR: '/nonexistent' });
  // The pool is only read when /metrics is scraped, which this test does not do.
  const metrics = new Metrics({} as pg.Pool, config);
  const collector = new IdleCollector(lifecycle, metrics, {
    now: () => clock.now,
    heapUsed: () => heap.used,
    // A full collection leaves what is alive: 62 MB.
    collect: () => {
      collections.push(clock.now);
      heap.used = 62 * MB;
    },
  });
  collector.onApplicationBootstrap();
  collector.onApplicationShutdown();
  /** A request through the real counting middleware; returns its end. */
  const begin = () => {
    const response = Object.assign(new EventEmitter(), { setHeader: () => undefined });
    lifecycle.track({} as Request, response as unknown as Response, (() => undefined) as NextFunction);
    return () => response.emit('close');
  };
  const counted = async () => (await metrics.registry.getSingleMetric('idle_collections_total')!.get()).values[0]?.value ?? 0;
  return { clock, heap, collections, lifecycle, collector, begin, counted };
}

describe('collection once the server is quiet (issue 31)', () => {
  it('collects after a burst once no request has run for the quiet time, and counts it in the metrics', async () => {
    const { clock, heap, collections, collector, begin, counted } = await setUp();
    // A burst: the heap grows well past idle while requests run.
    const ends = Array.from({ length: 32 }, begin);
    heap.used = 60 * MB + IDLE_GROWTH_BYTES + 50 * MB;
    clock.now += 10_000;
    expect(collector.check()).toBe(false); // requests in flight
    for (const end of ends.slice(1)) end();
    clock.now += IDLE_QUIET_MS;
    expect(collector.check()).toBe(false); // one still in flight
    // The middleware stamps the real time when the last request ends.
    clock.now = Date.now();
    ends[0]();
    expect(collector.check()).toBe(false); // not quiet long enough yet
    clock.now += IDLE_QUIET_MS + 100;
    expect(collector.check()).toBe(true);
    expect(collections).toHaveLength(2); // the second one releases the pages the first emptied
    expect(await counted()).toBe(1);
    // Quiet, and nothing has grown since: nothing more to do.
    clock.now += 60_000;
    expect(collector.check()).toBe(false);
    expect(collections).toHaveLength(2);
  });

  it('leaves a quiet server whose heap has grown less than the threshold alone', async () => {
    const { clock, heap, collections, collector, counted } = await setUp();
    clock.now = Date.now() + 60_000;
    heap.used = 60 * MB + IDLE_GROWTH_BYTES - MB;
    expect(collector.check()).toBe(false);
    // V8 collected by itself: its floor is the new baseline, and growth is measured from there.
    heap.used = 40 * MB;
    expect(collector.check()).toBe(false);
    heap.used = 40 * MB + IDLE_GROWTH_BYTES;
    expect(collector.check()).toBe(true);
    expect(collections).toHaveLength(2);
    expect(await counted()).toBe(1);
  });

  it('does nothing while the server stops, or when Node runs without --expose-gc', async () => {
    const { clock, heap, collections, collector, lifecycle } = await setUp();
    clock.now = Date.now() + 60_000;
    heap.used = 500 * MB;
    lifecycle.beginStopping();
    expect(collector.check()).toBe(false);
    expect(collections).toHaveLength(0);

    const config = await loadConfig({ DATA_DIR: '/tmp/poster-admin-idle-collector', JWT_SECRET: 'x'.repeat(40), CLIENT_DIR: '/nonexistent' });
    const bare = new IdleCollector(new ServerLifecycle(), new Metrics({} as pg.Pool, config), {
      collect: undefined,
      heapUsed: () => 500 * MB,
      now: () => Date.now() + 60_000,
    });
    expect(typeof globalThis.gc).toBe('undefined'); // jest runs without the flag
    expect(bare.check()).toBe(false);
  });
});
