// Who can reach what. The snapshot is the permission map of the whole API:
// a diff in it changes who can call an endpoint, so review it like code.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { CALLERS, type Caller, expectedCallers, graphqlOperations, restRoutes } from './support/endpoint-map.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden';

interface Endpoint {
  key: string;
  policy: string;
  /** A REST route other than GET, or a GraphQL mutation. */
  writes: boolean;
  /** The access outcome, and whether the call did what it asked (2xx, no GraphQL errors). */
  call: (token?: string) => Promise<{ outcome: Outcome; succeeded: boolean }>;
}

describe('permission map', () => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};
  let endpoints: Endpoint[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['employee', 'admin', 'superadmin'] as const) tokens[role] = await t.signIn(role);
    endpoints = [...restEndpoints(t), ...graphqlEndpoints(t)].sort((a, b) => a.key.localeCompare(b.key));
  });
  afterAll(() => t.close());

  it('every REST route and GraphQL operation declares who may call it', () => {
    const undeclared = endpoints.filter((endpoint) => endpoint.policy === 'UNDECLARED').map((endpoint) => endpoint.key);
    expect(undeclared).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(10);
  });

  it("says in each GraphQL operation's description who may call it, as its policy does", () => {
    // Roles in the spec's order (superadmin, admin, employee); the policy string has them sorted.
    const sentence = (policy: string) => {
      if (policy === 'public') return 'Who may call: anyone, no sign-in needed.';
      const roles = ['superadmin', 'admin', 'employee'].filter((role) => policy.split(', ').includes(role));
      return roles.length === 3 ? 'Who may call: any signed-in staff (superadmin, admin, employee).' : `Who may call: ${roles.join(', ')}.`;
    };
    const wrong = graphqlOperations(t.app)
      .filter((operation) => !operation.field.description?.endsWith(sentence(operation.policy)))
      .map((operation) => `${operation.key}: should end with '${sentence(operation.policy)}'`);
    expect(wrong).toEqual([]);
  });

  it('matches the reviewed permission map', () => {
    expect(Object.fromEntries(endpoints.map((endpoint) => [endpoint.key, endpoint.policy]))).toMatchSnapshot();
  });

  it('lets through exactly the callers each policy names, and every successful write leaves one history event naming its caller', async () => {
    const mismatches: string[] = [];
    const history: string[] = [];
    let successfulWrites = 0;
    for (const endpoint of endpoints) {
      const allowed = expectedCallers(endpoint.policy);
      for (const caller of CALLERS) {
        const lastEvent = await t.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
        const { outcome, succeeded } = await endpoint.call(tokens[caller]);
        const expected = allowed.includes(caller) ? 'allowed' : caller === 'anonymous' ? 'unauthenticated' : 'forbidden';
        if (outcome !== expected) mismatches.push(`${endpoint.key} as ${caller}: ${outcome}, expected ${expected}`);
        // History (issue 16): a successful write is one event by its caller; anything else writes none
        // (a refused sign-in is the one event a failure records).
        const events = await t.prisma.auditEvent.findMany({
          where: { id: { gt: lastEvent?.id ?? 0n }, action: { not: 'sign_in_refused' } },
          select: { staffId: true, action: true },
        });
        const wanted = endpoint.writes && succeeded ? 1 : 0;
        if (wanted) successfulWrites += 1;
        const staffId = caller === 'anonymous' ? null : staffIdOf(tokens[caller]!);
        if (events.length !== wanted || (wanted && events[0].staffId !== staffId)) {
          history.push(`${endpoint.key} as ${caller} (${succeeded ? 'succeeded' : 'failed'}): ${JSON.stringify(events)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(history).toEqual([]);
    // The placeholders make some writes succeed, so the history check is not vacuous.
    expect(successfulWrites).toBeGreaterThan(0);
  }, 180_000);
});

function outcomeOfStatus(status: number): Outcome {
  return status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'allowed';
}

function staffIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
}

// The map itself (every route and root field with its declared policy) is
// support/endpoint-map.ts, shared with the fuzz suite.
function restEndpoints(t: TestApp): Endpoint[] {
  return restRoutes(t.app).map(({ key, method, path, policy }) => {
    const url = path.replace(/:[^/]+/g, randomUUID());
    return {
      key,
      policy,
      writes: method !== 'GET',
      call: async (token?: string) => {
        const call = t.http()[method.toLowerCase() as 'get'](url);
        if (token) call.set('Authorization', `Bearer ${token}`);
        const response = method === 'GET' ? await call : await call.send({});
        return { outcome: outcomeOfStatus(response.status), succeeded: response.status >= 200 && response.status < 300 };
      },
    };
  });
}

function graphqlEndpoints(t: TestApp): Endpoint[] {
  return graphqlOperations(t.app).map(({ key, operation, field, policy }) => {
    const { document, variables } = operationFor(operation, field.name, field.args, field.type);
    return {
      key,
      policy,
      writes: operation === 'mutation',
      call: async (token?: string) => {
        const response = await graphqlCall(t, document, variables, token);
        const codes = (response.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
        const outcome: Outcome = codes.includes('UNAUTHENTICATED') ? 'unauthenticated' : codes.includes('FORBIDDEN') ? 'forbidden' : 'allowed';
        return { outcome, succeeded: response.status === 200 && !response.body.errors?.length };
      },
    };
  });
}

const UPLOAD = Symbol('upload');
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** JSON, or a multipart request (GraphQL multipart spec) when the operation takes uploads. */
function graphqlCall(t: TestApp, document: string, variables: Record<string, unknown>, token?: string) {
  const uploads = Object.keys(variables).filter((name) => {
    const value = variables[name];
    return value === UPLOAD || (Array.isArray(value) && value[0] === UPLOAD);
  });
  if (!uploads.length) return t.graphql(document, variables, token);
  const map: Record<string, string[]> = {};
  const plain = { ...variables };
  uploads.forEach((name, index) => {
    const list = Array.isArray(variables[name]);
    map[String(index)] = [list ? `variables.${name}.0` : `variables.${name}`];
    plain[name] = list ? [null] : null;
  });
  let call = t
    .http()
    .post('/graphql')
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query: document, variables: plain }))
    .field('map', JSON.stringify(map));
  uploads.forEach((_name, index) => {
    call = call.attach(String(index), TINY_PNG, 'probe.png');
  });
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
}

/** An operation calling one field with placeholder values for its required arguments. */
function operationFor(operation: string, field: string, args: readonly GraphQLArgument[], returns: GraphQLOutputType) {
  const required = args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((arg) => [arg.name, placeholder(arg.type)]));
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passing = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(returns)) ? ' { __typename }' : '';
  const document = `${operation} Probe${declarations ? `(${declarations})` : ''} { ${field}${passing ? `(${passing})` : ''}${selection} }`;
  return { document, variables };
}

function placeholder(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [placeholder(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, placeholder(field.type)]),
    );
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return randomUUID();
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return new Date().toISOString();
      case 'JSON':
        return {};
      case 'Upload':
        return UPLOAD;
      default:
        return 'placeholder';
    }
  }
  return null;
}
