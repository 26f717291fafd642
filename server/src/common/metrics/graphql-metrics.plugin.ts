import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Metrics } from './metrics.js';

/**
 * Each GraphQL operation's duration by operation name, type and outcome
 * (graphql_operation_duration_seconds). A document that fails validation has
 * no resolved operation: its name and type come from its first operation.
 */
export function graphqlMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operationName, operation, document, errors }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const written =
            operation ??
            document?.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
          metrics.observeGraphqlOperation(operationName ?? written?.name?.value, written?.operation, Boolean(errors?.length), seconds);
        },
      };
    },
  };
}
