import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from './metrics.js';

/** Each GraphQL operation's duration by operation name, type and outcome (graphql_operation_duration_seconds). */
export function graphqlMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operationName, operation, errors }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          metrics.observeGraphqlOperation(operationName, operation?.operation, Boolean(errors?.length), seconds);
        },
      };
    },
  };
}
