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

/**
 * A subgraph's generated `Resolvers` type with every root field required: a Query, Mutation or
 * Subscription field of the SDL without a resolver (removed, or misspelled) fails type-checking.
 * Object types keep optional fields, since most are read from the mapped entity as they are.
 */
export type SubgraphResolvers<R extends Partial<Record<RootTypeName, object>>> = Omit<R, RootTypeName> & {
  [K in Extract<keyof R, RootTypeName>]-?: Required<NonNullable<R[K]>>;
};
