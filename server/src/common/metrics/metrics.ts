import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PG_POOL } from '../postgres/pool.js';

/** Seconds; from a cached list (a few ms) to a long export's first bytes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names are chosen by callers: past this many distinct ones, the rest count as 'other'. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** pg-boss states worth a graph: waiting (created, retry), running, failed. */
const QUEUE_STATES = ['created', 'retry', 'active', 'failed'];

/**
 * The process's Prometheus series (docs/operations.md, 'Metrics'). Features
 * add their own (exports, renders, trash purges, image removals) through
 * `gauge` and `counter`; a gauge's value is read at scrape time, so nothing
 * runs between scrapes.
 */
@Injectable()
export class Metrics implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly graphqlDuration: Histogram<'operation' | 'type' | 'outcome'>;
  private readonly operationNames = new Set<string>();
  private localServer?: Server;

  constructor(
    @Inject(PG_POOL) pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by matched route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operations by operation name, type and outcome (ok or error)',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    // One pool under Prisma's adapter and the throttling counters alike (common/postgres/pool.ts).
    this.gauge('db_pool_connections', 'Connections of the PostgreSQL pool by state (total, idle, waiting: callers waiting for one)', {
      labelNames: ['pool', 'state'],
      read: (gauge) => {
        gauge.set({ pool: 'app', state: 'total' }, pool.totalCount);
        gauge.set({ pool: 'app', state: 'idle' }, pool.idleCount);
        gauge.set({ pool: 'app', state: 'waiting' }, pool.waitingCount);
      },
    });
    this.gauge('jobs_queue_jobs', 'pg-boss jobs by queue and state (created and retry: queued; active; failed)', {
      labelNames: ['queue', 'state'],
      read: async (gauge) => {
        try {
          const { rows } = await pool.query<{ name: string; state: string; count: number }>(
            `SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job WHERE state::text = ANY($1) GROUP BY 1, 2`,
            [QUEUE_STATES],
          );
          gauge.reset();
          for (const row of rows) gauge.set({ queue: row.name, state: row.state }, row.count);
        } catch (error) {
          // No pgboss schema yet (no job ever started), or the database is down: no figures this scrape.
          this.logger.debug(`Job queue figures unavailable: ${(error as Error).message}`);
        }
      },
    });
  }

  /** A gauge whose value is set by `read` at each scrape. */
  gauge<Label extends string>(
    name: string,
    help: string,
    options: { labelNames?: readonly Label[]; read: (gauge: Gauge<Label>) => void | Promise<void> },
  ): void {
    const { read } = options;
    // The last registration wins (a test may build a second RenderPool on the app's registry).
    this.registry.removeSingleMetric(name);
    new Gauge<Label>({
      name,
      help,
      labelNames: options.labelNames ?? [],
      registers: [this.registry],
      collect() {
        return read(this);
      },
    });
  }

  counter<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []): Counter<Label> {
    return new Counter<Label>({ name, help, labelNames, registers: [this.registry] });
  }

  /** Express middleware: each answer's duration under its matched route pattern (never the raw URL). */
  readonly timeRequests = (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.httpDuration.observe({ method: request.method, route: routePattern(request), status: String(response.statusCode) }, seconds);
    });
    next();
  };

  observeGraphqlOperation(name: string | undefined | null, type: string | undefined, failed: boolean, seconds: number): void {
    let operation = name && OPERATION_NAME.test(name) ? name : 'anonymous';
    if (!this.operationNames.has(operation)) {
      if (this.operationNames.size >= MAX_OPERATION_NAMES) operation = 'other';
      else this.operationNames.add(operation);
    }
    this.graphqlDuration.observe({ operation, type: type ?? 'unknown', outcome: failed ? 'error' : 'ok' }, seconds);
  }

  /** METRICS_PORT: /metrics without a token, on 127.0.0.1 only (a scraper on the same host, or a sidecar). */
  async onApplicationBootstrap(): Promise<void> {
    const { port } = this.config.metrics;
    if (!port) return;
    const server = createServer((request, response) => {
      if (request.method === 'GET' && request.url?.split('?')[0] === '/metrics') {
        void this.answer(response as Response);
        return;
      }
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    this.localServer = server;
    this.logger.log(`Metrics on http://127.0.0.1:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.localServer;
    if (!server) return;
    this.localServer = undefined;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** The public port's /metrics: answered only with `Authorization: Bearer <METRICS_TOKEN>`, else 404 as if absent. */
  readonly servePublic = (request: Request, response: Response) => {
    const { token } = this.config.metrics;
    if (request.method === 'GET' && token && bearerMatches(request.headers.authorization, token)) {
      void this.answer(response);
      return;
    }
    response.status(404).json({ message: 'Not found' });
  };

  /** GET /metrics: the text exposition format. */
  private async answer(response: Pick<Response, 'setHeader' | 'end' | 'statusCode'>): Promise<void> {
    try {
      const text = await this.registry.metrics();
      response.setHeader('Content-Type', this.registry.contentType);
      response.setHeader('Cache-Control', 'no-store');
      response.end(text);
    } catch (error) {
      this.logger.warn(`Metrics could not be collected: ${(error as Error).message}`);
      response.statusCode = 500;
      response.end();
    }
  }
}

/**
 * The route a request matched ('/adminapi/users/:id'); requests outside Nest's
 * router go under a few fixed names, so no caller can add series by inventing URLs.
 */
function routePattern(request: Request): string {
  const routePath = (request.route as { path?: unknown } | undefined)?.path;
  // Nest's catch-all for unknown /adminapi paths ('/adminapi*path') falls through to the names below.
  if (typeof routePath === 'string' && routePath && !routePath.includes('*')) return `${request.baseUrl ?? ''}${routePath}`;
  const path = request.originalUrl.split('?')[0];
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path === '/adminapi' || path.startsWith('/adminapi/')) return '/adminapi/* (no route)';
  return '/* (client pages and files)';
}

/** True when the header is `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
