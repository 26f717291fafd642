import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { ENTITIES, type EntityManifest } from '../../../shared/entities/index.js';
import { API_ROUTE, type ApiRouteOptions } from '../common/rest/api-route.js';
import { describeOperation, type Route } from './describe-operation.js';
import { ERROR_SCHEMA, EXAMPLE_UUID, type Operation } from './document-types.js';
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
