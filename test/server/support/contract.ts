// The REST contract, checked on every answer the server tests produce:
// each /adminapi response must be one docs/openapi.json lists for its
// operation (status, media type) and its JSON body must match the schema.
// Validation is ajv (JSON Schema) over the document's own schemas.
import { Ajv, type ValidateFunction } from 'ajv';
import { default as addFormatsModule } from 'ajv-formats';
import http from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

type Schema = Record<string, any>;

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const OPENAPI_DOCUMENT = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as Schema;
const BASE = 'https://contract.test/schemas/';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);

/**
 * `#/components/schemas/X` as an absolute id, so each component can be added
 * on its own; and OpenAPI 3.0's `nullable` as JSON Schema's `anyOf` with
 * null, which is what it means (ajv's own `nullable` relaxes `type` only, not
 * an `allOf` beside it).
 */
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Schema;
  if (nullable === true) return { anyOf: [{ type: 'null' }, absoluteRefs(rest)] };
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', BASE) : absoluteRefs(inner),
    ]),
  );
}
for (const [name, schema] of Object.entries((OPENAPI_DOCUMENT.components?.schemas ?? {}) as Record<string, Schema>)) {
  ajv.addSchema(absoluteRefs(schema) as Schema, BASE + name);
}

export interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, Schema>;
  /** The operation as the document has it (parameters, requestBody …). */
  definition: Schema;
}

const operations: Operation[] = [];
for (const [template, item] of Object.entries(OPENAPI_DOCUMENT.paths as Record<string, Record<string, Schema>>)) {
  const pattern = new RegExp(
    `^${template.replace(/[.*+?^${}()|[\]\\]/g, (match) => (match === '{' || match === '}' ? match : `\\${match}`)).replace(/\{[^}]+\}/g, '[^/]+')}$`,
  );
  for (const [method, operation] of Object.entries(item)) {
    operations.push({ method: method.toUpperCase(), template, pattern, responses: operation.responses, definition: operation });
  }
}

/** A component schema by its `$ref`, `allOf` of one ref unwrapped (for generators that walk the document). */
export function resolveSchema(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; depth < 10; depth++) {
    if (current.$ref) current = OPENAPI_DOCUMENT.components.schemas[String(current.$ref).split('/').pop()!] as Schema;
    else if (Array.isArray(current.allOf) && current.allOf.length === 1) current = { ...current.allOf[0], ...current, allOf: undefined };
    else return current;
  }
  return current;
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(absoluteRefs(schema) as Schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The documented operation for a request, if its path is one of the document's. */
export function findOperation(method: string, pathname: string): Operation | undefined {
  return operations.find((operation) => operation.method === method && operation.pattern.test(pathname));
}

export interface ObservedResponse {
  method: string;
  url: string;
  status: number;
  contentType?: string;
  body?: Buffer;
}

/** What is wrong with an answer by the document, or undefined when it matches (or is not a documented operation). */
export function contractViolation({ method, url, status, contentType, body }: ObservedResponse): string | undefined {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '') || '/';
  const operation = findOperation(method, pathname);
  if (!operation) return undefined;
  const where = `${method} ${pathname} (${operation.template}) answered ${status}`;
  const response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) return `${where}, a status the document does not list (it lists ${Object.keys(operation.responses).join(', ')})`;
  const content = (response.content ?? {}) as Record<string, Schema>;
  if (!Object.keys(content).length) return body?.length ? `${where} with a body the document does not describe` : undefined;
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const media = content[mediaType];
  if (!media) return `${where} as ${mediaType || 'no media type'}; the document says ${Object.keys(content).join(', ')}`;
  if (!mediaType.includes('json')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse((body ?? Buffer.alloc(0)).toString('utf8'));
  } catch {
    return `${where} with a body that is not JSON`;
  }
  const validate = validatorFor(`${operation.method} ${operation.template} ${status} ${mediaType}`, media.schema ?? {});
  if (validate(parsed)) return undefined;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
  return `${where} with a body that does not match the document: ${errors.join('; ')}\n  body: ${JSON.stringify(parsed).slice(0, 600)}`;
}

const violations: string[] = [];

/** `METHOD template 2xx|4xx` of every documented answer seen, for the whole-run coverage check (global-teardown.mjs). */
function recordCoverage(method: string, url: string, status: number) {
  const dir = process.env.CONTRACT_COVERAGE_DIR;
  if (!dir || status >= 500 || status < 200) return;
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '') || '/';
  const operation = findOperation(method, pathname);
  if (!operation) return;
  appendFileSync(path.join(dir, `${process.pid}.txt`), `${operation.method} ${operation.template} ${status < 300 ? '2xx' : '4xx'}\n`);
}

/** The violations seen since the last call (the setup file fails the test that caused them). */
export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

function decode(buffer: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(buffer);
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer);
  if (encoding === 'deflate') return zlib.inflateSync(buffer);
  return buffer;
}

/** Records what a response sends, and checks it against the document when it ends. */
function watchResponse(request: http.IncomingMessage, response: http.ServerResponse) {
  const method = request.method ?? 'GET';
  const url = request.url ?? '/';
  if (method === 'HEAD' || method === 'OPTIONS' || !url.startsWith('/adminapi')) return;
  const chunks: Buffer[] = [];
  const isJson = () => String(response.getHeader('content-type') ?? '').includes('json');
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || !isJson()) return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  response.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    try {
      const violation = contractViolation({
        method,
        url,
        status: response.statusCode,
        contentType: response.getHeader('content-type') as string | undefined,
        body: isJson() ? decode(Buffer.concat(chunks), response.getHeader('content-encoding') as string | undefined) : undefined,
      });
      if (violation) violations.push(violation);
      else recordCoverage(method, url, response.statusCode);
    } catch (error) {
      violations.push(`Could not check ${method} ${url}: ${(error as Error).message}`);
    }
    return end(...args);
  }) as typeof response.end;
}

const ORIGINAL_EMIT = Symbol.for('poster-admin.contract.original-emit');

/**
 * Every HTTP server in the test process (the app's, in every test file)
 * has its answers checked: patched on the prototype, so no test can forget
 * it. Each test file has its own module registry, so each file's setup
 * installs its own patch over the original emit (the core module is shared).
 */
export function watchAllServers() {
  const prototype = http.Server.prototype as http.Server & { [ORIGINAL_EMIT]?: http.Server['emit'] };
  const emit = (prototype[ORIGINAL_EMIT] ??= prototype.emit);
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') watchResponse(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
}
