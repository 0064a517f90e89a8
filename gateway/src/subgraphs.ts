import type { DocumentNode } from 'graphql';
import { typeDefs as identity } from '@koinonia/identity';
import { typeDefs as notify } from '@koinonia/notify';

export interface SubgraphEntry {
  readonly name: string;
  readonly typeDefs: DocumentNode;
  /** Where it listens by default (`npm start`); `<NAME>_URL` overrides it at run time. */
  readonly defaultUrl: string;
}

/** Every subgraph in the supergraph, with its default port (see ARCHITECTURE.md). */
export const subgraphs: readonly SubgraphEntry[] = [
  { name: 'identity', typeDefs: identity, defaultUrl: 'http://127.0.0.1:4001/graphql' },
  { name: 'notify', typeDefs: notify, defaultUrl: 'http://127.0.0.1:4006/graphql' },
];
