import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { NextFunction, Request, Response } from 'express';
import { Lexer, Source, TokenKind, type ValidationRule } from 'graphql';
import { AppError } from '../errors/app-error.js';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * Limits on what one GraphQL document may ask, checked before anything runs.
 * The admin's own documents stay far below every one of them
 * (test/server/graphql-limits.spec.ts runs them all through these rules).
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of selections (introspection excepted). */
  depth: 10,
  /** Aliased fields in one operation (__typename excepted). */
  aliases: 15,
  directives: 30,
  /** Lexical tokens in the document. */
  tokens: 3_000,
  /** graphql-armor's cost: 2 per object field and 1 per scalar, times 1.5 per level. */
  cost: 5_000,
} as const;

/** Armor names the limit in its message ("Query validation error. Aliases limit of 15 exceeded, found 3000."). */
export const GRAPHQL_ARMOR_CONFIG: GraphQLArmorConfig = {
  maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true },
  maxAliases: { n: GRAPHQL_LIMITS.aliases },
  maxDirectives: { n: GRAPHQL_LIMITS.directives },
  // Counted by graphqlTokenLimit below: armor's own check throws where Apollo answers 500.
  maxTokens: { enabled: false },
  costLimit: { maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true },
  // Suggestions are hidden by our own plugin, for anonymous callers only.
  blockFieldSuggestion: { enabled: false },
};

/** Armor's validation rules and plugins (its plugin types clash with Nest's ESM Apollo types: cast). */
export function graphqlArmor(): { validationRules: ValidationRule[]; plugins: ApolloServerPlugin[] } {
  const { validationRules, plugins } = new ApolloArmor({ ...GRAPHQL_ARMOR_CONFIG }).protect();
  return { validationRules, plugins: plugins as unknown as ApolloServerPlugin[] };
}

/** Lexical tokens in a document, counting up to `limit + 1` at most. */
export function countTokens(document: string, limit: number): number {
  const lexer = new Lexer(new Source(document));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      count += 1;
      if (count > limit) break;
    }
  } catch {
    // A syntax error: the parser reports it, with its position.
  }
  return count;
}

/**
 * Express middleware for /graphql (after the multipart parser): a document of
 * more than GRAPHQL_LIMITS.tokens tokens is refused with 400 before it is parsed.
 */
export function graphqlTokenLimit(request: Request, _response: Response, next: NextFunction) {
  const query = (request.body as { query?: unknown } | undefined)?.query ?? request.query.query;
  if (typeof query === 'string' && query.length > GRAPHQL_LIMITS.tokens) {
    if (countTokens(query, GRAPHQL_LIMITS.tokens) > GRAPHQL_LIMITS.tokens) {
      return next(AppError.badInput(`Query is too large: the token limit of ${GRAPHQL_LIMITS.tokens} is exceeded`));
    }
  }
  next();
}
