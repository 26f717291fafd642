// The generated inputs of the fuzz suite (test/server/fuzz.spec.ts): bad
// scalars, values of a GraphQL input type, and REST queries and bodies drawn
// from docs/openapi.json's schemas, at and past their documented limits.
import fc from 'fast-check';
import { type GraphQLInputType, type GraphQLSchema, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import { findOperation, resolveSchema } from './contract.js';
import { CALLERS, type Caller, type RestRoute } from './endpoint-map.js';

export type Identity = Caller | 'garbage token' | 'token with a non-uuid subject';

/** What the generators draw from, filled in once the app and its rows exist. */
export interface FuzzPool {
  /** Ids of real rows, so that generated ids can hit records. */
  knownIds: string[];
  /** Every input field and argument name of the GraphQL schema, and the REST names. */
  fieldNames: string[];
}

export const badText = fc.constantFrom(
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
export const badNumber = fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, -0);

/** Every input field and argument name of the schema, with the names the REST routes read. */
export function fuzzFieldNames(schema: GraphQLSchema): string[] {
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
  return [...names].sort();
}

/** The generators that need the pool (read when a test draws, not when they are made). */
export function fuzzInputs(pool: FuzzPool) {
  const knownId = () => fc.constantFrom(...pool.knownIds);
  const scalar = () =>
    fc.oneof(badText, badNumber, fc.boolean(), fc.constant(null), fc.string({ maxLength: 40, unit: 'binary' }), knownId(), fc.uuid());
  const value = () =>
    fc.oneof(
      { weight: 5, arbitrary: scalar() },
      { weight: 1, arbitrary: fc.array(scalar(), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar(), { maxKeys: 3 }) },
    );
  const body = () => fc.dictionary(fc.constantFrom(...pool.fieldNames), value(), { maxKeys: 6 });
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

  return { identity, typedValue, documentedRequest };
}

/** A JS value as a GraphQL literal (enum-looking strings stay strings: they are refused or coerced, never a 500). */
export function literal(value: unknown): string {
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
