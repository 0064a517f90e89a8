import { readFileSync } from 'node:fs';
import { GraphQLScalarType, Kind, type DocumentNode } from 'graphql';
import { gql } from 'graphql-tag';

const commonSdl = readFileSync(new URL('./common.graphql', import.meta.url), 'utf8');

/**
 * A subgraph's SDL: the shared types plus the service's own `.graphql` files (each given as a URL,
 * usually `new URL('./feature/feature.graphql', import.meta.url)`).
 */
export function subgraphTypeDefs(...files: readonly URL[]): DocumentNode {
  return gql([commonSdl, ...files.map((file) => readFileSync(file, 'utf8'))].join('\n'));
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 date and time, in UTC',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  // Over HTTP a variable is an ISO string; a caller in the same process (typed documents, whose
  // DateTime variables are Dates) passes a Date, which String() would cut to whole seconds.
  parseValue: (value) => parseDate(value instanceof Date ? value : String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDate(ast.value) : null),
});

function parseDate(value: string | Date): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`"${String(value)}" is not an ISO-8601 date`);
  return date;
}

/** Resolvers for the shared types; spread into every subgraph's resolver map. */
export const commonResolvers = { DateTime };

type RootTypeName = 'Query' | 'Mutation' | 'Subscription';

/** The schema fields of a type's resolver map (`__resolveReference` and the like are not fields). */
type FieldName<T> = Exclude<keyof T, `__${string}`>;

/** The parent a field resolver receives (`ResolverFn`, or the `resolve` of `ResolverWithResolve`). */
type ParentIn<F> = F extends (parent: infer P, ...rest: never[]) => unknown
  ? P
  : F extends { resolve: (parent: infer P, ...rest: never[]) => unknown }
    ? P
    : never;

/** The type's mapped parent (its entity, from codegen's mappers): every field resolver receives it. */
type ParentOf<T> = { [F in FieldName<T>]-?: ParentIn<NonNullable<T[F]>> }[FieldName<T>];

/**
 * What a type's resolver map must implement: the fields its parent lacks (GraphQL's default
 * resolver would answer undefined for them) and, for an `@key` entity, `__resolveReference`
 * (without it the runtime would hand the gateway's bare representation to the other resolvers).
 */
type Needed<T> = Exclude<FieldName<T>, keyof ParentOf<T>> | Extract<keyof T, '__resolveReference'>;

/** The object types of a resolver map (scalars are GraphQLScalarType instances, roots are checked whole). */
type ObjectTypeName<R> = {
  [K in keyof R]-?: K extends RootTypeName ? never : NonNullable<R[K]> extends GraphQLScalarType ? never : K;
}[keyof R];

/** Object types with something to implement: their maps are required, with those members. */
type TypeNeedingResolvers<R> = { [K in ObjectTypeName<R>]-?: [Needed<NonNullable<R[K]>>] extends [never] ? never : K }[ObjectTypeName<R>];

/**
 * A subgraph's generated `Resolvers` type made strict where a missing resolver would be a bug:
 * - every Query, Mutation and Subscription field is required (removed or misspelled: a type error);
 * - on every object type, a field its mapped parent type does not have is required (GraphQL would
 *   read it from the entity and find nothing), and so is an `@key` entity's `__resolveReference`.
 * Fields the entity has stay optional: they are read from it as they are.
 */
export type SubgraphResolvers<R extends Partial<Record<RootTypeName, object>>> = Omit<R, RootTypeName | TypeNeedingResolvers<R>> & {
  [K in Extract<keyof R, RootTypeName>]-?: Required<NonNullable<R[K]>>;
} & {
  [K in TypeNeedingResolvers<R>]-?: NonNullable<R[K]> & Required<Pick<NonNullable<R[K]>, Needed<NonNullable<R[K]>>>>;
};
