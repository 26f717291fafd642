// Nothing of an anonymous or unchecked upload reaches the disk: GraphQL
// multipart is refused on its headers (CSRF preflight, then the token) before
// graphql-upload reads a part, and REST uploads are refused by the access
// guard before multer reads one. Each case sends 100 MB and watches the temp
// folder (where graphql-upload buffers files) and the data folder.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CSRF_BLOCKED } from '../../server/src/common/graphql/request-gates.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BODY_BYTES = 100 * 1024 * 1024;
const MB = 1024 * 1024;
const BOUNDARY = 'gate-boundary-7f3a';

/** Bytes in a folder tree now (files may come and go while we look). */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

interface Sent {
  status: number;
  body: { message?: string; errors?: { message: string; extensions?: { code?: string } }[] };
  /** The most the watched folders held at any moment of the request. */
  peakBytes: number;
}

describe('uploads refused before their bodies are read', () => {
  let t: TestApp;
  let port: number;
  let tempDir: string;
  let staffToken: string;
  const originalTmp = process.env.TMPDIR;

  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await t.signIn('admin');
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    // graphql-upload (fs-capacitor) asks os.tmpdir() for each file, so this folder sees everything it buffers.
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'upload-gate-'));
    process.env.TMPDIR = tempDir;
  });
  afterAll(async () => {
    process.env.TMPDIR = originalTmp;
    await rm(tempDir, { recursive: true, force: true });
    await t.close();
  });

  /**
   * POSTs a 100 MB multipart body with one file part, written as fast as the
   * server takes it, until the answer arrives; meanwhile samples the folders.
   */
  function sendLarge(urlPath: string, headers: Record<string, string>, fields: Record<string, string>): Promise<Sent> {
    const head = Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fields.map ? '0' : 'image'}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const watched = [tempDir, t.config.dataDir];
    return new Promise((resolve, reject) => {
      let peakBytes = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          for (const dir of watched) peakBytes = Math.max(peakBytes, await folderBytes(dir));
          await new Promise((next) => setTimeout(next, 5));
        }
      })();
      let answered = false;
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(head.length + BODY_BYTES + tail.length),
          ...headers,
        },
      });
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (data: Buffer) => chunks.push(data));
        response.on('end', () => {
          sampling = false;
          void (async () => {
            await sampler;
            for (const dir of watched) peakBytes = Math.max(peakBytes, await folderBytes(dir));
            request.destroy();
            resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), peakBytes });
          })();
        });
      });
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      (async () => {
        request.write(head);
        for (let sent = 0; sent < BODY_BYTES && !answered && !request.destroyed; sent += chunk.length) {
          if (!request.write(chunk)) await new Promise((next) => request.once('drain', next));
        }
        if (!answered && !request.destroyed) request.end(tail);
      })().catch(() => undefined);
    });
  }

  const graphqlFields = {
    operations: JSON.stringify({
      query: 'mutation ($id: ID!, $images: [Upload!]!) { addCustomCategoryImages(id: $id, images: $images) { id } }',
      variables: { id: '00000000-0000-4000-8000-000000000000', images: [null] },
    }),
    map: JSON.stringify({ 0: ['variables.images.0'] }),
  };

  it('refuses 100 MB of GraphQL multipart without the CSRF preflight header, with under 1 MB written', async () => {
    const sent = await sendLarge('/graphql', {}, graphqlFields);
    expect(sent.status).toBe(400);
    expect(sent.body.errors?.[0]).toMatchObject({ message: CSRF_BLOCKED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(sent.peakBytes).toBeLessThan(MB);
  }, 60_000);

  it('refuses 100 MB of anonymous GraphQL multipart with the preflight header, with under 1 MB written', async () => {
    const sent = await sendLarge('/graphql', { 'apollo-require-preflight': 'true' }, graphqlFields);
    expect(sent.status).toBe(401);
    expect(sent.body.errors?.[0]).toMatchObject({ message: 'Please sign in to continue', extensions: { code: 'UNAUTHENTICATED' } });
    expect(sent.peakBytes).toBeLessThan(MB);
  }, 60_000);

  it('refuses a forged token the same way', async () => {
    const sent = await sendLarge('/graphql', { 'apollo-require-preflight': 'true', authorization: 'Bearer not.a.token' }, graphqlFields);
    expect(sent.status).toBe(401);
    expect(sent.peakBytes).toBeLessThan(MB);
  }, 60_000);

  it('refuses 100 MB of anonymous REST multipart before multer reads it, with under 1 MB written', async () => {
    const sent = await sendLarge('/adminapi/frame/upload', {}, {});
    expect(sent.status).toBe(401);
    expect(sent.body.message).toBe('Please sign in to continue');
    expect(sent.peakBytes).toBeLessThan(MB);
  }, 60_000);

  it('still lets a signed-in staff member with the preflight header reach graphql-upload (a small body, checked by the mutation)', async () => {
    const response = await t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${staffToken}`)
      .set('apollo-require-preflight', 'true')
      .field('operations', graphqlFields.operations)
      .field('map', graphqlFields.map)
      .attach('0', Buffer.from('not an image'), { filename: 'small.png', contentType: 'image/png' });
    // Past the gate: the mutation itself answers (the category does not exist, or the file is no image), never 400 CSRF or 401.
    expect(response.status).not.toBe(401);
    expect(response.body.errors?.[0]?.message).not.toBe(CSRF_BLOCKED);
    expect(response.body.errors?.[0]?.extensions?.code).not.toBe('UNAUTHENTICATED');
  }, 60_000);
});
