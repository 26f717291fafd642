// Two app processes (the built server, as deployed) on one PostgreSQL and one
// bucket, started at the same moment like replicas behind a load balancer.
// Each promise the product makes must hold across them, not just inside one.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../prisma/postgres.mjs';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { noisePng, storedKey } from '../server/support/images.js';
import { startTestBucket, type TestBucket } from '../server/support/s3.js';

const ADMIN = { email: 'superadmin@example.com', password: 'Super-secret-1' };
const STAFF_PASSWORD = 'right-password-1';

interface AppProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
}

describe('two app processes on one PostgreSQL and one bucket (issue 19)', () => {
  let bucket: TestBucket;
  let database: { url: string; drop: () => Promise<void> };
  let db: pg.Client;
  const env: Record<string, string> = {};
  const processes: Record<'a' | 'b', AppProcess> = {} as never;
  /** Output of processes that were killed, so log counts see every line ever written. */
  const pastOutput: string[] = [];
  let token = '';

  async function start(name: 'a' | 'b'): Promise<AppProcess> {
    const port = await freePort();
    // Each process has its own DATA_DIR, as on separate machines: only scratch space for uploads in flight.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `poster-admin-scale-${name}-`));
    const child = spawn(process.execPath, ['dist/server/src/main.js'], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Process ${name} exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`Process ${name} did not start:\n${output}`);
      const healthy = await fetch(`${url}/adminapi/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const started = { name, url, child, output: () => output };
    processes[name] = started;
    return started;
  }

  async function kill9(name: 'a' | 'b'): Promise<void> {
    const { child, output } = processes[name];
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    pastOutput.push(output());
  }

  /** A REST call, signed in unless `anonymous`. */
  const call = (app: AppProcess, method: string, route: string, body?: unknown, headers: Record<string, string> = {}, anonymous = false) =>
    fetch(`${app.url}/adminapi${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token && !anonymous ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The warn and error lines a process logged (JSON lines at level 40 and above). */
  const errorLines = (output: string) =>
    output
      .split('\n')
      .filter((line) => /"level":(4|5|6)0/.test(line))
      .slice(-20)
      .join('\n');
  const allOutput = () => [...pastOutput, processes.a.output(), processes.b.output()].join('\n');

  beforeAll(async () => {
    if (!existsSync('dist/server/src/main.js')) throw new Error('Run `npm run build:server` before the scale test');
    bucket = await startTestBucket();
    database = await emptyDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    Object.assign(env, bucket.env, {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      // Shared by every replica, or a token from one is refused by the other.
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: '1',
      CLIENT_DIR: '/nonexistent',
      // Scheduled notifications (issue 26) are looked for every second, so a few seconds ahead is enough.
      NOTIFICATION_POLL_SECONDS: '1',
    });
    // Together, as replicas start, on an empty database: migrations and the superadmin must not trip over each other.
    await Promise.all([start('a'), start('b')]);
    const signIn = await call(processes.a, 'POST', '/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect(signIn.status).toBe(200);
    token = ((await signIn.json()) as { data: { token: string } }).data.token;
  });

  afterEach(() => {
    // A failed test must not leave the bucket holding requests for the next one.
    bucket.releasePuts();
    bucket.holdDeletes = false;
    bucket.dropHeld();
  });

  afterAll(async () => {
    for (const app of Object.values(processes)) if (app.child.exitCode === null) app.child.kill('SIGKILL');
    await db?.end();
    await database?.drop();
    await bucket?.close();
  });

  it('accepts one process’s token at the other (one JWT_SECRET)', async () => {
    expect((await call(processes.b, 'GET', '/auth/details')).status).toBe(200);
  });

  it('refuses at process B, within a second, a session ended through process A (issue 27)', async () => {
    const other = await call(processes.b, 'POST', '/auth/login', { email: ADMIN.email, password: ADMIN.password }, {}, true);
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    const details = (app: AppProcess) => fetch(`${app.url}/adminapi/auth/details`, { headers: { Authorization: `Bearer ${otherToken}` } });
    expect((await details(processes.b)).status).toBe(200);
    const ended = await call(processes.a, 'POST', '/auth/sessions/end-others');
    expect(((await ended.json()) as { data: { ended: number } }).data.ended).toBeGreaterThanOrEqual(1);
    const endedAt = Date.now();
    let status = 0;
    while (Date.now() - endedAt < 1_000 && (status = (await details(processes.b)).status) !== 401)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(status).toBe(401);
    expect(Date.now() - endedAt).toBeLessThan(1_000);
    // The session that asked carries on at both.
    expect((await call(processes.b, 'GET', '/auth/details')).status).toBe(200);
  });

  it('counts sign-in failures across both: 5 wrong passwords split over the two lock the sixth try', async () => {
    await db.query(
      `INSERT INTO "StaffUser" ("id", "name", "email", "role", "passwordHash", "status", "updatedAt")
       VALUES (gen_random_uuid(), 'Owner', 'owner@example.com', 'admin', $1, true, now())`,
      [await hashSecret(STAFF_PASSWORD)],
    );
    const login = (app: AppProcess, password: string) =>
      call(app, 'POST', '/auth/login', { email: 'owner@example.com', password }, { 'X-Forwarded-For': '203.0.113.7' }, true);
    const statuses: number[] = [];
    for (const app of [processes.a, processes.b, processes.a, processes.b, processes.a]) statuses.push((await login(app, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(processes.b, STAFF_PASSWORD);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toMatch(/^Too many failed login attempts/);
  });

  it('counts account-deletion PIN failures across both: 5 split over the two lock the sixth', async () => {
    const attempt = (app: AppProcess) =>
      call(app, 'POST', '/auth/deleteaccount', { mobile: '9825000001', pin: '1234' }, { 'X-Forwarded-For': '198.51.100.20' }, true);
    const statuses: number[] = [];
    for (const app of [processes.b, processes.a, processes.b, processes.a, processes.b]) statuses.push((await attempt(app)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(processes.a)).status).toBe(429);
  });

  it('sends exactly one of 20 parallel notifications split over both, delivered once', async () => {
    const {
      rows: [subject],
    } = await db.query<{ id: string }>(
      `INSERT INTO "CustomCategory" ("id", "customcategoryName", "updatedAt") VALUES (gen_random_uuid(), 'Diwali wishes', now()) RETURNING "id"`,
    );
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(index % 2 ? processes.b : processes.a, 'POST', '/customcategories/notify', { id: subject.id })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const sent = await db.query(`SELECT "id" FROM "Notification" WHERE "subjectId" = $1`, [subject.id]);
    expect(sent.rowCount).toBe(1);
    await delivered([sent.rows[0].id]);
  });

  it('runs each pg-boss job once, whichever process picks it up', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const {
        rows: [subject],
      } = await db.query<{ id: string }>(
        `INSERT INTO "CustomCategory" ("id", "customcategoryName", "updatedAt") VALUES (gen_random_uuid(), $1, now()) RETURNING "id"`,
        [`Greeting ${index}`],
      );
      const to = index % 2 ? processes.b : processes.a;
      const response = await call(to, 'POST', '/customcategories/notify', { id: subject.id });
      // On a refusal, say what the process answered and logged, so a failure in CI can be read.
      const refusal = response.status === 201 ? null : `${await response.clone().text()}\n${errorLines(to.output())}`;
      expect({ status: response.status, refusal }).toEqual({ status: 201, refusal: null });
      ids.push(((await response.json()) as { data: { id: string } }).data.id);
    }
    await delivered(ids);
    // Time for a second delivery, were there to be one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const pushes = allOutput()
      .split('\n')
      .filter((line) => line.includes('Push to topic'));
    for (const id of ids) expect(pushes.filter((line) => line.includes(id))).toHaveLength(1);
  });

  it('sends each scheduled notification once, at its time, though both processes poll for it (issue 26)', async () => {
    const sendAt = new Date(Date.now() + 3_000).toISOString();
    const scheduled: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const subject = await customCategory(`Morning ${index}`);
      scheduled.push(await schedule(index % 2 ? processes.b : processes.a, subject, sendAt));
    }
    const rows = await settled(scheduled);
    expect(rows.map((row) => row.status)).toEqual(scheduled.map(() => 'sent'));
    const notificationIds = rows.map((row) => row.notificationId!);
    await delivered(notificationIds);
    // Time for a second send, were there to be one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const row of rows) {
      const sent = await db.query(`SELECT 1 FROM "Notification" WHERE "subjectId" = $1`, [row.subjectId]);
      expect(sent.rowCount).toBe(1);
    }
    const pushes = allOutput()
      .split('\n')
      .filter((line) => line.includes('Push to topic'));
    for (const id of notificationIds) expect(pushes.filter((line) => line.includes(id))).toHaveLength(1);
  });

  it('loses nothing when the process that scheduled a notification is killed -9 before its time: the other sends it once (issue 26)', async () => {
    const subject = await customCategory('Killed before the morning');
    const id = await schedule(processes.b, subject, new Date(Date.now() + 4_000).toISOString());
    await kill9('b');
    const [row] = await settled([id]);
    expect(row.status).toBe('sent');
    await delivered([row.notificationId!]);
    // Started again, B finds nothing left to send.
    await start('b');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await db.query(`SELECT 1 FROM "Notification" WHERE "subjectId" = $1`, [subject])).rowCount).toBe(1);
    const pushes = allOutput()
      .split('\n')
      .filter((line) => line.includes('Push to topic') && line.includes(row.notificationId!));
    expect(pushes).toHaveLength(1);
  });

  it('sends once, after a restart, a notification whose only process was killed -9 before its time (issue 26)', async () => {
    const subject = await customCategory('Nobody up at sunrise');
    const id = await schedule(processes.a, subject, new Date(Date.now() + 4_000).toISOString());
    await Promise.all([kill9('a'), kill9('b')]);
    // Its time passes with no process running.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect((await db.query<{ status: string }>(`SELECT "status"::text FROM "ScheduledNotification" WHERE "id" = $1`, [id])).rows[0].status).toBe(
      'scheduled',
    );
    await Promise.all([start('a'), start('b')]);
    const [row] = await settled([id]);
    expect(row.status).toBe('sent');
    await delivered([row.notificationId!]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await db.query(`SELECT 1 FROM "Notification" WHERE "subjectId" = $1`, [subject])).rowCount).toBe(1);
  });

  it('serves and deletes through one process an image uploaded through the other', async () => {
    const slider = await uploadSlider(processes.a, 'Shared banner');
    const { path: original, thumbnailPath } = slider.image;
    expect(original.startsWith(`${bucket.env.S3_PUBLIC_URL}/images/`)).toBe(true);
    expect((await fetch(original)).status).toBe(200);
    // Old-style links work at either process.
    const redirect = await fetch(`${processes.b.url}/uploads/${storedKey(original)}`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(original);

    const listed = await call(processes.b, 'GET', '/sliders');
    expect(JSON.stringify(await listed.json())).toContain(original);
    expect((await call(processes.b, 'DELETE', '/sliders/delete', { id: slider.id })).status).toBe(200);
    // Trashed through B (the objects stay), deleted for good through A.
    expect(await bucket.keys()).toContain(storedKey(original));
    expect((await call(processes.a, 'DELETE', '/trash/delete', { id: slider.id })).status).toBe(200);
    const keys = await bucket.keys();
    expect(keys).not.toContain(storedKey(original));
    expect(keys).not.toContain(storedKey(thumbnailPath));
    expect((await fetch(original)).status).toBe(404);
  });

  it('never lets one process’s start-up sweep remove a file the other is still committing', async () => {
    const before = await bucket.keys();
    // Process A mid-save: its files are registered as pending, the original is
    // in the bucket, the thumbnail's PUT is on the wire, nothing committed.
    bucket.holdPuts = true;
    const pending = uploadSlider(processes.a, 'Committed late');
    let stored: string[] = [];
    let originalReleased = false;
    for (let attempt = 0; attempt < 200 && (stored.length < 1 || bucket.heldPuts() < 1); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (bucket.heldPuts() === 1 && !originalReleased) {
        // The first PUT (the original) goes through; the second one waits.
        originalReleased = true;
        bucket.releasePuts();
        bucket.holdPuts = true;
      }
      stored = (await bucket.keys()).filter((key) => !before.includes(key));
    }
    expect(stored).toHaveLength(1);
    expect(bucket.heldPuts()).toBe(1);
    const registered = await db.query<{ path: string }>('SELECT "path" FROM "FileRemoval"');
    expect(registered.rows.map((row) => row.path)).toEqual(expect.arrayContaining(stored));

    // Process B dies and starts again meanwhile: its start-up sweep runs.
    await kill9('b');
    await start('b');
    expect(await bucket.keys()).toEqual(expect.arrayContaining(stored));
    expect((await db.query('SELECT "path" FROM "FileRemoval"')).rows).toEqual(registered.rows);

    bucket.releasePuts();
    const slider = await pending;
    expect(storedKey(slider.image.path)).toBe(stored[0]);
    expect((await fetch(slider.image.path)).status).toBe(200);
    expect((await fetch(slider.image.thumbnailPath)).status).toBe(200);
    expect((await db.query('SELECT 1 FROM "FileRemoval"')).rowCount).toBe(0);
  });

  it('removes the objects of a committed delete even when its process is killed -9 before removing them', async () => {
    const slider = await uploadSlider(processes.b, 'Killed mid-removal');
    const keys = [storedKey(slider.image.path), storedKey(slider.image.thumbnailPath)];
    // To the Trash first (the objects stay); Delete forever is what removes them.
    expect((await call(processes.a, 'DELETE', '/sliders/delete', { id: slider.id })).status).toBe(200);
    bucket.holdDeletes = true;
    const deleting = call(processes.a, 'DELETE', '/trash/delete', { id: slider.id }).catch(() => undefined);
    for (let attempt = 0; attempt < 100 && bucket.heldDeletes() === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bucket.heldDeletes()).toBeGreaterThan(0);
    // The delete committed; the removal is on the wire when the process dies.
    await kill9('a');
    bucket.dropHeld();
    bucket.holdDeletes = false;
    await deleting;
    expect((await db.query('SELECT 1 FROM "Slider" WHERE "id" = $1', [slider.id])).rowCount).toBe(0);
    expect(await bucket.keys()).toEqual(expect.arrayContaining(keys));
    expect((await db.query('SELECT "path" FROM "FileRemoval"')).rows.map((row) => row.path).sort()).toEqual([...keys].sort());

    await start('a');
    const left = await bucket.keys();
    for (const key of keys) expect(left).not.toContain(key);
    expect((await db.query('SELECT 1 FROM "FileRemoval"')).rowCount).toBe(0);
  });

  async function uploadSlider(app: AppProcess, name: string) {
    const form = new FormData();
    form.append('sliderName', name);
    form.append('status', 'true');
    form.append('sliderImage', new Blob([new Uint8Array(await noisePng())], { type: 'image/png' }), 'banner.png');
    const response = await fetch(`${app.url}/adminapi/sliders/create`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const body = (await response.json()) as { data: { id: string; image: { path: string; thumbnailPath: string } } };
    expect(response.status).toBe(201);
    return body.data;
  }

  async function customCategory(name: string): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO "CustomCategory" ("id", "customcategoryName", "updatedAt") VALUES (gen_random_uuid(), $1, now()) RETURNING "id"`,
      [name],
    );
    return rows[0].id;
  }

  /** Send later through `app`: the scheduled notification's id. */
  async function schedule(app: AppProcess, subjectId: string, sendAt: string): Promise<string> {
    const response = await call(app, 'POST', '/notifications/schedule', { subjectType: 'custom_category', subjectId, sendAt });
    const refusal = response.status === 201 ? null : `${await response.clone().text()}\n${errorLines(app.output())}`;
    expect({ status: response.status, refusal }).toEqual({ status: 201, refusal: null });
    return ((await response.json()) as { data: { id: string } }).data.id;
  }

  /** The scheduled notifications once none is still 'scheduled', in the order of `ids`. */
  async function settled(ids: string[]): Promise<Array<{ id: string; status: string; subjectId: string; notificationId: string | null }>> {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const { rows } = await db.query<{ id: string; status: string; subjectId: string; notificationId: string | null }>(
        `SELECT "id", "status"::text AS "status", "subjectId", "notificationId" FROM "ScheduledNotification" WHERE "id" = ANY($1::uuid[])`,
        [ids],
      );
      if (rows.length === ids.length && rows.every((row) => row.status !== 'scheduled')) return ids.map((id) => rows.find((row) => row.id === id)!);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Scheduled notifications were not sent in time:\n${errorLines(allOutput())}`);
  }

  async function delivered(ids: string[]): Promise<void> {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const { rows } = await db.query<{ state: string }>(`SELECT "state" FROM "Notification" WHERE "id" = ANY($1::uuid[])`, [ids]);
      if (rows.length === ids.length && rows.every((row) => row.state === 'delivered')) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('Notifications were not delivered in time');
  }
});

/** A new database with nothing in it: the processes migrate it as they start. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_SERVER_URL!;
  const name = `scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
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
