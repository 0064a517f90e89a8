import {
  GraphQLError,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FieldNode,
  type GraphQLOutputType,
  type GraphQLType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@koinonia/kit';

/**
 * What one operation may ask for (OWASP's GraphQL cheat sheet; GraphQL Armor's defaults unless
 * said otherwise). Checked while validating, so a refused operation is never planned or executed.
 */
export const queryLimits = {
  /** Armor's default is 6 counting fragments as levels; 8 with fragments flattened leaves room for a chat page's nested users. */
  depth: 8,
  /** The standard introspection query is 21 levels deep (nested `ofType`). */
  introspectionDepth: 21,
  aliases: 15,
  directives: 50,
  tokens: 1_000,
  /** Each field costs 1, and a list field multiplies what it selects by its page size. */
  cost: 5_000,
} as const;

/** Armor's protections and the page-size cost; field suggestions are hidden unless introspection is on. */
export function queryLimitPlugins(options: { introspection: boolean }): GatewayPlugin[] {
  // Armor's validation errors are reported with a code, like GraphQL's own, instead of thrown.
  const reported = { propagateOnRejection: false, onReject: [reportValidationError] };
  return [
    EnvelopArmorPlugin({
      maxDepth: { n: queryLimits.depth, flattenFragments: true, ignoreIntrospection: true, ...reported },
      maxAliases: { n: queryLimits.aliases, ...reported },
      maxDirectives: { n: queryLimits.directives, ...reported },
      maxTokens: { n: queryLimits.tokens },
      // Armor's cost ignores list sizes; pageCostRule below counts them.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: !options.introspection },
    }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(pageCostRule(queryLimits.cost));
        addValidationRule(introspectionDepthRule(queryLimits.introspectionDepth));
      },
    },
  ];
}

const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

function reportValidationError(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(
    new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: VALIDATION_FAILED } }),
  );
}

const isIntrospectionField = (node: FieldNode): boolean => node.name.value.startsWith('__') && node.name.value !== '__typename';

const isList = (type: GraphQLType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

/** A literal `first` argument; a variable may be anything up to the largest page. */
function firstArgument(node: FieldNode): number | null {
  const arg = node.arguments?.find((a) => a.name.value === 'first');
  if (!arg) return null;
  if (arg.value.kind === Kind.INT) return Math.min(Number(arg.value.value), MAX_PAGE_SIZE);
  return MAX_PAGE_SIZE;
}

/**
 * The operation's cost: 1 per field, and a list field multiplies the cost of its selection by its
 * page size, which is its own `first`, the `first` of the paged field it belongs to (`results`), or
 * the default page size.
 */
export function pageCostRule(maxCost: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const cost = selectionCost(context, operation.selectionSet, root, null, new Set());
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Operation cost limit of ${maxCost} exceeded, found ${cost}.`, {
            nodes: [operation],
            extensions: { code: VALIDATION_FAILED },
          }),
        );
      }
    },
  });
}

function selectionCost(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLOutputType,
  pageSize: number | null,
  fragmentPath: Set<string>,
): number {
  const named = getNamedType(parentType);
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (isIntrospectionField(selection) || selection.name.value === '__typename') continue;
      const field = isObjectType(named) || isInterfaceType(named) ? named.getFields()[selection.name.value] : undefined;
      if (!field) continue;
      const first = firstArgument(selection);
      const size = isList(field.type) ? (first ?? pageSize ?? DEFAULT_PAGE_SIZE) : 1;
      const children = selection.selectionSet
        ? selectionCost(context, selection.selectionSet, field.type, first, fragmentPath)
        : 0;
      total += 1 + size * children;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : named;
      total += selectionCost(context, selection.selectionSet, (type ?? named) as GraphQLOutputType, pageSize, fragmentPath);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A cycle is refused by GraphQL's own NoFragmentCycles rule; here it only must not loop.
      if (!fragment || fragmentPath.has(name)) continue;
      const type = context.getSchema().getType(fragment.typeCondition.name.value) ?? named;
      total += selectionCost(context, fragment.selectionSet, type as GraphQLOutputType, pageSize, new Set([...fragmentPath, name]));
    }
  }
  return total;
}

/** Nesting inside `__schema` and `__type` (Armor's depth limit leaves introspection alone). */
export function introspectionDepthRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const depthOf = (selectionSet: SelectionSetNode | undefined, fragmentPath: Set<string>): number => {
      let deepest = 0;
      for (const selection of selectionSet?.selections ?? []) {
        let depth: number;
        if (selection.kind === Kind.FIELD) depth = 1 + depthOf(selection.selectionSet, fragmentPath);
        else if (selection.kind === Kind.INLINE_FRAGMENT) depth = depthOf(selection.selectionSet, fragmentPath);
        else {
          const fragment = context.getFragment(selection.name.value);
          depth = fragment && !fragmentPath.has(selection.name.value)
            ? depthOf(fragment.selectionSet, new Set([...fragmentPath, selection.name.value]))
            : 0;
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };
    return {
      Field(node, _key, _parent, _path, ancestors) {
        if (!isIntrospectionField(node) || ancestors.some((a) => 'kind' in a && a.kind === Kind.FIELD && isIntrospectionField(a))) return;
        const depth = 1 + depthOf(node.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Introspection depth limit of ${maxDepth} exceeded, found ${depth}.`, {
              nodes: [node],
              extensions: { code: VALIDATION_FAILED },
            }),
          );
        }
      },
    };
  };
}
