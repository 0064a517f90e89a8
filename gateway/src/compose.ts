import { composeServices } from '@apollo/composition';
import { printSchema } from 'graphql';
import type { SubgraphEntry } from './subgraphs.ts';

export class CompositionError extends Error {
  override readonly name = 'CompositionError';
}

export interface ComposedSupergraph {
  /** The supergraph SDL the gateway plans queries with. */
  readonly supergraphSdl: string;
  /** The public API schema (what clients see), for code generation and the coverage check. */
  readonly apiSchemaSdl: string;
}

/** Composes the subgraphs' SDL; any composition error is thrown with every message. */
export function composeSupergraph(entries: readonly SubgraphEntry[]): ComposedSupergraph {
  const result = composeServices(entries.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: s.defaultUrl })));
  if (result.errors) {
    throw new CompositionError(`Supergraph composition failed:\n${result.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}
