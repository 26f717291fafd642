import { HTTP_CODE_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { Type } from '@nestjs/common';
import { ACCESS_POLICY, type AccessPolicy, StaffRole } from '../common/auth/roles.js';
import { DATABASE_UNAVAILABLE } from '../common/errors/app-error.js';
import { refusalFields } from '../common/errors/error-answer.js';
import { IMAGE_FIELDS, type ImageFieldLimits } from '../images/image-uploads.interceptor.js';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../images/image-rules.js';
import type { ApiData, ApiRouteOptions } from '../common/rest/api-route.js';
import { ERROR_SCHEMA, EXAMPLE_UUID, type Operation, type RequestBody, type Response, type Schema } from './document-types.js';
import type { SchemaContext } from './schema-context.js';

/** The texts a refusal carries when the route names none of its own (spec §8). */
const DEFAULT_REFUSALS: Record<number, { description: string; message: string }> = {
  400: { description: "The input is invalid (the first failing field, in the spec's words), or the body is malformed", message: 'Id is required' },
  408: { description: 'The request body did not arrive in time; the connection is closed', message: 'The request body took too long to arrive' },
  401: { description: 'No token, or an expired or revoked one', message: 'Please sign in to continue' },
  403: { description: 'Signed in, but this role may not do this', message: 'You do not have permission to do this' },
  404: { description: 'The record named does not exist', message: 'Record not found' },
  409: { description: 'It would break a rule over existing records', message: 'Already exists' },
  413: { description: `A file over ${MAX_IMAGE_BYTES.toLocaleString('en-US')} bytes, or a body over 1 MB`, message: IMAGE_MESSAGES.tooLarge },
  429: { description: 'Too many attempts from this address; wait and try again', message: 'Too many attempts. Please try again in 15 minutes' },
  500: { description: 'An unexpected failure; its details are logged under the request id', message: 'Failed' },
  503: { description: 'The database is unreachable', message: DATABASE_UNAVAILABLE },
};

export interface Route {
  controller: Type<unknown>;
  methodKey: string;
  handler: (...args: unknown[]) => unknown;
}

/** The class given to @Query(), @Body() or @Param() of a handler, if any. */
function paramClass(route: Route, type: RouteParamtypes): Type<unknown> | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.methodKey) ?? {}) as Record<string, { index: number }>;
  const types = (Reflect.getMetadata('design:paramtypes', route.controller.prototype as object, route.methodKey) ?? []) as Type<unknown>[];
  for (const [key, { index }] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== Number(type)) continue;
    const candidate = types[index];
    if (candidate && candidate !== Object && candidate.prototype) return candidate;
  }
  return undefined;
}

/** Completes one operation: texts, tag, security, parameters, body, the success answer and the refusals. */
export function describeOperation(
  context: SchemaContext,
  route: Route,
  method: string,
  path: string,
  operation: Operation,
  options: ApiRouteOptions,
) {
  operation.summary = options.summary;
  operation.description = options.description;
  operation.tags = [tagOf(route, path)];

  const policy = (Reflect.getMetadata(ACCESS_POLICY, route.handler) ?? Reflect.getMetadata(ACCESS_POLICY, route.controller)) as
    AccessPolicy | undefined;
  const isPublic = policy?.kind === 'public';
  operation.security = isPublic ? [] : [{ bearer: [] }];

  // Query and path parameters: types, required-ness and texts from the GraphQL decorators of their class.
  const queryClass = paramClass(route, RouteParamtypes.QUERY);
  const pathClass = paramClass(route, RouteParamtypes.PARAM);
  for (const parameter of operation.parameters ?? []) {
    const owner = parameter.in === 'query' ? queryClass : parameter.in === 'path' ? pathClass : undefined;
    if (!owner) continue;
    const property = context.propertyOf(owner, parameter.name);
    const { schema, required } = context.inputProperty(parameter.schema ?? {}, property);
    parameter.schema = schema;
    parameter.required = parameter.in === 'path' ? true : required || Boolean(options.requiredQuery?.includes(parameter.name));
    // Beside a required query parameter, its optional twin is the older clients' name for it.
    if (options.requiredQuery && !parameter.required && parameter.in === 'query') {
      parameter.deprecated = true;
      parameter.description ??= `The older clients' name for \`${options.requiredQuery.join('`, `')}\`, accepted in its place`;
    }
    if (schema.description) parameter.description = schema.description;
    delete schema.description;
    if (schema.example !== undefined) parameter.example = schema.example;
    delete schema.example;
  }

  const bodyClass = paramClass(route, RouteParamtypes.BODY);
  const files = Reflect.getMetadata(IMAGE_FIELDS, route.handler) as ImageFieldLimits | undefined;
  if (files) operation.requestBody = multipartBody(context, bodyClass, files, options.requiredFiles ?? [], options.fileOnlyWhen);
  else if (options.body) {
    operation.requestBody = {
      required: true,
      // anyOf: an update body may fit both kinds; the server decides by `role`, `userType` or whose id it is.
      content: {
        'application/json': {
          schema: oneOrAny(
            options.body.oneOf.map((model) => context.refTo(model)),
            'anyOf',
          ),
        },
      },
    };
  }
  const json = operation.requestBody?.content?.['application/json'];
  if (json && options.bodyOneOfRequired && bodyClass) {
    // One whole body per field that may carry the rule, so generators and typed clients read each as a shape.
    const body = context.inlineInput(bodyClass);
    json.schema = { anyOf: options.bodyOneOfRequired.map((field) => ({ ...body, required: [...(body.required ?? []), field] })) };
  }
  if (operation.requestBody?.content?.['application/json'] && !operation.requestBody.description) {
    operation.requestBody.description = 'JSON; `_id` is accepted wherever `id` is';
  }

  // The success answer.
  const httpCode = Reflect.getMetadata(HTTP_CODE_METADATA, route.handler) as number | undefined;
  const status = String(httpCode ?? (method === 'post' ? 201 : 200));
  const responses: Record<string, Response> = { [status]: successResponse(context, options) };
  operation.responses = responses;

  // The refusals: those every request may meet (a malformed, oversized or
  // too slow body is refused before the route runs), those of its access
  // policy, plus its own.
  const refusals = new Map<number, string | undefined>([
    [400, undefined],
    [408, undefined],
    [413, undefined],
  ]);
  if (!isPublic) {
    refusals.set(401, undefined);
    const roles = policy?.kind === 'roles' ? policy.roles : [];
    if (roles.length < Object.keys(StaffRole).length) refusals.set(403, undefined);
  }
  refusals.set(500, undefined);
  if (options.database !== false) refusals.set(503, undefined);
  const idLike = [...(operation.parameters ?? []).map((parameter) => parameter.name), ...context.bodyFields(bodyClass)];
  if (idLike.some((name) => ['id', 'userId', 'subscriptionId', 'ids', 'imageId'].includes(name))) refusals.set(404, undefined);
  for (const [code, message] of Object.entries(options.errors ?? {})) refusals.set(Number(code), message);
  for (const code of [...refusals.keys()].sort()) {
    const fallback = DEFAULT_REFUSALS[code];
    const message = refusals.get(code) ?? fallback.message;
    responses[String(code)] = {
      description: fallback.description,
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` },
          example: { message, requestId: EXAMPLE_UUID, ...refusalFields(message) },
        },
      },
    };
  }
}

/** Spec screens for the routes of UsersController, which serves several screens under /users. */
function tagOf(route: Route, path: string): string {
  const name = route.controller.name.replace(/Controller$/, '');
  if (name === 'Users' || name === 'Profiles') {
    if (/adminusers/.test(path)) return 'Staff users';
    if (/subscri/.test(path)) return 'Subscribed users';
    return 'App users';
  }
  if (name === 'AccountDeletion' || name === 'TwoFactor' || name === 'Password') return 'Auth';
  if (name === 'FrameRender') return 'Frames';
  if (name === 'Support' || name === 'Health') return 'Public';
  return name;
}

function successResponse(context: SchemaContext, options: ApiRouteOptions): Response {
  const data = options.data;
  if (data && typeof data === 'object' && 'file' in data) {
    return {
      description: `The file (${data.file})`,
      headers: Object.fromEntries(
        Object.entries(data.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
      ),
      content: { [data.file]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  const required = ['message', 'data'];
  const properties: Record<string, Schema> = {
    message: { type: 'string', description: 'What was done', ...(options.message ? { example: options.message } : {}) },
    data: dataSchema(context, data),
  };
  const envelope: Schema = { type: 'object', required, properties };
  if (options.paged) {
    required.push('totalCount');
    properties.totalCount = { type: 'integer', minimum: 0, description: 'Rows matching the filter, across all pages', example: 42 };
  }
  return { description: options.message ?? 'Success', content: { 'application/json': { schema: envelope } } };
}

function dataSchema(context: SchemaContext, data: ApiData): Schema {
  if (data === null) return { type: 'object', nullable: true, description: 'Always null', example: null };
  if (typeof data === 'function') return context.refTo(data);
  if (Array.isArray(data)) return { type: 'array', items: context.refTo(data[0]) };
  if ('oneOf' in data)
    return oneOrAny(
      data.oneOf.map((model) => context.refTo(model)),
      'oneOf',
    );
  if ('schema' in data) return data.schema;
  throw new Error('Unexpected @ApiRoute data');
}

function oneOrAny(schemas: Schema[], keyword: 'oneOf' | 'anyOf'): Schema {
  return schemas.length === 1 ? schemas[0] : { [keyword]: schemas };
}

function multipartBody(
  context: SchemaContext,
  bodyClass: Type<unknown> | undefined,
  files: ImageFieldLimits,
  requiredFiles: string[],
  fileOnlyWhen?: ApiRouteOptions['fileOnlyWhen'],
): RequestBody {
  const text: Schema = bodyClass ? context.inlineInput(bodyClass) : { type: 'object', properties: {}, required: [] };
  const properties: Record<string, Schema> = { ...text.properties };
  const encoding: Record<string, { contentType: string }> = {};
  for (const [field, max] of Object.entries(files)) {
    properties[field] = {
      type: 'array',
      maxItems: max,
      items: { type: 'string', format: 'binary' },
      ...(requiredFiles.includes(field) ? { minItems: 1 } : {}),
      description:
        `${max === 1 ? 'One image' : `Up to ${max} images`}: png, jpg or jpeg, each at most ` +
        `${MAX_IMAGE_BYTES.toLocaleString('en-US')} bytes. Older clients may name the field \`${field}[]\`.`,
    };
    encoding[field] = { contentType: 'image/png, image/jpeg' };
  }
  let schema: Schema = { type: 'object', properties };
  const required = [...(text.required ?? []), ...requiredFiles];
  if (required.length) schema.required = required;
  if (fileOnlyWhen) {
    // Two shapes: the value that takes the file, with it; every other value, without it.
    const { file, field, value } = fileOnlyWhen;
    const values = (properties[field]?.enum ?? []) as string[];
    const { [file]: _file, ...withoutFile } = properties;
    schema = {
      oneOf: [
        { ...schema, properties: { ...properties, [field]: { ...properties[field], enum: [value], example: value } } },
        {
          ...schema,
          properties: {
            ...withoutFile,
            [field]: { ...properties[field], enum: values.filter((other) => other !== value), example: values.find((other) => other !== value) },
          },
        },
      ],
    };
  }
  return {
    required: true,
    description: 'multipart/form-data: the image files and the text fields (sent as strings; booleans as `true`/`false`)',
    content: { 'multipart/form-data': { schema, encoding } },
  };
}
