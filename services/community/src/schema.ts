import { subgraphTypeDefs } from '@koinonia/kit';
import { mediaSdl } from '@koinonia/kit/media';

/** The community subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(
  mediaSdl,
  new URL('./groups/groups.graphql', import.meta.url),
  new URL('./group-files/group-files.graphql', import.meta.url),
  new URL('./memberships/memberships.graphql', import.meta.url),
  new URL('./group-content/content.graphql', import.meta.url),
  new URL('./feed/feed.graphql', import.meta.url),
  new URL('./comments/comments.graphql', import.meta.url),
  new URL('./reactions/reactions.graphql', import.meta.url),
  new URL('./prayers/prayers.graphql', import.meta.url),
  new URL('./reports/reports.graphql', import.meta.url),
);
