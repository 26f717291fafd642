import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractViolation, takeContractViolations } from './support/contract.js';

/** A server of our own answering whatever the test says, to prove the hook sees every server's answers. */
async function answering(status: number, body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the REST contract check', () => {
  it('flags a status the document does not list for the operation', async () => {
    const server = await answering(418, { message: 'teapot', requestId: 'x' });
    await fetch(`${server.url}/adminapi/categories`);
    await server.close();
    const violations = takeContractViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('GET /adminapi/categories (/adminapi/categories) answered 418, a status the document does not list');
  });

  it('flags a body whose shape differs from the documented one', async () => {
    const server = await answering(200, { message: 'Success', data: [{ id: 'not-a-uuid', categoryName: 7 }] });
    await fetch(`${server.url}/adminapi/categories`);
    await server.close();
    const [violation] = takeContractViolations();
    expect(violation).toContain('does not match the document');
    expect(violation).toContain('/data/0');
  });

  it('accepts a documented answer, and ignores paths the document does not have', () => {
    const body = Buffer.from(JSON.stringify({ message: 'Please sign in to continue', requestId: 'abc' }));
    expect(contractViolation({ method: 'GET', url: '/adminapi/categories', status: 401, contentType: 'application/json', body })).toBeUndefined();
    expect(contractViolation({ method: 'GET', url: '/adminapi/nowhere', status: 404, contentType: 'application/json', body })).toBeUndefined();
  });

  it('flags an error body without its requestId', () => {
    const body = Buffer.from(JSON.stringify({ message: 'Please sign in to continue' }));
    expect(contractViolation({ method: 'GET', url: '/adminapi/categories', status: 401, contentType: 'application/json', body })).toContain(
      "must have required property 'requestId'",
    );
  });
});
