import {
  GraphQLError, Kind,
  type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule,
} from 'graphql';

export interface QueryLimits { maxDepth: number; maxAliases: number; maxCost: number }

/**
 * Depth, alias and cost limits as GraphQL validation rules, so HTTP and WebSocket share them.
 * Cost: each field costs 1, multiplied by the page size (`first`) of the list around it.
 */
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
        ctx.reportError(new GraphQLError(`Query${name} is too deep: depth ${stats.depth} exceeds the limit of ${limits.maxDepth}.`, { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      }
      if (stats.aliases > limits.maxAliases) {
        ctx.reportError(new GraphQLError(`Query${name} uses ${stats.aliases} aliases; the limit is ${limits.maxAliases}.`, { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      }
      if (stats.cost > limits.maxCost) {
        ctx.reportError(new GraphQLError(`Query${name} costs ${stats.cost}; the limit is ${limits.maxCost}.`, { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      }
    },
  };
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
      if (sel.name.value.startsWith('__')) continue;
      if (sel.alias) stats.aliases++;
      stats.cost += multiplier;
      stats.depth = Math.max(stats.depth, depth);
      if (sel.selectionSet) {
        const first = sel.arguments?.find((a) => a.name.value === 'first');
        const size = first?.value.kind === Kind.INT ? Math.max(1, Number(first.value.value)) : first ? 100 : 1;
        measure(sel.selectionSet, depth + 1, multiplier * size, fragments, stats, visiting);
      }
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
