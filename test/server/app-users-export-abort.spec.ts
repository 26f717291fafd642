import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { EXPORT_APPLICATION_NAME } from '../../server/src/app-users/app-users-export.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const USERS = 40_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's threads (the app runs in it) at a nice value, from Linux's /proc (field 19 of each thread's stat). */
function threadsAtNice(nice: number): number {
  return readdirSync('/proc/self/task').filter((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === nice;
    } catch {
      return false; // The thread ended meanwhile.
    }
  }).length;
}

/** Waits (up to 5 s) until `count` threads are at that nice value: a finished export's thread ends a moment after its file. */
async function threadsAtNiceSettle(nice: number, count: number): Promise<number> {
  for (let waited = 0; threadsAtNice(nice) !== count && waited < 50; waited += 1) await pause(100);
  return threadsAtNice(nice);
}

describe('app users export: downloads that stop half way', () => {
  let t: TestApp;
  let token: string;
  let base: string;
  let port: number;
  let seeder: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
    // Its own connection: the app's pool has a statement timeout meant for requests.
    seeder = new pg.Client({ connectionString: t.config.databaseUrl });
    await seeder.connect();
    await seeder.query(`
      INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
      SELECT gen_random_uuid(), 'Bulk user ' || n, (8000000000 + n)::text, 'x', 'business', now(), now() - make_interval(secs => n)
      FROM generate_series(1, ${USERS}) AS n`);
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    await seeder.end();
    await t.close();
  });

  /** The export's database sessions still open, found by the name its connection gives itself. */
  const exportSessions = async () =>
    (
      await seeder.query<{ pid: number; state: string }>(
        `SELECT pid, state FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
        [EXPORT_APPLICATION_NAME],
      )
    ).rows;
  /** Waits (bounded) until no export session is left; a leaked 'idle in transaction' one would stay. */
  const noExportSessionLeft = async () => {
    for (let waited = 0; (await exportSessions()).length > 0 && waited < 100; waited += 1) await pause(100);
    return exportSessions();
  };

  /** One complete export, read to its end: what a user does after a failed one. */
  const completeExport = async () => {
    const response = await fetch(`${base}/adminapi/users/appusersexcel?query=Bulk%20user%2012345`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, rows: response.headers.get('x-total-rows'), bytes: (await response.arrayBuffer()).byteLength };
  };

  it('a download the browser cancels after its first bytes stops the query and frees its place', async () => {
    // More cancelled downloads than exports may run at once (2): a leaked place would refuse the last export.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const controller = new AbortController();
      const response = await fetch(`${base}/adminapi/users/appusersexcel`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-rows')).toBe(String(USERS));
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
    expect(await noExportSessionLeft()).toEqual([]);
    expect(await completeExport()).toEqual({ status: 200, rows: '1', bytes: expect.any(Number) });
  }, 120_000);

  it('three requests dropped 1 ms after they were sent, before any header, leave the fourth export a 200', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // A raw socket, so the request surely reached the server before the drop (fetch may abort before sending).
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`GET /adminapi/users/appusersexcel HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`);
      await pause(1);
      socket.destroy();
    }
    // No session left behind, 'idle in transaction' or other (it was 80+ s before, with no timeout).
    expect(await noExportSessionLeft()).toEqual([]);
    const fourth = await completeExport();
    expect(fourth.status).toBe(200);
    expect(fourth.rows).toBe('1');
    expect(fourth.bytes).toBeGreaterThan(1000);
  }, 120_000);

  it('a backend terminated mid-download breaks that download only: the server answers and the next export works', async () => {
    const response = await fetch(`${base}/adminapi/users/appusersexcel`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    // Not reading further: with backpressure the export now waits for the socket, mid-cursor.
    const sessions = await exportSessions();
    expect(sessions).toHaveLength(1);
    await seeder.query('SELECT pg_terminate_backend($1)', [sessions[0].pid]);

    // The browser sees a broken download, not a complete file.
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return 'complete';
      })(),
    ).rejects.toThrow();

    // The process is alive and answers; the slot is free for the next export.
    expect((await fetch(`${base}/adminapi/health`)).status).toBe(200);
    expect(await noExportSessionLeft()).toEqual([]);
    const next = await completeExport();
    expect(next.status).toBe(200);
    expect(next.rows).toBe('1');
  }, 120_000);

  it('a large download the browser stops reading waits at its cursor (not in memory), yielding the cores past its first MB', async () => {
    // About 14 MB of file: more than the socket buffers between the thread and this test hold.
    const LARGE = 300_000;
    await seeder.query(`
      INSERT INTO "AppUser" ("id", "name", "mobile", "pinHash", "userType", "updatedAt", "createdAt")
      SELECT gen_random_uuid(), 'Large export user ' || n, (6000000000 + n)::text, 'x', 'business', now(), now()
      FROM generate_series(1, ${LARGE}) AS n`);
    expect(await threadsAtNiceSettle(19, 0)).toBe(0);
    // The server's side of the download, to see what it holds in memory for the socket.
    let serverSide: ServerResponse | undefined;
    const capture = (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/adminapi/users/appusersexcel')) serverSide = response;
    };
    t.app.getHttpServer().on('request', capture);
    const response = await fetch(`${base}/adminapi/users/appusersexcel?query=Large%20export%20user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('x-total-rows')).toBe(String(LARGE));
    const reader = response.body!.getReader();
    // Its first MiB (made at the usual priority): once it is here, the thread has sent that much and lowered itself.
    for (let received = 0; received < 1024 * 1024;) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`the file ended after ${received} bytes`);
      received += value.byteLength;
    }
    // Not reading further: the thread waits for the socket, at the priority it has reached.
    expect(await threadsAtNiceSettle(19, 1)).toBe(1);
    t.app.getHttpServer().off('request', capture);
    // Backpressure: 10 s on, the server holds at most the thread's 1 MiB window for the socket, and the thread
    // has not made the rest of the file (its query is still open). With the window broken, the server held
    // 3.5 MB here by then, and the thread had made the whole file.
    await pause(10_000);
    expect(serverSide!.writableLength).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(await exportSessions()).toHaveLength(1);
    await reader.cancel();
    expect(await noExportSessionLeft()).toEqual([]);
    expect(await threadsAtNiceSettle(19, 0)).toBe(0);
  }, 120_000);
});
