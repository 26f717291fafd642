import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger } from '../../server/src/common/logging/logger.js';
import { requestLogging } from '../../server/src/common/logging/request-logging.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A logger that keeps its JSON lines in memory. */
function memoryLogger() {
  const lines: Array<Record<string, unknown>> = [];
  // As written: JSON.parse would hide a key written twice.
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), lines, raw };
}

describe('request logging', () => {
  it('writes one JSON line per request with method, route, status, duration and user id, and the request id on every line', async () => {
    const { logger, lines, raw } = memoryLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/things/:id', (req, res) => {
      (req as unknown as { user: { id: string } }).user = { id: 'staff-1' };
      logger.info('looking the thing up');
      setTimeout(() => res.status(404).json({ message: 'Thing not found' }), 5);
    });

    const response = await request(app).get('/things/42').expect(404);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(UUID);
    await new Promise((resolve) => setImmediate(resolve));

    const inside = lines.find((line) => line.msg === 'looking the thing up');
    expect(inside?.requestId).toBe(requestId);
    const requestLines = lines.filter((line) => line.route !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      requestId,
      method: 'GET',
      route: '/things/:id',
      status: 404,
      userId: 'staff-1',
      level: 30,
    });
    expect(typeof requestLines[0].durationMs).toBe('number');
    expect(requestLines[0].durationMs as number).toBeGreaterThanOrEqual(4);
    for (const line of raw) expect(line.match(/"requestId"/g)).toHaveLength(1);
  });

  it("keeps a caller's plain X-Request-Id and replaces one that is not", async () => {
    const { logger } = memoryLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/', (_req, res) => res.json({ ok: true }));
    const kept = await request(app).get('/').set('X-Request-Id', 'proxy-123.abc').expect(200);
    expect(kept.headers['x-request-id']).toBe('proxy-123.abc');
    const replaced = await request(app).get('/').set('X-Request-Id', 'bad id <script>').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });
});

describe('comparing answers in tests', () => {
  it('ignores a requestId the expectation does not name, and compares one it does', () => {
    expect({ message: 'Category not found', requestId: 'abc' }).toEqual({ message: 'Category not found' });
    expect({ message: 'Category not found', requestId: 'abc' }).not.toEqual({ message: 'Category not found', requestId: 'xyz' });
    expect({ message: 'Category not found', requestId: 'abc' }).not.toEqual({ message: 'User not found' });
  });
});

describe('request ids in error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('puts the request id in every REST error body and header', async () => {
    const refused = await t.http().get('/adminapi/auth/details').expect(401);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    expect(refused.body).toEqual({ message: 'Please sign in to continue', requestId: refused.headers['x-request-id'] });

    // Errors raised before Nest's router (malformed JSON) too.
    const malformed = await t.http().post('/adminapi/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON in request body', requestId: malformed.headers['x-request-id'] });
  });

  it('puts the request id in GraphQL errors', async () => {
    const response = await t.graphql('{ me { id } }');
    expect(response.body.errors[0].extensions).toEqual({
      code: 'UNAUTHENTICATED',
      requestId: response.headers['x-request-id'],
    });
  });
});
