// Property-based fuzzing of the whole API: every REST route and GraphQL
// operation (read from the same map as the permission test, so new ones are
// covered without touching this file), called as every role with generated
// bad input. REST inputs are drawn from docs/openapi.json (each parameter's
// and body field's documented type and limits, at and past their edges),
// GraphQL variables from the schema, so the documents and the fuzz agree. A client's mistake must never cost a 5xx, never show internal
// text, and a refused request must leave the database exactly as it was.
//
// FUZZ_RUNS (default 10) sets the generated requests per endpoint; FUZZ_SEED
// replays a failure.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import jwt from 'jsonwebtoken';
import type request from 'supertest';
import { findOperation, resolveSchema } from './support/contract.js';
import { CALLERS, type Caller, graphqlOperations, graphqlSchema, type GraphqlOperation, restRoutes, type RestRoute } from './support/endpoint-map.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Text that only a server's insides would show. */
const INTERNAL_TEXT =
  /prisma|postgres|\bSQL\b|syntax for type|invalid byte sequence|violates|\n\s+at |node_modules|\.[jt]s:\d+|Exception|TypeError|ReferenceError|Cannot read prop|undefined is not/i;

type Identity = Caller | 'garbage token' | 'token with a non-uuid subject';

interface Outcome {
  status: number;
  text: string;
  refused: boolean;
  internalCode: boolean;
}

describe('fuzzing every route and operation with bad input', () => {
  let t: TestApp;
  const tokens = new Map<Identity, string | undefined>();
  let knownIds: string[] = [];
  let fieldNames: string[] = [];
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
    knownIds = [category.id, appUser.id, ...staff.map((row) => row.id)];

    const schema = graphqlSchema(t.app);
    const names = new Set([
      'id',
      '_id',
      'userId',
      'ids',
      'page',
      'limit',
      'query',
      'status',
      'role',
      'userType',
      'email',
      'password',
      'mobile',
      'pin',
      'name',
    ]);
    for (const type of Object.values(schema.getTypeMap())) {
      if (isInputObjectType(type)) for (const field of Object.keys(type.getFields())) names.add(field);
    }
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) for (const arg of field.args) names.add(arg.name);
    }
    fieldNames = [...names].sort();

    // Row contents of every table but the bookkeeping ones a refused request may rightly touch:
    // failure counters (throttling), uploads registered for removal (an upload refused mid-way) and
    // the history, which records a refused sign-in on purpose (issue 16).
    const tables = await t.prisma.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('_prisma_migrations', 'FileRemoval', 'AuditEvent', 'AuditChange') AND table_name NOT ILIKE '%throttl%' AND table_name NOT ILIKE '%rate%limit%'
       ORDER BY table_name`,
    );
    fingerprintSql = tables
      .map(
        ({ table_name }) => `SELECT '${table_name}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${table_name}" x`,
      )
      .join(' UNION ALL ');
  });
  afterAll(() => t.close());

  async function fingerprint(): Promise<string> {
    const rows = await t.prisma.$queryRawUnsafe<{ t: string; h: string }[]>(fingerprintSql);
    return rows.map((row) => `${row.t}:${row.h}`).join(',');
  }

  // ------------------------------------------------------------ generators

  const badText = fc.constantFrom(
    '',
    ' ',
    'xyz',
    '1e308',
    'NaN',
    '-1',
    'true',
    'null',
    '[]',
    '{}',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '0'.repeat(300),
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '%',
    '9999999999',
    '+919876543210',
    'a@b.c',
    'ADMIN@EXAMPLE.COM',
    '2026-13-45',
    '1900-01-01T00:00:00Z',
    '૧૨૩',
    '👍🏽',
    '\\',
    '"',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  );
  const badNumber = fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, -0);
  const knownId = () => fc.constantFrom(...knownIds);
  const scalar = () =>
    fc.oneof(badText, badNumber, fc.boolean(), fc.constant(null), fc.string({ maxLength: 40, unit: 'binary' }), knownId(), fc.uuid());
  const value = () =>
    fc.oneof(
      { weight: 5, arbitrary: scalar() },
      { weight: 1, arbitrary: fc.array(scalar(), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar(), { maxKeys: 3 }) },
    );
  const body = () => fc.dictionary(fc.constantFrom(...fieldNames), value(), { maxKeys: 6 });
  const identity = fc.constantFrom<Identity>(...CALLERS, 'superadmin', 'superadmin', 'garbage token', 'token with a non-uuid subject');

  /** A value of the declared GraphQL type (with edge contents), or, sometimes, of any type. */
  function typedValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
    const wrong = scalar();
    const inner = isNonNullType(type) ? type.ofType : type;
    let right: fc.Arbitrary<unknown>;
    if (isListType(inner)) right = fc.array(typedValue(inner.ofType, depth + 1), { maxLength: 3 });
    else if (isEnumType(inner)) right = fc.constantFrom(...inner.getValues().map((enumValue) => enumValue.name));
    else if (isInputObjectType(inner)) {
      const fields = Object.values(inner.getFields());
      right =
        depth > 3
          ? fc.constant({})
          : fc.record(Object.fromEntries(fields.map((field) => [field.name, typedValue(field.type, depth + 1)])), {
              requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
            });
    } else if (isScalarType(inner)) {
      switch (inner.name) {
        case 'ID':
          right = fc.oneof(knownId(), fc.uuid(), badText);
          break;
        case 'Int':
          right = fc.oneof(
            badNumber.filter((number) => Number.isInteger(number) && Math.abs(number) < 2 ** 31),
            fc.integer(),
          );
          break;
        case 'Float':
          right = fc.oneof(badNumber, fc.double({ noNaN: true }));
          break;
        case 'Boolean':
          right = fc.boolean();
          break;
        case 'Upload':
          right = fc.constant(null);
          break;
        default:
          right = fc.oneof(badText, fc.string({ maxLength: 40, unit: 'binary' }));
      }
    } else right = wrong;
    return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: fc.constant(null) });
  }

  /** A value for an OpenAPI schema: valid ones, its limits and one past them, and sometimes any other type. */
  function documentedValue(raw: Record<string, any> | undefined, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolveSchema(raw);
    const wrong = scalar();
    let right: fc.Arbitrary<unknown>;
    if (Array.isArray(schema.enum)) right = fc.constantFrom(...(schema.enum as unknown[]));
    else if (schema.oneOf || schema.anyOf)
      right = fc.oneof(...(schema.oneOf ?? schema.anyOf).map((inner: Record<string, any>) => documentedValue(inner, depth + 1)));
    else if (schema.type === 'object' || schema.properties) {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Record<string, any>>).filter(
        ([, inner]) => resolveSchema(inner).format !== 'binary' && resolveSchema(inner).items?.format !== 'binary',
      );
      right =
        depth > 3
          ? fc.constant({})
          : fc.record(Object.fromEntries(properties.map(([name, inner]) => [name, documentedValue(inner, depth + 1)])), {
              requiredKeys: ((schema.required ?? []) as string[]).filter((name) => properties.some(([key]) => key === name)),
            });
    } else if (schema.type === 'array') {
      right = fc.array(documentedValue(schema.items, depth + 1), { maxLength: Math.min(4, (schema.maxItems ?? 3) + 1) });
    } else if (schema.type === 'integer' || schema.type === 'number') {
      const edges = [schema.minimum, schema.maximum, schema.minimum - 1, schema.maximum + 1].filter(
        (edge) => typeof edge === 'number' && !Number.isNaN(edge),
      );
      right = fc.oneof(fc.constantFrom(...edges, 0, 1), schema.type === 'integer' ? fc.integer() : fc.double({ noNaN: true }), badNumber);
    } else if (schema.type === 'boolean') {
      right = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
    } else if (schema.type === 'string') {
      const options: fc.Arbitrary<unknown>[] = [badText, fc.string({ maxLength: 40, unit: 'binary' })];
      if (schema.format === 'uuid') options.push(knownId(), fc.uuid());
      if (schema.example !== undefined) options.push(fc.constant(schema.example));
      if (typeof schema.maxLength === 'number') options.push(fc.constantFrom('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)));
      right = fc.oneof(...options);
    } else right = wrong;
    return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: fc.constant(null) });
  }

  /** The query and the body of a documented REST operation. */
  function documentedRequest(route: RestRoute) {
    const operation = findOperation(route.method, route.path.replace(/:[^/]+/g, 'xyz'));
    if (!operation) throw new Error(`${route.key} is not in docs/openapi.json`);
    const parameters = ((operation.definition.parameters ?? []) as Record<string, any>[]).filter((parameter) => parameter.in === 'query');
    const query = fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, documentedValue(parameter.schema)])), {
      requiredKeys: [],
    });
    const content = (operation.definition.requestBody?.content ?? {}) as Record<string, { schema?: Record<string, any> }>;
    const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
    // Mostly the documented shape; sometimes any field names at all.
    const payload = bodySchema ? fc.oneof({ weight: 3, arbitrary: documentedValue(bodySchema) }, { weight: 1, arbitrary: body() }) : body();
    return { query: fc.oneof({ weight: 3, arbitrary: query }, { weight: 1, arbitrary: body() }), payload };
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

/** A JS value as a GraphQL literal (enum-looking strings stay strings: they are refused or coerced, never a 500). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    return `{ ${Object.entries(value as Record<string, unknown>)
      .filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key))
      .map(([key, inner]) => `${key}: ${literal(inner)}`)
      .join(', ')} }`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  return JSON.stringify(value);
}
