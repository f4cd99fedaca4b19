import {
  GraphQLError,
  Kind,
  type ArgumentNode,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from '@synth/core/lib';
import { DEFAULT_PAGE_SIZE, MAX_PAGE } from './relay/page-size';

export { DEFAULT_QUERY_LIMITS, type QueryLimits };

/**
 * Depth, alias and cost limits as GraphQL validation rules, so HTTP and WebSocket share them.
 * Cost: each field costs 1, `__typename` and aliased fields included, multiplied by the page size
 * (`first`, or the default page for a connection asked without it) of the list around it, so a
 * flood of cheap fields is refused by cost as well as by the parser's token limit. Introspection counts too: each `__schema`
 * or `__type` costs a fixed INTROSPECTION_COST and its aliases count, so repeating it under many
 * aliases cannot get around the limits (its own nesting is bounded by the schema, not measured).
 */
const INTROSPECTION_COST = 500;

// graphql-js words its token-limit refusal "more that N tokens"; ours reads like the other limits.
const PARSER_TOKEN_LIMIT = /^Syntax Error: Document contains more (?:than|that) (\d+) tokens\./;

/** The sentence for a document the parser stopped at the token limit; null for any other error. */
export function tokenLimitMessage(parserMessage: string): string | null {
  const max = PARSER_TOKEN_LIMIT.exec(parserMessage.slice(0, 100))?.[1];
  return max ? `Query is too long: the limit is ${max} tokens.` : null;
}

export function limitRules(limits: QueryLimits): ValidationRule[] {
  return [(ctx) => limitsVisitor(ctx, limits)];
}

function limitsVisitor(ctx: ValidationContext, limits: QueryLimits): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of ctx.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  return {
    OperationDefinition(op) {
      const stats = { depth: 0, aliases: 0, cost: 0 };
      measure(op.selectionSet, 1, 1, fragments, stats, new Set());
      const name = op.name?.value ? ` "${op.name.value}"` : '';
      if (stats.depth > limits.maxDepth) {
        ctx.reportError(
          new GraphQLError(`Query${name} is too deep: depth ${stats.depth} exceeds the limit of ${limits.maxDepth}.`, {
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
      if (stats.aliases > limits.maxAliases) {
        ctx.reportError(
          new GraphQLError(`Query${name} uses ${stats.aliases} aliases; the limit is ${limits.maxAliases}.`, {
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
      if (stats.cost > limits.maxCost) {
        ctx.reportError(
          new GraphQLError(`Query${name} costs ${stats.cost}; the limit is ${limits.maxCost}.`, {
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
    },
  };
}

/** How many items a field's selection applies to: `first` when given (a variable counts as the maximum page), the default page for a connection. */
function pageSizeOf(args: readonly ArgumentNode[], selection: SelectionSetNode): number {
  const first = args.find((a) => a.name.value === 'first');
  if (first) return first.value.kind === Kind.INT ? Math.max(1, Number(first.value.value)) : MAX_PAGE;
  const isConnection = selection.selections.some(
    (s) => s.kind === Kind.FIELD && (s.name.value === 'edges' || s.name.value === 'nodes'),
  );
  return isConnection ? DEFAULT_PAGE_SIZE : 1;
}

function measure(
  set: SelectionSetNode,
  depth: number,
  multiplier: number,
  fragments: Map<string, FragmentDefinitionNode>,
  stats: { depth: number; aliases: number; cost: number },
  visiting: Set<string>,
): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.alias) stats.aliases++;
      if (sel.name.value === '__typename') {
        stats.cost += multiplier;
        continue;
      }
      if (sel.name.value.startsWith('__')) {
        stats.cost += multiplier * INTROSPECTION_COST;
        continue;
      }
      stats.cost += multiplier;
      stats.depth = Math.max(stats.depth, depth);
      if (sel.selectionSet)
        measure(
          sel.selectionSet,
          depth + 1,
          multiplier * pageSizeOf(sel.arguments ?? [], sel.selectionSet),
          fragments,
          stats,
          visiting,
        );
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      measure(sel.selectionSet, depth, multiplier, fragments, stats, visiting);
    } else {
      const frag = fragments.get(sel.name.value);
      // Cycles are reported by graphql's own NoFragmentCycles rule.
      if (!frag || visiting.has(frag.name.value)) continue;
      visiting.add(frag.name.value);
      measure(frag.selectionSet, depth, multiplier, fragments, stats, visiting);
      visiting.delete(frag.name.value);
    }
  }
}
