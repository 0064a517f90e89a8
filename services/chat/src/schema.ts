import { subgraphTypeDefs } from '@koinonia/kit';

/** The chat subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(new URL('./chats/chats.graphql', import.meta.url));
