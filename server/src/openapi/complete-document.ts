import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { ENTITIES, type EntityManifest } from '../../../shared/entities/index.js';
import { API_ROUTE, type ApiRouteOptions } from '../common/rest/api-route.js';
import { describeOperation, type Route } from './describe-operation.js';
import { ERROR_SCHEMA, EXAMPLE_UUID, type Operation, type Schema } from './document-types.js';
import { SchemaContext } from './schema-context.js';

/** One tag per screen of the admin (and the facts the public pages read): each entity's from its manifest (shared/entities), and these. */
const TAGS: Record<string, string> = {
  Auth: "Sign in, the signed-in staff member, and the app's account deletion (public)",
  Sessions: "The signed-in staff member's sessions (each sign-in is one): list and end them",
  Dashboard: 'Dashboard screen: record counts',
  ...Object.fromEntries(ENTITIES.flatMap(({ rest }: EntityManifest) => (rest ? [[rest.tag, rest.tagDescription]] : []))),
  'Subscribed users': 'Subscribed users screen (superadmin): who has which plan',
  Reports: 'Reports screen: charts and ending subscriptions',
  Public: 'Public facts for the public pages and health checks',
  History: 'History screen (superadmin): who changed what and when',
  Trash: 'Trash screen: deleted records, restore and delete forever',
};

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
    throw new Error(`REST routes without @ApiRoute (server/src/common/rest/api-route.ts):\n  ${undescribed.join('\n  ')}`);
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
      messageCode: {
        type: 'string',
        description:
          "The refusal's stable code (shared/refusals.ts in the source), when the server's catalogue knows the message: " +
          "a client may show its own text for it, in the user's language; `message` stays the English",
        example: 'mobile_taken',
      },
      messageParams: {
        type: 'object',
        description: 'With `messageCode`: the values the message was built from, by the name of their placeholder',
        additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        example: { label: 'Mobile Number' },
      },
    },
  };
  context.dropUnused();
  document.paths = tidySchemas(document.paths) as OpenAPIObject['paths'];
  document.components.schemas = tidySchemas(document.components.schemas) as Record<string, SchemaObject | ReferenceObject>;
  inlineNullableReferences(document);
  context.dropUnused();
  addLinks(document);
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

/**
 * A nullable reference (`allOf: [ref]` with `nullable`) is one that bundlers
 * and generators read wrongly in OpenAPI 3.0 (`nullable` does not reach into
 * the referenced schema): it becomes a copy of the referenced schema with
 * `nullable: true` and the property's own description. A reference inside
 * the copy stays a reference (no cycles).
 */
function inlineNullableReferences(document: OpenAPIObject) {
  const schemas = document.components!.schemas as Record<string, Schema>;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)])) as Schema;
    const only = node.allOf?.length === 1 ? node.allOf[0].$ref : undefined;
    if (node.nullable === true && only) {
      const { allOf: _allOf, type: _type, ...rest } = node;
      const target = structuredClone(schemas[only.replace('#/components/schemas/', '')]);
      delete target.description;
      return { ...target, ...rest, nullable: true };
    }
    return node;
  };
  // Components first, so a copy carries its own nullable references already inlined.
  for (const name of Object.keys(schemas)) schemas[name] = walk(schemas[name]) as Schema;
  document.paths = walk(document.paths) as OpenAPIObject['paths'];
}

/**
 * OpenAPI links from each create operation's answer to the read, update and
 * delete operations of the same path prefix, the id from
 * `$response.body#/data/id`, so stateful testers can chain them.
 */
function addLinks(document: OpenAPIObject) {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const resolve = (schema: Schema | undefined): Schema[] =>
    !schema
      ? []
      : schema.$ref
        ? resolve(schemas[schema.$ref.replace('#/components/schemas/', '')])
        : schema.anyOf
          ? schema.anyOf.flatMap(resolve)
          : [schema];
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.values(item as Record<string, Operation>).map((operation) => ({ path, operation })),
  );
  for (const create of operations) {
    if (!/_create$/.test(create.operation.operationId)) continue;
    const base = create.path.replace(/\/[^/]+$/, '');
    const success = Object.entries(create.operation.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
    if (!success) continue;
    const links: Record<string, { operationId: string; description: string; parameters?: object; requestBody?: object }> = {};
    for (const { path, operation } of operations) {
      if (operation === create.operation || (path !== base && !path.startsWith(`${base}/`))) continue;
      const description = `${operation.summary ?? operation.operationId}: the record just created`;
      const idParameter = (operation.parameters ?? []).find((parameter) => parameter.name === 'id');
      const bodyTakesId = Object.values(operation.requestBody?.content ?? {}).some((media) =>
        resolve(media.schema).some((schema) => schema.properties?.id),
      );
      if (idParameter)
        links[operation.operationId] = { operationId: operation.operationId, description, parameters: { id: '$response.body#/data/id' } };
      else if (bodyTakesId)
        links[operation.operationId] = { operationId: operation.operationId, description, requestBody: { id: '$response.body#/data/id' } };
    }
    if (Object.keys(links).length) (success as { links?: unknown }).links = links;
  }
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
