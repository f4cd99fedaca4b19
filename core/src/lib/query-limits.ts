/**
 * How long, deep, aliased and costly one GraphQL document may be. maxTokens stops the parser
 * itself, so a huge document is refused before any validation rule reads it.
 */
export interface QueryLimits {
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/**
 * The defaults of GRAPHQL_MAX_TOKENS, GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_ALIASES and GRAPHQL_MAX_COST.
 * The web app's largest operation is about 220 tokens and the explorer's introspection under 200.
 */
export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxTokens: 1000, maxDepth: 10, maxAliases: 15, maxCost: 5000 };
