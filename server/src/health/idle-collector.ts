import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { getHeapStatistics } from 'node:v8';
import { Metrics } from '../common/metrics/metrics.js';
import { ServerLifecycle } from './server-lifecycle.js';

/** How often the collector looks (a heap-statistics read: microseconds). */
export const IDLE_CHECK_MS = 1_000;
/** No request in flight for this long: the burst is over. */
export const IDLE_QUIET_MS = 2_000;
/** Heap in use this far above what the last collection left: worth collecting (idle is about 60 MB in use). */
export const IDLE_GROWTH_BYTES = 32 * 1024 * 1024;

/** Optional: tests give their own heap reading and collection. */
export const IDLE_COLLECTOR_OPTIONS = Symbol('IDLE_COLLECTOR_OPTIONS');

export interface IdleCollectorOptions {
  /** A full, synchronous collection: V8's `gc` (the serve and start scripts run Node with --expose-gc). */
  collect?: () => void;
  /** Bytes of heap in use. */
  heapUsed?: () => number;
}

/**
 * Gives the memory a burst of requests leaves behind back as soon as the
 * server goes quiet (issue 31, docs/performance.md 'Memory').
 *
 * Under load V8 lets the old generation grow to a multiple of what is alive
 * before it collects: after 15 s of 32 clients, 110–145 MB of heap is in use
 * where idle is 64, almost all of it garbage. Nothing runs a full collection
 * once the load stops: V8's memory reducer does, but only after its 8-second
 * checks see a quiet allocation rate, 20–40 s later in our runs. This looks
 * once a second; when no request has been in flight for IDLE_QUIET_MS and the
 * heap in use is IDLE_GROWTH_BYTES above what the last collection left, it
 * runs two full collections (the second releases the pages the first
 * emptied). A pause of tens of ms, on a server nobody is waiting for.
 *
 * Without --expose-gc (a server started some other way than `npm start` or
 * `npm run serve`) it does nothing and V8's own schedule applies.
 */
@Injectable()
export class IdleCollector implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('IdleCollector');
  private readonly collect?: () => void;
  private readonly heapUsed: () => number;
  private readonly collections: Counter;
  private timer?: NodeJS.Timeout;
  /** Heap in use after the last collection (or at start). */
  private baseline = 0;

  constructor(
    private readonly lifecycle: ServerLifecycle,
    metrics: Metrics,
    @Optional() @Inject(IDLE_COLLECTOR_OPTIONS) options: IdleCollectorOptions = {},
  ) {
    const gc = globalThis.gc;
    this.collect = options.collect ?? (gc ? () => gc() : undefined);
    this.heapUsed = options.heapUsed ?? (() => getHeapStatistics().used_heap_size);
    this.collections = metrics.counter(
      'idle_collections_total',
      'Full garbage collections run once the server went quiet after a burst (docs/operations.md)',
    );
  }

  onApplicationBootstrap(): void {
    if (!this.collect) {
      this.logger.debug('Node runs without --expose-gc: memory after a burst is left to V8');
      return;
    }
    this.baseline = this.heapUsed();
    this.timer = setInterval(() => this.check(), IDLE_CHECK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One look: collects when the server is quiet and the heap has grown since the last collection. */
  private check(): void {
    if (!this.collect || this.lifecycle.stopping || this.lifecycle.quietForMs() < IDLE_QUIET_MS) return;
    const used = this.heapUsed();
    // Below the baseline (V8 collected on its own): that is the new floor.
    if (used < this.baseline) this.baseline = used;
    if (used - this.baseline < IDLE_GROWTH_BYTES) return;
    this.collect();
    this.collect();
    this.baseline = this.heapUsed();
    this.collections.inc();
    this.logger.debug(`Quiet after a burst: heap in use ${mb(used)} → ${mb(this.baseline)} MB`);
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
