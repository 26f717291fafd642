import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Tinypool } from 'tinypool';
import { AppError } from '../../common/errors/app-error.js';
import { Metrics } from '../../common/metrics/metrics.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { workerEntry } from '../../common/workers/worker-entry.js';
import { ServerLifecycle } from '../../health/server-lifecycle.js';
import type { RenderJob } from './poster-renderer.js';

export const RENDER_BUSY = 'The server is busy drawing other posters. Please try again in a moment';
export const RENDER_TOO_SLOW = 'The poster took too long to draw. Please try again';
export const RENDER_SERVER_STOPPING = 'The server is restarting. Please try again in a minute';
/** Seconds a refused caller is asked to wait (Retry-After). */
export const RENDER_RETRY_AFTER_SECONDS = 5;

/** An AppError that also asks the caller to retry later (503 with Retry-After). */
export class RenderUnavailable extends AppError {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super('SERVICE_UNAVAILABLE', message);
  }
}

/**
 * Poster renders off the main thread: a pool of RENDER_THREADS worker threads
 * (by default one fewer than the cores, at least one, so API answers keep a
 * core), RENDER_QUEUE renders waiting at most, and RENDER_TIMEOUT_MS for a
 * render from its request on: past it the task leaves the queue or its
 * worker is stopped, mid-draw. The pool (and tinypool with it) is made on the
 * first render, so a server that never renders pays nothing for it.
 */
@Injectable()
export class RenderPool implements OnModuleDestroy {
  private readonly logger = new Logger(RenderPool.name);
  private pool?: Promise<Tinypool>;
  /** Renders asked for and not yet settled (running or queued). */
  private pending = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lifecycle: ServerLifecycle,
    metrics: Metrics,
  ) {
    metrics.gauge('renders', 'Poster renders by state (running: drawing in a thread; queued: waiting for one)', {
      labelNames: ['state'],
      read: async (gauge) => {
        const queued = (await this.pool?.catch(() => undefined))?.queueSize ?? 0;
        gauge.set({ state: 'queued' }, queued);
        gauge.set({ state: 'running' }, Math.max(0, this.pending - queued));
      },
    });
  }

  async render(job: RenderJob, cancelled?: AbortSignal): Promise<Buffer> {
    const stopping = this.lifecycle.stopSignal;
    if (stopping.aborted) throw new RenderUnavailable(RENDER_SERVER_STOPPING);
    const pool = await (this.pool ??= this.start());
    const { timeoutMs } = this.config.render;
    const timeout = AbortSignal.timeout(timeoutMs);
    // tinypool keeps its abort listener on a task it refused (queue full) and, when that
    // signal fires later, asserts the task is in its queue: an uncaught exception that
    // ends the process. So the task gets a signal of its own, tied to the timeout and the
    // caller's cancel only while the task is in the pool; once run() settles it never fires.
    const task = new AbortController();
    const abortTask = () => task.abort();
    // A stop (SIGTERM) abandons renders in flight: their callers get a 503 asking them to retry.
    const sources = cancelled ? [timeout, stopping, cancelled] : [timeout, stopping];
    for (const source of sources) source.addEventListener('abort', abortTask, { once: true });
    this.pending += 1;
    try {
      // Copied, not transferred: a small Buffer may share its memory with others.
      const png = (await pool.run(job, { signal: task.signal })) as Uint8Array;
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } catch (error) {
      if (/Task queue is at limit|No task queue available/.test((error as Error).message)) throw new RenderUnavailable(RENDER_BUSY);
      if (stopping.aborted) throw new RenderUnavailable(RENDER_SERVER_STOPPING);
      if (timeout.aborted) {
        this.logger.warn(`A render passed RENDER_TIMEOUT_MS (${timeoutMs} ms) and was abandoned`);
        throw new RenderUnavailable(RENDER_TOO_SLOW);
      }
      throw error;
    } finally {
      this.pending -= 1;
      for (const source of sources) source.removeEventListener('abort', abortTask);
    }
  }

  private async start(): Promise<Tinypool> {
    const { Tinypool } = await import('tinypool');
    const worker = workerEntry(import.meta.url, 'render-worker');
    return new Tinypool({
      filename: worker.filename.href,
      minThreads: 0,
      maxThreads: this.config.render.threads,
      maxQueue: this.config.render.queue,
      // Threads (and their canvas memory) go back after a minute without renders.
      idleTimeout: 60_000,
      execArgv: worker.execArgv,
    });
  }

  async onModuleDestroy() {
    const pool = await this.pool?.catch(() => undefined);
    await pool?.destroy();
  }
}
