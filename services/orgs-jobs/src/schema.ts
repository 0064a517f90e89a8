import { subgraphTypeDefs } from '@koinonia/kit';
import { mediaSdl } from '@koinonia/kit/media';

/** The orgs-jobs subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(
  mediaSdl,
  new URL('./organizations/organizations.graphql', import.meta.url),
  new URL('./organization-files/organization-files.graphql', import.meta.url),
  new URL('./follows/follows.graphql', import.meta.url),
  new URL('./stats/stats.graphql', import.meta.url),
  new URL('./opportunities/opportunities.graphql', import.meta.url),
  new URL('./applications/applications.graphql', import.meta.url),
  new URL('./candidates/candidates.graphql', import.meta.url),
  new URL('./payments/payments.graphql', import.meta.url),
  new URL('./promo-codes/promo-codes.graphql', import.meta.url),
);
