// Every operation in docs/openapi.json refuses a caller it must refuse:
// without a token when it needs one (401), or a malformed body when it is
// public (400). With the contract check on every answer, this also proves
// each documented refusal has the { message, requestId } shape.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OPENAPI_DOCUMENT } from './support/contract.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

const operations = Object.entries(OPENAPI_DOCUMENT.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(([template, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, template, isPublic: operation.security?.length === 0 })),
);

describe('every documented REST operation refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(operations)('$method $template', async ({ method, template, isPublic }) => {
    const url = template.replace(/\{[^}]+\}/g, SOME_ID);
    const call = t.http()[method as 'get' | 'post' | 'put' | 'delete'](url);
    if (isPublic) {
      const response = await call.set('Content-Type', 'application/json').send('{"malformed": ');
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { message: 'Malformed JSON in request body' } });
    } else {
      const response = await call;
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { message: 'Please sign in to continue' } });
    }
  });
});
