import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type GraphQLInputType,
  GraphQLError,
  OperationTypeNode,
  type GraphQLSchema,
  TypeInfo,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { isUuid } from '../dto/ids.js';
import { BAD_TEXT, isMalformedText } from '../http/request-guards.js';

/** A GraphQL error answered with HTTP 400 (Apollo reads `extensions.http`). */
export function badRequest(message: string, code = 'BAD_USER_INPUT'): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/** The first problem in one argument's value, walking it with its declared type. */
function problemIn(value: unknown, type: GraphQLInputType, name: string): string | null {
  if (value === null || value === undefined) return null;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) return problemIn(value, inner.ofType, name);
    for (const item of value) {
      const problem = problemIn(item, inner.ofType, name);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return null;
    const fields = inner.getFields();
    for (const [field, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const problem = fields[field] ? problemIn(fieldValue, fields[field].type, field) : null;
      if (problem) return problem;
    }
    return null;
  }
  if (isScalarType(inner)) {
    if (inner.name === 'ID' && !(typeof value === 'string' && isUuid(value))) return `"${name}" is not a valid id`;
    if (typeof value === 'string' && isMalformedText(value)) return BAD_TEXT;
  }
  return null;
}

/** Every argument of the document (variables filled in), checked against its type. */
export function checkArguments(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>) {
  const typeInfo = new TypeInfo(schema);
  let problem: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (problem) return false;
        const argument = typeInfo.getArgument();
        if (!argument) return false;
        problem = problemIn(valueFromAST(node.value, argument.type, variables), argument.type, argument.name);
        return false;
      },
    }),
  );
  if (problem) throw badRequest(problem);
}

/**
 * Refuses, before anything runs, what no resolver should see: a subscription
 * (this API has none), an ID argument that is not a uuid, text with a NUL or
 * a lone surrogate. All answer 400 with BAD_USER_INPUT (BAD_REQUEST for a
 * subscription).
 */
export function inputGuardPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, schema, request }) {
          if (operation?.operation === OperationTypeNode.SUBSCRIPTION) {
            throw badRequest('Subscriptions are not supported by this API', 'BAD_REQUEST');
          }
          checkArguments(schema, document, request.variables ?? {});
        },
      };
    },
  };
}
