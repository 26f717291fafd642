// Issue 31: once a burst of requests is over, the server collects the garbage
// it left (V8's own memory reducer takes 20-40 s), so its memory is back near
// idle well within the 30 s bench:memory allows. Here with the real request
// counter and the collector's own timer on jest's clock, and a heap reading of
// the test's own; bench:memory measures the real thing (docs/performance.md,
// 'Memory').
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { NextFunction, Request, Response } from 'express';
import { loadConfig } from '../../server/src/config/app-config.js';
import { Metrics } from '../../server/src/common/metrics/metrics.js';
import { IDLE_CHECK_MS, IDLE_GROWTH_BYTES, IDLE_QUIET_MS, IdleCollector, type IdleCollectorOptions } from '../../server/src/health/idle-collector.js';
import { ServerLifecycle } from '../../server/src/health/server-lifecycle.js';

const MB = 1024 * 1024;

async function setUp(options: Partial<IdleCollectorOptions> = {}) {
  const heap = { used: 60 * MB };
  let collections = 0;
  const lifecycle = new ServerLifecycle();
  const config = await loadConfig({ DATA_DIR: '/tmp/poster-admin-idle-collector', JWT_SECRET: 'x'.repeat(40), CLIENT_DIR: '/nonexistent' });
  // The pool is only read when /metrics is scraped, which this test does not do.
  const metrics = new Metrics({} as pg.Pool, config);
  const collector = new IdleCollector(lifecycle, metrics, {
    heapUsed: () => heap.used,
    // A full collection leaves what is alive: 62 MB.
    collect: () => {
      collections += 1;
      heap.used = 62 * MB;
    },
    ...options,
  });
  collector.onApplicationBootstrap();
  /** A request through the real counting middleware; returns its end. */
  const begin = () => {
    const response = Object.assign(new EventEmitter(), { setHeader: () => undefined });
    lifecycle.track({} as Request, response as unknown as Response, (() => undefined) as NextFunction);
    return () => response.emit('close');
  };
  const counted = async () => (await metrics.registry.getSingleMetric('idle_collections_total')!.get()).values[0]?.value ?? 0;
  return { heap, collections: () => collections, lifecycle, collector, begin, counted };
}

describe('collection once the server is quiet (issue 31)', () => {
  let collector: IdleCollector | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    collector?.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('collects after a burst once no request has run for the quiet time, and counts it in the metrics', async () => {
    const t = await setUp();
    collector = t.collector;
    // A burst: the heap grows well past idle while requests run.
    const ends = Array.from({ length: 32 }, t.begin);
    t.heap.used = 60 * MB + IDLE_GROWTH_BYTES + 50 * MB;
    jest.advanceTimersByTime(10_000);
    expect(t.collections()).toBe(0); // requests in flight
    for (const end of ends.slice(1)) end();
    jest.advanceTimersByTime(IDLE_QUIET_MS * 2);
    expect(t.collections()).toBe(0); // one still in flight
    ends[0]();
    jest.advanceTimersByTime(IDLE_QUIET_MS - IDLE_CHECK_MS);
    expect(t.collections()).toBe(0); // not quiet long enough yet
    jest.advanceTimersByTime(IDLE_CHECK_MS * 2);
    expect(t.collections()).toBe(2); // the second one gives back the pages the first emptied
    expect(await t.counted()).toBe(1);
    // Quiet, and nothing has grown since: nothing more to do.
    jest.advanceTimersByTime(60_000);
    expect(t.collections()).toBe(2);
  });

  it('leaves a quiet server whose heap has grown less than the threshold alone', async () => {
    const t = await setUp();
    collector = t.collector;
    t.heap.used = 60 * MB + IDLE_GROWTH_BYTES - MB;
    jest.advanceTimersByTime(60_000);
    expect(t.collections()).toBe(0);
    // V8 collected by itself: its floor is the new baseline, and growth is measured from there.
    t.heap.used = 40 * MB;
    jest.advanceTimersByTime(IDLE_CHECK_MS);
    t.heap.used = 40 * MB + IDLE_GROWTH_BYTES;
    jest.advanceTimersByTime(IDLE_CHECK_MS);
    expect(t.collections()).toBe(2);
    expect(await t.counted()).toBe(1);
  });

  it('does nothing while the server stops', async () => {
    const t = await setUp();
    collector = t.collector;
    t.heap.used = 500 * MB;
    t.lifecycle.beginStopping();
    jest.advanceTimersByTime(60_000);
    expect(t.collections()).toBe(0);
  });

  it('does nothing when Node runs without --expose-gc (as jest does): no timer at all', async () => {
    expect(globalThis.gc).toBeUndefined();
    const t = await setUp({ collect: undefined });
    collector = t.collector;
    t.heap.used = 500 * MB;
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(await t.counted()).toBe(0);
  });
});
