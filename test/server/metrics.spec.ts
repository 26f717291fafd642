// Issue 30: Prometheus metrics on /metrics (only with METRICS_TOKEN on the
// public port, or without one on METRICS_PORT bound to 127.0.0.1), and the
// probes /livez and /readyz beside /adminapi/health.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { freePort } from '../../prisma/postgres.mjs';
import { ServerLifecycle } from '../../server/src/health/server-lifecycle.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('metrics and probes', () => {
  let t: TestApp;
  let metricsPort: number;
  let admin: string;

  beforeAll(async () => {
    metricsPort = await freePort();
    t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.text;
  };

  it('refuses /metrics on the public port without the token, or with another one, as if it did not exist', async () => {
    const bare = await t.http().get('/metrics').expect(404);
    expect(bare.text).not.toMatch(/http_request_duration_seconds/);
    await t.http().get('/metrics').set('Authorization', 'Bearer not-the-token').expect(404);
    await t.http().get('/metrics').set('Authorization', TOKEN).expect(404);
    await t.http().post('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('after some traffic, shows request durations by route pattern and status, GraphQL operations by name, and the rest', async () => {
    await t.http().get('/adminapi/health').expect(200);
    // Two events' ids: one series for the route, not one per URL.
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
      await t.http().get(`/adminapi/history/${id}/changes`).set('Authorization', `Bearer ${admin}`);
    }
    await t.http().get('/adminapi/no-such-route').expect(404);
    expect((await t.graphql('query MetricsProbe { __typename }', undefined, admin)).status).toBe(200);
    await t.graphql('query BrokenProbe { noSuchField }', undefined, admin);

    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/adminapi\/health",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/adminapi\/history\/:eventId\/changes",status="\d+"\} 2$/m);
    expect(text).not.toMatch(/00000000-0000-4000-8000-00000000000[12]/);
    expect(text).not.toMatch(/no-such-route/);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/adminapi\/\* \(no route\)",status="404"\} 1$/m);
    expect(text).toMatch(/^graphql_operation_duration_seconds_count\{operation="MetricsProbe",type="query",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^graphql_operation_duration_seconds_count\{operation="BrokenProbe",type="query",outcome="error"\} 1$/m);
    expect(text).toMatch(/^db_pool_connections\{pool="app",state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^db_pool_connections\{pool="app",state="idle"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{pool="app",state="waiting"\} 0$/m);
    expect(text).toMatch(/^exports_running 0$/m);
    expect(text).toMatch(/^renders\{state="queued"\} 0$/m);
    expect(text).toMatch(/^renders\{state="running"\} 0$/m);
    for (const series of ['jobs_queue_jobs', 'trash_purged_entries_total', 'images_removed_total', 'nodejs_gc_duration_seconds']) {
      expect(text).toMatch(new RegExp(`^# TYPE ${series} `, 'm'));
    }
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    // Scrapes are not counted as requests.
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('the Grafana dashboard in deploy/ reads only series that /metrics has', async () => {
    const dashboard = JSON.parse(await readFile('deploy/grafana-dashboard.json', 'utf8')) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
    };
    const text = await scrape();
    const families = new Set([...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((match) => match[1]));
    // A histogram's series are <family>_bucket, _count and _sum.
    const used = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => [...target.expr.matchAll(/([a-z0-9_]+)\{/g)].map((match) => match[1].replace(/_(bucket|count|sum)$/, ''))),
    );
    expect(used.length).toBeGreaterThanOrEqual(15);
    expect(used.filter((name) => !families.has(name))).toEqual([]);
  });

  it('counts pg-boss jobs by queue and state at scrape time', async () => {
    // A failed job in a queue the app has (pg-boss keeps one partition per queue).
    const [queue] = await t.prisma.$queryRawUnsafe<Array<{ name: string }>>(`SELECT name FROM pgboss.queue ORDER BY name LIMIT 1`);
    const failedIn = (text: string) =>
      Number(new RegExp(`^jobs_queue_jobs\\{queue="${queue.name}",state="failed"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const before = failedIn(await scrape());
    await t.prisma.$executeRawUnsafe(`INSERT INTO pgboss.job (name, data, state) VALUES ($1, '{}', 'failed')`, queue.name);
    expect(failedIn(await scrape())).toBe(before + 1);
  });

  it('answers /metrics without a token on METRICS_PORT, bound to 127.0.0.1 only', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    const reachable = await fetch(`http://[::1]:${metricsPort}/metrics`).then(
      () => true,
      () => false,
    );
    expect(reachable).toBe(false);
  });

  it('/livez answers while the process runs; /readyz while the database answers and the process is not stopping', async () => {
    expect((await t.http().get('/livez').expect(200)).body).toEqual({ status: 'live' });
    expect((await t.http().get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
    await t.http().get('/adminapi/health').expect(200);
    // What SIGTERM does first (main.ts): not ready from that moment, while requests are still answered.
    t.app.get(ServerLifecycle).beginStopping();
    expect((await t.http().get('/readyz').expect(503)).body).toEqual({ status: 'stopping' });
    await t.http().get('/livez').expect(200);
    const during = await t.http().get('/adminapi/health').expect(200);
    expect(during.headers.connection).toBe('close');
  });
});
