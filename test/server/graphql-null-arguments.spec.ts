import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
} from 'graphql';
import { createTestApp, type TestApp } from './support/test-app.js';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A value GraphQL accepts for the type (the server may still refuse it): only to get past required arguments. */
function sampleValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, depth);
  if (isListType(type)) return [sampleValue(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type, depth + 1)]));
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = { ID: SOME_ID, String: 'x', Int: 1, Float: 1, Boolean: true, DateTime: '2026-01-01T00:00:00.000Z' };
    return samples[type.name] ?? 'x';
  }
  return null;
}

function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || isAbstractType(named) ? '{ __typename }' : '';
}

/** One call of an operation: its required arguments, plus the given optional one set to `null` or left out. */
function document(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, optional: GraphQLArgument, withNull: boolean) {
  const args = field.args.filter((arg) => isNonNullType(arg.type) || (arg === optional && withNull));
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passing = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const variables = Object.fromEntries(args.map((arg) => [arg.name, arg === optional ? null : sampleValue(arg.type)]));
  const query = `${kind} Walk${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''} ${selection(field)} }`;
  return { query, variables };
}

function outcome(body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }) {
  return { data: body.data ?? null, errors: (body.errors ?? []).map((error) => `${error.extensions?.code}: ${error.message}`) };
}

describe('null for an optional GraphQL argument', () => {
  let t: TestApp;
  let token: string;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
    schema = t.app.get(GraphQLSchemaHost).schema;
  });
  afterAll(() => t.close());

  it('means the same as leaving the argument out, on every query and mutation', async () => {
    const walked: string[] = [];
    const differing: string[] = [];
    for (const kind of ['query', 'mutation'] as const) {
      const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      for (const field of Object.values(root?.getFields() ?? {})) {
        // Upload arguments need a multipart request; they are never optional filters.
        if (field.args.some((arg) => isNonNullType(arg.type) && getNamedType(arg.type).name === 'Upload')) continue;
        for (const optional of field.args.filter((arg) => !isNonNullType(arg.type))) {
          const left = document(kind, field, optional, false);
          const nulled = document(kind, field, optional, true);
          walked.push(`${field.name}(${optional.name})`);
          if (kind === 'mutation') {
            // A mutation may write: a second call could meet what the first made (a name taken).
            // So the null call goes alone, and must not be refused for its null.
            const withNull = outcome((await t.graphql(nulled.query, nulled.variables, token)).body);
            if (withNull.errors.some((error) => /^(BAD_USER_INPUT: Invalid input|INTERNAL_SERVER_ERROR)/.test(error))) {
              differing.push(`${field.name}(${optional.name}: null): ${JSON.stringify(withNull)}`);
            }
            continue;
          }
          const without = outcome((await t.graphql(left.query, left.variables, token)).body);
          const withNull = outcome((await t.graphql(nulled.query, nulled.variables, token)).body);
          if (JSON.stringify(without) !== JSON.stringify(withNull)) {
            differing.push(`${field.name}(${optional.name}: null): ${JSON.stringify(withNull)} but left out: ${JSON.stringify(without)}`);
          }
        }
      }
    }
    expect(differing).toEqual([]);
    // The ones the fuzzer found, among the rest.
    expect(walked).toEqual(
      expect.arrayContaining([
        'categories(status)',
        'customCategories(status)',
        'sliders(status)',
        'themeSamples(status)',
        'frameFields(isElection)',
        'subscriptionPlans(status)',
        'subscriptionPlans(type)',
        'festivals(status)',
      ]),
    );
  });
});
