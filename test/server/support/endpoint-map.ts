// Every REST route and every GraphQL root field of the running app, with the
// access policy each declares. The permission test and the fuzz suite both
// walk this map, so a new route or operation is covered by both at once.
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GraphQLSchemaHost, RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA } from '@nestjs/graphql';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { ACCESS_POLICY, type AccessPolicy } from '../../../server/src/common/auth/roles.js';

export type Caller = 'anonymous' | 'employee' | 'admin' | 'superadmin';
export const CALLERS: Caller[] = ['anonymous', 'employee', 'admin', 'superadmin'];

export function describePolicy(policy: AccessPolicy | undefined): string {
  if (!policy) return 'UNDECLARED';
  if (policy.kind === 'public') return 'public';
  return [...policy.roles].sort().join(', ');
}

/** Who the declared policy lets through. */
export function expectedCallers(policy: string): Caller[] {
  if (policy === 'public') return CALLERS;
  return CALLERS.filter((caller) => caller !== 'anonymous' && policy.split(', ').includes(caller));
}

export interface RestRoute {
  key: string;
  method: string;
  /** With `:params` as declared. */
  path: string;
  policy: string;
}

export interface GraphqlOperation {
  key: string;
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  policy: string;
}

export function restRoutes(app: NestExpressApplication): RestRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  const routes: RestRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as { prototype: object } & (new (...args: never[]) => unknown);
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, () => unknown>)[name];
      const routePath = Reflect.getMetadata(PATH_METADATA, handler);
      if (routePath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const path = `/adminapi/${[base, String(routePath)].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
      const policy = reflector.getAllAndOverride<AccessPolicy>(ACCESS_POLICY, [handler, controller]);
      routes.push({ key: `${method} ${path}`, method, path, policy: describePolicy(policy) });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

export function graphqlSchema(app: NestExpressApplication): GraphQLSchema {
  return app.get(GraphQLSchemaHost).schema;
}

export function graphqlOperations(app: NestExpressApplication): GraphqlOperation[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  const declared = new Map<string, string>();
  for (const wrapper of discovery.getProviders()) {
    const resolver = wrapper.metatype as ({ prototype: object } & (new (...args: never[]) => unknown)) | undefined;
    if (!resolver?.prototype || !wrapper.instance) continue;
    for (const name of scanner.getAllMethodNames(resolver.prototype)) {
      const handler = (resolver.prototype as Record<string, () => unknown>)[name];
      const type = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler);
      if (type !== 'Query' && type !== 'Mutation') continue;
      const field = Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) ?? name;
      declared.set(`${type}.${field}`, describePolicy(reflector.getAllAndOverride(ACCESS_POLICY, [handler, resolver])));
    }
  }
  const schema = graphqlSchema(app);
  const operations: GraphqlOperation[] = [];
  for (const [operation, rootType] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!rootType) continue;
    for (const field of Object.values(rootType.getFields())) {
      const key = `${rootType.name}.${field.name}`;
      operations.push({ key, operation, field, policy: declared.get(key) ?? 'UNDECLARED' });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}
