/** How deep, how aliased and how costly one GraphQL document may be. */
export interface QueryLimits { maxDepth: number; maxAliases: number; maxCost: number }

/** The defaults of GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_ALIASES and GRAPHQL_MAX_COST. */
export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 10, maxAliases: 15, maxCost: 5000 };
