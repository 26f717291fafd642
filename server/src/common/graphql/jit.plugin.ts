import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { type GraphQLSchema, Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Compiled documents kept, and documents counted before their second sighting (oldest dropped first). */
const MAX_DOCUMENTS = 200;

function asksForSchema(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && (selection.name.value === '__schema' || selection.name.value === '__type'),
  );
}

/** Map.set that drops the oldest entry past MAX_DOCUMENTS. */
function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_DOCUMENTS) map.delete(map.keys().next().value as string);
}

/**
 * Queries run through graphql-jit: the document, once parsed and validated by
 * Apollo and checked by every plugin's didResolveOperation, is compiled to a
 * function for this schema on its second sighting (so a stream of one-off
 * documents compiles nothing) and kept (at most MAX_DOCUMENTS). What does not
 * change: the resolvers are the schema's own, so Nest's guards, pipes and
 * interceptors run inside them on every call (deny by default holds); the
 * scalars serialize as in graphql-js. What stays on graphql-js: mutations (uploads
 * included), introspection, and any answer with an error, which graphql-js runs
 * again so that errors go through Apollo's didEncounterErrors and formatError
 * (only queries get here: reading twice changes nothing).
 */
export function jitPlugin(): ApolloServerPlugin {
  const compiled = new Map<string, CompiledQuery | null>();
  const seen = new Map<string, number>();
  let compiledFor: GraphQLSchema | undefined;
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ operation, document, schema, request, queryHash, contextValue }) {
          if (operation.operation !== OperationTypeNode.QUERY || asksForSchema(operation)) return null;
          if (schema !== compiledFor) {
            compiled.clear();
            seen.clear();
            compiledFor = schema;
          }
          const key = `${request.operationName ?? ''}\n${queryHash}`;
          let query = compiled.get(key);
          if (query === undefined) {
            const sightings = (seen.get(key) ?? 0) + 1;
            if (sightings < 2) {
              remember(seen, key, sightings);
              return null;
            }
            seen.delete(key);
            const result = compileQuery(schema, document, request.operationName ?? undefined);
            query = isCompiledQuery(result) ? result : null;
            remember(compiled, key, query);
          }
          if (!query) return null;
          const result = await query.query(undefined, contextValue, request.variables ?? {});
          if (result.errors?.length) return null;
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: result.data } } };
        },
      };
    },
  };
}
