// Issue 30: a SIGTERM to the built server turns /readyz 503 at once, lets a
// request in flight finish, cuts an export in flight so its client sees a
// failed download (never a short file that looks whole), and exits 0 within
// 10 s with nothing logged at warn or error.
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../../prisma/postgres.mjs';

const MAIN = 'dist/server/src/main.js';
const USERS = 40_000;
const PASSWORD = 'Super-secret-1';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database cloned from the migrated template, with many app users (an export of a few MB). */
async function seededDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_SERVER_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const seeder = new pg.Client({ connectionString: url.toString() });
  await seeder.connect();
  await seeder.query(`
    INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
    SELECT gen_random_uuid(), 'Bulk user ' || n, (8000000000 + n)::text, 'x', 'business', now(), now() - make_interval(secs => n)
    FROM generate_series(1, ${USERS}) AS n`);
  await seeder.end();
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** GET /readyz on a connection of its own, as a prober does; the answer's status. */
function probe(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/readyz', agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** A sign-in whose body arrives in two parts: it is in flight until `finish` sends the rest; resolves with the status line. */
function slowSignIn(port: number, email: string) {
  const body = JSON.stringify({ email, password: PASSWORD });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const answered = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
  socket.write(
    `POST /adminapi/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
      body.slice(0, 10),
  );
  return { finish: () => socket.write(body.slice(10)), answered };
}

describe('a graceful stop', () => {
  it('SIGTERM: not ready at once, the request in flight completes, the export in flight fails clearly, exit 0 within 10 s', async () => {
    expect(existsSync(MAIN)).toBe(true); // `npm run build:server` first
    const database = await seededDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-graceful-'));
    const port = await freePort();
    const server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 90_000;
      while (
        (await fetch(`${base}/readyz`).then(
          (response) => response.status,
          () => 0,
        )) !== 200
      ) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
        await pause(300);
      }
      const login = await fetch(`${base}/adminapi/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;

      // The export's file begins (headers, row count), then its reader stops reading: it stays in flight.
      const exportResponse = await fetch(`${base}/adminapi/users/appusersexcel`, { headers: { authorization: `Bearer ${token}` } });
      expect(exportResponse.status).toBe(200);
      expect(exportResponse.headers.get('x-total-rows')).toBe(String(USERS));
      const slow = slowSignIn(port, 'admin@example.com');
      await pause(500);

      const signalled = Date.now();
      server.kill('SIGTERM');
      // Not ready from the first moment, while the port still answers.
      const ready = await (async () => {
        for (;;) {
          const status = await probe(port);
          if (status !== 200) return status;
          expect(Date.now() - signalled).toBeLessThan(1_000);
        }
      })();
      expect(ready).toBe(503);
      // The export's client: a failed download (the body never ends properly), not a short file.
      await expect(exportResponse.arrayBuffer()).rejects.toThrow(/terminated/);
      // The request in flight gets its whole answer.
      await pause(1_000);
      slow.finish();
      expect(await slow.answered).toBe('HTTP/1.1 200 OK');

      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      const loud = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level >= 40);
      expect(loud).toEqual([]);
    } catch (error) {
      await pause(3_000);
      throw new Error(`${(error as Error).message}\n${output}`);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 180_000);
});
