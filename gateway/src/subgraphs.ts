import type { DocumentNode } from 'graphql';
import { typeDefs as identity } from '@koinonia/identity';
import { typeDefs as notify } from '@koinonia/notify';
import { typeDefs as orgsJobs } from '@koinonia/orgs-jobs';
import { typeDefs as community } from '@koinonia/community';
import { typeDefs as chat } from '@koinonia/chat';
import { typeDefs as content } from '@koinonia/content';

export interface SubgraphEntry {
  readonly name: string;
  readonly typeDefs: DocumentNode;
  /** Where it listens by default (`npm start`); `<NAME>_URL` overrides it at run time. */
  readonly defaultUrl: string;
}

/** Every subgraph in the supergraph, with its default port (see ARCHITECTURE.md). */
export const subgraphs: readonly SubgraphEntry[] = [
  { name: 'identity', typeDefs: identity, defaultUrl: 'http://127.0.0.1:4001/graphql' },
  { name: 'orgs-jobs', typeDefs: orgsJobs, defaultUrl: 'http://127.0.0.1:4002/graphql' },
  { name: 'community', typeDefs: community, defaultUrl: 'http://127.0.0.1:4003/graphql' },
  { name: 'chat', typeDefs: chat, defaultUrl: 'http://127.0.0.1:4004/graphql' },
  { name: 'content', typeDefs: content, defaultUrl: 'http://127.0.0.1:4005/graphql' },
  { name: 'notify', typeDefs: notify, defaultUrl: 'http://127.0.0.1:4006/graphql' },
];
