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
  parseValue: (value) => parseDate(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDate(ast.value) : null),
});

function parseDate(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new TypeError(`"${text}" is not an ISO-8601 date`);
  return date;
}

/** Resolvers for the shared types; spread into every subgraph's resolver map. */
export const commonResolvers = { DateTime };
