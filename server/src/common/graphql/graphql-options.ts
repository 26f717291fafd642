import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import { GraphQLError, type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql';
import type { Authenticator } from '../auth/authenticator.js';
import { graphqlErrorExtensions } from '../errors/error-answer.js';
import { graphqlArmor } from './graphql-limits.js';
import { inputGuardPlugin } from './input-guard.plugin.js';
import { jitPlugin } from './jit.plugin.js';
import { graphqlMetricsPlugin } from '../metrics/graphql-metrics.plugin.js';
import type { Metrics } from '../metrics/metrics.js';

interface GraphqlContext {
  req: Request;
  res: Response;
}

/** True when an operation asks for the schema itself (`__schema` or `__type`). */
function asksForSchema(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && (selection.name.value === '__schema' || selection.name.value === '__type'),
  );
}

/**
 * Introspection is for signed-in staff (the GraphQL IDE sends their token),
 * and only they get "Did you mean …?" suggestions in validation errors.
 */
function staffOnlySchemaPlugin(authenticator: Authenticator): ApolloServerPlugin<GraphqlContext> {
  const isStaff = async (request: Request) => 'user' in (await authenticator.callerOf(request));
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didResolveOperation({ operation }) {
          if (operation && asksForSchema(operation) && !(await isStaff(contextValue.req))) {
            throw new GraphQLError('Sign in as staff to read the schema', {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
            });
          }
        },
        async didEncounterErrors({ errors }) {
          if (!errors.some((error) => /Did you mean/.test(error.message))) return;
          if (await isStaff(contextValue.req)) return;
          for (const error of errors) {
            (error as { message: string }).message = error.message.replace(/ ?Did you mean .+\?/g, '').trim();
          }
        },
      };
    },
  };
}

/** The root types' texts: code-first has no decorator for them, and every type of the schema is described. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = 'Reads. Each names who may call it; every other caller is refused (UNAUTHENTICATED or FORBIDDEN).';
  if (mutation) mutation.description = 'Changes, each in one transaction. Each names who may call it; every other caller is refused.';
  return schema;
}

/** The Apollo setup: limits, input checks, and errors as `{ message, extensions: { code } }`. */
export function graphqlOptions(authenticator: Authenticator, metrics: Metrics): ApolloDriverConfig {
  const armor = graphqlArmor();
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    transformSchema: describeRootTypes,
    introspection: true,
    // Automatic persisted queries off: our client sends whole documents (a few KB), and on, any anonymous
    // caller could fill the server's cache; a request that asks for one answers 400 PERSISTED_QUERY_NOT_SUPPORTED.
    persistedQueries: false,
    // No landing page from Apollo or Nest (theirs load from a CDN): browsers get
    // our own offline GraphiQL build at GET /graphql (server/src/web/client-pages.ts).
    graphiql: false,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      staffOnlySchemaPlugin(authenticator) as ApolloServerPlugin,
      inputGuardPlugin(),
      graphqlMetricsPlugin(metrics),
      // We set no cache hints; left on, Apollo's cache-control plugin wraps every field's resolver (willResolveField).
      ApolloServerPluginCacheControlDisabled(),
      // Last: queries that pass every check above run compiled (graphql-jit).
      jitPlugin(),
    ],
    context: ({ req, res }: GraphqlContext) => ({ req, res }),
    formatError: (formatted) => ({
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: graphqlErrorExtensions(formatted.extensions?.code, formatted.extensions?.field, formatted.message),
    }),
  };
}
