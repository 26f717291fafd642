// The built client's files: hashed assets sent as the build's brotli or gzip
// copy when the client accepts it and cached for a year, pages never cached.
// Sizes are budgeted by bench/bundle.mjs, not here.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import zlib from 'node:zlib';
import type request from 'supertest';
import { writeClientBuild } from './support/client-build.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const SCRIPT_BR = zlib.brotliCompressSync(SCRIPT);
const SCRIPT_GZ = zlib.gzipSync(SCRIPT);
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The answer's body as bytes (superagent has already undone any Content-Encoding). */
const rawBody = (test: request.Test) =>
  test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('client assets', () => {
  let t: TestApp;

  beforeAll(async () => {
    // With the .br and .gz copies scripts/precompress.mjs writes.
    const clientDir = await writeClientBuild({
      'main-abc123.js': SCRIPT,
      'main-abc123.js.br': SCRIPT_BR,
      'main-abc123.js.gz': SCRIPT_GZ,
      'tiny-abc123.js': 'export {};\n',
    });
    t = await createTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(() => t.close());

  it("sends the build's brotli copy of a hashed asset to a client that accepts it, cached for a year", async () => {
    const answer = await rawBody(t.http().get('/assets/main-abc123.js').set('Accept-Encoding', 'gzip, deflate, br')).expect(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    // The copy from disk, not the compression middleware's work: same length.
    expect(Number(answer.headers['content-length'])).toBe(SCRIPT_BR.length);
    expect((answer.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a gzip-only client and the file itself to one that accepts no encoding', async () => {
    const gzipped = await rawBody(t.http().get('/assets/main-abc123.js').set('Accept-Encoding', 'gzip')).expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(SCRIPT_GZ.length);
    expect((gzipped.body as Buffer).toString()).toBe(SCRIPT);

    const plain = await rawBody(t.http().get('/assets/main-abc123.js').set('Accept-Encoding', 'identity')).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  });

  it('answers HEAD for an asset like GET, encoding and length included, without a body', async () => {
    const get = await rawBody(t.http().get('/assets/main-abc123.js').set('Accept-Encoding', 'br')).expect(200);
    const head = await t.http().head('/assets/main-abc123.js').set('Accept-Encoding', 'br').expect(200);
    for (const header of ['content-encoding', 'content-type', 'content-length', 'cache-control']) {
      expect({ header, value: head.headers[header] }).toEqual({ header, value: get.headers[header] });
    }
    expect(head.text ?? '').toBe('');
  });

  it('serves an asset too small to have compressed copies as it is, still immutable', async () => {
    const tiny = await t.http().get('/assets/tiny-abc123.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  });

  it('never lets a page be cached: index.html is revalidated each time', async () => {
    for (const url of ['/categories', '/', '/index.html']) {
      const page = await t.http().get(url).expect(200);
      expect({ url, type: page.headers['content-type'], cache: page.headers['cache-control'] }).toEqual({
        url,
        type: expect.stringMatching(/text\/html/),
        cache: 'no-cache',
      });
    }
  });

  it('answers a missing asset 404', async () => {
    await t.http().get('/assets/missing-abc123.js').set('Accept-Encoding', 'br').expect(404);
  });
});
