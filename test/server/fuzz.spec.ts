// Property-based fuzzing of the whole API: every REST route and GraphQL
// operation (read from the same map as the permission test, so new ones are
// covered without touching this file), called as every role with generated
// bad input. REST inputs are drawn from docs/openapi.json (each parameter's
// and body field's documented type and limits, at and past their edges),
// GraphQL variables from the schema (support/fuzz-inputs.ts), so the
// documents and the fuzz agree. A client's mistake must never cost a 5xx,
// never show internal text, and a refused request must leave the database
// exactly as it was.
//
// FUZZ_RUNS (default 10) sets the generated requests per endpoint; FUZZ_SEED
// replays a failure.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { type GraphQLArgument, getNamedType, isObjectType } from 'graphql';
import jwt from 'jsonwebtoken';
import type request from 'supertest';
import { graphqlOperations, graphqlSchema, type GraphqlOperation, restRoutes, type RestRoute } from './support/endpoint-map.js';
import { type FuzzPool, fuzzFieldNames, fuzzInputs, type Identity, literal } from './support/fuzz-inputs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Text that only a server's insides would show. */
const INTERNAL_TEXT =
  /prisma|postgres|\bSQL\b|syntax for type|invalid byte sequence|violates|\n\s+at |node_modules|\.[jt]s:\d+|Exception|TypeError|ReferenceError|Cannot read prop|undefined is not/i;

interface Outcome {
  status: number;
  text: string;
  refused: boolean;
  internalCode: boolean;
}

describe('fuzzing every route and operation with bad input', () => {
  let t: TestApp;
  const tokens = new Map<Identity, string | undefined>();
  const pool: FuzzPool = { knownIds: [], fieldNames: [] };
  const { identity, typedValue, documentedRequest } = fuzzInputs(pool);
  let fingerprintSql = '';

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '1000', LOGIN_MAX_FAILURES_PER_IP: '100000' });
    tokens.set('anonymous', undefined);
    for (const role of ['employee', 'admin', 'superadmin'] as const) tokens.set(role, await t.signIn(role));
    tokens.set('garbage token', 'Bearer not.a.token');
    tokens.set('token with a non-uuid subject', jwt.sign({ sub: 'xyz', ver: 0 }, t.config.jwtSecret, { algorithm: 'HS256' }));

    // Some real rows, so that generated ids can hit records and refused writes have something to spoil.
    const category = await t.prisma.category.create({ data: { categoryName: 'Diwali' } });
    const appUser = await t.prisma.appUser.create({
      data: { name: 'Fuzz User', mobile: '9812345678', pinHash: 'not-a-hash', userType: 'business' },
    });
    const staff = await t.prisma.staffUser.findMany({ select: { id: true } });
    pool.knownIds = [category.id, appUser.id, ...staff.map((row) => row.id)];

    const schema = graphqlSchema(t.app);
    pool.fieldNames = fuzzFieldNames(schema);

    // Row contents of every table but the bookkeeping ones a refused request may rightly touch:
    // failure counters (throttling), uploads registered for removal (an upload refused mid-way) and
    // the history, which records a refused sign-in on purpose (issue 16).
    const tables = await t.prisma.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('_prisma_migrations', 'FileRemoval', 'AuditEvent', 'AuditChange') AND table_name NOT ILIKE '%throttl%' AND table_name NOT ILIKE '%rate%limit%'
       ORDER BY table_name`,
    );
    // A session's last seen is written by any signed-in request (at most once a minute), refused or not.
    const rowText = (table: string) => (table === 'StaffSession' ? `(x."id", x."staffId", x."createdAt", x."endedAt")::text` : 'x::text');
    fingerprintSql = tables
      .map(
        ({ table_name }) =>
          `SELECT '${table_name}' AS t, md5(coalesce(string_agg(${rowText(table_name)}, '|' ORDER BY ${rowText(table_name)}), '')) AS h FROM "${table_name}" x`,
      )
      .join(' UNION ALL ');
  });
  afterAll(() => t.close());

  async function fingerprint(): Promise<string> {
    const rows = await t.prisma.$queryRawUnsafe<{ t: string; h: string }[]>(fingerprintSql);
    return rows.map((row) => `${row.t}:${row.h}`).join(',');
  }

  // ------------------------------------------------------------ checks

  function withToken(call: request.Test, who: Identity): request.Test {
    const token = tokens.get(who);
    return token ? call.set('Authorization', token.startsWith('Bearer') ? token : `Bearer ${token}`) : call;
  }

  async function judge(label: string, send: () => Promise<Outcome>) {
    const before = await fingerprint();
    const outcome = await send();
    expect({ label, status: outcome.status < 500 ? 'below 500' : outcome.status }).toEqual({ label, status: 'below 500' });
    expect({ label, internalCode: outcome.internalCode }).toEqual({ label, internalCode: false });
    const leak = INTERNAL_TEXT.exec(outcome.text);
    expect({ label, leak: leak?.[0] ?? null, text: leak ? outcome.text.slice(0, 300) : '' }).toEqual({ label, leak: null, text: '' });
    if (outcome.refused) expect({ label, database: await fingerprint() }).toEqual({ label, database: before });
  }

  function restOutcome(response: request.Response): Outcome {
    return { status: response.status, text: response.text ?? '', refused: response.status >= 400, internalCode: false };
  }

  function graphqlOutcome(response: request.Response): Outcome {
    const errors = (response.body?.errors ?? []) as { extensions?: { code?: string } }[];
    return {
      status: response.status,
      text: response.text ?? '',
      refused: response.status >= 400 || errors.length > 0,
      internalCode: errors.some((error) => !error.extensions?.code || error.extensions.code === 'INTERNAL_SERVER_ERROR'),
    };
  }

  function urlOf(route: RestRoute, query: Record<string, unknown>): string {
    const path = route.path.replace(/:[^/]+/g, 'xyz');
    const search = new URLSearchParams();
    for (const [key, inner] of Object.entries(query)) search.append(key, typeof inner === 'string' ? inner : JSON.stringify(inner));
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  }

  function restCall(route: RestRoute, who: Identity, url: string) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return withToken(t.http()[method](url), who);
  }

  /** Framing attacks: bodies no parser should choke on. */
  const RAW_BODIES: { name: string; type: string; body: string }[] = [
    { name: 'malformed JSON', type: 'application/json', body: '{"id": ' },
    { name: 'JSON nested 2,000 deep', type: 'application/json', body: '['.repeat(2000) + ']'.repeat(2000) },
    { name: 'JSON array', type: 'application/json', body: '[1,2,3]' },
    { name: 'JSON string', type: 'application/json', body: '"x"' },
    { name: 'multipart without a boundary', type: 'multipart/form-data', body: 'garbage' },
    { name: 'empty multipart', type: 'multipart/form-data; boundary=XYZ', body: '' },
    { name: 'garbage multipart', type: 'multipart/form-data; boundary=XYZ', body: '--XYZ\r\ngarbage\r\n\r\n' },
    { name: 'urlencoded', type: 'application/x-www-form-urlencoded', body: 'id=%00&page=1e308&ids[]=x' },
    { name: 'text', type: 'text/plain', body: '\u0000\u0001' },
  ];

  // ------------------------------------------------------------ REST

  it('REST: no 5xx, no internal text, nothing written when refused', async () => {
    const routes = restRoutes(t.app);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const raw of RAW_BODIES) {
        await judge(`${route.key} with ${raw.name}`, async () =>
          restOutcome(await restCall(route, 'superadmin', urlOf(route, {})).set('Content-Type', raw.type).send(raw.body)),
        );
      }
      const documented = documentedRequest(route);
      await fc.assert(
        fc.asyncProperty(identity, documented.query, documented.payload, async (who, query, payload) => {
          const label = `${route.key} as ${who} query=${JSON.stringify(query)} body=${JSON.stringify(payload)}`.slice(0, 600);
          await judge(label, async () => {
            const call = restCall(route, who, urlOf(route, query));
            if (route.method === 'GET') return restOutcome(await call);
            // A bare number, boolean or null body goes as the JSON text it is.
            const sent =
              payload !== null && typeof payload === 'object'
                ? call.send(payload)
                : call.set('Content-Type', 'application/json').send(JSON.stringify(payload));
            return restOutcome(await sent);
          });
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);

  // ------------------------------------------------------------ GraphQL

  function documentFor(operation: GraphqlOperation, args: readonly GraphQLArgument[]) {
    const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const passing = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = isObjectType(getNamedType(operation.field.type)) ? ' { __typename }' : '';
    return `${operation.operation} Fuzz${declarations ? `(${declarations})` : ''} { ${operation.field.name}${passing ? `(${passing})` : ''}${selection} }`;
  }

  it('GraphQL: no 5xx, no INTERNAL_SERVER_ERROR, no internal text, nothing written when refused', async () => {
    const operations = graphqlOperations(t.app);
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      const args = operation.field.args;
      const document = documentFor(operation, args);
      const variables = fc.record(Object.fromEntries(args.map((arg) => [arg.name, typedValue(arg.type)])));
      await fc.assert(
        fc.asyncProperty(identity, variables, async (who, values) => {
          const label = `${operation.key} as ${who} variables=${JSON.stringify(values)}`.slice(0, 600);
          await judge(label, async () =>
            graphqlOutcome(await withToken(t.http().post('/graphql').send({ query: document, variables: values }), who)),
          );
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // The same operation with its arguments written inline, as literals.
      await fc.assert(
        fc.asyncProperty(identity, variables, async (who, values) => {
          const passing = args
            .filter((arg) => values[arg.name] !== undefined)
            .map((arg) => `${arg.name}: ${literal(values[arg.name])}`)
            .join(', ');
          const selection = isObjectType(getNamedType(operation.field.type)) ? ' { __typename }' : '';
          const inline = `${operation.operation} { ${operation.field.name}${passing ? `(${passing})` : ''}${selection} }`;
          await judge(`${operation.key} as ${who}: ${inline}`.slice(0, 600), async () =>
            graphqlOutcome(await withToken(t.http().post('/graphql').send({ query: inline }), who)),
          );
        }),
        { numRuns: Math.max(2, Math.round(RUNS / 3)), seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);

  it('GraphQL: framing and abuse answer 4xx with a code', async () => {
    const attacks: { name: string; send: () => request.Test }[] = [
      { name: 'a subscription', send: () => t.http().post('/graphql').send({ query: 'subscription { me { id } }' }) },
      { name: 'multipart without a boundary', send: () => t.http().post('/graphql').set('Content-Type', 'multipart/form-data').send('x') },
      {
        name: 'garbage multipart',
        send: () =>
          t
            .http()
            .post('/graphql')
            .set('Content-Type', 'multipart/form-data; boundary=XYZ')
            .set('apollo-require-preflight', 'true')
            .send('--XYZ\r\nbad\r\n'),
      },
      {
        name: 'variables nested 2,000 deep',
        send: () =>
          t
            .http()
            .post('/graphql')
            .set('Content-Type', 'application/json')
            .send(`{"query":"{ me { id } }","variables":{"a":${'['.repeat(2000)}${']'.repeat(2000)}}}`),
      },
      {
        name: 'a 20,000-deep list literal',
        send: () =>
          t
            .http()
            .post('/graphql')
            .send({ query: `{ category(id: ${'['.repeat(20000)}${']'.repeat(20000)}) { id } }` }),
      },
      { name: 'no query', send: () => t.http().post('/graphql').send({}) },
      {
        name: 'a batch',
        send: () =>
          t
            .http()
            .post('/graphql')
            .send([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
      },
    ];
    for (const attack of attacks) {
      await judge(attack.name, async () => graphqlOutcome(await withToken(attack.send(), 'superadmin')));
    }
  }, 60_000);
});
