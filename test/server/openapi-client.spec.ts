// A client generated from docs/openapi.json, used as an integrator would:
// openapi-typescript types (scripts/openapi-client.mjs, run before the type
// check and the tests) with openapi-fetch, against the running server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import type { paths } from './generated/openapi.js';
import { noisePng } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// ---- Type-level: every success answer has a real type (not unknown, any or never).
type Methods = 'get' | 'put' | 'post' | 'delete';
type Loose<T> = 0 extends 1 & T ? true : unknown extends T ? true : [T] extends [never] ? true : false;
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses & (200 | 201)]: Responses[Status] extends { content: infer Content } ? Content[keyof Content] : never;
    }[keyof Responses & (200 | 201)]
  : never;
type LooselyTyped = {
  [Path in keyof paths]: {
    [Method in Methods]: paths[Path][Method] extends { responses: unknown }
      ? Loose<SuccessBody<paths[Path][Method]>> extends true
        ? `${Method} ${Path & string}`
        : never
      : never;
  }[Methods];
}[keyof paths];
// Fails to compile, naming the operations, when any success answer is loosely typed.
const everyAnswerTyped: [LooselyTyped] extends [never] ? true : LooselyTyped = true;

describe('a client generated from docs/openapi.json', () => {
  let t: TestApp;
  let baseUrl: string;
  const email = `client-${Date.now()}@example.com`;

  beforeAll(async () => {
    t = await createTestApp();
    await t.signIn('superadmin', { email });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('signs in, lists and creates categories, uploads a slider image, pages app users and reads the export headers', async () => {
    expect(everyAnswerTyped).toBe(true);
    const client = createClient<paths>({ baseUrl });

    const login = await client.POST('/adminapi/auth/login', { body: { email, password: 'password-123' } });
    expect(login.response.status).toBe(200);
    // The answer is the token, or a second-step challenge for a member with two-factor sign-in on.
    const answer = login.data!.data;
    if (!('token' in answer)) throw new Error('expected a token, got a two-factor challenge');
    const token: string = answer.token;
    client.use({ onRequest: ({ request }) => (request.headers.set('Authorization', `Bearer ${token}`), request) });

    const created = await client.POST('/adminapi/categories/create', { body: { categoryName: 'Diwali' } });
    expect(created.response.status).toBe(201);
    const category = created.data!.data;
    expect(category._id).toBe(category.id);

    const listed = await client.GET('/adminapi/categories', { params: { query: {} } });
    const names: string[] = listed.data!.data.map((row) => row.categoryName);
    expect(names).toEqual(['Diwali']);

    // Multipart: the generated body type names the file field; the form carries it.
    const png = await noisePng(32);
    const slider = await client.POST('/adminapi/sliders/create', {
      body: { sliderName: 'Festive offers', sliderImage: [] },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('sliderName', body.sliderName);
        form.append('sliderImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'offer.png');
        return form;
      },
    });
    expect(slider.response.status).toBe(201);
    expect(slider.data!.data.image?.width).toBe(32);

    const page = await client.GET('/adminapi/users/appusers', { params: { query: { page: 1, limit: 10 } } });
    const totalCount: number = page.data!.totalCount;
    expect({ totalCount, rows: page.data!.data.length }).toEqual({ totalCount: 0, rows: 0 });

    const exported = await client.GET('/adminapi/users/appusersexcel', { params: { query: {} }, parseAs: 'stream' });
    expect(exported.response.status).toBe(200);
    expect(exported.response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(exported.response.headers.get('content-disposition')).toContain('users_export.xlsx');
    await exported.response.body?.cancel();

    const refused = await client.POST('/adminapi/categories/create', { body: { categoryName: 'Diwali' } });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ message: 'A category with this name already exists' });
  });
});
