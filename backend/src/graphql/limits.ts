import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ASTVisitor } from 'graphql';

/**
 * Abuse limits of the GraphQL endpoint, enforced before anything runs. The figures leave room for
 * every document the storefront sends (depth 3 at most) and for the standard introspection query
 * (depth 15, 220 fields) where introspection is allowed.
 */
export const QUERY_LIMITS = {
  /** Request body, in bytes. */
  maxBodyBytes: 64 * 1024,
  /** Lexical tokens in the document (graphql `parse` stops early past it). */
  maxTokens: 4000,
  /** Nested field levels, fragments expanded. */
  maxDepth: 15,
  /** Fields selected in one operation, fragments expanded (stops fragment fan-out). */
  maxFields: 300,
  /** Top-level fields in one operation: each may be a password check or a cart write. */
  maxRootFields: 10,
} as const;

interface Measure {
  depth: number;
  fields: number;
}

function measure(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen: ReadonlySet<string>): Measure {
  let depth = 0;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const inner = selection.selectionSet ? measure(selection.selectionSet, fragments, seen) : { depth: 0, fields: 0 };
      depth = Math.max(depth, 1 + inner.depth);
      fields += 1 + inner.fields;
    } else {
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : undefined;
      // a fragment cycle is NoFragmentCyclesRule's to report; here it just stops the walk
      if (name !== undefined && seen.has(name)) continue;
      const target = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : fragments.get(name ?? '')?.selectionSet;
      if (!target) continue;
      const inner = measure(target, fragments, name !== undefined ? new Set([...seen, name]) : seen);
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
    }
    // stop early on absurd documents instead of walking all of them
    if (fields > QUERY_LIMITS.maxFields * 10) break;
  }
  return { depth, fields };
}

/** Validation rule: depth, field count and root field count of each operation. */
export function QueryComplexityRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const fragments = new Map(
        context
          .getDocument()
          .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      );
      const { depth, fields } = measure(operation.selectionSet, fragments, new Set());
      if (depth > QUERY_LIMITS.maxDepth) {
        context.reportError(new GraphQLError(`Query is too deep: depth ${depth} exceeds the limit of ${QUERY_LIMITS.maxDepth}.`, { nodes: operation }));
      }
      if (fields > QUERY_LIMITS.maxFields) {
        context.reportError(new GraphQLError(`Query selects too many fields: more than ${QUERY_LIMITS.maxFields}.`, { nodes: operation }));
      }
      const topLevel = countRootFields(operation.selectionSet, fragments, new Set());
      if (topLevel > QUERY_LIMITS.maxRootFields) {
        context.reportError(
          new GraphQLError(`Too many top-level fields: ${topLevel} exceeds the limit of ${QUERY_LIMITS.maxRootFields}.`, { nodes: operation }),
        );
      }
      return false;
    },
  };
}

function countRootFields(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen: ReadonlySet<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += countRootFields(fragment.selectionSet, fragments, new Set([...seen, selection.name.value]));
    }
  }
  return count;
}
