import { subgraphTypeDefs } from '@koinonia/kit';
import { mediaSdl } from '@koinonia/kit/media';

/** The identity subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(
  mediaSdl,
  new URL('./users/users.graphql', import.meta.url),
  new URL('./profile-files/profile-files.graphql', import.meta.url),
  new URL('./history/history.graphql', import.meta.url),
  new URL('./connections/connections.graphql', import.meta.url),
  new URL('./blocks/blocks.graphql', import.meta.url),
  new URL('./account/account.graphql', import.meta.url),
  new URL('./stats/stats.graphql', import.meta.url),
  new URL('./suggestions/suggestions.graphql', import.meta.url),
  new URL('./videos/videos.graphql', import.meta.url),
  new URL('./testimonials/testimonials.graphql', import.meta.url),
  new URL('./impersonation/impersonation.graphql', import.meta.url),
  new URL('./platform-roles/platform-roles.graphql', import.meta.url),
);
