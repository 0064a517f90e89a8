import { subgraphTypeDefs } from '@koinonia/kit';
import { mediaSdl } from '@koinonia/kit/media';

/** The chat subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(
  mediaSdl,
  new URL('./chats/chats.graphql', import.meta.url),
  new URL('./participants/participants.graphql', import.meta.url),
  new URL('./messages/messages.graphql', import.meta.url),
  new URL('./reactions/reactions.graphql', import.meta.url),
  new URL('./read-status/read-status.graphql', import.meta.url),
  new URL('./live/live.graphql', import.meta.url),
);
