import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../../server/src/app.factory.js';
import { hashSecret } from '../../../server/src/common/auth/passwords.js';
import { loadConfig, type AppConfig } from '../../../server/src/config/app-config.js';
import { PrismaService } from '../../../server/src/database/prisma.service.js';
import type { StaffRole } from '../../../server/src/generated/prisma/enums.js';
import { startTestBucket, type TestBucket } from './s3.js';

export interface TestApp {
  app: NestExpressApplication;
  prisma: PrismaService;
  config: AppConfig;
  /** Set when the app stores images in a bucket (STORAGE=s3, or TEST_STORAGE=s3 for the whole run). */
  bucket?: TestBucket;
  http: () => ReturnType<typeof request>;
  /** Creates a staff account and returns a token for it. */
  signIn: (role: StaffRole, overrides?: { email?: string; status?: boolean }) => Promise<string>;
  /** POST /graphql, with a token when given. */
  graphql: (query: string, variables?: Record<string, unknown>, token?: string) => Promise<request.Response>;
  close: () => Promise<void>;
}

/** A fresh database cloned from the migrated template. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_SERVER_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_TEMPLATE_DB}`);
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

let staffCounter = 0;

/** A secret column's name (as the history triggers hide it). */
const SECRET_KEY = /password|pin|token|secret|hash/i;
/** An argon2 hash, a JWT, or the suites' own passwords. */
const SECRET_VALUE = /\$argon2|eyJ[\w-]+\.[\w-]+\.|password-123|Secret-\d/;

/** Every history value that is a secret, or sits under a secret's name without being '[hidden]'. */
export async function secretsInHistory(prisma: PrismaService): Promise<string[]> {
  const leaks: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string' && SECRET_VALUE.test(value)) leaks.push(`${where}: ${value.slice(0, 40)}`);
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (SECRET_KEY.test(key) && inner !== '[hidden]') leaks.push(`${where}.${key} is not hidden`);
        visit(inner, `${where}.${key}`);
      }
    }
  };
  let after = 0n;
  for (;;) {
    const rows = await prisma.auditChange.findMany({ where: { id: { gt: after } }, orderBy: { id: 'asc' }, take: 5_000 });
    if (!rows.length) break;
    for (const row of rows) visit({ before: row.before, after: row.after }, `${row.entityKind} ${row.entityId}`);
    after = rows[rows.length - 1].id;
  }
  const events = await prisma.auditEvent.findMany({ select: { id: true, staffName: true, requestId: true, entityId: true } });
  for (const event of events) visit(event, `event ${event.id}`);
  return leaks;
}

/**
 * The real app (same factory as main.ts) on a fresh database. One per test
 * file: passport keeps strategies in a process-wide registry, so a second app
 * in the same file would verify the first one's tokens with its own secret.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  process.env.NODE_ENV = 'test';
  // TEST_STORAGE=s3 runs any suite against a real S3 protocol server (s3rver).
  const bucket = process.env.TEST_STORAGE === 's3' && !env.STORAGE ? await startTestBucket() : undefined;
  if (bucket) env = { ...bucket.env, ...env };
  const database = await freshDatabase();
  const dataDir = `/tmp/poster-admin-test-data-${randomBytes(4).toString('hex')}`;
  const config = {
    ...(await loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir, CLIENT_DIR: '/nonexistent', ...env })),
    databaseUrl: database.url,
  };
  const app = await createApp(config);
  await app.init();
  const prisma = app.get(PrismaService);
  const http = () => request(app.getHttpServer());

  const signIn: TestApp['signIn'] = async (role, overrides = {}) => {
    staffCounter += 1;
    const email = overrides.email ?? `${role}${staffCounter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = 'password-123';
    await prisma.staffUser.create({
      data: { name: `${role} ${staffCounter}`, email, role, passwordHash: await hashSecret(password), status: true },
    });
    const response = await http().post('/adminapi/auth/login').send({ email, password }).expect(200);
    if (overrides.status === false) await prisma.staffUser.update({ where: { email }, data: { status: false } });
    return response.body.data.token as string;
  };

  const graphql: TestApp['graphql'] = (query, variables, token) => {
    const call = http().post('/graphql').send({ query, variables });
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  return {
    app,
    prisma,
    config,
    bucket,
    http,
    signIn,
    graphql,
    close: async () => {
      // Issue 16: no password, pin or token in any history row. Every suite's
      // database is scanned before it goes, so the whole run is covered.
      const leaks = await secretsInHistory(prisma).catch((error: Error) => [`history scan failed: ${error.message}`]);
      await app.close();
      await database.drop();
      await bucket?.close();
      if (leaks.length) throw new Error(`Secrets in the history:\n${leaks.join('\n')}`);
    },
  };
}
