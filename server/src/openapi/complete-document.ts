import { HTTP_CODE_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLISODateTime } from '@nestjs/graphql';
import { TypeMetadataStorage } from '@nestjs/graphql/dist/schema-builder/storages/type-metadata.storage.js';
import type { ClassMetadata, EnumMetadata, PropertyMetadata } from '@nestjs/graphql/dist/schema-builder/metadata/index.js';
import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString } from 'graphql';
import { ACCESS_POLICY, type AccessPolicy, StaffRole } from '../common/auth/roles.js';
import { DATABASE_UNAVAILABLE } from '../common/errors/app-error.js';
import { IMAGE_FIELDS, type ImageFieldLimits } from '../images/image-uploads.interceptor.js';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../images/image-rules.js';
import { API_ROUTE, type ApiData, type ApiRouteOptions } from './api-route.js';

/** A JSON schema of the document: the keywords this file reads, typed; any other keyword kept as it is. */
interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  description?: string;
  deprecated?: boolean;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  [keyword: string]: unknown;
}

interface MediaType {
  schema: Schema;
  example?: unknown;
  encoding?: Record<string, { contentType: string }>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: Schema;
  [key: string]: unknown;
}

interface RequestBody {
  required?: boolean;
  description?: string;
  content?: Record<string, MediaType>;
}

interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: Schema }>;
  content?: Record<string, MediaType>;
}

/** An operation of the document as @nestjs/swagger builds it (always with an operationId), and as completed here. */
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  [key: string]: unknown;
}

const ERROR_SCHEMA = 'ErrorBody';
const EXAMPLE_UUID = '3f0c6a52-8f0e-4d5b-9a51-7c2f7d0e9b14';
const EXAMPLE_DATE = '2026-01-14T06:30:00.000Z';

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

/** One tag per screen of the admin (and the facts the public pages read). */
const TAGS: Record<string, string> = {
  Auth: "Sign in, the signed-in staff member, and the app's account deletion (public)",
  Dashboard: 'Dashboard screen: record counts',
  Categories: 'Categories screen',
  Subcategories: 'Subcategories screen and their image galleries',
  Greetings: 'Greetings screen and their image galleries',
  CustomCategories: 'Custom categories screen and their image galleries',
  Festivals: 'Festivals screen',
  FestivalPosts: 'Festival posts screen (calendar)',
  Sliders: 'Sliders screen',
  ThemeSamples: 'Theme samples screen',
  Frames: 'Frames screen: frame images, their regions, and posters rendered for an app user',
  FrameFields: 'Frame fields screen',
  Businesses: "An app user's businesses",
  Images: 'Gallery images of any screen: delete and reorder',
  Subscriptions: 'Subscription plans screen',
  'Staff users': 'Staff users screen (superadmin)',
  'App users': 'App users screen (superadmin): list, export, details and profiles',
  'Subscribed users': 'Subscribed users screen (superadmin): who has which plan',
  Reports: 'Reports screen: charts and ending subscriptions',
  Public: 'Public facts for the public pages and health checks',
  History: 'History screen (superadmin): who changed what and when',
  Trash: 'Trash screen: deleted records, restore and delete forever',
};

interface Route {
  controller: Type<unknown>;
  methodKey: string;
  handler: (...args: unknown[]) => unknown;
}

/**
 * Completes the document @nestjs/swagger builds from the controllers: types,
 * descriptions and required-ness from the GraphQL decorators the DTOs and
 * models already carry (one source for both APIs), the success envelope from
 * @ApiRoute, error answers, security and multipart bodies from the route's own
 * metadata. Throws on a route without @ApiRoute, so a new route cannot ship
 * undescribed.
 */
export function completeDocument(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const context = new SchemaContext(document);
  context.enrichComponents();
  const routes = collectRoutes(app);
  const undescribed: string[] = [];
  const usedTags = new Set<string>();

  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const route = routes.get(operation.operationId);
      const options = route && (Reflect.getMetadata(API_ROUTE, route.handler) as ApiRouteOptions | undefined);
      if (!route || !options) {
        undescribed.push(`${method.toUpperCase()} ${path} (${operation.operationId})`);
        continue;
      }
      describeOperation(context, route, method, path, operation, options);
      for (const tag of operation.tags ?? []) usedTags.add(tag);
    }
  }
  if (undescribed.length) {
    throw new Error(`REST routes without @ApiRoute (server/src/openapi/api-route.ts):\n  ${undescribed.join('\n  ')}`);
  }
  const unknownTags = [...usedTags].filter((tag) => !TAGS[tag]);
  if (unknownTags.length) throw new Error(`Tags without a description in complete-document.ts TAGS: ${unknownTags.join(', ')}`);

  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR_SCHEMA] = {
    type: 'object',
    description: 'Every refusal: the message to show, and the id of the request (also in the X-Request-Id header) to quote',
    required: ['message', 'requestId'],
    properties: {
      message: { type: 'string', description: "What went wrong, in the spec's words" },
      requestId: { type: 'string', description: "The request's id, on every log line of the request", example: EXAMPLE_UUID },
      field: {
        type: 'string',
        description: "The input field the refusal is about, when it is about one (a taken mobile: 'mobile'), to show the message under it",
        example: 'mobile',
      },
    },
  };
  context.dropUnused();
  document.paths = tidySchemas(document.paths) as OpenAPIObject['paths'];
  document.components.schemas = tidySchemas(document.components.schemas) as Record<string, SchemaObject | ReferenceObject>;
  document.tags = [...usedTags].sort().map((name) => ({ name, description: TAGS[name] }));
  document.servers = [{ url: '/', description: 'The server that serves this document (/adminapi/openapi.json); the paths are the same on any host' }];
  delete (document as { security?: unknown }).security;
  return document;
}

function collectRoutes(app: INestApplication): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prefix = controller.name.replace(/Controller$/, '');
      for (const methodKey of Object.getOwnPropertyNames(controller.prototype)) {
        if (methodKey === 'constructor') continue;
        const handler = (controller.prototype as Record<string, Route['handler']>)[methodKey];
        if (typeof handler === 'function') routes.set(`${prefix}_${methodKey}`, { controller, methodKey, handler });
      }
    }
  }
  return routes;
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

function describeOperation(context: SchemaContext, route: Route, method: string, path: string, operation: Operation, options: ApiRouteOptions) {
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
    parameter.required = parameter.in === 'path' ? true : required;
    if (schema.description) parameter.description = schema.description;
    delete schema.description;
    if (schema.example !== undefined) parameter.example = schema.example;
    delete schema.example;
  }

  const bodyClass = paramClass(route, RouteParamtypes.BODY);
  const files = Reflect.getMetadata(IMAGE_FIELDS, route.handler) as ImageFieldLimits | undefined;
  if (files) operation.requestBody = multipartBody(context, bodyClass, files);
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
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` }, example: { message, requestId: EXAMPLE_UUID } } },
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
  if (name === 'AccountDeletion') return 'Auth';
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

/**
 * OpenAPI 3.0 wants `type` beside `nullable` and nothing beside `$ref`:
 * a nullable or described reference becomes `allOf: [ref]` with `type: object`
 * (every referenced schema here is an object).
 */
function tidySchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidySchemas);
  if (!value || typeof value !== 'object') return value;
  let node: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, tidySchemas(inner)]));
  if (node.$ref && Object.keys(node).length > 1) {
    const { $ref, ...rest } = node;
    node = { ...rest, allOf: [{ $ref }] };
  }
  if (node.nullable === true && node.type === undefined && (node.allOf || node.oneOf || node.anyOf)) node.type = 'object';
  return node;
}

function multipartBody(context: SchemaContext, bodyClass: Type<unknown> | undefined, files: ImageFieldLimits): RequestBody {
  const text: Schema = bodyClass ? context.inlineInput(bodyClass) : { type: 'object', properties: {}, required: [] };
  const properties: Record<string, Schema> = { ...text.properties };
  const encoding: Record<string, { contentType: string }> = {};
  for (const [field, max] of Object.entries(files)) {
    properties[field] = {
      type: 'array',
      maxItems: max,
      items: { type: 'string', format: 'binary' },
      description:
        `${max === 1 ? 'One image' : `Up to ${max} images`}: png, jpg or jpeg, each at most ` +
        `${MAX_IMAGE_BYTES.toLocaleString('en-US')} bytes. Older clients may name the field \`${field}[]\`.`,
    };
    encoding[field] = { contentType: 'image/png, image/jpeg' };
  }
  const schema: Schema = { type: 'object', properties };
  if (text.required?.length) schema.required = text.required;
  return {
    required: true,
    description: 'multipart/form-data: the image files and the text fields (sent as strings; booleans as `true`/`false`)',
    content: { 'multipart/form-data': { schema, encoding } },
  };
}

/** GraphQL metadata of the app's DTO and model classes, and the component schemas built from them. */
class SchemaContext {
  /** Keyed by class (ClassMetadata.target). */
  private readonly byTarget = new Map<object, ClassMetadata>();
  private readonly objectTypes = new Set<object>();
  private readonly enums = new Map<object, { name: string; values: string[]; description?: string }>();

  constructor(private readonly document: OpenAPIObject) {
    for (const metadata of TypeMetadataStorage.getInputTypesMetadata()) this.byTarget.set(metadata.target, metadata);
    for (const metadata of TypeMetadataStorage.getArgumentsMetadata()) this.byTarget.set(metadata.target, metadata);
    for (const metadata of TypeMetadataStorage.getObjectTypesMetadata()) {
      this.byTarget.set(metadata.target, metadata);
      this.objectTypes.add(metadata.target);
    }
    for (const metadata of TypeMetadataStorage.getEnumsMetadata() as EnumMetadata<object>[]) {
      this.enums.set(metadata.ref, {
        name: metadata.name,
        values: Object.values(metadata.ref as Record<string, string>),
        description: metadata.description,
      });
    }
  }

  private get schemas(): Record<string, Schema> {
    this.document.components ??= {};
    return (this.document.components.schemas ??= {}) as Record<string, Schema>;
  }

  /** The GraphQL fields of a class, its parents' included. */
  properties(target: object): PropertyMetadata[] {
    const found = new Map<string, PropertyMetadata>();
    for (let current: object | null = target; current && current !== Object; current = prototypeOf(current)) {
      for (const property of this.byTarget.get(current)?.properties ?? []) if (!found.has(property.name)) found.set(property.name, property);
    }
    return [...found.values()];
  }

  propertyOf(target: object, name: string): PropertyMetadata | undefined {
    return this.properties(target).find((property) => property.name === name);
  }

  bodyFields(bodyClass: Type<unknown> | undefined): string[] {
    return bodyClass ? this.properties(bodyClass).map((property) => property.name) : [];
  }

  /** The component name of a model (its GraphQL name) or input (its class name), built when first named. */
  refTo(target: Type<unknown>): Schema {
    const name = this.objectTypes.has(target) ? this.byTarget.get(target)!.name : target.name;
    if (!this.schemas[name]) {
      if (!this.objectTypes.has(target)) throw new Error(`No schema for ${target.name}: not a GraphQL type, and not in the plugin's DTO files`);
      this.schemas[name] = {}; // taken before the walk: models may refer to themselves
      this.schemas[name] = this.modelSchema(target);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** A response model, all from its GraphQL fields; records get `_id` beside `id`. */
  private modelSchema(target: Type<unknown>): Schema {
    const metadata = this.byTarget.get(target)!;
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.properties(target)) {
      // @ResolveField()s (e.g. Frame.renderWidth) are GraphQL-only: they have no property on the model class.
      if (!Reflect.hasMetadata('design:type', target.prototype as object, property.name) && property.methodArgs?.length === 0) continue;
      const nullable = Boolean(property.options.nullable);
      let schema = this.typeSchema(property, 'output');
      if (nullable) schema = schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
      if (property.description) schema.description = property.description;
      if (property.deprecationReason) schema.deprecated = true;
      properties[property.name] = schema;
      required.push(property.name);
    }
    if (properties.id) {
      properties._id = { ...properties.id, description: 'The same as `id`, for older clients' };
      required.push('_id');
    }
    return { type: 'object', ...(metadata.description ? { description: metadata.description } : {}), required, properties };
  }

  private typeSchema(property: PropertyMetadata, direction: 'input' | 'output'): Schema {
    const reference = property.typeFn();
    let schema = this.scalarOrRef(reference, property.name, direction);
    for (let depth = property.options.isArray ? (property.options.arrayDepth ?? 1) : 0; depth > 0; depth--) {
      schema = { type: 'array', items: schema };
    }
    return schema;
  }

  private scalarOrRef(reference: unknown, name: string, direction: 'input' | 'output'): Schema {
    if (reference === GraphQLInt) return { type: 'integer', example: 1 };
    if (reference === GraphQLFloat || reference === Number) return { type: 'number', example: 1.5 };
    if (reference === GraphQLID) return { type: 'string', format: 'uuid', example: EXAMPLE_UUID };
    if (reference === GraphQLString || reference === String) return { type: 'string', example: exampleText(name) };
    if (reference === GraphQLBoolean || reference === Boolean) return { type: 'boolean', example: true };
    if (reference === Date || reference === GraphQLISODateTime) return { type: 'string', format: 'date-time', example: EXAMPLE_DATE };
    const enumType = this.enums.get(reference as object);
    if (enumType) return { type: 'string', enum: enumType.values, example: enumType.values[0] };
    if (typeof reference === 'function') {
      if (direction === 'output' || this.objectTypes.has(reference)) return this.refTo(reference as Type<unknown>);
      if (this.schemas[reference.name]) return { $ref: `#/components/schemas/${reference.name}` };
      return this.inlineInput(reference as Type<unknown>);
    }
    return {};
  }

  /** An input property: the plugin's schema (class-validator limits) with the GraphQL type, text and required-ness. */
  inputProperty(plugin: Schema, property: PropertyMetadata | undefined): { schema: Schema; required: boolean } {
    if (!property) return { schema: cleanPluginSchema(plugin), required: false };
    const typed = this.typeSchema(property, 'input');
    const { allOf: _allOf, type: _type, items: _items, $ref: _ref, ...limits } = cleanPluginSchema(plugin);
    const schema: Schema = typed.$ref ? (Object.keys(limits).length ? { allOf: [typed], ...limits } : typed) : { ...typed, ...limits };
    if (schema.type === 'array' && plugin.items && typed.items && !typed.items.$ref)
      schema.items = { ...typed.items, ...cleanPluginSchema(plugin.items) };
    if (schema.type === 'array' && typed.items?.type) schema.items = { ...schema.items, type: typed.items.type };
    const defaultValue = property.options.defaultValue as unknown;
    if (defaultValue !== undefined) {
      schema.default = defaultValue;
      schema.example = defaultValue;
    }
    const required = !property.options.nullable && defaultValue === undefined;
    if (required && schema.type === 'string' && schema.minLength === undefined && !schema.enum && !schema.format) schema.minLength = 1;
    if (schema.type === 'string' && typeof schema.example === 'string' && schema.maxLength !== undefined) {
      schema.example = schema.example.slice(0, schema.maxLength);
    }
    if (schema.type === 'integer' && typeof schema.minimum === 'number' && Number(schema.example) < schema.minimum) schema.example = schema.minimum;
    if (schema.pattern && typeof schema.example === 'string' && !new RegExp(schema.pattern).test(schema.example)) {
      schema.example = /#/.test(schema.pattern) ? '#ff9933' : undefined;
      if (schema.example === undefined) delete schema.example;
    }
    if (property.description) schema.description = property.description;
    if (property.deprecationReason) schema.deprecated = true;
    return { schema, required };
  }

  /** An input class as one inline object schema (multipart bodies and nested inputs without a component). */
  inlineInput(target: Type<unknown>): Schema {
    const component = this.schemas[target.name];
    if (component) return structuredClone(component);
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.properties(target)) {
      const result = this.inputProperty({}, property);
      properties[property.name] = result.schema;
      if (result.required) required.push(property.name);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }

  /** Input components from the plugin, completed from their GraphQL fields. */
  enrichComponents() {
    const byName = new Map<string, object>();
    for (const [target, metadata] of this.byTarget) if (!this.objectTypes.has(target)) byName.set(metadata.target.name, target);
    for (const [name, schema] of Object.entries(this.schemas)) {
      const target = byName.get(name);
      if (!target) continue;
      const required: string[] = [];
      const properties: Record<string, Schema> = {};
      const known = this.properties(target);
      for (const property of known) {
        const result = this.inputProperty(schema.properties?.[property.name] ?? {}, property);
        properties[property.name] = result.schema;
        if (result.required) required.push(property.name);
      }
      // Properties the plugin saw that GraphQL does not (REST-only): kept as the plugin gave them.
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (!properties[key]) properties[key] = cleanPluginSchema(value);
      }
      schema.properties = properties;
      if (required.length) schema.required = required;
      else delete schema.required;
    }
  }

  /** Components nothing refers to (e.g. a DTO only used for query parameters). */
  dropUnused() {
    const text = JSON.stringify({ paths: this.document.paths, schemas: this.schemas });
    let changed = true;
    while (changed) {
      changed = false;
      for (const name of Object.keys(this.schemas)) {
        const rest = JSON.stringify({ paths: this.document.paths, schemas: { ...this.schemas, [name]: undefined } });
        if (name !== ERROR_SCHEMA && !rest.includes(`"#/components/schemas/${name}"`)) {
          delete this.schemas[name];
          changed = true;
        }
      }
    }
    void text;
  }
}

/** The plugin types untyped initialisers (`page = 1`) as `allOf: [Object]`; the GraphQL type replaces it. */
function cleanPluginSchema(schema: Schema): Schema {
  const copy = { ...schema };
  if (Array.isArray(copy.allOf) && copy.allOf.some((part) => part.$ref === '#/components/schemas/Object')) delete copy.allOf;
  return copy;
}

/** The prototype of an object: for a class, the class it extends (or Function.prototype). */
function prototypeOf(value: object): object | null {
  const prototype: unknown = Object.getPrototypeOf(value);
  return typeof prototype === 'object' || typeof prototype === 'function' ? prototype : null;
}

function exampleText(name: string): string {
  if (/email/i.test(name)) return 'admin@example.com';
  if (/password/i.test(name)) return 'password-123';
  if (/mobile|phone|whatsapp/i.test(name)) return '9876543210';
  if (/path|url|image|logo|frame/i.test(name)) return '/uploads/3f/3f0c6a52.png';
  if (/day|date|start|end/i.test(name)) return '2026-01-14';
  if (/query|search/i.test(name)) return 'Diwali';
  return 'Diwali';
}
