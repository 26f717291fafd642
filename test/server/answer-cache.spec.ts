// The REST answer cache (GET /adminapi/categories): answers stay fresh after
// writes through the API, through a second app instance on the same database
// and through plain SQL, also after its listening connection is cut; the
// guards still run first.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the REST answer cache', () => {
  let t: TestApp;
  let second: NestExpressApplication;
  let sql: pg.Client;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    // A second app on the same database and secret, as a second process would be.
    second = await createApp(t.config);
    await second.init();
    sql = new pg.Client({ connectionString: t.config.databaseUrl });
    await sql.connect();
    token = await t.signIn('employee');
  });
  afterAll(async () => {
    await sql.end();
    await second.close();
    await t.close();
  });

  const list = async (app: NestExpressApplication = t.app, query = '') => {
    const response = await request(app.getHttpServer()).get(`/adminapi/categories${query}`).set('Authorization', token).expect(200);
    return response;
  };
  const names = async (app?: NestExpressApplication, query?: string) =>
    ((await list(app, query)).body.data as { categoryName: string }[]).map((row) => row.categoryName);
  /** Reads until `check` holds, for up to 2 s (a notification crosses processes asynchronously). */
  const eventually = async (read: () => Promise<string[]>, check: (names: string[]) => boolean) => {
    const deadline = Date.now() + 2_000;
    let seen = await read();
    while (!check(seen) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await read();
    }
    return seen;
  };
  const create = (app: NestExpressApplication, categoryName: string) =>
    request(app.getHttpServer()).post('/adminapi/categories/create').set('Authorization', token).send({ categoryName }).expect(201);

  it('answers the same bytes and headers from the cache, and a write through the API is seen by the next read', async () => {
    await create(t.app, 'First');
    const first = await list();
    const again = await list();
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-length']).toBe(first.headers['content-length']);
    expect(again.body.message).toBe('Success');
    expect(again.body.data[0]._id).toBe(again.body.data[0].id);

    await create(t.app, 'Second');
    expect(await names()).toEqual(['Second', 'First']);
    // Filters are cached apart, and see the write too.
    const created = await create(t.app, 'Hidden');
    await request(t.app.getHttpServer())
      .put('/adminapi/categories/update')
      .set('Authorization', token)
      .send({ id: created.body.data.id, status: false })
      .expect(200);
    expect(await names(t.app, '?status=false')).toEqual(['Hidden']);
    expect(await names(t.app, '?status=true')).toEqual(['Second', 'First']);
  });

  it('sees a write made by a second instance on the same database', async () => {
    await names(t.app);
    await names(t.app);
    await create(second, 'From the second');
    const seen = await eventually(
      () => names(t.app),
      (rows) => rows.includes('From the second'),
    );
    expect(seen[0]).toBe('From the second');
  });

  it('sees a write by plain SQL, a count included', async () => {
    const before = (await list()).body.data.find((row: { categoryName: string }) => row.categoryName === 'First');
    expect(before.totalSubcategories).toBe(0);
    await sql.query(`UPDATE "Category" SET "categoryName" = 'Renamed' WHERE "categoryName" = 'Second'`);
    expect(
      await eventually(
        () => names(),
        (rows) => rows.includes('Renamed'),
      ),
    ).toContain('Renamed');
    await sql.query(`INSERT INTO "Subcategory" ("id", "categoryId", "subcategoryName", "updatedAt") VALUES (gen_random_uuid(), $1, 'Sub', now())`, [
      before.id,
    ]);
    const counted = async () =>
      ((await list()).body.data as { id: string; totalSubcategories: number }[])
        .filter((row) => row.id === before.id)
        .map((row) => String(row.totalSubcategories));
    expect(await eventually(counted, (rows) => rows[0] === '1')).toEqual(['1']);
  });

  it('stays fresh after its listening connection is cut', async () => {
    await names();
    const { rowCount } = await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN answer_cache' AND datname = current_database()`,
    );
    expect(rowCount).toBeGreaterThanOrEqual(2);
    await sql.query(`INSERT INTO "Category" ("id", "categoryName", "updatedAt") VALUES (gen_random_uuid(), 'While cut', now())`);
    expect(
      await eventually(
        () => names(),
        (rows) => rows.includes('While cut'),
      ),
    ).toContain('While cut');
    // Listening again (after about a second): later writes are still seen.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await names();
    await names();
    await sql.query(`DELETE FROM "Category" WHERE "categoryName" = 'While cut'`);
    expect(
      await eventually(
        () => names(),
        (rows) => !rows.includes('While cut'),
      ),
    ).not.toContain('While cut');
  });

  it('still refuses a caller without a token, or signed out, after answers were cached', async () => {
    await names();
    await request(t.app.getHttpServer()).get('/adminapi/categories').expect(401);
    const other = await t.signIn('employee');
    await request(t.app.getHttpServer()).get('/adminapi/categories').set('Authorization', other).expect(200);
    await t.prisma.staffSession.updateMany({ data: { endedAt: new Date() } });
    await request(t.app.getHttpServer()).get('/adminapi/categories').set('Authorization', other).expect(401);
  });
});
