// Requests generated from docs/openapi.json, for every REST operation, get no
// 400: the document states every shape the server refuses (issue 31.6). Each
// operation gets one request built from its schemas (examples, enums,
// formats, patterns, bounds, required fields; uploads as multipart with a
// real PNG), then fast-check variations of its fields with a pattern, an
// enum or integer bounds, one field at a time. A request counts as accepted
// when it is answered 2xx, 404 (the example id names no record), 409 (a
// unique value already taken by an earlier request) or, for the public
// sign-in routes, 401 (the example credentials are nobody's). Each is sent
// as the first role, superadmin then admin then employee, that is not
// refused 403.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { OPENAPI_DOCUMENT, resolveSchema } from './support/contract.js';
import { noisePng } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { StaffRole } from '../../server/src/common/auth/roles.js';

type Schema = Record<string, unknown> & {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema: Schema;
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const NO_NUL = '^[^\\u0000]*$';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Public routes whose example credentials are nobody's (401), or whose example challenge has expired (400 on challenge). */
const SIGN_IN = new Set(['Auth_login', 'TwoFactor_verify', 'TwoFactor_enrol', 'Password_changePassword', 'AccountDeletion_deleteAccount']);
/** Ends the signed-in sessions of the suite's other tokens: sent last. */
const LAST = new Set(['Sessions_endOthers']);

const operations = Object.entries(OPENAPI_DOCUMENT.paths as Record<string, Record<string, Operation>>)
  .flatMap(([template, item]) => Object.entries(item).map(([method, operation]) => ({ method, template, operation })))
  .sort((a, b) => Number(LAST.has(a.operation.operationId)) - Number(LAST.has(b.operation.operationId)));

/** One value the schema allows, from its example where it has one. */
function valueOf(raw: Schema | undefined, name = ''): unknown {
  const schema = resolveSchema(raw) as Schema;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return valueOf(choices[0], name);
  // A send time must lie within a year from now: a rule about the value over time, not its shape; tomorrow.
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.example !== undefined && schema.example !== null) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => valueOf(schema.items, name));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, valueOf(schema.properties?.[key], key)]));
    default:
      if (schema.format === 'uuid' || /id$/i.test(name)) return UNKNOWN_ID;
      if (schema.format === 'date') return '2026-01-14';
      return 'Diwali'.slice(0, schema.maxLength ?? 100);
  }
}

/** The fields of a schema with a rule worth varying: a specific pattern, an enum, integer bounds. */
function variedFields(raw: Schema | undefined): [string, fc.Arbitrary<unknown>][] {
  const schema = resolveSchema(raw) as Schema;
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]): [string, fc.Arbitrary<unknown>][] => {
    const field = resolveSchema(property) as Schema;
    if (field.enum) return [[key, fc.constantFrom(...field.enum)]];
    if (field.type === 'string' && field.pattern && field.pattern !== NO_NUL && !field.format)
      return [[key, fc.stringMatching(new RegExp(field.pattern))]];
    if (field.type === 'integer' && field.minimum !== undefined && field.maximum !== undefined)
      return [[key, fc.integer({ min: field.minimum, max: field.maximum })]];
    return [];
  });
}

describe('requests that obey the document are not refused as malformed', () => {
  let t: TestApp;
  const tokens = new Map<StaffRole, string>();
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of [StaffRole.superadmin, StaffRole.admin, StaffRole.employee]) tokens.set(role, await t.signIn(role));
    png = await noisePng(32);
  });
  afterAll(() => t.close());

  async function send(method: string, template: string, operation: Operation, query: Record<string, unknown>, body: unknown) {
    const url = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const parameter = operation.parameters?.find((candidate) => candidate.name === name);
      return encodeURIComponent(String(parameter ? (parameter.example ?? valueOf(parameter.schema, name)) : UNKNOWN_ID));
    });
    const multipart = operation.requestBody?.content['multipart/form-data'];
    let response;
    for (const role of operation.security?.length === 0 ? [undefined] : [...tokens.keys()]) {
      let call = t
        .http()
        [method as 'get' | 'post' | 'put' | 'delete'](url)
        .query(query as Record<string, string>);
      if (role) call = call.set('Authorization', `Bearer ${tokens.get(role)}`);
      if (multipart) {
        for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
          const field = resolveSchema(multipart.schema.properties?.[key]) as Schema;
          if (field.type === 'array' && field.items?.format === 'binary')
            call = call.attach(key, png, { filename: 'poster.png', contentType: 'image/png' });
          else call = call.field(key, typeof value === 'string' ? value : JSON.stringify(value));
        }
      } else if (body !== undefined) call = call.send(body as object);
      response = await call;
      if (response.status !== 403) break;
    }
    if (!response) throw new Error(`No request sent for ${operation.operationId}`);
    return response;
  }

  const accepted = (operationId: string, status: number, field: unknown) =>
    (status >= 200 && status < 300) ||
    status === 404 ||
    status === 409 ||
    (SIGN_IN.has(operationId) && (status === 401 || (status === 400 && field === 'challenge')));

  it.each(operations)('$method $template', async ({ method, template, operation }) => {
    const query = Object.fromEntries(
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => [parameter.name, parameter.example ?? valueOf(parameter.schema, parameter.name)]),
    );
    const content = operation.requestBody?.content;
    const declared = content && Object.values(content)[0].schema;
    const resolved = declared && (resolveSchema(declared) as Schema);
    // Each alternative body (users/create: a staff account or an app user) on its own.
    // An alternative with no properties of its own is a rule on the body's fields ('imageId or path'): the body with it.
    const bodySchemas: (Schema | undefined)[] = resolved
      ? (resolved.anyOf ?? resolved.oneOf ?? [resolved]).map((choice) =>
          (resolveSchema(choice) as Schema).properties
            ? choice
            : { ...resolved, anyOf: undefined, required: [...(resolved.required ?? []), ...(choice.required ?? [])] },
        )
      : [undefined];
    const refused: string[] = [];
    const check = async (label: string, sentQuery: Record<string, unknown>, sentBody: unknown) => {
      const response = await send(method, template, operation, sentQuery, sentBody);
      if (!accepted(operation.operationId, response.status, (response.body as { field?: unknown }).field))
        refused.push(`${label}: ${response.status} ${JSON.stringify(response.body)} for ${JSON.stringify({ query: sentQuery, body: sentBody })}`);
    };
    for (const bodySchema of bodySchemas) {
      const body = bodySchema ? (valueOf(bodySchema) as Record<string, unknown>) : undefined;
      if (bodySchema) {
        // The first file field gets one file, required or not (a create without its image is refused; where there
        // are two, as on frame/upload, they are alternatives).
        const fileField = Object.entries((resolveSchema(bodySchema) as Schema).properties ?? {}).find(
          ([, property]) => (resolveSchema(property) as Schema).items?.format === 'binary',
        );
        if (fileField) body![fileField[0]] = [png];
      }
      await check('example', query, body);

      const queryParameters = {
        type: 'object',
        properties: Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
      };
      for (const [key, arbitrary] of variedFields(queryParameters)) {
        for (const value of fc.sample(arbitrary, { numRuns: 3, seed: 31 })) await check(`query ${key}`, { ...query, [key]: value }, body);
      }
      for (const [key, arbitrary] of variedFields(bodySchema)) {
        for (const value of fc.sample(arbitrary, { numRuns: 3, seed: 31 })) await check(`body ${key}`, query, { ...body, [key]: value });
      }
    }
    expect(refused).toEqual([]);
  });
});
