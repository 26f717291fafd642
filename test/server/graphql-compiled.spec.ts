import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

// A query document runs compiled (graphql-jit) from its second sighting on
// (server/src/common/graphql/jit.plugin.ts): the answers and the refusals must
// be the same on every call as on the first, which graphql-js ran.
describe('queries run compiled from their second call', () => {
  let t: TestApp;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.signIn('employee');
    await t.graphql(`mutation { createCategory(input: { categoryName: "Compiled" }) { id } }`, {}, employee);
  });
  afterAll(() => t.close());

  /** Three answers, each without its request id (which differs by design). */
  const callThrice = async (query: string, variables?: Record<string, unknown>, token?: string) => {
    const bodies = [];
    for (let call = 0; call < 3; call += 1) {
      bodies.push(
        JSON.parse(JSON.stringify((await t.graphql(query, variables, token)).body, (key, value) => (key === 'requestId' ? undefined : value))),
      );
    }
    return bodies;
  };

  it('answers the same data on every call', async () => {
    const query = `query List($status: Boolean) { categories(status: $status) { id categoryName isElection status createdAt totalSubcategories totalGreetings } }`;
    const [first, ...rest] = await callThrice(query, { status: true }, employee);
    expect(first.errors).toBeUndefined();
    expect(first.data.categories).toEqual([
      expect.objectContaining({
        categoryName: 'Compiled',
        status: true,
        totalSubcategories: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      }),
    ]);
    for (const body of rest) expect(body).toEqual(first);
  });

  it('still refuses a caller without a token, and a role the operation does not name, on every call', async () => {
    const anonymous = await callThrice(`{ categories { id } }`);
    for (const body of anonymous) {
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
    }
    expect(anonymous[2]).toEqual(anonymous[0]);

    const forbidden = await callThrice(`{ auditEvents { items { id } } }`, undefined, employee);
    for (const body of forbidden) {
      expect(body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    }
    expect(forbidden[2]).toEqual(forbidden[0]);
  });
});
