import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { filesOnDisk, noisePng } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'dist/server/src/main.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const until = async (check: () => Promise<boolean>, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Issue 16: a cascading trash is one transaction. The built server is killed
 * with SIGKILL after the cascade's DELETE ran but before its transaction
 * committed (the test holds the TrashEntry table locked, so the insert of the
 * entry waits): the category, its subcategories, images and files must all be
 * there afterwards, with no trash entry and nothing queued for removal.
 */
describe('trash under kill -9', () => {
  let t: TestApp;
  let child: ChildProcess | undefined;
  const blocker = () => new pg.Client({ connectionString: t.config.databaseUrl });

  beforeAll(async () => {
    // `npm test` builds first; a lone run of this file builds the server itself.
    if (!existsSync(serverEntry)) execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'ignore' });
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t.close();
  });

  it('leaves all of the category or nothing when the server dies mid-trash', async () => {
    const token = await t.signIn('admin');
    const rest = (method: 'post' | 'delete', url: string) => t.http()[method](`/adminapi${url}`).set('Authorization', `Bearer ${token}`);
    const category = await rest('post', '/categories/create').send({ categoryName: 'Killed midway', status: true }).expect(201);
    const categoryId = category.body.data.id as string;
    for (const subcategoryName of ['One', 'Two', 'Three']) {
      const sub = await rest('post', '/subcategories/create').send({ categoryId, subcategoryName, priority: 1, status: true }).expect(201);
      let call = rest('post', '/subcategories/uploadimages').field('id', sub.body.data.id).field('categoryId', categoryId);
      for (const name of ['a.png', 'b.png']) call = call.attach('images', await noisePng(24), name);
      await call.expect(201);
    }
    const counts = async () => ({
      categories: await t.prisma.category.count({ where: { id: categoryId } }),
      subcategories: await t.prisma.subcategory.count({ where: { categoryId } }),
      images: await t.prisma.storedImage.count({ where: { subcategory: { categoryId } } }),
      trashEntries: await t.prisma.trashEntry.count(),
      fileRemovals: await t.prisma.fileRemoval.count(),
    });
    const before = await counts();
    expect(before).toEqual({ categories: 1, subcategories: 3, images: 6, trashEntries: 0, fileRemovals: 0 });
    const filesBefore = await filesOnDisk(t);

    const port = await freePort();
    child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: t.config.databaseUrl,
        DATA_DIR: t.config.dataDir,
        JWT_SECRET: t.config.jwtSecret,
        CLIENT_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await until(
      () =>
        fetch(`http://127.0.0.1:${port}/adminapi/health`).then(
          (answer) => answer.ok,
          () => false,
        ),
      'the server to start',
      60_000,
    );

    const lock = blocker();
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE "TrashEntry" IN ACCESS EXCLUSIVE MODE');
    const pending = fetch(`http://127.0.0.1:${port}/adminapi/categories/delete`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: categoryId }),
    }).catch(() => undefined);

    // The server's transaction has deleted the cascade and now waits to write the entry.
    let writer = 0;
    await until(async () => {
      const { rows } = await lock.query<{ pid: number }>(
        `SELECT waiting.pid FROM pg_locks waiting
          WHERE NOT waiting.granted AND waiting.relation = '"TrashEntry"'::regclass
            AND EXISTS (SELECT 1 FROM pg_locks held WHERE held.pid = waiting.pid AND held.granted
                          AND held.relation = '"Category"'::regclass AND held.mode = 'RowExclusiveLock')`,
      );
      writer = rows[0]?.pid ?? 0;
      return writer > 0;
    }, 'the trash transaction to reach its last insert');

    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    await lock.query('ROLLBACK');
    await lock.end();
    await pending;
    await until(
      async () => (await t.prisma.$queryRaw<unknown[]>`SELECT 1 FROM pg_stat_activity WHERE pid = ${writer}`).length === 0,
      'the killed server’s transaction to end',
    );

    expect(await counts()).toEqual(before);
    expect(await filesOnDisk(t)).toEqual(filesBefore);

    // And the same delete through a live server commits everything at once.
    await rest('delete', '/categories/delete').send({ id: categoryId }).expect(200);
    expect(await counts()).toEqual({ categories: 0, subcategories: 0, images: 0, trashEntries: 1, fileRemovals: 0 });
  }, 120_000);
});
