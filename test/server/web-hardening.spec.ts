// Web hardening: headers from helmet (a strict CSP for the client's HTML,
// HSTS only over HTTPS), HEAD like GET, /uploads serving only images that can
// never run as a page, slow bodies cut, and a token revoked by a password change.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { hashSecret } from '../../server/src/common/auth/passwords.js';
import { PERMISSIONS_POLICY } from '../../server/src/common/http/web-security.js';
import { writeClientBuild } from './support/client-build.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('web hardening', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    const clientDir = await writeClientBuild({ 'main-abc123.js': 'console.log("hi")' });
    t = await createTestApp({ CLIENT_DIR: clientDir, TRUST_PROXY: '1', REQUEST_TIMEOUT_MS: '1000' });
    await mkdir(path.join(t.config.uploadsDir, 'images'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'images', 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await writeFile(path.join(t.config.uploadsDir, 'images', 'page.png'), '<html><script>alert(1)</script></html>');
    await writeFile(path.join(t.config.uploadsDir, 'images', 'evil.html'), '<script>alert(1)</script>');
    await writeFile(path.join(t.config.uploadsDir, 'images', 'evil.svg'), '<svg onload="alert(1)"/>');
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    port = (t.app.getHttpServer().address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it("gives the client's HTML a strict Content-Security-Policy and the chosen headers", async () => {
    const page = await t.http().get('/login').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('sends a Permissions-Policy that turns off the features the admin never uses, on every answer', async () => {
    const answers = await Promise.all([
      t.http().get('/login'),
      t.http().get('/adminapi/health'),
      t.http().get('/adminapi/no-such-route'),
      t.http().get('/uploads/images/missing.png'),
      t.graphql('{ __typename }'),
    ]);
    for (const answer of answers) {
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    expect((await t.http().get('/adminapi/health')).headers['strict-transport-security']).toBeUndefined();
    const overHttps = await t.http().get('/adminapi/health').set('X-Forwarded-Proto', 'https');
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/adminapi/health', '/login', '/dashboard', '/assets/main-abc123.js', '/uploads/images/photo.png']) {
      const get = await t.http().get(url);
      const head = await t.http().head(url);
      expect({ url, status: head.status, type: head.headers['content-type'] }).toEqual({
        url,
        status: get.status,
        type: get.headers['content-type'],
      });
      expect(head.text ?? '').toBe('');
    }
  });

  it('compresses API answers and spends nothing on ETags', async () => {
    const token = await t.signIn('admin');
    await t.prisma.category.createMany({ data: Array.from({ length: 40 }, (_, index) => ({ categoryName: `Festival ${index}` })) });
    const list = await t.http().get('/adminapi/categories').set('Authorization', token).set('Accept-Encoding', 'gzip').expect(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.etag).toBeUndefined();
    expect(list.body.data).toHaveLength(40);
    expect(list.body.data[0]._id).toBe(list.body.data[0].id);
  });

  it('serves uploads only as images, sandboxed and never sniffed', async () => {
    const photo = await t.http().get('/uploads/images/photo.png').expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toContain('immutable');
    // HTML inside a .png stays an image.
    expect((await t.http().get('/uploads/images/page.png').expect(200)).headers['content-type']).toBe('image/png');
    for (const file of ['evil.html', 'evil.svg', 'missing.png']) {
      const response = await t.http().get(`/uploads/images/${file}`).expect(404);
      expect(response.headers['content-type']).not.toMatch(/html|svg/);
    }
  });

  it('cuts a request whose body arrives too slowly with 408', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /adminapi/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(), 10_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('The request body took too long to arrive');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("revokes a staff member's tokens when their password changes, and only then", async () => {
    const token = await t.signIn('admin', { email: 'changer@example.com' });
    await t.prisma.staffUser.update({ where: { email: 'changer@example.com' }, data: { name: 'Renamed' } });
    await t.http().get('/adminapi/auth/details').set('Authorization', token).expect(200);

    await t.prisma.staffUser.update({ where: { email: 'changer@example.com' }, data: { passwordHash: await hashSecret('new-password-1') } });
    const revoked = await t.http().get('/adminapi/auth/details').set('Authorization', token).expect(401);
    expect(revoked.body.message).toBe('Your session has expired. Please sign in again');
    const fresh = await t.http().post('/adminapi/auth/login').send({ email: 'changer@example.com', password: 'new-password-1' }).expect(200);
    await t.http().get('/adminapi/auth/details').set('Authorization', fresh.body.data.token).expect(200);
  });
});
